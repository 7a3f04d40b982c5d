// An imported file as the body of a new script, checked by the same rules as any new script's body.
// Pure and CPU-bound: it runs on a job worker (plugins/app/jobs), never on the server's event loop.
import {
  DEFAULT_SCRIPT_TITLE,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ImportError,
  LIMITS,
  createMindMapBodySchema,
  canonicalTitle,
  mapSaveBytes,
  outlineToMap,
  type CreateMindMapBody,
  type ImportFormat,
} from '@cuemap/shared';
import { parseDocx, isDocxZip } from './docx-import';
import { readImport, splitName, type ReadImport } from './import-file';
import { isZip } from './zip';

export interface ImportBody {
  body: CreateMindMapBody;
  format: ImportFormat;
  nodeCount: number;
  notes: string[];
}

/** A Word document (.docx: a zip with word/document.xml), read with mammoth; else undefined. */
async function readWord(bytes: Uint8Array, filename?: string): Promise<ReadImport | undefined> {
  // The size limit first, as for every file.
  if (bytes.length > IMPORT_LIMITS.fileBytesMax) throw new ImportError(413, IMPORT_MESSAGES.tooLarge);
  if (!isZip(bytes)) return undefined;
  const { base, ext } = splitName(filename);
  if (ext !== 'docx' && !isDocxZip(bytes)) return undefined;
  const fileTitle = canonicalTitle(base) || DEFAULT_SCRIPT_TITLE;
  return { root: await parseDocx(bytes, fileTitle), format: 'docx', notes: [], fileTitle };
}

/** Throws ImportError (the file's fault: 400 or 413) with the message to show. */
export async function importBody(bytes: Uint8Array, filename?: string): Promise<ImportBody> {
  const read = (await readWord(bytes, filename)) ?? readImport(bytes, filename);
  const map = outlineToMap(read.root, read.fileTitle);
  const body = { title: map.title, nodes: map.nodes, connections: map.connections, nodeOrder: map.nodeOrder };
  if (mapSaveBytes({ ...body, viewState: { translateX: 0, translateY: 0 } }) > LIMITS.mapBytesMax) throw new ImportError(413, IMPORT_MESSAGES.mapTooLarge);
  // The same rules as any new script's body (text rule, limits); a failure here is the file's.
  const checked = createMindMapBodySchema.safeParse(body);
  if (!checked.success) throw new ImportError(400, IMPORT_MESSAGES.unreadable(read.format, checked.error.issues[0]?.message ?? 'invalid content.'));
  return { body: checked.data, format: read.format, nodeCount: map.nodes.length, notes: [...read.notes, ...map.notes] };
}
