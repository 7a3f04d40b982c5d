// A read-only (viewer's) live socket may still send what the server already has: its sync step 2 after
// connecting repeats the delete set and anything known. Such an update changes nothing and is accepted;
// anything else is a change and is refused (issue 27: a viewer's updates are refused, not just hidden).
import * as Y from 'yjs';

/** True when applying `update` to `doc` would add no content and delete nothing new. */
export function changesNothing(doc: Y.Doc, update: Uint8Array): boolean {
  const { structs, ds } = Y.decodeUpdate(update);
  const known = Y.decodeStateVector(Y.encodeStateVector(doc));
  for (const s of structs) {
    if (s instanceof Y.Skip) continue;
    if (s.id.clock + s.length > (known.get(s.id.client) ?? 0)) return false;
  }
  if (ds.clients.size === 0) return true;
  const deleted = Y.snapshot(doc).ds.clients;
  for (const [client, ranges] of ds.clients) {
    const have = [...(deleted.get(client) ?? [])].sort((a, b) => a.clock - b.clock);
    for (const r of ranges) {
      let at = r.clock;
      for (const h of have) if (h.clock <= at && at < h.clock + h.len) at = h.clock + h.len;
      if (at < r.clock + r.len) return false;
    }
  }
  return true;
}
