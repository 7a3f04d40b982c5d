// Map title rule of spec §5.
import { DEFAULT_SCRIPT_TITLE, LIMITS } from '../limits';
import { cleanText } from '../schemas/text';

/** A blank value or 'Untitled Script' keeps the previous title (or the default if none). */
export function resolveMapTitle(input: string, previous?: string | null): string {
  // Cleaned after the cut: a cut through an emoji would leave half of it, which the server refuses.
  const value = cleanText(input.trim().slice(0, LIMITS.titleMax)).trim();
  if (!value || value === DEFAULT_SCRIPT_TITLE) return previous?.trim() || DEFAULT_SCRIPT_TITLE;
  return value;
}
