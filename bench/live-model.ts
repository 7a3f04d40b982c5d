// Live document model figures (issue 26): bytes of the updates small edits make, the encoded size of a
// document beside its map's JSON, and the CPU the pure model spends per change. No server: the full
// `bench:live` (wire latency, instances, memory) comes with it. Baseline in the same run: today's PUT,
// which carries the whole map (its JSON body) on every save.
// Usage: npm run bench:live-model [-- --runs N]
import * as Y from 'yjs';
import {
  applyMapToDoc,
  applyScriptToDoc,
  createLiveDoc,
  liveDocByteSize,
  mapSaveBytes,
  readLiveSnapshot,
  type LiveSnapshot,
  type ScriptSection,
} from '@cuemap/shared';
import { mapBody } from './map-fixture';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 200;
const SENTENCE = 'We doubled the team in spring and the customers noticed within weeks: support replies came same-day.';

function snapshotOf(count: number): LiveSnapshot {
  const body = mapBody(count, 'Quarterly review');
  const sections: ScriptSection[] = body.nodes.map((n) => ({ nodeId: n.id, text: n.text, origin: 'map', mapText: n.text }));
  return { map: { ...body, description: null, category: null, type: null }, script: { sections }, settings: { wpm: 150 } };
}

/** Update bytes (and count) `doc` emits while `change` runs. */
function updates(doc: Y.Doc, change: () => void): { bytes: number; count: number; merged: number } {
  const list: Uint8Array[] = [];
  const collect = (u: Uint8Array) => list.push(u);
  doc.on('update', collect);
  change();
  doc.off('update', collect);
  const merged = list.length ? Y.mergeUpdates(list).byteLength : 0;
  return { bytes: list.reduce((sum, u) => sum + u.byteLength, 0), count: list.length, merged };
}

/** Median µs of `fn` over RUNS runs (after a warm-up). */
function micros(fn: () => void): number {
  for (let i = 0; i < 20; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]!);
}

const row = (label: string, value: string) => console.log(`${label.padEnd(72)} ${value}`);
const snapshot = snapshotOf(200);
const putBytes = Buffer.byteLength(JSON.stringify({ ...snapshot.map, version: 12 }));

console.log(`Live document model, 200-node map (bench/map-fixture.ts), ${RUNS} runs per timing\n`);
console.log('Bytes on the wire');
row("today's PUT /api/mindmaps/:id body (baseline)", `${putBytes} B`);
{
  const doc = createLiveDoc(snapshot);
  const map = readLiveSnapshot(doc).map;
  const nodes = map.nodes.map((n, i) => (i === 120 ? { ...n, title: n.title.replace('Point', 'Topic') } : n));
  row('one-word title edit, through applyMapToDoc (the REST path)', `${updates(doc, () => applyMapToDoc(doc, { ...map, nodes })).bytes} B`);
  const title = doc.getMap('nodes').get(map.nodes[121]!.id) as Y.Map<Y.Text>;
  row(
    'one-word title edit, on the Y.Text (the editor path)',
    `${
      updates(doc, () => {
        title.get('title')!.delete(0, 5);
        title.get('title')!.insert(0, 'Topic');
      }).bytes
    } B`,
  );
}
{
  const doc = createLiveDoc(snapshot);
  const sections = readLiveSnapshot(doc).script!.sections;
  const typed = updates(doc, () => {
    for (let i = 1; i <= SENTENCE.length; i++)
      applyScriptToDoc(
        doc,
        sections.map((s, j) => (j === 40 ? { ...s, text: `${s.text} ${SENTENCE.slice(0, i)}` } : s)),
      );
  });
  row(
    `typing ${SENTENCE.length} characters into a section, key by key`,
    `${typed.bytes} B in ${typed.count} updates (${(typed.bytes / typed.count).toFixed(1)} B each), ${typed.merged} B merged`,
  );
  const doc2 = createLiveDoc(snapshot);
  const once = updates(doc2, () =>
    applyScriptToDoc(
      doc2,
      sections.map((s, j) => (j === 40 ? { ...s, text: `${s.text} ${SENTENCE}` } : s)),
    ),
  );
  row(`the same ${SENTENCE.length} characters at once (a paste, a REST write)`, `${once.bytes} B`);
}
console.log('\nDocument size');
for (const count of [200, 1000]) {
  const s = snapshotOf(count);
  const doc = createLiveDoc(s);
  const json = mapSaveBytes(s.map) + Buffer.byteLength(JSON.stringify(s.script));
  const v2 = Y.encodeStateAsUpdateV2(doc).byteLength;
  row(
    `${count} nodes + their sections: JSON (map + script) → encoded V1 / V2`,
    `${json} B → ${liveDocByteSize(doc)} B (${(liveDocByteSize(doc) / json).toFixed(2)}×) / ${v2} B`,
  );
}
console.log('\nCPU (median)');
{
  const doc = createLiveDoc(snapshot);
  const map = readLiveSnapshot(doc).map;
  let n = 0;
  row("today's PUT: JSON.stringify of the map (baseline)", `${micros(() => JSON.stringify(map))} µs`);
  row(
    'applyMapToDoc: one title edit, the whole 200-node map as its body',
    `${micros(() => applyMapToDoc(doc, { ...map, nodes: map.nodes.map((x, i) => (i === 7 ? { ...x, title: `Edit ${n++}` } : x)) }))} µs`,
  );
  row('readLiveSnapshot (map, script, settings)', `${micros(() => readLiveSnapshot(doc))} µs`);
  const update = Y.encodeStateAsUpdate(doc);
  row('Y.applyUpdate of the whole document into a new doc (a load)', `${micros(() => Y.applyUpdate(new Y.Doc(), update))} µs`);
  row('createLiveDoc from the snapshot', `${micros(() => createLiveDoc(snapshot))} µs`);
}
