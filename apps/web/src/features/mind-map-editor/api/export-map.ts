// GET /api/mindmaps/:id/export?format=… from the editor: the server's file for the saved script.
import type { ExportFormat } from '@cuemap/shared';
import { apiDownload } from '../../../lib/api-client';
import { exportUrl } from '../../../lib/script-file-options';

export type ServerExportFormat = ExportFormat;

export function exportMap(id: string, format: ServerExportFormat): Promise<{ blob: Blob; fileName: string | null }> {
  // The script's PDF, Word and Markdown files with the options remembered on this device.
  return apiDownload(exportUrl(id, format));
}
