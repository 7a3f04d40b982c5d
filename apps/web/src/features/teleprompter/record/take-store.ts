// The takes recorded on the teleprompter, kept per script in this browser's IndexedDB (issue 28 item
// 3). Two object stores: `takes` holds what a list shows (size, length, date, the rehearsal attached)
// and is indexed by script; `media` holds each take's recording, read only when it is played or
// downloaded. Nothing here is sent to the server.

export interface TakeMeta {
  id: string;
  /** The script (mind map) id the take belongs to. */
  scriptId: string;
  /** The script's title when recorded (the download's name). */
  title: string;
  /** ms since the epoch. */
  createdAt: number;
  durationMs: number;
  size: number;
  mimeType: string;
  audioOnly: boolean;
  /** The rehearsal run this take was recorded during or attached to. */
  rehearsalId: string | null;
}

export interface TakeStore {
  put(meta: TakeMeta, media: Blob): Promise<void>;
  /** A script's takes, newest first. */
  list(scriptId: string): Promise<TakeMeta[]>;
  media(id: string): Promise<Blob | null>;
  remove(id: string): Promise<void>;
  attach(id: string, rehearsalId: string | null): Promise<TakeMeta | null>;
  /** The take attached to a rehearsal run, if any. */
  forRehearsal(scriptId: string, rehearsalId: string): Promise<TakeMeta | null>;
}

export const TAKES_DB = 'cuemap-takes';
const VERSION = 1;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Resolves when the transaction commits; rejects with its error (QuotaExceededError when the disk is full). */
function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
}

function open(factory: IDBFactory | null): Promise<IDBDatabase> {
  // A browser without IndexedDB (or one that blocks it): every call fails, and says why.
  if (!factory) return Promise.reject(new DOMException('IndexedDB is not available', 'NotSupportedError'));
  const req = factory.open(TAKES_DB, VERSION);
  req.onupgradeneeded = () => {
    const db = req.result;
    const takes = db.createObjectStore('takes', { keyPath: 'id' });
    takes.createIndex('scriptId', 'scriptId');
    db.createObjectStore('media');
  };
  return request(req);
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** Called after any store of the page changes a take (a report's "Take attached" reads again). */
export function onTakesChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((l) => l());

export function createTakeStore(factory: IDBFactory | null = globalThis.indexedDB ?? null): TakeStore {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => {
    db ??= open(factory).then((d) => {
      // Another tab upgrading the database: let it, and open again on the next call.
      d.onversionchange = () => {
        d.close();
        db = null;
      };
      return d;
    });
    db.catch(() => (db = null));
    return db;
  };

  const read = async <T>(store: 'takes' | 'media', fn: (s: IDBObjectStore) => IDBRequest<T>) => {
    const tx = (await database()).transaction(store, 'readonly');
    return request(fn(tx.objectStore(store)));
  };

  const store: TakeStore = {
    async put(meta, media) {
      const tx = (await database()).transaction(['takes', 'media'], 'readwrite');
      tx.objectStore('media').put(media, meta.id);
      tx.objectStore('takes').put(meta);
      await done(tx);
      changed();
    },
    async list(scriptId) {
      const all = await read('takes', (s) => s.index('scriptId').getAll(IDBKeyRange.only(scriptId)) as IDBRequest<TakeMeta[]>);
      return all.sort((a, b) => b.createdAt - a.createdAt);
    },
    async media(id) {
      const blob = await read('media', (s) => s.get(id) as IDBRequest<Blob | undefined>);
      return blob ?? null;
    },
    async remove(id) {
      const tx = (await database()).transaction(['takes', 'media'], 'readwrite');
      tx.objectStore('media').delete(id);
      tx.objectStore('takes').delete(id);
      await done(tx);
      changed();
    },
    async attach(id, rehearsalId) {
      const tx = (await database()).transaction('takes', 'readwrite');
      const takes = tx.objectStore('takes');
      const meta = (await request(takes.get(id) as IDBRequest<TakeMeta | undefined>)) ?? null;
      const next = meta ? { ...meta, rehearsalId } : null;
      if (next) takes.put(next);
      await done(tx);
      changed();
      return next;
    },
    async forRehearsal(scriptId, rehearsalId) {
      return (await store.list(scriptId)).find((t) => t.rehearsalId === rehearsalId) ?? null;
    },
  };
  return store;
}

/** Bytes this site may still store (quota − usage), or null where the browser does not say. */
export async function storageLeft(storage: Pick<StorageManager, 'estimate'> | undefined = globalThis.navigator?.storage): Promise<number | null> {
  try {
    const estimate = await storage?.estimate?.();
    if (!estimate || typeof estimate.quota !== 'number') return null;
    return Math.max(0, estimate.quota - (estimate.usage ?? 0));
  } catch {
    return null;
  }
}

let shared: TakeStore | null = null;
/** The page's one store (opened on first use). */
export function takeStore(): TakeStore {
  shared ??= createTakeStore();
  return shared;
}
