// Offline on stage (issue 11, item 6): the teleprompter opened on the editor's local copy (its save
// failed without network) saves that copy once the network is back — the editor's draft of the map,
// against the version its edits started from — then shows the saved script. A 409 (changed elsewhere)
// or a refused map keeps the draft for the editor to offer back; no network keeps waiting; a 401 takes
// the one 401 path (lib/session-expiry.ts) and the draft stays.
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { buildTeleprompterText, cleanMapText, type UpdateMindMapBody } from '@cuemap/shared';
import { ApiError } from '../../../lib/api-client';
import { clearDraft, draftKey, draftToMap, readDraft, writeDraft } from '../../../lib/map-draft';
import { useSession } from '../../../lib/session';
import { scriptSourceQueryOptions } from '../api/get-script-source';
import { teleprompterTextQueryOptions } from '../api/get-teleprompter-text';
import { saveLocalCopy } from '../api/save-local-copy';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { localCopyScript, type TeleprompterTarget } from '../utils/navigation-state';

const M = TELEPROMPTER_MESSAGES.localCopySave;
/** Besides each `online` event, a save that found no network (or a failing server) is tried this often. */
export const LOCAL_COPY_RETRY_MS = 15_000;
/** How long 'Saved — now showing the saved script.' stays once the saved script is on screen. */
const SAVED_NOTICE_MS = 8_000;

/** Where an attempt left the local copy: on the server, not there for a reason to show, or to try again. */
type Outcome = 'saved' | 'conflict' | 'refused' | 'retry' | 'stop';

/** What an attempt's failure means for the local copy. */
function failureOutcome(err: unknown): Outcome {
  if (!(err instanceof ApiError) || err.isNetworkError || err.status >= 500) return 'retry';
  if (err.status === 409) return 'conflict';
  // The one 401 path ends the session; the draft stays for the editor to offer after logging in.
  if (err.status === 401) return 'stop';
  return 'refused';
}

/**
 * One attempt: the draft goes to the server with its base version. No draft means the editor saved the
 * edits meanwhile (or could not keep a draft): the local copy is left only if the server has its words.
 */
async function attemptSave(
  queryClient: QueryClient,
  put: (body: UpdateMindMapBody) => Promise<{ version?: number }>,
  mindMapId: string,
  email: string,
  localScript: string | null,
): Promise<Outcome> {
  const key = draftKey(email, mindMapId);
  const draft = readDraft(key);
  try {
    if (!draft) {
      const map = await queryClient.fetchQuery({ ...scriptSourceQueryOptions(mindMapId), networkMode: 'always' });
      return buildTeleprompterText(map.nodes, map.nodeOrder) === localScript ? 'saved' : 'conflict';
    }
    const map = cleanMapText(draftToMap(draft));
    const saved = await put({ ...map, ...(draft.baseVersion ? { version: draft.baseVersion } : {}) });
    // A draft written meanwhile (the editor open in another tab) is newer than what was sent: it stays.
    if (readDraft(key)?.savedAt === draft.savedAt) {
      // The node editor's unsaved fields stay for the editor to reopen, now on the saved version.
      if (draft.nodeEdit) writeDraft(key, draftToMap(draft), saved.version ?? null, draft.nodeEdit);
      else clearDraft(key);
    }
    return 'saved';
  } catch (err) {
    return failureOutcome(err);
  }
}

export interface LocalCopySaveNotice {
  message: string;
  alert: boolean;
}

/**
 * Saves the local copy the screen shows (`target.unsaved`) when the browser is online: at once if it
 * already is, and on every `online` event. Once saved, the screen leaves the local copy for the saved
 * script — not while `reading` (the script scrolling or counting down), so the words under the reader
 * never jump. Returns the notice to show, or null.
 */
export function useLocalCopySave(target: TeleprompterTarget, reading: boolean): LocalCopySaveNotice | null {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const email = useSession()?.user.email ?? null;
  const { mindMapId, unsaved } = target;
  const localScript = useMemo(() => localCopyScript(target), [target]);
  // The outcome for one map (another map's outcome says nothing about this one).
  const [result, setResult] = useState<{ mindMapId: string; outcome: 'saved' | 'conflict' | 'refused' } | null>(null);
  const outcome = result && result.mindMapId === mindMapId ? result.outcome : null;
  const [savedShown, setSavedShown] = useState(false);
  const { mutateAsync: put } = useMutation({
    mutationFn: (body: UpdateMindMapBody) => saveLocalCopy(mindMapId ?? '', body),
    // Tried when the browser says it is online; a failure says whether the network is really back.
    networkMode: 'always',
  });

  const active = !!unsaved && !!mindMapId && !!email && outcome === null;
  useEffect(() => {
    if (!active || !mindMapId || !email) return;
    let running = false;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async () => {
      if (running || stopped) return;
      running = true;
      clearTimeout(timer);
      const next = await attemptSave(queryClient, put, mindMapId, email, localScript);
      if (next === 'saved') {
        // The saved (server-merged) script is fetched before the screen turns to it.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: teleprompterTextQueryOptions(mindMapId).queryKey }),
          queryClient.invalidateQueries({ queryKey: ['mind-maps', mindMapId] }),
        ]).catch(() => undefined);
      }
      running = false;
      if (stopped) return;
      if (next === 'retry') timer = setTimeout(() => void attempt(), LOCAL_COPY_RETRY_MS);
      else if (next !== 'stop') setResult({ mindMapId, outcome: next });
    };
    const online = () => void attempt();
    window.addEventListener('online', online);
    if (navigator.onLine) void attempt();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [active, mindMapId, email, localScript, put, queryClient]);

  // Saved: the local copy gives way to the saved script (the navigation state no longer says
  // `unsaved`, so the banner goes), once the reader is not mid-scroll.
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (outcome !== 'saved' || !unsaved || reading) return;
    setSavedShown(true);
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [outcome, unsaved, reading, navigate, pathname, search, hash]);
  useEffect(() => {
    if (!savedShown) return;
    const t = setTimeout(() => setSavedShown(false), SAVED_NOTICE_MS);
    return () => clearTimeout(t);
  }, [savedShown]);

  if (outcome === 'conflict' && unsaved) return { message: M.conflict, alert: true };
  if (outcome === 'refused' && unsaved) return { message: M.refused, alert: true };
  if (outcome === 'saved' && unsaved) return { message: reading ? M.savedWhileReading : M.saved, alert: false };
  if (outcome === 'saved' && savedShown) return { message: M.saved, alert: false };
  return null;
}
