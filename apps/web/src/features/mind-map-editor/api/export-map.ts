// GET /api/mindmaps/:id/export?format=… from the editor: the server's file for the saved script.
import type { ExportFormat } from '@cuemap/shared';
import { apiDownload } from '../../../lib/api-client';

export type ServerExportFormat = ExportFormat;

export function exportMap(id: string, format: ServerExportFormat): Promise<{ blob: Blob; fileName: string | null }> {
  return apiDownload(`/api/mindmaps/${encodeURIComponent(id)}/export?format=${format}`);
}
