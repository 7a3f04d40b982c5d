// localStorage that never throws. Storage full or blocked (private mode, a policy), or a stored value
// that no longer reads back, all mean "nothing stored": what is kept there (drafts, preferences) is a
// convenience or a safety net beside what is on screen, never the only copy.
import type { z } from 'zod';

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not kept: the value still holds for this visit.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** The JSON stored under `key` as `schema` reads it (after `prepare`), or null when absent or unreadable. */
export function readStoredJson<T>(key: string, schema: z.ZodType<T>, prepare: (raw: unknown) => unknown = (raw) => raw): T | null {
  const raw = readStored(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(prepare(JSON.parse(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  writeStored(key, JSON.stringify(value));
}
