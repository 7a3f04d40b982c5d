// Tests: two Awareness instances linked in memory, as the server links two tabs (every update of one is
// applied to the other, removals included).
import * as Y from 'yjs';
import { applyAwarenessUpdate, Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';

export function linkedAwareness(): { mine: Awareness; theirs: Awareness; destroy: () => void } {
  const mine = new Awareness(new Y.Doc());
  const theirs = new Awareness(new Y.Doc());
  mine.setLocalState(null);
  theirs.setLocalState(null);
  const relay = (from: Awareness, to: Awareness) => (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
    if (origin === 'relay') return;
    applyAwarenessUpdate(to, encodeAwarenessUpdate(from, [...changes.added, ...changes.updated, ...changes.removed]), 'relay');
  };
  mine.on('update', relay(mine, theirs));
  theirs.on('update', relay(theirs, mine));
  return {
    mine,
    theirs,
    destroy() {
      mine.destroy();
      theirs.destroy();
    },
  };
}
