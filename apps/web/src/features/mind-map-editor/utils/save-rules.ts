// The save's rules as plain functions: whether a save may be sent, what it sends, whether a save that
// waited behind another still has work, and what the editor looks like once it is on the server.
import { cleanMapText, type MapDocument, type ViewState } from '@cuemap/shared';
import { EDITOR_MESSAGES } from '../messages';
import type { EditorState } from './editor-state';
import { mapSize } from './map-size';

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** One call of `save()`: `overwrite` after a version conflict; `queued` when another save was under way. */
export interface SaveRequest {
  overwrite: boolean;
  queued: boolean;
}

/**
 * Why the map cannot be sent now, or null. Without a session there is no one to save for; over the
 * size limit (an old draft, a script from before the limit) the server would refuse it, so the user is
 * told what to shorten instead. Either way the edits stay on screen and in the draft.
 */
export function saveRefusal(map: MapDocument, loggedIn: boolean): { message: string; sticky: boolean } | null {
  if (!loggedIn) return { message: EDITOR_MESSAGES.pleaseLogIn, sticky: false };
  if (mapSize(map).level === 'over') return { message: EDITOR_MESSAGES.tooLarge, sticky: true };
  return null;
}

/**
 * The save queue's rule. Saves of one script run one at a time (the mutation's scope); a save asked for
 * while another was on its way (Save pressed, a title committed or a node edit saved during it) is never
 * dropped, but once its turn comes it only sends if edits arrived meanwhile, or to overwrite.
 */
export function queuedSaveNeeded(request: SaveRequest, dirty: boolean): boolean {
  return !request.queued || request.overwrite || dirty;
}

/** The autosave (every AUTOSAVE_INTERVAL_MS) sends unsaved edits, unless a save is under way or no one is signed in. */
export function autosaveDue(dirty: boolean, savesUnderWay: number, loggedIn: boolean): boolean {
  return dirty && savesUnderWay === 0 && loggedIn;
}

/**
 * The body of POST/PUT: the map plus the view. The server refuses NUL, other control characters and
 * broken surrogates (schemas/text.ts); edits are cleaned as they are made, this also covers old drafts
 * and older scripts.
 */
export function saveBody(map: MapDocument, viewport: Viewport | null, saved?: ViewState | null, phone = false): MapDocument & { viewState: ViewState } {
  const clean = cleanMapText(map);
  return {
    title: clean.title,
    nodes: clean.nodes,
    connections: clean.connections,
    nodeOrder: clean.nodeOrder,
    viewState: viewStateToSave(viewport, saved ?? null, phone),
  };
}

/** Below this width the editor is on a phone-sized screen: its view is saved apart (issue 14 item 5). */
export const PHONE_VIEW_MAX_WIDTH = 640;
export const isPhoneScreen = () => typeof window !== 'undefined' && window.innerWidth < PHONE_VIEW_MAX_WIDTH;

/** The view to save: this screen class's view from `viewport`, the other class's as it was saved. */
export function viewStateToSave(viewport: Viewport | null, saved: ViewState | null, phone: boolean): ViewState {
  const here = viewport ? { translateX: viewport.x, translateY: viewport.y, zoom: viewport.zoom } : null;
  if (phone) {
    const wide = saved
      ? { translateX: saved.translateX, translateY: saved.translateY, ...(saved.zoom ? { zoom: saved.zoom } : {}) }
      : { translateX: 0, translateY: 0 };
    return here ? { ...wide, phone: here } : { ...wide, ...(saved?.phone ? { phone: saved.phone } : {}) };
  }
  const base = here ?? { translateX: 0, translateY: 0 };
  return saved?.phone ? { ...base, phone: saved.phone } : base;
}

/** The view to open on this screen class, or null (then the map is fitted). */
export function viewportToOpen(saved: ViewState | undefined, phone: boolean): Viewport | null {
  const view = phone ? saved?.phone : saved;
  return view?.zoom ? { x: view.translateX, y: view.translateY, zoom: view.zoom } : null;
}

/**
 * The editor once the copy taken at revision `startedAt` is on the server: clean, unless edits arrived
 * during the save — those stay unsaved and go (back) into the draft.
 */
export function afterSave(state: EditorState, startedAt: number): { state: EditorState; keepDraft: boolean } {
  if (state.revision === startedAt) return { state: { ...state, dirty: false }, keepDraft: false };
  return { state, keepDraft: true };
}
