// Engine-neutral conversions for values crossing the repository boundary (see schema.ts).
import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database';

export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : value;
}

export function toIsoOrNull(value: string | Date | null): string | null {
  return value === null ? null : toIso(value);
}

export function toBool(value: number | boolean): boolean {
  return value === true || value === 1;
}

export function fromBool(value: boolean): number {
  return value ? 1 : 0;
}

/** JSON a caller has already encoded (to measure it before storing): written as is, not encoded twice. */
export class EncodedJson {
  constructor(readonly text: string) {}
}

/** The one way JSON is written: text, which SQLite stores as is and PostgreSQL casts to jsonb. */
export function jsonValue(value: unknown): string {
  return value instanceof EncodedJson ? value.text : JSON.stringify(value);
}

/**
 * Selects a JSON column as text on both engines, so callers can embed it in a response without a
 * parse/serialise round trip (PostgreSQL would otherwise parse jsonb into objects).
 */
export function jsonText(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`${sql.ref(column)}::text` : sql<string>`${sql.ref(column)}`;
}
