// Issue 27 item 6: cues between two browser live sessions (apps/web/src/lib/live/session.ts + cue-link.ts)
// through the real server: one sends "Wrap up" and hears it went; the other hears the cue; an empty cue
// never leaves the browser; a cue sent too soon after the last is refused with the server's reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CUE_MESSAGES } from '@cuemap/shared';
import { createLiveSession, type LiveSocketConstructor } from '../../../web/src/lib/live/session';
import { bearer, build, mapBody, registerUser, type TestApp } from '../helper';
import { liveUrl } from './live-client';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t?.close();
});

describe('cues between browser sessions', () => {
  it('a cue sent on one device is heard on the other; the sender hears it went, or why not', async () => {
    const { token } = await registerUser(t);
    const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(3, 'Keynote') });
    const id = res.json<{ _id: string }>()._id;
    const url = await liveUrl(t.app, id);
    const open = (userId: string) =>
      createLiveSession({ mindMapId: id, userId, getToken: () => token, url, WebSocketImpl: WebSocket as unknown as LiveSocketConstructor, persistence: null });
    const [producer, talent] = [open('producer'), open('talent')];
    try {
      await Promise.all([producer.whenReady(), talent.whenReady()]);
      const heard = new Promise<string>((resolve) => talent.onCue!((cue) => resolve(cue.text)));
      await expect(producer.sendCue!('  Wrap up ')).resolves.toEqual({ text: 'Wrap up', screens: 0 });
      expect(await heard).toBe('Wrap up');
      await expect(producer.sendCue!('Slow down')).rejects.toThrow(CUE_MESSAGES.tooFast);
      await expect(producer.sendCue!('   ')).rejects.toThrow(CUE_MESSAGES.invalid);
    } finally {
      producer.release();
      talent.release();
    }
  });
});
