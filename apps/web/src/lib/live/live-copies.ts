// Where live documents wait on this device (issue 26): one IndexedDB database per user and script, named
// without the e-mail address (its digest, owner.ts). Kept free of Yjs so the logout path
// (lib/auth.ts) can delete them without loading the live engine.
import { liveDbName } from './db-name';
import { liveCopyOwner } from './owner';

export { liveCopyOwner };

/** The databases this tab opened (deleted at logout also where indexedDB.databases() is missing). */
const opened = new Set<string>();

export function noteLiveCopy(name: string): void {
  opened.add(name);
}

const deleteDatabase = (name: string) =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = () => resolve();
  });

/**
 * Deletes `email`'s copies of live documents on this device (a logout: a shared computer keeps nothing).
 * The tab's sessions have closed as the session stopped (registry.ts); a copy open in another tab closes
 * as the deletion asks it to (y-indexeddb closes on versionchange). Never throws.
 */
export async function deleteLiveCopies(email: string): Promise<void> {
  const prefix = liveDbName(liveCopyOwner(email), '');
  const names = new Set([...opened].filter((n) => n.startsWith(prefix)));
  try {
    if (typeof indexedDB === 'undefined') return;
    for (const db of (await indexedDB.databases?.()) ?? []) if (db.name?.startsWith(prefix)) names.add(db.name);
    await Promise.all([...names].map(deleteDatabase));
    for (const name of names) opened.delete(name);
  } catch {
    // IndexedDB unavailable (private mode, blocked storage): nothing was stored.
  }
}
