// The import boundaries of apps/web/src (eslint.config.js, import-x/no-restricted-paths) keep firing:
// ESLint runs on snippets placed, by their file path, inside a feature, app/ or shared code.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });
const RULE = 'import-x/no-restricted-paths';

/** The boundary errors ESLint reports for `code` as if it were the file at `file` (relative to apps/web/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('web import boundaries', () => {
  it('a feature importing another feature fails lint', async () => {
    const errors = await boundaryErrors(
      'features/landing/components/probe.tsx',
      "import { useChoosePlan } from '../../pricing/hooks/use-choose-plan';\nexport const probe = useChoosePlan;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('A feature does not import another feature');
  });

  it('a feature importing from app/ fails lint', async () => {
    const errors = await boundaryErrors('features/teleprompter/hooks/probe.ts', "export { router } from '../../../app/router';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Features do not import from app/');
  });

  it('shared code importing a feature or app/ fails lint', async () => {
    const fromComponents = await boundaryErrors('components/probe.tsx', "export { PricingPage } from '../features/pricing/components/pricing-page';\n");
    const fromLib = await boundaryErrors('lib/probe.ts', "export { AppProvider } from '../app/provider';\n");
    const fromConfig = await boundaryErrors('config/probe.ts', "export { AUTH_TEXT } from '../features/auth/messages';\n");
    for (const errors of [fromComponents, fromLib, fromConfig]) {
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('Shared code (components, lib, config) does not import features or app/');
    }
  });

  it('allowed directions pass: within a feature, feature → shared, app → feature', async () => {
    expect(await boundaryErrors('features/pricing/components/probe.tsx', "export { useChoosePlan } from '../hooks/use-choose-plan';\n")).toEqual([]);
    expect(
      await boundaryErrors(
        'features/pricing/components/probe.tsx',
        "export { Button } from '../../../components/ui';\nexport { paths } from '../../../config/paths';\nexport { cn } from '../../../lib/cn';\n",
      ),
    ).toEqual([]);
    expect(await boundaryErrors('app/routes/probe.tsx', "export { PricingPage } from '../../features/pricing/components/pricing-page';\n")).toEqual([]);
  });
});
