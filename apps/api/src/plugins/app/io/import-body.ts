// An imported file as the body of a new script, checked by the same rules as any new script's body.
// Pure and CPU-bound: it runs on a job worker (plugins/app/jobs), never on the server's event loop.
import {
  IMPORT_MESSAGES,
  ImportError,
  LIMITS,
  createMindMapBodySchema,
  mapSaveBytes,
  outlineToMap,
  type CreateMindMapBody,
  type ImportFormat,
} from '@cuemap/shared';
import { readImport } from './import-file';

export interface ImportBody {
  body: CreateMindMapBody;
  format: ImportFormat;
  nodeCount: number;
  notes: string[];
}

/** Throws ImportError (the file's fault: 400 or 413) with the message to show. */
export function importBody(bytes: Uint8Array, filename?: string): ImportBody {
  const read = readImport(bytes, filename);
  const map = outlineToMap(read.root, read.fileTitle);
  const body = { title: map.title, nodes: map.nodes, connections: map.connections, nodeOrder: map.nodeOrder };
  if (mapSaveBytes({ ...body, viewState: { translateX: 0, translateY: 0 } }) > LIMITS.mapBytesMax) throw new ImportError(413, IMPORT_MESSAGES.mapTooLarge);
  // The same rules as any new script's body (text rule, limits); a failure here is the file's.
  const checked = createMindMapBodySchema.safeParse(body);
  if (!checked.success) throw new ImportError(400, IMPORT_MESSAGES.unreadable(read.format, checked.error.issues[0]?.message ?? 'invalid content.'));
  return { body: checked.data, format: read.format, nodeCount: map.nodes.length, notes: [...read.notes, ...map.notes] };
}
