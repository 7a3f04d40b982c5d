// The name of the IndexedDB database holding one user's copy of one script (no DOM, no Yjs: shared by the
// session and the logout's deletion, live-copies.ts).
export const LIVE_DB_PREFIX = 'cuemap-live:';

export const liveDbName = (userId: string, mindMapId: string) => `${LIVE_DB_PREFIX}${userId}:${mindMapId}`;
