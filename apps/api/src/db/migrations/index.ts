// Every migration, statically imported so the bundled server carries them (no folder read at run time).
// Append new ones; names are UTC timestamps so they sort in the order they must run.
import type { Migration } from 'kysely';
import * as initial from './20261122T000000-initial';

export const migrations: Record<string, Migration> = {
  '20261122T000000-initial': initial,
};
