// Decorates `app.io`: import a file as a new script (through the scripts service, so the plan limit,
// size limit and script merge apply as for any new script) and export a script in each format.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  IMPORT_MESSAGES,
  ImportError,
  LIMITS,
  mapSaveBytes,
  createMindMapBodySchema,
  outlineToMap,
  type ExportFormat,
  type ImportResult,
  type MindMap,
} from '@cuemap/shared';
import { HttpError } from '../../../lib/http-error';
import { exportFile, type ExportedFile } from './export-file';
import { readImport } from './import-file';

declare module 'fastify' {
  interface FastifyInstance {
    io: {
      importFile(userId: string, bytes: Uint8Array, filename?: string): Promise<ImportResult>;
      exportFile(userId: string, id: string, format: ExportFormat): Promise<ExportedFile>;
    };
  }
}

export default fp(
  async function ioPlugin(app: FastifyInstance) {
    app.decorate('io', {
      async importFile(userId, bytes, filename) {
        let read;
        let map;
        try {
          read = readImport(bytes, filename);
          map = outlineToMap(read.root, read.fileTitle);
        } catch (err) {
          if (err instanceof ImportError) throw new HttpError(err.statusCode, err.message);
          throw err;
        }
        const body = { title: map.title, nodes: map.nodes, connections: map.connections, nodeOrder: map.nodeOrder };
        if (mapSaveBytes({ ...body, viewState: { translateX: 0, translateY: 0 } }) > LIMITS.mapBytesMax) throw new HttpError(413, IMPORT_MESSAGES.mapTooLarge);
        // The same rules as any new script's body (text rule, limits); a failure here is the file's.
        const checked = createMindMapBodySchema.safeParse(body);
        if (!checked.success) throw new HttpError(400, IMPORT_MESSAGES.unreadable(read.format, checked.error.issues[0]?.message ?? 'invalid content.'));
        const created = JSON.parse(await app.mindMaps.createJson(userId, checked.data)) as Pick<MindMap, '_id' | 'title'>;
        return { _id: created._id, title: created.title, format: read.format, nodeCount: map.nodes.length, notes: [...read.notes, ...map.notes] };
      },

      async exportFile(userId, id, format) {
        const map = JSON.parse((await app.mindMaps.getJson(userId, id)).body.toString('utf8')) as MindMap;
        let script = null;
        if (format === 'txt' || format === 'pdf') {
          script = await app.teleprompter.get(userId, id).catch((err: unknown) => {
            if (err instanceof HttpError && err.statusCode === 404) return null;
            throw err;
          });
        }
        return exportFile(map, script, format);
      },
    });
  },
  { name: 'io', dependencies: ['mind-maps', 'teleprompter'] },
);
