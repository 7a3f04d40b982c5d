// The script file options (type size, stage directions) as two radio groups, shown beside the script's
// PDF, Word and Markdown exports in the dashboard's Export dialog and the editor's Export menu.
import { useId } from 'react';
import { SCRIPT_NOTE_MODES, SCRIPT_TYPE_SIZES, type ScriptNoteMode, type ScriptTypeSize } from '@cuemap/shared';
import type { ScriptFileOptions } from '../lib/script-file-options';

export const SCRIPT_FILE_TEXT = {
  legend: 'Script file options',
  size: 'Type size (PDF, Word)',
  sizes: { 18: 'Large (18 pt)', 24: 'Extra large (24 pt)' } satisfies Record<ScriptTypeSize, string>,
  notes: 'Stage directions such as [slide 3]',
  noteModes: { margin: 'In the margin', omit: 'Leave out' } satisfies Record<ScriptNoteMode, string>,
  hint: 'Emphasis prints in bold and [pause] as a mark; each section shows its time at the script’s speed.',
} as const;

function RadioRow<T extends string | number>({
  name,
  legend,
  values,
  labels,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-xs font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {values.map((v) => (
          <label key={String(v)} className="inline-flex cursor-pointer items-center gap-1.5 text-sm text-slate-800">
            <input type="radio" name={name} value={String(v)} checked={value === v} onChange={() => onChange(v)} className="size-4 accent-brand-600" />
            {labels[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ScriptFileOptionsFields({ value, onChange }: { value: ScriptFileOptions; onChange: (value: ScriptFileOptions) => void }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-legend`} className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5">
      <p id={`${id}-legend`} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {SCRIPT_FILE_TEXT.legend}
      </p>
      <RadioRow
        name={`${id}-size`}
        legend={SCRIPT_FILE_TEXT.size}
        values={SCRIPT_TYPE_SIZES}
        labels={SCRIPT_FILE_TEXT.sizes}
        value={value.size}
        onChange={(size) => onChange({ ...value, size })}
      />
      <RadioRow
        name={`${id}-notes`}
        legend={SCRIPT_FILE_TEXT.notes}
        values={SCRIPT_NOTE_MODES}
        labels={SCRIPT_FILE_TEXT.noteModes}
        value={value.notes}
        onChange={(notes) => onChange({ ...value, notes })}
      />
      <p className="text-xs text-slate-500">{SCRIPT_FILE_TEXT.hint}</p>
    </div>
  );
}
