// Where unsaved edits wait in localStorage: the editor's map drafts (lib/map-draft.ts), one per user and
// script. (The script's text is in its live document since issue 26: no script drafts any more.)
// A draft exists only while its edits have not reached the server (each is removed once saved). Its key
// names the user by a digest of the e-mail address, never the address itself (issue 23, item 7); keys
// written by earlier versions, with the address, are moved on load (migrateDraftKeys).
import { readStored, removeStored, writeStored } from './local-store';

export type DraftKind = 'draft';
const KINDS: readonly DraftKind[] = ['draft'];

/**
 * A short digest of the lowercased address (cyrb53, a public-domain 53-bit string hash): tells this
 * browser's users apart without writing their address into the key.
 */
export function draftOwner(email: string): string {
  const text = email.toLowerCase();
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `u${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

/** The key of `email`'s draft of one script (`id`: the script's id, or 'new' for one never saved). */
export function draftStorageKey(kind: DraftKind, email: string, id: string): string {
  return `cuemap:${kind}:${draftOwner(email)}:${id}`;
}

/** Every stored draft key, split into its kind, its owner part and its script id. */
function storedDraftKeys(): { key: string; kind: DraftKind; owner: string; id: string }[] {
  const found: { key: string; kind: DraftKind; owner: string; id: string }[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const kind = KINDS.find((k) => key?.startsWith(`cuemap:${k}:`));
      if (!key || !kind) continue;
      const rest = key.slice(`cuemap:${kind}:`.length);
      const cut = rest.lastIndexOf(':');
      if (cut > 0) found.push({ key, kind, owner: rest.slice(0, cut), id: rest.slice(cut + 1) });
    }
  } catch {
    // Storage blocked: nothing stored.
  }
  return found;
}

/** `email`'s drafts: edits kept on this device that the server does not have yet. */
function ownDrafts(email: string) {
  const owner = draftOwner(email);
  return storedDraftKeys().filter((d) => d.owner === owner);
}

/** How many of `email`'s scripts have edits waiting on this device (a map draft). */
export function scriptsWithDrafts(email: string): number {
  return new Set(ownDrafts(email).map((d) => d.id)).size;
}

/** Deletes `email`'s drafts (a logout that chose to discard them). */
export function discardOwnDrafts(email: string): void {
  for (const { key } of ownDrafts(email)) removeStored(key);
}

function savedAt(raw: string | null): number {
  try {
    const value: unknown = raw ? (JSON.parse(raw) as { savedAt?: unknown }).savedAt : null;
    return typeof value === 'number' ? value : 0;
  } catch {
    return 0;
  }
}

/**
 * Moves drafts stored under an e-mail address (earlier versions) to the owner's digest, so no draft is
 * lost and no address stays in a key. Where both exist, the one saved last is kept.
 */
export function migrateDraftKeys(): void {
  for (const { key, kind, owner, id } of storedDraftKeys()) {
    if (!owner.includes('@')) continue;
    const target = draftStorageKey(kind, owner, id);
    const value = readStored(key);
    if (value === null) continue;
    if (savedAt(value) >= savedAt(readStored(target))) writeStored(target, value);
    // Removed once the owner's key holds this draft or a newer one (with storage full it stays as it was).
    const kept = readStored(target);
    if (kept !== null && savedAt(kept) >= savedAt(value)) removeStored(key);
  }
}
