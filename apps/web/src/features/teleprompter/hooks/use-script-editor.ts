// The script's edit mode (issue 11, item 3): every section's text, edited in place with the map's
// guarantees — saved against `version` (a 409 carries the edits onto the newer script), a local draft
// within 300 ms of a keystroke, undo/redo, autosave, and nothing typed lost on reload or failed save.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cleanText, rebaseSectionEdits, sectionsContent, type ScriptSection, type SectionEdit, type TeleprompterText } from '@cuemap/shared';
import { ApiError } from '../../../lib/api-client';
import { getTeleprompterText, teleprompterTextQueryOptions } from '../api/get-teleprompter-text';
import { saveScript } from '../api/save-script';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { SCRIPT_DRAFT_DELAY_MS, clearScriptDraft, draftHasChanges, readScriptDraft, scriptDraftKey, writeScriptDraft } from '../utils/script-draft';

const M = TELEPROMPTER_MESSAGES.edit;
/** Autosave this long after the last keystroke. */
export const SCRIPT_AUTOSAVE_MS = 800;
/** A failed save (no network, server error) is tried again this often, and when the browser is back online. */
const RETRY_MS = 5000;
/** Keystrokes in one section closer together than this are one undo step. */
const UNDO_COALESCE_MS = 1000;
const UNDO_LIMIT = 100;

/** The API names the field ('sections[2].text: …'); the user sees the section's number. */
function refusedMessage(message: string): string {
  return message.replace(/^sections\[(\d+)\]\.text: /, (_, i: string) => `Section ${Number(i) + 1}: `);
}

export type ScriptSaveStatus = 'saved' | 'unsaved' | 'saving' | 'error';

interface Loaded {
  version: number;
  /** The server's sections the texts are typed against (labels, origins, out-of-date flags). */
  sections: ScriptSection[];
  texts: string[];
}

const edits = (sections: readonly ScriptSection[], texts?: readonly string[]): SectionEdit[] =>
  sections.map((s, i) => ({ nodeId: s.nodeId, text: texts ? texts[i]! : s.text }));
const sameTexts = (sections: readonly ScriptSection[], texts: readonly string[]) =>
  sections.length === texts.length && sections.every((s, i) => s.text === texts[i]);

export interface ScriptEditor {
  /** Null until the saved script (with its sections) has arrived. */
  sections: ScriptSection[] | null;
  texts: string[];
  setText: (index: number, text: string) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  status: ScriptSaveStatus;
  /** What the status line says besides the status (a carried-over conflict, why a save failed). */
  message: string | null;
  /** The reload brought back edits that had not been saved. */
  restored: boolean;
  /** Edits whose node left the script while they waited: shown so they can be copied, never dropped. */
  unplaced: SectionEdit[];
  dismissUnplaced: () => void;
  /** Saves now; resolves true once the server holds what is on screen. */
  flush: () => Promise<boolean>;
  /** What the teleprompter reads while typed words are not saved yet (null when the server has them all). */
  unsavedContent: string | null;
}

