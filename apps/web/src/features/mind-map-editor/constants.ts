// Editor-only constants (spec §9): node look while selected or dragged, autosave and draft timing.
export const NODE_FONT_SIZE = { root: 16, other: 14 } as const;
export const NODE_SCALE = { selected: 1.04, dragging: 1.06 } as const;
/** Unsaved edits go to the server this often (spec §9: 5 minutes). */
export const AUTOSAVE_INTERVAL_MS = 300_000;
/** Unsaved edits reach the local draft within this delay of each change. */
export const DRAFT_DEBOUNCE_MS = 300;
