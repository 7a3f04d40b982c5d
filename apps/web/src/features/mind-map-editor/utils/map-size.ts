// How full a script is against LIMITS.mapBytesMax, measured as the server measures a save, and which
// edits may happen: none that leaves the map over the maximum and larger than it was.
import { LIMITS, mapSaveBytes, type MapDocument, type ViewState } from '@cuemap/shared';

/** From this share of the maximum the editor shows how full the script is. */
export const MAP_SIZE_WARN_RATIO = 0.8;

/**
 * The save also sends the view (pan and zoom), which moves on every pan. The editor counts the widest
 * view state JSON can hold instead (25-character numbers), so its figure is never below the server's.
 */
const WIDEST_VIEW_STATE: ViewState = { translateX: -1.2345678901234567e-6, translateY: -1.2345678901234567e-6, zoom: 0.012345678901234568 };

export type MapSizeLevel = 'ok' | 'near' | 'over';

export interface MapSize {
  bytes: number;
  /** Whole percent of the maximum, rounded down (so 100 means at least the maximum). */
  percent: number;
  level: MapSizeLevel;
}

export function mapBytes(map: MapDocument): number {
  return mapSaveBytes({ ...map, viewState: WIDEST_VIEW_STATE });
}

export function mapSizeOf(bytes: number): MapSize {
  const level: MapSizeLevel = bytes > LIMITS.mapBytesMax ? 'over' : bytes >= LIMITS.mapBytesMax * MAP_SIZE_WARN_RATIO ? 'near' : 'ok';
  return { bytes, percent: Math.floor((bytes / LIMITS.mapBytesMax) * 100), level };
}

export function mapSize(map: MapDocument): MapSize {
  return mapSizeOf(mapBytes(map));
}

/**
 * Whether the map may go from `before` to `after`. Growing past the maximum is refused (the edit
 * would be unsaveable); shrinking is always allowed, so a map already over it can be brought back.
 */
export function allowsEdit(before: MapDocument, after: MapDocument): boolean {
  if (after === before) return true;
  const next = mapBytes(after);
  return next <= LIMITS.mapBytesMax || next <= mapBytes(before);
}
