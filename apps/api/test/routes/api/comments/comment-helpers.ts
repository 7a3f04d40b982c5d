// Helpers of the comment tests: the routes' calls, with the caller's session.
import { expect } from 'vitest';
import type { CommentAnchor, CommentThread } from '@cuemap/shared';
import { bearer } from '../../../helper';
import type { T } from '../sharing/sharing-helpers';

const base = (id: string) => `/api/mindmaps/${id}/comments`;

export const comments = (t: T, token: string, id: string) => ({
  list: () => t.inject({ method: 'GET', url: base(id), headers: bearer(token) }),
  people: () => t.inject({ method: 'GET', url: `${base(id)}/people`, headers: bearer(token) }),
  create: (body: string, opts: { anchor?: CommentAnchor; mentions?: string[] } = {}) =>
    t.inject({
      method: 'POST',
      url: base(id),
      headers: bearer(token),
      payload: { anchor: opts.anchor ?? { kind: 'node', id: '1' }, body, ...(opts.mentions ? { mentions: opts.mentions } : {}) },
    }),
  reply: (threadId: string, body: string, mentions?: string[]) =>
    t.inject({ method: 'POST', url: `${base(id)}/${threadId}/replies`, headers: bearer(token), payload: { body, ...(mentions ? { mentions } : {}) } }),
  resolve: (threadId: string, resolved: boolean) =>
    t.inject({ method: 'PATCH', url: `${base(id)}/${threadId}`, headers: bearer(token), payload: { resolved } }),
  remove: (threadId: string, commentId: string) => t.inject({ method: 'DELETE', url: `${base(id)}/${threadId}/comments/${commentId}`, headers: bearer(token) }),
});

/** Starts a thread (201) and returns it. */
export async function newThread(t: T, token: string, id: string, body = 'Tighten this part.', opts: { anchor?: CommentAnchor; mentions?: string[] } = {}) {
  const res = await comments(t, token, id).create(body, opts);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ thread: CommentThread }>().thread;
}

export const localPart = (email: string) => email.split('@')[0]!;
