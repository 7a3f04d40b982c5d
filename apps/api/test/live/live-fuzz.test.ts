// Issue 26 item 9: garbage at a live socket harms nothing (both engines). A few hundred messages — random
// bytes, and real update, sync, awareness and auth messages with bytes flipped, cut, repeated or spliced
// in (the mutations follow a seed a failure names; the real messages carry fresh client ids) — go to an editor's socket one at a time. Each is
// either refused (the socket closes with 4400 or 1009) or taken as a valid message; afterwards the app
// answers every read without a 5xx, and the document a connected editor, a fresh sync and the REST read
// see is one document holding every taken update (none taken: the one before the fuzz).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import { applyMapToDoc, applyScriptToDoc, liveSectionIds, liveSectionText, readLiveSnapshot } from '@cuemap/shared';
import { LIVE_CLOSE, LIVE_MESSAGE, authMessage, awarenessMessage, syncStep1Message, updateMessage } from '@cuemap/shared';
import { bearer, build, mapBody, registerUser, type TestApp } from '../helper';
import { connect, liveUrl, type LiveClient } from './live-client';

const SEED = Number(process.env.LIVE_FUZZ_SEED ?? 20261206);
const MESSAGES = 300;

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t?.close();
});

/** mulberry32: a small seeded generator, so a failing run can be replayed with LIVE_FUZZ_SEED. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const bytes = (n: number) => Uint8Array.from({ length: n }, () => int(256));
  return { int, bytes, pick: <T>(xs: readonly T[]) => xs[int(xs.length)]! };
}

/** Real messages an editor of this document would send (never sent as they are). */
function seedMessages(state: Uint8Array): Uint8Array[] {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const updates: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array) => updates.push(u));
  applyMapToDoc(doc, { title: 'Fuzzed title' }, 'me');
  applyMapToDoc(doc, { nodes: readLiveSnapshot(doc).map.nodes.map((n) => (n.id === '2' ? { ...n, text: 'A new line.' } : n)) }, 'me');
  const section = liveSectionIds(doc)[0];
  if (section) liveSectionText(doc, section)?.insert(0, 'Typed. ');
  else applyScriptToDoc(doc, [{ nodeId: null, text: 'Typed.', origin: 'edited' }], 'me');
  const awareness = new Uint8Array([1, 7, 1, 2, 123, 125]);
  return [...updates.map(updateMessage), syncStep1Message(doc), awarenessMessage(awareness), authMessage('x'.repeat(43))];
}

function mutate(g: ReturnType<typeof generator>, base: Uint8Array): Uint8Array {
  const out = [...base];
  switch (g.int(6)) {
    case 0: // flip a few bytes
      for (let i = 0, n = 1 + g.int(4); i < n; i++) out[g.int(out.length)] = g.int(256);
      return Uint8Array.from(out);
    case 1: // cut short
      return base.slice(0, 1 + g.int(Math.max(1, base.length - 1)));
    case 2: // splice in random bytes
      out.splice(g.int(out.length), 0, ...g.bytes(1 + g.int(16)));
      return Uint8Array.from(out);
    case 3: // repeat a stretch
      return Uint8Array.from([...out, ...out.slice(g.int(out.length))]);
    case 4: // a huge length or count
      out.splice(1 + g.int(Math.max(1, out.length - 1)), 0, 0xff, 0xff, 0xff, 0xff, 0x0f);
      return Uint8Array.from(out);
    default: // random bytes after a real message type
      return Uint8Array.from([g.int(6), ...g.bytes(g.int(40))]);
  }
}

/** Sync step 2 answers received (the reply to our probe: every message before it was handled). */
function step2Count(client: LiveClient) {
  let count = 0;
  client.ws.on('message', (data: Buffer) => {
    const d = decoding.createDecoder(new Uint8Array(data));
    if (decoding.readVarUint(d) === LIVE_MESSAGE.sync && decoding.readVarUint(d) === 1) count += 1;
  });
  return () => count;
}

