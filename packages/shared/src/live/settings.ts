// The presenter settings in the live document: one plain value per field, last writer wins per field.
import type * as Y from 'yjs';
import type { PresenterSettings } from '../schemas/presenter-settings';

/**
 * Applies the settings (or null: none stored) in one transaction with `origin`: fields that differ are
 * set, fields absent from `settings` are removed (they take the app's default). Returns whether anything changed.
 */
export function applySettingsToDoc(doc: Y.Doc, settings: PresenterSettings | null, origin?: unknown): boolean {
  void doc;
  void settings;
  void origin;
  throw new Error('applySettingsToDoc: not implemented yet');
}
