// The saved script of one map and the map's title, through TanStack Query, as the screen's content
// in one of the spec's states (§4: loading, loaded, empty, error; §8 for the messages).
import type { MindMapNode, TeleprompterText } from '@cuemap/shared';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { useScriptSource } from '../api/get-script-source';
import { useTeleprompterText } from '../api/get-teleprompter-text';
import { TELEPROMPTER_MESSAGES } from '../messages';

export type ScriptContent = { kind: 'loading' } | { kind: 'loaded'; script: string } | { kind: 'empty'; message: string } | { kind: 'error'; message: string };

export interface TeleprompterScript {
  content: ScriptContent;
  /** The map's title ('' until it arrives). */
  title: string;
  /**
   * The script shown is the copy kept for use without network (the service worker answered from its
   * cache: no network, or none within its timeout): the screen says so (TELEPROMPTER_MESSAGES.offlineCopy).
   */
  offline: boolean;
  /** The saved script as the API gave it (sections, version), once it has arrived. */
  saved: TeleprompterText | undefined;
  /** The map's nodes (section labels and colours), once they have arrived. */
  nodes: MindMapNode[] | undefined;
}

export function useTeleprompterScript(mindMapId: string | null): TeleprompterScript {
  const signedIn = !!useSession()?.token;
  const text = useTeleprompterText(mindMapId, signedIn);
  // The map itself is read for the header (its title is current even when the saved text's is not);
  // generation reads it through the same query, so it is fetched once.
  const map = useScriptSource(mindMapId, signedIn);
  return {
    content: scriptContent(mindMapId, signedIn, text.data?.content, text.error),
    title: map.data?.title || text.data?.title || '',
    offline: text.data?.offline === true,
    saved: text.data,
    nodes: map.data?.nodes,
  };
}

function scriptContent(mindMapId: string | null, signedIn: boolean, script: string | undefined, error: Error | null): ScriptContent {
  if (!mindMapId) return { kind: 'error', message: TELEPROMPTER_MESSAGES.noId };
  if (script !== undefined) return script.trim() ? { kind: 'loaded', script } : { kind: 'empty', message: TELEPROMPTER_MESSAGES.empty };
  if (error instanceof ApiError && error.status === 404) return { kind: 'empty', message: TELEPROMPTER_MESSAGES.notFound };
  // A 401 took the one 401 path (message, then logout): the placeholder stays until the screen is left.
  if (isSessionExpiry(error)) return { kind: 'loading' };
  if (error) return { kind: 'error', message: TELEPROMPTER_MESSAGES.loadFailed };
  if (!signedIn) return { kind: 'error', message: TELEPROMPTER_MESSAGES.notLoggedIn };
  return { kind: 'loading' };
}
