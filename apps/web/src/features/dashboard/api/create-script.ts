// POST /api/mindmaps from the dashboard: a new script holding one root node titled 'Central Idea'
// (spec §3). A Free user at the limit gets 403 with limitReached and a message (§6).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';
import { createRootNode, DASHBOARD_ROOT_TITLE, DEFAULT_SCRIPT_TITLE } from '@cuemap/shared';
import { DASHBOARD_TEXT } from '../messages';
import { dashboardMeta, requireSession } from './dashboard-session';
import { scriptsQueryKey } from './get-scripts';

export interface CreatedScript {
  _id: string;
  title: string;
}

export async function createScript(): Promise<CreatedScript> {
  requireSession(DASHBOARD_TEXT.mustLogInToCreate);
  const root = createRootNode(DASHBOARD_ROOT_TITLE);
  return apiRequest('/api/mindmaps', {
    method: 'POST',
    body: {
      title: DEFAULT_SCRIPT_TITLE,
      nodes: [root],
      connections: [],
      viewState: { translateX: 0, translateY: 0 },
      nodeOrder: [root.id],
    },
  });
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
