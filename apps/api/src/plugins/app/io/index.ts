// Decorates `app.io`: import a file as a new script (through the scripts service, so the plan limit,
// size limit and script merge apply as for any new script) and export a script in each format.
// Reading a file and rendering PDF, Word, XMind, PowerPoint and HTML presentation files run on the job workers (plugins/app/jobs).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { SCRIPT_EXPORT_FORMATS, type ExportFormat, type ImportResult, type MindMap, type ScriptExportOptions } from '@cuemap/shared';
import { HttpError } from '../../../lib/http-error';
import { exportFile, type ExportedFile } from './export-file';
import type { ImportBody } from './import-body';

declare module 'fastify' {
  interface FastifyInstance {
    io: {
      /** `signal`: the caller gave up (a file still waiting for a worker is then not read). */
      importFile(userId: string, bytes: Uint8Array, filename?: string, signal?: AbortSignal): Promise<ImportResult>;
      /** `options` shape the script's PDF, Word and Markdown files (type size, notes, the speed its times are at). */
      /** `ownerId` reads the script (its rows are the owner's), `userId` runs the job (one heavy export per person at a time). */
      exportFile(
        who: { userId: string; ownerId: string },
        id: string,
        format: ExportFormat,
        signal?: AbortSignal,
        options?: Partial<ScriptExportOptions>,
      ): Promise<ExportedFile>;
    };
  }
}

/**
 * Formats rendered on a worker (the script's Markdown too: it parses every paragraph's cue marks).
 * The others are written in one linear pass over a map of at most 1 MB (a few milliseconds), less
 * than sending the map to a worker and back would cost.
 */
const HEAVY_EXPORTS: ReadonlySet<ExportFormat> = new Set(['pdf', 'xmind', 'docx', 'script-md', 'pptx', 'html-presentation']);
/** The formats that take the script's options (and its speed). */
const SCRIPT_FORMATS: ReadonlySet<ExportFormat> = new Set(SCRIPT_EXPORT_FORMATS);
/** The formats that read the saved script: those, and the deck (its sections, for the speaker notes). */
const READS_SCRIPT: ReadonlySet<ExportFormat> = new Set([...SCRIPT_EXPORT_FORMATS, 'pptx']);

export default fp(
  async function ioPlugin(app: FastifyInstance) {
    app.decorate('io', {
      async importFile(userId, bytes, filename, signal) {
        // A user whose plan holds no more scripts is told so before the file is read.
        await app.mindMaps.assertCanCreate(userId);
        const read = await app.jobs.run<ImportBody>(userId, { kind: 'import', bytes, filename }, signal);
        const created = JSON.parse(await app.mindMaps.createJson(userId, read.body)) as Pick<MindMap, '_id' | 'title'>;
        return { _id: created._id, title: created.title, format: read.format, nodeCount: read.nodeCount, notes: read.notes };
      },

      async exportFile({ userId, ownerId }, id, format, signal, options) {
        const map = JSON.parse((await app.mindMaps.getJson(ownerId, id)).body.toString('utf8')) as MindMap;
        let script = null;
        if (READS_SCRIPT.has(format)) {
          script = await app.teleprompter.get(ownerId, id).catch((err: unknown) => {
            if (err instanceof HttpError && err.statusCode === 404) return null;
            throw err;
          });
        }
        // No speed from the client: the script's own (issue 24 item 2), so every device prints the same times.
        if (SCRIPT_FORMATS.has(format) && options?.wpm === undefined) {
          const { wpm } = (await app.presenterSettings.get(ownerId, id)).settings;
          if (wpm !== undefined) options = { ...options, wpm };
        }
        if (!HEAVY_EXPORTS.has(format)) return exportFile(map, script, format, options);
        const file = await app.jobs.run<ExportedFile>(userId, { kind: 'export', map, script, format, options }, signal);
        // A Buffer crosses the thread boundary as a plain Uint8Array.
        return { ...file, body: Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength) };
      },
    });
  },
  { name: 'io', dependencies: ['mind-maps', 'teleprompter', 'jobs', 'presenter-settings'] },
);
