// Editor-only constants (spec §9): node look while selected or dragged.
export const NODE_FONT_SIZE = { root: 16, other: 14 } as const;
export const NODE_SCALE = { selected: 1.04, dragging: 1.06 } as const;
