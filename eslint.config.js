// Flat ESLint config: typescript-eslint everywhere, React hooks rules and import boundaries in the web app.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const webSrc = 'apps/web/src';
const features = readdirSync(path.join(import.meta.dirname, webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's one-way imports (bulletproof-react's zones): shared code (components, lib, config)
 * ← features ← app. A feature never imports another feature; what two features need moves down into
 * components/ or lib/, or app/ composes them (a slot or a callback prop). apps/web/src/README.md.
 */
const webBoundaries = [
  ...features.map((feature) => ({
    target: `./${webSrc}/features/${feature}`,
    from: `./${webSrc}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: let app/ compose them (pass a slot or a callback), or move the shared piece to components/ or lib/.',
  })),
  {
    target: `./${webSrc}/features`,
    from: `./${webSrc}/app`,
    message: 'Features do not import from app/: app/ composes features, not the other way round.',
  },
  {
    target: [`./${webSrc}/components`, `./${webSrc}/lib`, `./${webSrc}/config`],
    from: [`./${webSrc}/features`, `./${webSrc}/app`],
    message: 'Shared code (components, lib, config) does not import features or app/.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // TypeScript reports unused locals, parameters and imports in .ts/.tsx (noUnusedLocals and
    // noUnusedParameters in tsconfig.base.json; the type-check is part of `npm test`): the lint rule was
    // 40 % of the rules' time. The scripts in plain JavaScript, which tsc does not check, keep it.
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webBoundaries }],
    },
  },
);
