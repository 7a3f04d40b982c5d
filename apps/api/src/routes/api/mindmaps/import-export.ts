// /api/mindmaps/import and /api/mindmaps/:id/export: scripts in and out as files of other tools.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DECK_LIMITS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  exportQuerySchema,
  idParamSchema,
  importQuerySchema,
  importResultSchema,
  limitReachedSchema,
  type ScriptTypeSize,
} from '@cuemap/shared';
import { requireAuth } from '../../../plugins/app/auth/index';
import { requireAccess } from '../../../plugins/app/sharing/require-access';
import { EXPORT_CONTENT_TYPES } from '../../../plugins/app/io/export-file';
import { clientGone } from '../../../plugins/app/jobs/index';
import { bearer, errors } from '../../responses';

/**
 * The export's 200 as OpenAPI media types, one per format (from the export's own table, without the
 * charset), each the file's bytes. Documentation: the body is a Buffer, which Fastify never serialises.
 */
const fileBytes = z.string().meta({ format: 'binary' });
const exportFileResponse = {
  description: "The file's bytes, with its Content-Type and a Content-Disposition attachment filename.",
  content: Object.fromEntries(Object.values(EXPORT_CONTENT_TYPES).map((type) => [type.split(';')[0]!, { schema: fileBytes }])),
};

const importExport: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // The import's body is the file itself, whatever type the client names: read as bytes, never parsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/import',
    {
      preHandler: app.refreshPlan,
      bodyLimit: IMPORT_LIMITS.fileBytesMax,
      config: { bodyTooLargeMessage: IMPORT_MESSAGES.tooLarge },
      schema: {
        tags: ['mindmaps'],
        operationId: 'importMindMap',
        summary: 'Import a script from a file',
        security: bearer,
        description:
          'Imports a Markdown, OPML, FreeMind/Freeplane (.mm), XMind (.xmind), Word (.docx: headings become nodes, the paragraphs ' +
          'under them their script) or indented-text outline as a new script. ' +
          `The body is the file's bytes (application/octet-stream), at most ${IMPORT_LIMITS.fileBytesMax} bytes; ` +
          "`filename` helps tell the format. Counts towards the plan's script limit (403, answered before the file is read). " +
          'The file is read on a worker thread: 422 when that takes more time or memory than allowed, 429 while the same user has ' +
          'another import in progress, 503 when too many imports and exports are waiting (both with Retry-After).',
        // Any Content-Type is read as bytes; documented as octet-stream, a binary body (openapi/transform.ts).
        consumes: ['application/octet-stream'],
        querystring: importQuerySchema,
        response: { 201: importResultSchema, 403: limitReachedSchema, ...errors(400, 401, 413, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await app.io.importFile(requireAuth(request).userId, body, request.query.filename, clientGone(reply));
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/:id/export',
    {
      schema: {
        tags: ['mindmaps'],
        operationId: 'exportMindMap',
        summary: 'Export a script as a file',
        security: bearer,
        description:
          'The script as a file: md (Markdown outline), opml, mm (FreeMind), xmind (XMind 2020+), txt (the teleprompter script), ' +
          'pdf (the script for the lectern: large type, cue marks rendered, section times), script-md (the script as Markdown, a ' +
          'heading per section), docx (the script as a Word document), pptx (a PowerPoint deck: a title slide, then a slide per ' +
          "section with its node's title and details and the section's words, cue marks left out, in the speaker notes; 413 past " +
          `${DECK_LIMITS.slidesMax} sections) or html-presentation (the map as one offline HTML file presented node by node in the ` +
          'Node Order; titles only). `size`, `notes` and `wpm` shape the PDF and Word files. ' +
          'Sent as an attachment named after the title. PDF, Word, script Markdown, XMind, PowerPoint and HTML presentation files are made on a worker thread: 422 when that takes more ' +
          'time or memory than allowed, 429 while the same user has another such export in progress, 503 when too many imports and ' +
          'exports are waiting (both with Retry-After).',
        params: idParamSchema,
        querystring: exportQuerySchema,
        response: { 200: exportFileResponse, ...errors(400, 401, 404, 413, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const { format, size, notes, wpm } = request.query;
      const options = { notes, wpm, size: size === undefined ? undefined : (Number(size) as ScriptTypeSize) };
      const file = await app.io.exportFile(await requireAccess(request, request.params.id, 'viewer'), request.params.id, format, clientGone(reply), options);
      // A Buffer is sent as it is (Fastify serialises only objects); the 200 schema documents it as bytes.
      return reply
        .type(file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store')
        .send(file.body as unknown as string);
    },
  );
};

export default importExport;
