// What each person's presence says (issue 27 item 4), read from and written to the session's awareness.
// Plain TypeScript: the hooks are in use-presence.ts. Never stored; the e-mail never leaves the browser
// (the id is a hash of it, the name its local part).
import type { Awareness } from 'y-protocols/awareness';

export type PresenceWhere = 'editor' | 'outline' | 'script' | 'teleprompter';

export interface PresenceUser {
  id: string;
  name: string;
  colour: string;
}

export interface PresenceState {
  user: PresenceUser;
  where: PresenceWhere;
  selectedNodeId?: string | null;
  sectionId?: string | null;
  /** In flow coordinates of the map; null when the pointer left the canvas. */
  cursor?: { x: number; y: number } | null;
}

export interface Peer extends PresenceState {
  clientId: number;
}

/** Dark enough for white initials and for a 2px outline on the light canvas (WCAG AA with white text). */
export const PRESENCE_COLOURS = ['#b91c1c', '#c2410c', '#a16207', '#15803d', '#0f766e', '#0369a1', '#4338ca', '#7e22ce', '#be185d', '#475569'];

export const WHERE_LABEL: Record<PresenceWhere, string> = {
  editor: 'on the map',
  outline: 'in the outline',
  script: 'editing the script',
  teleprompter: 'on the teleprompter',
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A person's colour, keyed by their shown name (the e-mail's local part): the one thing presence (which
 * carries a hash of the e-mail, not the account id), the dashboard and the comments all know of them, so
 * a person has one colour everywhere.
 */
export const colourFor = (name: string) => PRESENCE_COLOURS[hash(name.trim().toLowerCase()) % PRESENCE_COLOURS.length]!;

/** The signed-in person as others see them. */
export function presenceUser(email: string, name?: string | null): PresenceUser {
  const id = hash(email.trim().toLowerCase()).toString(36);
  const shown = name?.trim() || email.split('@')[0] || 'Someone';
  return { id, name: shown, colour: colourFor(shown) };
}

export function initials(name: string): string {
  const parts = name.split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0]![0]! + parts[1]![0]! : name.slice(0, 2);
  return letters.toUpperCase();
}

const WHERES = new Set<string>(Object.keys(WHERE_LABEL));

/** A peer's state as sent, checked (a state is whatever another browser sent). */
function asPeer(clientId: number, raw: unknown): Peer | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Record<string, unknown>;
  const u = s.user as Record<string, unknown> | undefined;
  if (!u || typeof u.id !== 'string' || typeof u.name !== 'string' || typeof s.where !== 'string' || !WHERES.has(s.where)) return null;
  const c = s.cursor as Record<string, unknown> | null | undefined;
  const cursor = c && Number.isFinite(c.x) && Number.isFinite(c.y) ? { x: c.x as number, y: c.y as number } : null;
  return {
    clientId,
    user: { id: u.id, name: u.name.slice(0, 60), colour: colourFor(u.name.slice(0, 60)) },
    where: s.where as PresenceWhere,
    selectedNodeId: typeof s.selectedNodeId === 'string' ? s.selectedNodeId : null,
    sectionId: typeof s.sectionId === 'string' ? s.sectionId : null,
    cursor,
  };
}

/** Everyone else here (this tab's own state left out), in the order they came. */
export function readPeers(awareness: Awareness): Peer[] {
  const peers: Peer[] = [];
  for (const [clientId, state] of awareness.getStates()) {
    if (clientId === awareness.clientID) continue;
    const peer = asPeer(clientId, state);
    if (peer) peers.push(peer);
  }
  return peers;
}

/** Merges `patch` into this tab's state (the user is set with the first patch). */
export function setOwnPresence(awareness: Awareness, user: PresenceUser, patch: Partial<Omit<PresenceState, 'user'>>): void {
  const current = (awareness.getLocalState() as PresenceState | null) ?? { user, where: 'editor' as const };
  const next = { ...current, user, ...patch };
  if (
    Object.keys(next).every((k) => JSON.stringify(next[k as keyof PresenceState]) === JSON.stringify(current[k as keyof PresenceState])) &&
    awareness.getLocalState()
  )
    return;
  awareness.setLocalState(next);
}

/** One avatar per person (their latest tab), for the header. */
export function peopleOf(peers: Peer[]): Peer[] {
  const byUser = new Map<string, Peer>();
  for (const p of peers) byUser.set(p.user.id, p);
  return [...byUser.values()];
}
