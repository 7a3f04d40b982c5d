// Map constants of spec §3 and §9: root defaults, palette, geometry.
export const ROOT_NODE_ID = '1';
export const ROOT_POSITION = { x: 400, y: 300 } as const;
export const ROOT_COLOR = '#dc2626';
/** The root's title when the map is started in the editor. */
export const EDITOR_ROOT_TITLE = 'Main Idea';
/** The root's title when the map is created from the dashboard. */
export const DASHBOARD_ROOT_TITLE = 'Central Idea';
export const NODE_PALETTE = ['#EF4444', '#F97316', '#EAB308', '#22C55E', '#3B82F6', '#A855F7', '#EC4899'] as const;
/** Distance of a new node from its parent. */
export const NEW_NODE_OFFSET = 150;
/** A node's centre is approximated as its position plus this offset (connection end points). */
export const NODE_CENTER_OFFSET = { x: 70, y: 25 } as const;
