// `npm test` step (issue 25): the OpenAPI document must serve a client generator. Builds the app in
// process (tsx, a throwaway SQLite database, no web build), takes /api/docs/json, then side by side:
//   - Spectral with .spectral.yaml (spectral:oas): any warning fails;
//   - openapi-typescript generates the types, and TypeScript checks scripts/openapi-client/client.ts
//     (openapi-fetch: list, read and save a script, download an export) against them;
//   - that client runs against the same app, listening on a free port: a documented shape or media
//     type the server does not really answer fails here.
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

/** The app as the tests build it: throwaway SQLite, no SPA files (the document must not depend on a web build). */
async function buildApp(tmp) {
  const { buildApp } = await tsImport('../apps/api/src/app.ts', import.meta.url);
  const { loadConfig } = await tsImport('../apps/api/src/config/env.ts', import.meta.url);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST_DIR: path.join(tmp, 'no-web-build'),
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  });
  return buildApp(config, { logger: false });
}

/** The document exactly as GET /api/docs/json serves it. */
async function fetchDocument(app) {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  return res.json();
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

/** Runs the client against the app over HTTP; returns what went wrong, or '' when all was as documented. */
async function runClient(app) {
  const api = await tsImport('./openapi-client/client.ts', import.meta.url);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const credentials = { email: 'openapi-client@example.com', password: 'Correct-horse-9battery' };
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: credentials });
  if (registered.statusCode !== 201) return `register answered ${registered.statusCode}: ${registered.body}`;

  const { token } = await api.signIn(baseUrl, credentials.email, credentials.password);
  const client = api.cuemapClient(baseUrl, token);
  const created = await api.createScript(client, 'Client walk');
  const listed = await api.listScripts(client);
  if (!listed.some((s) => s._id === created._id)) return 'the created script is not in the list';
  const map = await api.readScript(client, created._id);
  // Renames the central idea (the outline's first heading), so the export shows the save went through.
  const nodes = map.nodes.map((node) => (node.id === map.nodeOrder[0] ? { ...node, title: 'Saved idea' } : node));
  const version = await api.saveScript(client, { ...map, nodes });
  if (version !== map.version + 1) return `save answered version ${version} after ${map.version}`;
  const markdown = await api.downloadExport(client, created._id, 'md');
  if (!(markdown instanceof Blob) || !(await markdown.text()).startsWith('# Saved idea')) return 'the Markdown export is not the saved script';
  const opml = await api.downloadExportBytes(client, created._id, 'opml');
  if (!new TextDecoder().decode(opml).includes('<opml')) return 'the OPML export is not OPML';
  return '';
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'cuemap-openapi-'));
let failed = false;
const report = (ok, pass, fail) => {
  if (ok) console.log(pass);
  else {
    failed = true;
    console.error(fail);
  }
};
const app = await buildApp(tmp);
try {
  const doc = await fetchDocument(app);
  const docFile = path.join(tmp, 'openapi.json');
  writeFileSync(docFile, `${JSON.stringify(doc, null, 2)}\n`);
  const outArg = process.argv.indexOf('--out');
  if (outArg > 0 && process.argv[outArg + 1]) writeFileSync(path.resolve(process.argv[outArg + 1]), `${JSON.stringify(doc, null, 2)}\n`);
  const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item)).length;
  console.log(`OpenAPI document: ${operations} operations, ${Object.keys(doc.components?.schemas ?? {}).length} named schemas (${seconds()}s)`);

  // An exception (openapi-typescript refusing the document, a client call failing) fails like a finding.
  const asText = (err) => String(err?.stack ?? err);
  const timed = (promise) => promise.then((result) => ({ result, at: seconds() }));
  const [spectral, types, run] = await Promise.all([timed(lint(docFile)), timed(checkClient(doc, tmp).catch(asText)), timed(runClient(app).catch(asText))]);
  report(spectral.result.code === 0, `Spectral: no warnings (${spectral.at}s)`, `Spectral (spectral:oas, warnings fail):\n${spectral.result.output}`);
  const client = path.relative(root, clientFile);
  report(
    !types.result,
    `Generated client: type-checks (${types.at}s)`,
    `The client generated from the document does not type-check (${client}):\n${types.result}`,
  );
  report(
    !run.result,
    `Generated client: lists, reads and saves a script and downloads exports from the server (${run.at}s)`,
    `The client (${client}) against the server: ${run.result}`,
  );
} finally {
  await app.close();
  rmSync(tmp, { recursive: true, force: true });
}
console.log(`${failed ? 'OpenAPI check failed' : 'OpenAPI check passed'} in ${seconds()}s`);
process.exit(failed ? 1 : 0);
