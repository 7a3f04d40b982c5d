// Map title rule of spec §5.
import { DEFAULT_SCRIPT_TITLE, LIMITS } from '../limits';
import { cleanText } from '../schemas/text';
import type { MindMapNode } from '../schemas/mind-maps';
import { findRoot } from './nodes';

/** A blank value or 'Untitled Script' keeps the previous title (or the default if none). */
export function resolveMapTitle(input: string, previous?: string | null): string {
  // Cleaned after the cut: a cut through an emoji would leave half of it, which the server refuses.
  const value = cleanText(input.trim().slice(0, LIMITS.titleMax)).trim();
  if (!value || value === DEFAULT_SCRIPT_TITLE) return previous?.trim() || DEFAULT_SCRIPT_TITLE;
  return value;
}

/**
 * The script's title follows its root's title until the user renames the script (issue 24 item 9):
 * while the title is still the default or equal to the root's title, a new root title becomes the
 * script's title too; a title of the user's own stays. `before` and `next` are one edit's two maps.
 */
export function titleFollowingRoot<M extends { title: string; nodes: readonly MindMapNode[] }>(before: M, next: M): M {
  const rootBefore = findRoot(before.nodes)?.title;
  const rootNext = findRoot(next.nodes)?.title;
  if (rootNext === undefined || rootNext === rootBefore || next.title !== before.title) return next;
  const follows = before.title === DEFAULT_SCRIPT_TITLE || before.title === rootBefore;
  if (!follows) return next;
  const title = resolveMapTitle(rootNext, before.title);
  return title === next.title ? next : { ...next, title };
}
