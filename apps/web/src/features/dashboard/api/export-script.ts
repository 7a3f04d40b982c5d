// GET /api/mindmaps/:id/export?format=…: the server writes the file (outline, OPML, FreeMind, XMind,
// the script as text or PDF) and names it from the title; it is fetched with the session and saved.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { downloadBlob, fileNameFor } from '../../../lib/download';
import type { ExportFormat } from '../utils/export-formats';
import { requireSession, scriptEditMeta } from './dashboard-session';

export interface ExportRequest {
  id: string;
  title: string;
  format: ExportFormat;
}

/** Downloads the export; resolves with the file's name, or null when there was nothing in it. */
export async function exportScript({ id, title, format }: ExportRequest): Promise<string | null> {
  requireSession();
  const { blob, fileName } = await apiDownload(`/api/mindmaps/${encodeURIComponent(id)}/export?format=${format}`);
  if (blob.size === 0) return null;
  const name = fileName ?? fileNameFor(title, format);
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
