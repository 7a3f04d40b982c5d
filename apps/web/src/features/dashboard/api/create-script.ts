// POST /api/mindmaps from the dashboard: the sample script (utils/sample-script.ts). New Script itself
// saves nothing: it opens the editor's unsaved new map (issue 24 item 9). A Free user at the limit
// gets 403 with limitReached and a message (§6).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';
import type { CreateMindMapBody } from '@cuemap/shared';
import { DASHBOARD_TEXT } from '../messages';
import { dashboardMeta, requireSession } from './dashboard-session';
import { scriptsQueryKey } from './get-scripts';

export interface CreatedScript {
  _id: string;
  title: string;
}

export async function createScript(body: CreateMindMapBody): Promise<CreatedScript> {
  requireSession(DASHBOARD_TEXT.mustLogInToCreate);
  return apiRequest('/api/mindmaps', { method: 'POST', body });
}

export function useCreateScript(options: { onSuccess?: (created: CreatedScript) => unknown; onError?: (err: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScript,
    meta: dashboardMeta,
    onSuccess: async (created) => {
      // The count of scripts lives on the user (the Free limit).
      void queryClient.invalidateQueries({ queryKey: scriptsQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      await options.onSuccess?.(created);
    },
    onError: options.onError,
  });
}
