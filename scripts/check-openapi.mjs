// `npm test` step (issue 25): the OpenAPI document must serve a client generator. Builds the app in
// process (tsx, a throwaway SQLite database, no web build), takes /api/docs/json, then side by side:
//   - Spectral with .spectral.yaml (spectral:oas): any warning fails;
//   - openapi-typescript generates the types, and TypeScript checks scripts/openapi-client/client.ts
//     (openapi-fetch: list, read and save a script, download an export) against them.
// `--out FILE` also writes the document there (docs/api.md: generating a client without a server).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { tsImport } from 'tsx/esm/api';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientFile = path.join(root, 'scripts', 'openapi-client', 'client.ts');
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

/** The document exactly as GET /api/docs/json serves it, from an app built like the tests build one. */
async function generateDocument(tmp) {
  const { buildApp } = await tsImport('../apps/api/src/app.ts', import.meta.url);
  const { loadConfig } = await tsImport('../apps/api/src/config/env.ts', import.meta.url);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmp, 'data'),
    // No SPA files: the document must not depend on whether the web app was built.
    WEB_DIST_DIR: path.join(tmp, 'no-web-build'),
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
    return res.json();
  } finally {
    await app.close();
  }
}

/** Spectral in its own process (its CLI is its supported interface); resolves with its exit code. */
function lint(file) {
  return new Promise((resolve) => {
    const bin = path.join(root, 'node_modules', '.bin', 'spectral');
    const args = ['lint', file, '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity=warn'];
    const child = spawn(bin, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.once('error', (err) => resolve({ code: 1, output: err.message }));
    child.once('close', (code) => resolve({ code, output: Buffer.concat(out).toString() }));
  });
}

/** Generates the types and type-checks the client against them; returns the diagnostics as text. */
async function checkClient(doc, tmp) {
  const typesFile = path.join(tmp, 'openapi.d.ts');
  writeFileSync(typesFile, astToString(await openapiTS(doc)));
  const config = ts.parseJsonConfigFileContent(
    {
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM'],
        types: [],
        skipLibCheck: true,
        paths: { 'cuemap-openapi': [typesFile] },
      },
      files: [clientFile],
    },
    ts.sys,
    tmp,
  );
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  return ts.formatDiagnosticsWithColorAndContext(diagnostics, host);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'cuemap-openapi-'));
let failed = false;
try {
  const doc = await generateDocument(tmp);
  const docFile = path.join(tmp, 'openapi.json');
  writeFileSync(docFile, `${JSON.stringify(doc, null, 2)}\n`);
  const outArg = process.argv.indexOf('--out');
  if (outArg > 0 && process.argv[outArg + 1]) writeFileSync(path.resolve(process.argv[outArg + 1]), `${JSON.stringify(doc, null, 2)}\n`);
  const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item)).length;
  console.log(`OpenAPI document: ${operations} operations, ${Object.keys(doc.components?.schemas ?? {}).length} named schemas (${seconds()}s)`);

  // An exception (openapi-typescript refusing the document) fails the check like a type error does.
  const timed = (promise) => promise.then((result) => ({ result, at: seconds() }));
  const [spectral, client] = await Promise.all([
    timed(lint(docFile)),
    timed(checkClient(doc, tmp).catch((err) => String(err?.stack ?? err))),
  ]);
  if (spectral.result.code !== 0) {
    failed = true;
    console.error(`Spectral (spectral:oas, warnings fail):\n${spectral.result.output}`);
  } else {
    console.log(`Spectral: no warnings (${spectral.at}s)`);
  }
  if (client.result) {
    failed = true;
    console.error(`The client generated from the document does not type-check (${path.relative(root, clientFile)}):\n${client.result}`);
  } else {
    console.log(`Generated client (openapi-typescript + openapi-fetch): type-checks (${client.at}s)`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log(`${failed ? 'OpenAPI check failed' : 'OpenAPI check passed'} in ${seconds()}s`);
process.exit(failed ? 1 : 0);
