// "Edited live" on the prompter (issue 27 item 6): the sections whose text changed on another device are
// marked for EDITED_LIVE_MS, fading over the last EDITED_LIVE_FADE_MS; an edit on a marked section starts
// its time again. Which sections a change touched is utils/edited-live.ts; this hook keeps the timers.
import { useCallback, useEffect, useState } from 'react';
import type * as Y from 'yjs';
import type { StageSection } from '../utils/stage-sections';
import { watchSectionEdits } from '../utils/edited-live';

export const EDITED_LIVE_MS = 10_000;
export const EDITED_LIVE_FADE_MS = 1500;

export interface EditedMark {
  /** Counts the edits, so a mark edited again starts afresh. */
  stamp: number;
  fading: boolean;
}

/** Section id → its mark; `announce`: the ids newly marked by the latest change (heard once). */
export function useEditedLive(doc: Y.Doc | null, origin: unknown) {
  const [marks, setMarks] = useState<ReadonlyMap<string, EditedMark>>(() => new Map());
  const [announce, setAnnounce] = useState<{ ids: string[]; stamp: number } | null>(null);
  useEffect(() => {
    if (!doc) return;
    const timers = new Map<string, ReturnType<typeof setTimeout>[]>();
    let stamp = 0;
    const set = (id: string, mark: EditedMark | null) =>
      setMarks((m) => {
        const next = new Map(m);
        if (mark) next.set(id, mark);
        else next.delete(id);
        return next;
      });
    const stop = watchSectionEdits(doc, origin, (ids) => {
      stamp += 1;
      const at = stamp;
      const fresh = [...ids].filter((id) => !timers.has(id));
      for (const id of ids) {
        for (const t of timers.get(id) ?? []) clearTimeout(t);
        set(id, { stamp: at, fading: false });
        timers.set(id, [
          setTimeout(() => set(id, { stamp: at, fading: true }), EDITED_LIVE_MS - EDITED_LIVE_FADE_MS),
          setTimeout(() => {
            timers.delete(id);
            set(id, null);
          }, EDITED_LIVE_MS),
        ]);
      }
      if (fresh.length) setAnnounce({ ids: fresh, stamp: at });
    });
    return () => {
      stop();
      for (const list of timers.values()) for (const t of list) clearTimeout(t);
      setMarks(new Map());
      setAnnounce(null);
    };
  }, [doc, origin]);
  /** Lets every mark go (the whole script was replaced: nothing was edited under the reader). */
  const clear = useCallback(() => {
    setMarks((m) => (m.size ? new Map() : m));
    setAnnounce(null);
  }, []);
  return { marks, announce, clear };
}

/** The marks by the stage's section index (`ids`: the document's section ids in the script's order). */
export function stageMarks(sections: readonly StageSection[], ids: readonly string[], marks: ReadonlyMap<string, EditedMark>): Map<number, EditedMark> {
  const out = new Map<number, EditedMark>();
  if (marks.size === 0) return out;
  for (const s of sections) {
    const id = s.scriptIndex === null ? undefined : ids[s.scriptIndex];
    const mark = id === undefined ? undefined : marks.get(id);
    if (mark) out.set(s.index, mark);
  }
  return out;
}
