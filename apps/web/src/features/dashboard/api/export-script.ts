// GET /api/mindmaps/:id/export?format=…: the server writes the file (outline, OPML, FreeMind, XMind,
// the script as text, PDF, Word or Markdown) and names it from the title; it is fetched with the session and saved.
import { useMutation } from '@tanstack/react-query';
import { EXPORT_EXTENSIONS } from '@cuemap/shared';
import { apiDownload } from '../../../lib/api-client';
import { downloadBlob, fileNameFor } from '../../../lib/download';
import { exportUrl, type ScriptFileOptions } from '../../../lib/script-file-options';
import type { ExportFormat } from '../utils/export-formats';
import { requireSession, scriptEditMeta } from './dashboard-session';

export interface ExportRequest {
  id: string;
  title: string;
  format: ExportFormat;
  /** The script file options (PDF, Word, Markdown); the ones remembered on this device when absent. */
  options?: ScriptFileOptions;
}

/** Downloads the export; resolves with the file's name, or null when there was nothing in it. */
export async function exportScript({ id, title, format, options }: ExportRequest): Promise<string | null> {
  requireSession();
  const { blob, fileName } = await apiDownload(exportUrl(id, format, options));
  if (blob.size === 0) return null;
  const name = fileName ?? fileNameFor(title, EXPORT_EXTENSIONS[format]);
  downloadBlob(name, blob);
  return name;
}

export function useExportScript(options: { onSuccess?: (fileName: string | null) => void; onError?: (err: Error) => void } = {}) {
  return useMutation({
    mutationFn: exportScript,
    meta: scriptEditMeta,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
