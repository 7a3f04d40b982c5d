// /api/mindmaps/:id/presenter-settings (issue 24 item 2): the script's speed, target length and
// display settings, read when the teleprompter opens and saved (debounced) after every change.
import { presenterSettingsResponseSchema, type PresenterSettings, type PresenterSettingsResponse } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

const settingsPath = (mindMapId: string) => `/api/mindmaps/${encodeURIComponent(mindMapId)}/presenter-settings`;

export function getPresenterSettings(mindMapId: string, signal?: AbortSignal): Promise<PresenterSettingsResponse> {
  return apiRequest(settingsPath(mindMapId), { schema: presenterSettingsResponseSchema, signal });
}

export function savePresenterSettings(mindMapId: string, settings: PresenterSettings): Promise<PresenterSettingsResponse> {
  return apiRequest(settingsPath(mindMapId), { method: 'PUT', body: settings, schema: presenterSettingsResponseSchema });
}
