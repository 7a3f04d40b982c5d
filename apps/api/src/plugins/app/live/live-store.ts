// A script's stored live document: read, or built from today's tables on its very first open (the
// lossless migration of one script); and the fold of its update log into one state (compaction).
import * as Y from 'yjs';
import { createLiveDoc } from '@cuemap/shared';
import type { LiveRepository, StoredLiveDoc } from './live-repository';
import { snapshotFromSource } from './projection';

/** The stored document, created from today's tables when it has none yet (undefined: no such script). */
export async function storedDocument(repo: LiveRepository, mindMapId: string, now: string): Promise<StoredLiveDoc | undefined> {
  // Another instance may create it at the same moment: then its row is read back.
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = await repo.load(mindMapId);
    if (stored) return stored;
    const source = await repo.source(mindMapId);
    if (!source) return undefined;
    const built = createLiveDoc(snapshotFromSource(source));
    const state = Y.encodeStateAsUpdate(built);
    built.destroy();
    await repo.create(mindMapId, state, now);
  }
  throw new Error(`The live document of ${mindMapId} could not be created`);
}

/** The state holding `state` and every update of the log after it (garbage-collected as a document encodes it). */
export function foldLog(state: Buffer, updates: Buffer[]): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  for (const u of updates) Y.applyUpdate(doc, u);
  const out = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return out;
}
