// A small client of the Cuemap API built only from the generated OpenAPI types (openapi-typescript) and
// openapi-fetch. scripts/check-openapi.mjs type-checks it against the document the server generates (a
// missing operation, parameter, media type or named schema fails `npm test`), then runs part of it
// against that server: sign in, create, list, read and save a script, download two exports.
// `cuemap-openapi` is the file openapi-typescript writes; the check maps the name to it.
import createClient from 'openapi-fetch';
import type { components, operations, paths } from 'cuemap-openapi';

type Schemas = components['schemas'];
export type MindMap = Schemas['MindMap'];
export type MindMapSummary = Schemas['MindMapSummary'];
export type TeleprompterScript = Schemas['TeleprompterScript'];
export type User = Schemas['User'];
export type ApiError = Schemas['Error'];
/** The formats the export offers, read from the operation's query parameters. */
export type ExportFormat = NonNullable<operations['exportMindMap']['parameters']['query']>['format'];

/**
 * The media types the document must name: files from the export, bytes into the import, events from
 * the streamed script. (A type error here means the document lost one.)
 */
export const EXPORT_MEDIA_TYPES: (keyof operations['exportMindMap']['responses'][200]['content'])[] = [
  'application/pdf',
  'text/markdown',
  'application/vnd.xmind.workbook',
];
export const IMPORT_MEDIA_TYPE: keyof NonNullable<operations['importMindMap']['requestBody']>['content'] = 'application/octet-stream';
export const STREAM_MEDIA_TYPE: keyof operations['streamTeleprompterScript']['responses'][200]['content'] = 'text/event-stream';

export function cuemapClient(baseUrl: string, token: string) {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
}
type Client = ReturnType<typeof cuemapClient>;

/** Throws the API's own `{message}` for an error answer. */
function fail(error: ApiError | undefined, status: number): never {
  throw new Error(error?.message ?? `HTTP ${status}`);
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<{ token: string; user: User }> {
  const { data, error, response } = await createClient<paths>({ baseUrl }).POST('/api/auth/login', { body: { email, password } });
  if (!data?.token || !data.user) fail(error, response.status);
  return { token: data.token, user: data.user };
}

export async function createScript(client: Client, title: string): Promise<MindMap> {
  const { data, error, response } = await client.POST('/api/mindmaps', { body: { title } });
  if (!data) fail(error, response.status);
  return data;
}

export async function listScripts(client: Client): Promise<MindMapSummary[]> {
  const { data, error, response } = await client.GET('/api/mindmaps');
  if (!data) fail(error, response.status);
  return data;
}

export async function readScript(client: Client, id: string): Promise<MindMap> {
  const { data, error, response } = await client.GET('/api/mindmaps/{id}', { params: { path: { id } } });
  if (!data) fail(error, response.status);
  return data;
}

/** Saves the whole map against the version read (409 when it changed since); answers the new version. */
export async function saveScript(client: Client, map: MindMap): Promise<number> {
  const { _id: id, title, nodes, connections, nodeOrder, viewState, version } = map;
  const { data, error, response } = await client.PUT('/api/mindmaps/{id}', {
    params: { path: { id } },
    body: { title, nodes, connections, nodeOrder, viewState, version },
  });
  if (!data) fail(error, response.status);
  return data.version;
}

export async function readTeleprompterScript(client: Client, mindMapId: string): Promise<TeleprompterScript> {
  const { data, error, response } = await client.GET('/api/teleprompter/{mindMapId}', { params: { path: { mindMapId } } });
  if (!data) fail(error, response.status);
  return data;
}

/**
 * Imports a file (Markdown, OPML, FreeMind, XMind, Word, text) as a new script. openapi-typescript types
 * a binary body as a string; the bytes go out as they are (no JSON serialiser).
 */
export async function importScript(client: Client, file: Blob, filename: string): Promise<Schemas['ImportResult']> {
  const { data, error, response } = await client.POST('/api/mindmaps/import', {
    params: { query: { filename } },
    body: file as unknown as string,
    bodySerializer: (body) => body,
    headers: { 'content-type': 'application/octet-stream' },
  });
  if (!data) fail(error, response.status);
  return data;
}

/** Downloads an export as a Blob (a PDF, a Markdown file, an XMind workbook…). */
export async function downloadExport(client: Client, id: string, format: ExportFormat): Promise<Blob> {
  const { data, error, response } = await client.GET('/api/mindmaps/{id}/export', {
    params: { path: { id }, query: { format } },
    parseAs: 'blob',
  });
  if (!data) fail(error, response.status);
  return data;
}

/** The same download as bytes (Node: write them to a file). */
export async function downloadExportBytes(client: Client, id: string, format: ExportFormat): Promise<ArrayBuffer> {
  const { data, error, response } = await client.GET('/api/mindmaps/{id}/export', {
    params: { path: { id }, query: { format } },
    parseAs: 'arrayBuffer',
  });
  if (!data) fail(error, response.status);
  return data;
}
