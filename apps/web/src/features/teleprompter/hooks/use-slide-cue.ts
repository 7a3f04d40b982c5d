// The slide cue at the reading line (issue 29 item 3), for the prompter's badge: read again after every
// move of the text (the scroll progress store tells of each), and when the script on screen changes.
import { useEffect, useState, type RefObject } from 'react';
import type { ValueStore } from '../utils/scroll-progress';
import { slideState, type SlideCue } from '../utils/slide-cues';

const same = (a: SlideCue | null, b: SlideCue | null) => a === b || (a !== null && b !== null && a.number === b.number && a.due === b.due);

export function useSlideCue(contentRef: RefObject<HTMLElement | null>, offset: () => number, progress: ValueStore, script: unknown): SlideCue | null {
  const [cue, setCue] = useState<SlideCue | null>(null);
  useEffect(() => {
    const read = () => {
      const next = slideState(contentRef.current, offset());
      setCue((prev) => (same(prev, next) ? prev : next));
    };
    read();
    return progress.subscribe(read);
  }, [contentRef, offset, progress, script]);
  return cue;
}
