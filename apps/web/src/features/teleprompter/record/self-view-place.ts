// Where the self-view (and the recording indicator) sits on the stage: in the corner the presenter
// chose, but never over the reading line — if the chosen top/bottom would cover the guide band, it
// goes to the other one; if both would, the box shrinks to fit the larger free part. Pure.
export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export const CORNERS: readonly Corner[] = ['top-right', 'bottom-right', 'bottom-left', 'top-left'];

/** The corner after `corner`, clockwise (the Move button). */
export function nextCorner(corner: Corner): Corner {
  return CORNERS[(CORNERS.indexOf(corner) + 1) % CORNERS.length]!;
}

export interface PlaceInput {
  corner: Corner;
  /** The stage's height, px. */
  areaHeight: number;
  /** Free space kept at the stage's top (controls lying over it on a phone), px. */
  topInset: number;
  /** The guide band on the stage: its top and bottom, px from the stage's top. */
  bandTop: number;
  bandBottom: number;
  /** The box's wanted height, px (the self-view and its indicator). */
  boxHeight: number;
  /** Gap from the edges and from the band, px. */
  gap: number;
}

export interface Placement {
  /** Distance from the stage's top, px. */
  top: number;
  height: number;
  side: 'left' | 'right';
  /** Whether it sits in the upper part (above the band). */
  upper: boolean;
}

export function placeSelfView({ corner, areaHeight, topInset, bandTop, bandBottom, boxHeight, gap }: PlaceInput): Placement {
  const side = corner.endsWith('left') ? 'left' : 'right';
  // The room above the band and below it.
  const aboveTop = topInset + gap;
  const above = Math.max(0, bandTop - gap - aboveTop);
  const belowTop = bandBottom + gap;
  const below = Math.max(0, areaHeight - gap - belowTop);
  const wantUpper = corner.startsWith('top');
  const fits = (room: number) => room >= boxHeight;
  let upper = wantUpper;
  if (!fits(wantUpper ? above : below)) upper = fits(wantUpper ? below : above) ? !wantUpper : above > below;
  const room = upper ? above : below;
  const height = Math.max(0, Math.min(boxHeight, room));
  const top = upper ? aboveTop : areaHeight - gap - height;
  return { top, height, side, upper };
}
