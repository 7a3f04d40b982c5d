// Edit mode (issue 11, item 3): each section of the script in its own field, labelled with the node it
// speaks for, with the cue-mark syntax on screen, undo/redo and a save status that never hides a failure.
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Check, CloudOff, Redo2, Undo2 } from 'lucide-react';
import { CUE_SYNTAX, type ScriptSection } from '@cuemap/shared';
import { Spinner } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import type { ScriptEditor as Editor } from '../hooks/use-script-editor';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { sectionLabel } from '../utils/stage-sections';
import { CueText } from './cue-text';

const M = TELEPROMPTER_MESSAGES.edit;

export interface ScriptEditorProps {
  editor: Editor;
  /** Node titles by id, for the section labels. */
  nodeTitles: ReadonlyMap<string, string>;
}

export function ScriptEditor({ editor, nodeTitles }: ScriptEditorProps) {
  const { sections, texts } = editor;
  // Ctrl/⌘+Z and Ctrl/⌘+Shift+Z (or Ctrl+Y) step through the whole script's edits, across sections.
  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) {
      e.preventDefault();
      editor.undo();
    } else if ((key === 'z' && e.shiftKey) || key === 'y') {
      e.preventDefault();
      editor.redo();
    }
  };

  return (
    <div className="min-h-0 flex-1 overflow-y-auto bg-neutral-900" data-testid="script-editor" onKeyDown={onKeyDown}>
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-5 sm:px-6">
        <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-b border-white/10 bg-neutral-900/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
          <h2 className="text-base font-semibold text-white">{M.heading}</h2>
          <SaveStatus editor={editor} />
          <div className="ml-auto flex items-center gap-1">
            <IconButton label="Undo" shortcut="Ctrl+Z" onClick={editor.undo} disabled={!editor.canUndo}>
              <Undo2 className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton label="Redo" shortcut="Ctrl+Shift+Z" onClick={editor.redo} disabled={!editor.canRedo}>
              <Redo2 className="size-4" aria-hidden="true" />
            </IconButton>
          </div>
        </div>

        {editor.restored && (
          <p role="status" className="rounded-md border border-emerald-300/30 bg-emerald-400/10 px-3 py-2 text-sm text-emerald-100">
            {M.restored}
          </p>
        )}
        {editor.unplaced.length > 0 && <Unplaced editor={editor} />}
        <CueHelp />

        {sections === null ? (
          <p className="flex items-center gap-2 text-neutral-400" role="status">
            <Spinner size="sm" /> {M.loading}
          </p>
        ) : sections.length === 0 ? (
          <p className="text-neutral-400">{M.emptyScript}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {sections.map((section, index) => (
              <SectionField
                key={fieldKey(sections, index)}
                label={sectionLabel(section, index, sections.length, nodeTitles)}
                section={section}
                text={texts[index] ?? ''}
                onChange={(text) => editor.setText(index, text)}
              />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/**
 * A field's identity: its node (and which of that node's sections), node-less text by its place among
 * the node-less sections — so a section added above (a change made elsewhere) does not remount the
 * field being typed in.
 */
function fieldKey(sections: readonly ScriptSection[], index: number): string {
  const nodeId = sections[index]!.nodeId;
  const nth = sections.slice(0, index).filter((s) => s.nodeId === nodeId).length;
  return `${nodeId === null ? 'own' : `node:${nodeId}`}:${nth}`;
}

function SectionField({ label, section, text, onChange }: { label: string; section: ScriptSection; text: string; onChange: (text: string) => void }) {
  const id = useId();
  return (
    <li className="rounded-lg border border-white/10 bg-neutral-950 focus-within:border-brand-400/70">
      <div className="flex flex-wrap items-center gap-2 border-b border-white/5 px-3 py-2">
        <label htmlFor={id} className="min-w-0 flex-1 truncate text-sm font-semibold text-neutral-100">
          {label}
        </label>
        <Chip tone={section.origin === 'edited' ? 'violet' : section.origin === 'ai' ? 'brand' : 'neutral'}>{M.origin[section.origin]}</Chip>
        {section.stale && <Chip tone="sky">{M.outOfDate}</Chip>}
        {section.orphaned && <Chip tone="amber">{M.nodeDeleted}</Chip>}
      </div>
      <textarea
        id={id}
        value={text}
        dir="auto"
        spellCheck
        onChange={(e) => onChange(e.target.value)}
        className="block min-h-20 w-full resize-y bg-transparent px-3 py-2.5 text-base leading-relaxed text-neutral-50 outline-none [field-sizing:content] placeholder:text-neutral-600"
      />
    </li>
  );
}

function SaveStatus({ editor }: { editor: Editor }) {
  const { status, message } = editor;
  return (
    <p role="status" aria-live="polite" className="flex min-w-0 items-center gap-1.5 text-xs" data-testid="script-save-status" data-status={status}>
      {status === 'saving' && <Spinner size="sm" />}
      {status === 'saved' && <Check className="size-3.5 text-emerald-400" aria-hidden="true" />}
      {status === 'error' && <CloudOff className="size-3.5 text-amber-300" aria-hidden="true" />}
      <span className={cn(status === 'error' ? 'text-amber-200' : 'text-neutral-400')}>
        {status === 'error' ? (message ?? M.notSaved) : { saved: M.saved, unsaved: M.unsaved, saving: M.saving }[status]}
      </span>
      {status !== 'error' && message && <span className="text-sky-200">— {message}</span>}
    </p>
  );
}

function Unplaced({ editor }: { editor: Editor }) {
  return (
    <div role="alert" className="rounded-md border border-amber-300/40 bg-amber-400/10 p-3 text-sm text-amber-100">
      <p className="font-medium">{M.unplacedHeading}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {editor.unplaced.map((edit, i) => (
          <li key={i}>
            <textarea
              readOnly
              value={edit.text}
              aria-label="Edit that lost its place"
              className="block w-full rounded bg-neutral-950 p-2 text-neutral-100 [field-sizing:content]"
            />
          </li>
        ))}
      </ul>
      <button type="button" onClick={editor.dismissUnplaced} className="mt-2 rounded-md border border-white/15 px-2.5 py-1 text-xs hover:bg-white/10">
        {M.dismiss}
      </button>
    </div>
  );
}

/** The cue-mark syntax, on screen where the script is written, with how each mark looks on stage. */
function CueHelp() {
  return (
    <details className="rounded-lg border border-white/10 bg-neutral-950/60 px-3 py-2 text-sm text-neutral-300" open data-testid="cue-help">
      <summary className="cursor-pointer font-medium text-neutral-100">{M.cueHeading}</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-[auto_1fr_auto]">
        {CUE_SYNTAX.map((row) => (
          <div key={row.mark} className="contents">
            <dt>
              <code className="rounded bg-white/10 px-1.5 py-0.5 font-mono text-xs text-neutral-100">{row.mark}</code>
            </dt>
            <dd className="text-neutral-400">{row.meaning}</dd>
            <dd className="hidden font-semibold text-neutral-50 sm:block" aria-hidden="true">
              {row.mark.startsWith('**') ? (
                <CueText text="**word**" />
              ) : row.mark.startsWith('[') ? (
                // Cues are sized in em of the reading text; here they get a reading-size base so they stay legible.
                <span className="text-2xl leading-none">
                  <CueText text={row.mark === '[any note]' ? '[smile]' : row.mark} slides={row.mark === '[slide]' ? [4] : undefined} />
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-neutral-500">{M.cueNote}</p>
    </details>
  );
}

const chipTones = {
  neutral: 'bg-white/10 text-neutral-300',
  brand: 'bg-brand-500/20 text-brand-200',
  violet: 'bg-violet-500/20 text-violet-200',
  sky: 'bg-sky-500/20 text-sky-200',
  amber: 'bg-amber-500/20 text-amber-200',
} as const;

function Chip({ tone, children }: { tone: keyof typeof chipTones; children: string }) {
  return <span className={cn('rounded px-1.5 py-0.5 text-[11px] font-medium tracking-wide', chipTones[tone])}>{children}</span>;
}

function IconButton({
  label,
  shortcut,
  onClick,
  disabled,
  children,
}: {
  label: string;
  shortcut: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={`${label} (${shortcut})`}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex size-8 items-center justify-center rounded-md text-neutral-300 hover:bg-white/10 hover:text-white disabled:opacity-30"
    >
      {children}
    </button>
  );
}
