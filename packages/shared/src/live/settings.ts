// The presenter settings in the live document: one plain value per field, last writer wins per field.
import type * as Y from 'yjs';
import { presenterSettingsSchema, type PresenterSettings } from '../schemas/presenter-settings';
import { liveParts } from './layout';
import { setPlain } from './fields';
import { stampSchema } from './map';

/** The settings' fields, in the schema's order (the order a read gives them in). */
const FIELDS = Object.keys(presenterSettingsSchema.shape) as (keyof PresenterSettings)[];

/**
 * Applies the settings (or null: none stored) in one transaction with `origin`: fields that differ are
 * set, fields absent from `settings` are removed (they take the app's default). Returns whether anything changed.
 */
export function applySettingsToDoc(doc: Y.Doc, settings: PresenterSettings | null, origin?: unknown): boolean {
  let changed = false;
  doc.transact(() => {
    const parts = liveParts(doc);
    changed = stampSchema(parts);
    changed = setPlain(parts.meta, 'hasSettings', settings !== null) || changed;
    const known = new Set<string>(FIELDS);
    for (const field of FIELDS) changed = setPlain(parts.settings, field, settings?.[field]) || changed;
    for (const key of [...parts.settings.keys()]) {
      if (!known.has(key)) {
        parts.settings.delete(key);
        changed = true;
      }
    }
  }, origin);
  return changed;
}

/** The stored settings (fields that fail the schema's bounds are left out: they take the default), or null. */
export function readLiveSettings(doc: Y.Doc): PresenterSettings | null {
  const parts = liveParts(doc);
  if (parts.meta.get('hasSettings') !== true) return null;
  const settings: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = parts.settings.get(field);
    if (value === undefined) continue;
    const parsed = presenterSettingsSchema.shape[field].safeParse(value);
    if (parsed.success && parsed.data !== undefined) settings[field] = parsed.data;
  }
  return settings as PresenterSettings;
}
