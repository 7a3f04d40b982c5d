// A slot for one observer of every query's duration (the metrics plugin), fed by Kysely's `log` hook.
// Empty by default: then each query costs one null check beyond Kysely's own timing.
import type { LogEvent } from 'kysely';

export interface QueryEvent {
  /** The statement's kind, from Kysely's operation node (raw SQL is 'other'). */
  kind: 'select' | 'insert' | 'update' | 'delete' | 'other';
  durationMs: number;
  ok: boolean;
}
export type QueryObserver = (event: QueryEvent) => void;

const KINDS: Record<string, QueryEvent['kind']> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
};

export function queryObserverSlot() {
  let observer: QueryObserver | null = null;
  return {
    /** Kysely's `log` option. */
    log(event: LogEvent): void {
      if (!observer) return;
      observer({ kind: KINDS[event.query.query.kind] ?? 'other', durationMs: event.queryDurationMillis, ok: event.level === 'query' });
    },
    set(next: QueryObserver | null): void {
      observer = next;
    },
  };
}
