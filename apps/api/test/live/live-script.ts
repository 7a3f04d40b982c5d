// Tests only: a new user with a new script of `nodes` nodes, and the live socket URL of that script.
import { expect } from 'vitest';
import { bearer, mapBody, registerUser, type TestApp } from '../helper';
import { liveUrl } from './live-client';

export async function newLiveScript(t: TestApp, nodes = 3) {
  const { token, email } = await registerUser(t);
  const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(nodes, 'Keynote') });
  expect(res.statusCode).toBe(201);
  const id = res.json<{ _id: string }>()._id;
  return { token, email, id, url: await liveUrl(t.app, id) };
}