export function useScriptEditor(mindMapId: string, userEmail: string, server: TeleprompterText | undefined): ScriptEditor {
  const queryClient = useQueryClient();
  const key = scriptDraftKey(userEmail, mindMapId);
  const [state, setState] = useState<Loaded | null>(null);
  const stateRef = useRef<Loaded | null>(null);
  const [status, setStatus] = useState<ScriptSaveStatus>('saved');
  const [message, setMessage] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [unplaced, setUnplaced] = useState<SectionEdit[]>([]);
  const history = useRef<{ past: string[][]; future: string[][]; lastIndex: number; lastAt: number }>({ past: [], future: [], lastIndex: -1, lastAt: 0 });
  const [, setHistoryTick] = useState(0);
  const timers = useRef<{ draft?: ReturnType<typeof setTimeout>; save?: ReturnType<typeof setTimeout> }>({});
  const saving = useRef<Promise<boolean> | null>(null);
  const again = useRef(false);
  /** False once the screen is left: the leaving save is tried once, and no retry timer outlives the screen. */
  const mounted = useRef(true);

  const commit = useCallback((next: Loaded) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const writeDraftNow = useCallback(() => {
    clearTimeout(timers.current.draft);
    const s = stateRef.current;
    if (!s) return;
    if (sameTexts(s.sections, s.texts)) clearScriptDraft(key);
    else writeScriptDraft(key, s.version, edits(s.sections), edits(s.sections, s.texts));
  }, [key]);

  const save = useCallback(async (): Promise<boolean> => {
    if (saving.current) {
      again.current = true;
      return saving.current;
    }
    const run = (async (): Promise<boolean> => {
      const s = stateRef.current;
      if (!s) return false;
      clearTimeout(timers.current.save);
      if (sameTexts(s.sections, s.texts)) {
        clearScriptDraft(key);
        setStatus('saved');
        return true;
      }
      const sent = s.texts;
      setStatus('saving');
      try {
        const result = await saveScript(mindMapId, { version: s.version, sections: edits(s.sections, sent) });
        queryClient.setQueryData(teleprompterTextQueryOptions(mindMapId).queryKey, result);
        const now = stateRef.current!;
        // Typing went on while the save was in flight: those words stay on screen and go next.
        const texts = now.texts === sent ? result.sections!.map((x) => x.text) : now.texts;
        commit({ version: result.version!, sections: result.sections!, texts });
        // A carried-over conflict stays said until the next keystroke, so it is seen after the resave.
        setMessage((m) => (m === M.carriedOver ? m : null));
        writeDraftNow();
        const done = sameTexts(result.sections!, texts);
        setStatus(done ? 'saved' : 'unsaved');
        return done;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          // Changed elsewhere (a map save, another tab): carry the edits onto the newer script and save again.
          const latest = await getTeleprompterText(mindMapId).catch(() => null);
          if (latest?.sections && latest.version !== undefined) {
            const now = stateRef.current!;
            const rebased = rebaseSectionEdits(edits(now.sections), edits(now.sections, now.texts), latest.sections);
            queryClient.setQueryData(teleprompterTextQueryOptions(mindMapId).queryKey, latest);
            commit({ version: latest.version, sections: latest.sections, texts: rebased.texts });
            history.current = { past: [], future: [], lastIndex: -1, lastAt: 0 };
            if (rebased.unplaced.length) setUnplaced((u) => [...u, ...rebased.unplaced]);
            writeDraftNow();
            setMessage(M.carriedOver);
            again.current = true;
            setStatus('unsaved');
            return false;
          }
        }
        // Refused input is not retried; anything else (offline, server error, expired session) is, and
        // the draft keeps every word meanwhile.
        const refused = error instanceof ApiError && (error.status === 400 || error.status === 413);
        setMessage(refused ? refusedMessage(error.message) : error instanceof ApiError && error.status === 401 ? M.sessionExpired : M.retrying);
        setStatus('error');
        if (!refused && mounted.current) timers.current.save = setTimeout(() => void save(), RETRY_MS);
        return false;
      }
    })();
    saving.current = run;
    try {
      return await run;
    } finally {
      saving.current = null;
      if (again.current) {
        again.current = false;
        void save();
      }
    }
  }, [commit, key, mindMapId, queryClient, writeDraftNow]);

  // The saved script arrives (or the screen opens with it): start from it, or from a draft the last
  // visit left unsaved, carried onto it.
  useEffect(() => {
    if (stateRef.current || !server?.sections || server.version === undefined) return;
    const draft = readScriptDraft(key);
    if (draft && draftHasChanges(draft)) {
      const rebased =
        draft.baseVersion === server.version && draft.base.length === server.sections.length
          ? { texts: draft.texts.map((t) => t.text), unplaced: [] }
          : rebaseSectionEdits(draft.base, draft.texts, server.sections);
      commit({ version: server.version, sections: server.sections, texts: rebased.texts });
      setUnplaced(rebased.unplaced);
      setRestored(true);
      setStatus('unsaved');
      timers.current.save = setTimeout(() => void save(), 0);
      return;
    }
    commit({ version: server.version, sections: server.sections, texts: server.sections.map((s) => s.text) });
  }, [commit, key, save, server]);

  // A newer script from the server (an AI generation, a decision on an out-of-date part) while
  // nothing typed is waiting: follow it. With typing waiting, the next save's 409 carries it over.
  useEffect(() => {
    const s = stateRef.current;
    if (!s || !server?.sections || server.version === undefined || server.version === s.version) return;
    if (saving.current || !sameTexts(s.sections, s.texts)) return;
    commit({ version: server.version, sections: server.sections, texts: server.sections.map((x) => x.text) });
    history.current = { past: [], future: [], lastIndex: -1, lastAt: 0 };
  }, [commit, server]);

  // Back online: a failed save goes again at once.
  useEffect(() => {
    const retry = () => stateRef.current && !sameTexts(stateRef.current.sections, stateRef.current.texts) && void save();
    const keep = () => writeDraftNow();
    mounted.current = true;
    window.addEventListener('online', retry);
    window.addEventListener('pagehide', keep);
    const t = timers.current;
    return () => {
      mounted.current = false;
      window.removeEventListener('online', retry);
      window.removeEventListener('pagehide', keep);
      // Leaving the screen: the draft is written now, not 200 ms from now, and unsaved words go to
      // the server (the draft stays until it holds them).
      if (t.draft) writeDraftNow();
      clearTimeout(t.save);
      const s = stateRef.current;
      if (s && !sameTexts(s.sections, s.texts)) void save();
    };
  }, [save, writeDraftNow]);

  const change = useCallback(
    (texts: string[]) => {
      const s = stateRef.current;
      if (!s) return;
      commit({ ...s, texts });
      setStatus('unsaved');
      setMessage((m) => (m === M.carriedOver ? null : m));
      clearTimeout(timers.current.draft);
      timers.current.draft = setTimeout(writeDraftNow, SCRIPT_DRAFT_DELAY_MS);
      clearTimeout(timers.current.save);
      timers.current.save = setTimeout(() => void save(), SCRIPT_AUTOSAVE_MS);
    },
    [commit, save, writeDraftNow],
  );

  const setText = useCallback(
    (index: number, typed: string) => {
      // Characters the API refuses (a pasted NUL, a broken surrogate) are dropped as they arrive, as
      // the map editor does: a save never fails on them.
      const text = cleanText(typed, 'multiline');
      const s = stateRef.current;
      if (!s || s.texts[index] === text) return;
      const h = history.current;
      const now = Date.now();
      if (h.lastIndex !== index || now - h.lastAt > UNDO_COALESCE_MS) {
        h.past = [...h.past, s.texts].slice(-UNDO_LIMIT);
        setHistoryTick((x) => x + 1);
      }
      h.future = [];
      h.lastIndex = index;
      h.lastAt = now;
      change(s.texts.map((t, i) => (i === index ? text : t)));
    },
    [change],
  );

  const step = useCallback(
    (from: 'past' | 'future') => {
      const s = stateRef.current;
      const h = history.current;
      const target = h[from].at(-1);
      if (!s || !target || target.length !== s.texts.length) return;
      h[from] = h[from].slice(0, -1);
      const other = from === 'past' ? 'future' : 'past';
      h[other] = [...h[other], s.texts];
      h.lastIndex = -1;
      setHistoryTick((x) => x + 1);
      change(target);
    },
    [change],
  );

  const flush = useCallback(async () => {
    clearTimeout(timers.current.save);
    writeDraftNow();
    return save();
  }, [save, writeDraftNow]);

  return {
    sections: state?.sections ?? null,
    texts: state?.texts ?? [],
    setText,
    undo: () => step('past'),
    redo: () => step('future'),
    canUndo: history.current.past.length > 0,
    canRedo: history.current.future.length > 0,
    status,
    message,
    restored,
    unplaced,
    dismissUnplaced: () => setUnplaced([]),
    flush,
    unsavedContent: state && !sameTexts(state.sections, state.texts) ? sectionsContent(state.texts.map((text) => ({ text }))) : null,
  };
}