describe('garbage at a live socket', () => {
  it(`refuses or takes each of ${MESSAGES} random and mutated messages; the app and the document are unharmed (seed ${SEED})`, async () => {
    const { token } = await registerUser(t);
    const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(4, 'Keynote') });
    const id = res.json<{ _id: string }>()._id;
    const url = await liveUrl(t.app, id);
    const keeper = await connect(url, token);
    await keeper.ready();
    const expected = new Y.Doc();
    Y.applyUpdate(expected, Y.encodeStateAsUpdate(keeper.doc));
    const before = keeper.snapshot();
    const seeds = seedMessages(Y.encodeStateAsUpdate(keeper.doc));

    const g = generator(SEED);
    const outcomes = { refused: 0, taken: 0 };
    let junk: LiveClient | null = null;
    let step2s = () => 0;
    for (let i = 0; i < MESSAGES; i++) {
      if (!junk) {
        junk = await connect(url, token);
        await junk.ready();
        step2s = step2Count(junk);
      }
      const message = i % 5 === 4 ? g.bytes(1 + g.int(64)) : mutate(g, g.pick(seeds));
      const replies = step2s();
      const acked = junk.acked;
      junk.sendRaw(message);
      junk.sendRaw(syncStep1Message(junk.doc)); // the probe: answered once the message before it was handled
      const current = junk;
      const refused = await current
        .until(() => step2s() > replies)
        .then(
          () => null,
          async () => (await current.closed).code,
        );
      if (refused !== null) {
        expect([LIVE_CLOSE.badRequest, 1009]).toContain(refused);
        outcomes.refused += 1;
        junk = null;
        continue;
      }
      outcomes.taken += 1;
      // A taken update is stored like any other (acknowledged); the expected document takes it too.
      const d = decoding.createDecoder(message);
      if (decoding.readVarUint(d) === LIVE_MESSAGE.sync && decoding.readVarUint(d) !== 0) {
        await current.until(() => current.acked > acked);
        Y.applyUpdate(expected, decoding.readVarUint8Array(d));
      }
    }
    await junk?.close();
    expect(outcomes.refused).toBeGreaterThan(MESSAGES / 2);

    // Every read answers, none with a 5xx.
    for (const url of [
      `/api/mindmaps/${id}`,
      `/api/teleprompter/${id}`,
      '/api/mindmaps',
      `/api/mindmaps/${id}/versions`,
      `/api/mindmaps/${id}/presenter-settings`,
    ]) {
      const read = await t.inject({ method: 'GET', url, headers: bearer(token) });
      expect(read.statusCode, `${url}: ${read.body}`).toBeLessThan(500);
    }
    // The connected editor holds every taken update (and the server's changes they caused, e.g. the
    // merge rule's), and nothing refused: none taken, it holds the document as it was before.
    const holdsTaken = () => {
      const union = new Y.Doc();
      Y.applyUpdate(union, Y.encodeStateAsUpdate(keeper.doc));
      Y.applyUpdate(union, Y.encodeStateAsUpdate(expected));
      return JSON.stringify(readLiveSnapshot(union)) === JSON.stringify(keeper.snapshot());
    };
    await keeper.until(holdsTaken);
    if (outcomes.taken === 0) expect(keeper.snapshot()).toEqual(before);
    // A fresh sync and the REST read see the very same document.
    const fresh = await connect(url, token);
    await fresh.ready();
    expect(fresh.snapshot()).toEqual(keeper.snapshot());
    const map = (await t.inject({ method: 'GET', url: `/api/mindmaps/${id}`, headers: bearer(token) })).json<{ title: string; nodes: unknown[] }>();
    expect(map).toMatchObject({ title: keeper.snapshot().map.title, nodes: keeper.snapshot().map.nodes });
    // And it still takes an editor's edit.
    applyMapToDoc(fresh.doc, { title: 'After the fuzz' }, 'me');
    await fresh.stored();
    await keeper.until(() => keeper.snapshot().map.title === 'After the fuzz');
    console.log(`live fuzz (seed ${SEED}): ${outcomes.refused} refused, ${outcomes.taken} taken`);
    await Promise.all([keeper.close(), fresh.close()]);
  }, 120_000);
});
