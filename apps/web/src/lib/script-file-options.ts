// The options of the script's PDF and Word files (issue 24, item 8): the body type size and where stage
// directions go, remembered on this device; and the query that asks the server for such a file.
import { SCRIPT_EXPORT_FORMATS, SCRIPT_NOTE_MODES, SCRIPT_TYPE_SIZES, type ExportFormat, type ScriptNoteMode, type ScriptTypeSize } from '@cuemap/shared';
import { readStored, writeStored } from './local-store';

export interface ScriptFileOptions {
  size: ScriptTypeSize;
  notes: ScriptNoteMode;
}

const KEY = 'cuemap:script-file-options';
export const DEFAULT_SCRIPT_FILE_OPTIONS: ScriptFileOptions = { size: SCRIPT_TYPE_SIZES[0], notes: 'margin' };

export function readScriptFileOptions(): ScriptFileOptions {
  try {
    const stored = JSON.parse(readStored(KEY) ?? '{}') as Partial<Record<keyof ScriptFileOptions, unknown>>;
    return {
      size: SCRIPT_TYPE_SIZES.find((s) => s === stored.size) ?? DEFAULT_SCRIPT_FILE_OPTIONS.size,
      notes: SCRIPT_NOTE_MODES.find((n) => n === stored.notes) ?? DEFAULT_SCRIPT_FILE_OPTIONS.notes,
    };
  } catch {
    return DEFAULT_SCRIPT_FILE_OPTIONS;
  }
}

export function writeScriptFileOptions(options: ScriptFileOptions): void {
  writeStored(KEY, JSON.stringify(options));
}

const SCRIPT_FORMATS: ReadonlySet<ExportFormat> = new Set(SCRIPT_EXPORT_FORMATS);

/** GET /api/mindmaps/:id/export's URL for a format, with the script file options where they apply. */
export function exportUrl(mindMapId: string, format: ExportFormat, options: ScriptFileOptions = readScriptFileOptions()): string {
  const query = new URLSearchParams({ format });
  if (SCRIPT_FORMATS.has(format) && format !== 'txt') {
    query.set('size', String(options.size));
    query.set('notes', options.notes);
    // No speed: the server prints the section times at the script's own (issue 24 item 2), not this browser's.
  }
  return `/api/mindmaps/${encodeURIComponent(mindMapId)}/export?${query.toString()}`;
}
