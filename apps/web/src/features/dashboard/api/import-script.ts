// POST /api/mindmaps/import?filename=… with the file's bytes: the server reads the format (by its
// extension and content) and answers 201 with the new script. A Free user at the limit gets 403 with
// limitReached (spec §6), a file it cannot read 400 and one too large 413, each with its message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_LIMITS, IMPORT_MESSAGES, importResultSchema, type ImportResult } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';
import { DASHBOARD_TEXT } from '../messages';
import { dashboardMeta, requireSession } from './dashboard-session';
import { scriptsQueryKey } from './get-scripts';

export type ImportedScript = ImportResult;

/** Refused here, before any upload (too large): the server's own words. */
export class ImportRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefusedError';
  }
}

export async function importScript(file: File): Promise<ImportedScript> {
  requireSession(DASHBOARD_TEXT.mustLogInToImport);
  if (file.size > IMPORT_LIMITS.fileBytesMax) throw new ImportRefusedError(IMPORT_MESSAGES.tooLarge);
  const bytes = await file.arrayBuffer();
  return apiRequest(`/api/mindmaps/import?filename=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    body: bytes,
    schema: importResultSchema,
  });
}

export function useImportScript(options: { onSuccess?: (created: ImportedScript, file: File) => void; onError?: (err: Error, file: File) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importScript,
    meta: dashboardMeta,
    onSuccess: (created, file) => {
      // The new card, and the count of scripts on the user (the Free limit).
      void queryClient.invalidateQueries({ queryKey: scriptsQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      options.onSuccess?.(created, file);
    },
    onError: options.onError,
  });
}
