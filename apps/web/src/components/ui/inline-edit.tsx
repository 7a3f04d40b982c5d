// Click-to-edit text: a button showing the value, which turns into a text field; Enter or blur commits, Escape reverts.
import { useRef, useState } from 'react';
import { Pencil } from 'lucide-react';

export type InlineEditSize = 'md' | 'lg';

export interface InlineEditProps {
  value: string;
  /** Called once per edit with the new text, only when it differs from `value`. */
  onCommit: (next: string) => void;
  disabled?: boolean;
  /** Accessible name of the text field. */
  inputLabel: string;
  /** Accessible name of the button that shows the value. */
  buttonLabel: string;
  /** Tooltip on the button (its `title`). */
  hint?: string;
  maxLength?: number;
  /** Trims the text before committing and treats a blank one as "keep the old value". */
  trim?: boolean;
  /** 'md' sits inside a card heading; 'lg' is a page title with the pencil always showing. */
  size?: InlineEditSize;
  /** `data-testid` of the element holding the displayed text. */
  textTestId?: string;
}

const styles: Record<InlineEditSize, { input: string; button: string; text: string; icon: string }> = {
  md: {
    input:
      '-mx-1.5 -my-1 w-[calc(100%+0.75rem)] rounded-md border border-brand-400 bg-white px-1.5 py-1 text-base font-semibold text-slate-900 ring-2 ring-brand-500/20 outline-none',
    button: 'group/title -mx-1.5 -my-1 flex w-[calc(100%+0.75rem)] min-w-0 items-center gap-2 rounded-md px-1.5 py-1 text-left hover:bg-slate-100',
    text: 'truncate text-base font-semibold text-slate-900',
    icon: 'size-3.5 shrink-0 text-slate-400 opacity-0 transition-opacity group-hover/title:opacity-100 group-focus-visible/title:opacity-100',
  },
  lg: {
    input:
      'h-9 w-full min-w-0 rounded-lg border border-brand-400 bg-white px-2.5 text-base font-semibold text-slate-900 shadow-sm ring-4 ring-brand-500/15 outline-none sm:text-lg',
    button:
      'group -mx-2 flex h-9 max-w-full min-w-0 items-center gap-2 rounded-lg px-2 text-left text-base font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-default disabled:hover:bg-transparent sm:text-lg',
    text: 'truncate',
    icon: 'size-3.5 shrink-0 text-slate-400 opacity-60 group-hover:opacity-100',
  },
};

export function InlineEdit({ value, onCommit, disabled, inputLabel, buttonLabel, hint, maxLength, trim = false, size = 'md', textTestId }: InlineEditProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  // Set by a commit or by Escape, so the blur that may follow does not commit (again).
  const settled = useRef(false);
  const look = styles[size];

  function start() {
    if (disabled) return;
    settled.current = false;
    setDraft(value);
    setEditing(true);
  }

  function commit() {
    if (settled.current) return;
    settled.current = true;
    setEditing(false);
    const next = trim ? draft.trim() : draft;
    if (next !== value && (next || !trim)) onCommit(next);
  }

  if (editing) {
    return (
      <input
        aria-label={inputLabel}
        autoFocus
        value={draft}
        maxLength={maxLength}
        onChange={(e) => setDraft(e.target.value)}
        onFocus={(e) => e.currentTarget.select()}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            settled.current = true;
            setDraft(value);
            setEditing(false);
          }
        }}
        className={look.input}
      />
    );
  }

  return (
    <button type="button" onClick={start} disabled={disabled} title={hint} aria-label={buttonLabel} className={look.button}>
      <span className={look.text} data-testid={textTestId}>
        {value}
      </span>
      <Pencil className={look.icon} aria-hidden="true" />
    </button>
  );
}
