// Map title rule of spec §5.
import { DEFAULT_SCRIPT_TITLE, LIMITS } from '../limits';

/** A blank value or 'Untitled Script' keeps the previous title (or the default if none). */
export function resolveMapTitle(input: string, previous?: string | null): string {
  const value = input.trim().slice(0, LIMITS.titleMax);
  if (!value || value === DEFAULT_SCRIPT_TITLE) return previous?.trim() || DEFAULT_SCRIPT_TITLE;
  return value;
}
