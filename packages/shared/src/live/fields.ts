// Small helpers for the live document's plain fields and texts.
import * as Y from 'yjs';
import { applyTextDiff } from './text-diff';

/** Plain JSON equality (key order included: a false "differs" only costs one redundant write). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Sets `key` to `value` unless it already holds it; `undefined` removes the key. Returns whether it changed.
 * `read` (how readers turn what is stored into the field's value, default included) makes "already holds
 * it" mean "already reads as it": a key that is missing for a moment — a concurrent write whose delete
 * has arrived before its insert, which waits for an update still on its way — is not written back with
 * the default a reader shows, a write that would win over the arriving value and lose it.
 */
export function setPlain(map: Y.Map<unknown>, key: string, value: unknown, read?: (stored: unknown) => unknown): boolean {
  if (value === undefined) {
    if (!map.has(key)) return false;
    map.delete(key);
    return true;
  }
  if (map.has(key) && same(map.get(key), value)) return false;
  // Object.is: a -0 is written where a missing number reads 0 (JSON keeps the difference).
  if (read && Object.is(read(map.get(key)), value)) return false;
  map.set(key, value);
  return true;
}

/** Makes the Y.Text under `key` read `value` by a character diff (a new Y.Text when there is none). */
export function setText(map: Y.Map<unknown>, key: string, value: string): boolean {
  const current = map.get(key);
  if (current instanceof Y.Text) return applyTextDiff(current, value);
  map.set(key, new Y.Text(value));
  return true;
}

/** A text field as a string: a Y.Text's content, a plain string as is, anything else ''. */
export function readText(value: unknown): string {
  if (value instanceof Y.Text) return value.toString();
  return typeof value === 'string' ? value : '';
}

export function readNumber(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function readString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function readStringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The Y.Map under `key` of `parent`, made (empty) when missing or not a Y.Map. */
export function childMap(parent: Y.Map<Y.Map<unknown>>, key: string): { map: Y.Map<unknown>; created: boolean } {
  const current = parent.get(key);
  if (current instanceof Y.Map) return { map: current, created: false };
  const map = new Y.Map<unknown>();
  parent.set(key, map);
  return { map, created: true };
}
