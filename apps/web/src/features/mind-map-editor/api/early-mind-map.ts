// The script the editor opens is requested as soon as the route matches (the route's loader in
// app/router.tsx), alongside the editor's own code, instead of once that code has loaded and rendered
// (issue 14 item 6: on a cold start the request then no longer waits behind the editor's largest chunk).
// The editor's first load of that script takes the answer (api/get-mind-map.ts); an answer nobody takes
// soon is dropped, so every later load (a reload after a conflict) asks the server again. This module
// stays tiny: the route's loader imports it before the editor's code has arrived.
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

/** An early answer is taken only this soon after its request: an open is this quick or fetches afresh. */
const EARLY_MAX_AGE_MS = 10_000;

/** A second start for the same script this soon joins the first request (the page's start, then the loader). */
const JOIN_MS = 2_000;

let early: { id: string; at: number; answer: Promise<unknown> } | null = null;
/** A script the editor has just created: the route's switch to its id is no new open (use-map-save.ts). */
let skipped: string | null = null;

/** What main.tsx sent before the app's code had arrived (see there): the script, with the token it used. */
interface PageRequest {
  id: string;
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __cuemapScriptRequest?: PageRequest;
  }
}

/** The request main.tsx sent for script `id` with the session's current token, once (else undefined). */
function takePageRequest(id: string, token: string): Promise<Response> | undefined {
  const sent = window.__cuemapScriptRequest;
  delete window.__cuemapScriptRequest;
  return sent && sent.id === id && sent.token === token ? sent.response : undefined;
}

/**
 * The route's loader, and the page's start on a cold load (the router's loader only runs once the route's
 * lazy module has arrived): starts the request for `/mindmap/:id` (not for a new script, nor without a
 * session), or adopts the one the page sent before its code had loaded (main.tsx).
 */
export function startEarlyMindMap(id: string | undefined): void {
  const skip = skipped;
  skipped = null;
  // The page's own start (entry-client.tsx) asked a moment ago, before the route's loader could run.
  if (early && early.id === id && performance.now() - early.at < JOIN_MS) return;
  early = null;
  const token = sessionStore.getToken();
  if (!id || id === 'new' || id === skip || !token) return;
  // Not validated here: the schema comes with the editor's code (get-mind-map.ts checks the answer).
  const answer = apiRequest(`/api/mindmaps/${encodeURIComponent(id)}`, { sent: takePageRequest(id, token) });
  // A failure is reported by the load that takes the answer (or by none: the editor fetches again).
  answer.catch(() => undefined);
  early = { id, at: performance.now(), answer };
}

/** The early answer for `id`, once (null: none, another script's, or too old — fetch afresh). */
export function takeEarlyMindMap(id: string): Promise<unknown> | null {
  const taken = early;
  early = null;
  return taken && taken.id === id && performance.now() - taken.at < EARLY_MAX_AGE_MS ? taken.answer : null;
}

/** The next route change to `id` is the editor's own (a new script's first save): nothing to fetch. */
export function skipEarlyMindMap(id: string): void {
  skipped = id;
}
