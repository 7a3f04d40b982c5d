// A saved map (and its script) as a downloadable file of each export format.
import {
  EXPORT_EXTENSIONS,
  EXPORT_MESSAGES,
  contentDisposition,
  exportScriptSections,
  exportScriptText,
  mapToOutline,
  scriptDeck,
  writeHtmlPresentation,
  writeFreeMind,
  writeMarkdown,
  writeOpml,
  writeScriptMarkdown,
  type ExportFormat,
  type ExportableMap,
  type ScriptExportOptions,
  type ScriptSection,
} from '@cuemap/shared';
import { writeScriptDocx } from './docx-export';
import { writeScriptPdf } from './pdf-export';
import { writeDeckPptx } from './pptx-export';
import { writeXmind } from './xmind';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  md: 'text/markdown; charset=utf-8',
  opml: 'text/x-opml; charset=utf-8',
  mm: 'application/x-freemind; charset=utf-8',
  xmind: 'application/vnd.xmind.workbook',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  'script-md': 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'html-presentation': 'text/html; charset=utf-8',
};

export interface ExportedFile {
  body: Buffer;
  contentType: string;
  disposition: string;
}

export async function exportFile(
  map: ExportableMap,
  script: { content: string; sections?: readonly ScriptSection[] } | null,
  format: ExportFormat,
  options: Partial<ScriptExportOptions> = {},
): Promise<ExportedFile> {
  const title = map.title.trim() || 'script';
  const file = (body: Buffer | string | Uint8Array): ExportedFile => ({
    body: typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body),
    contentType: EXPORT_CONTENT_TYPES[format],
    disposition: contentDisposition(title, EXPORT_EXTENSIONS[format]),
  });
  switch (format) {
    case 'md':
      return file(writeMarkdown(mapToOutline(map)));
    case 'opml':
      return file(writeOpml(mapToOutline(map), title));
    case 'mm':
      return file(writeFreeMind(mapToOutline(map)));
    case 'xmind':
      return file(writeXmind(mapToOutline(map), title));
    case 'txt':
      return file(exportScriptText(map, script?.content));
    case 'pdf':
      return file(await writeScriptPdf(title, exportScriptSections(map, script), { page: EXPORT_MESSAGES.page }, options));
    case 'docx':
      return file(await writeScriptDocx(title, exportScriptSections(map, script), options));
    case 'script-md':
      return file(writeScriptMarkdown(title, exportScriptSections(map, script), options.notes ?? 'margin'));
    case 'pptx':
      return file(await writeDeckPptx(scriptDeck(map, script)));
    case 'html-presentation':
      return file(writeHtmlPresentation(map));
  }
}
