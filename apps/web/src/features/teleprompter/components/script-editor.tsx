// Edit mode (issue 11 item 3, issue 26): each section of the script in its own field, labelled with the
// node it speaks for, bound to the section's text in the live document (typed words are saved as they
// are typed and edits from elsewhere show as they arrive), with the cue-mark syntax on screen, this
// tab's own undo/redo, and the live status (Saving…, Saved, Offline — changes waiting) beside the heading.
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef } from 'react';
import { MessageSquarePlus, Redo2, Undo2 } from 'lucide-react';
import { CUE_SYNTAX, type ScriptSection } from '@cuemap/shared';
import { Spinner } from '../../../components/ui';
import { COMMENT_MARK_TEXT, CommentBadge } from '../../../components/comments/comment-badge';
import { useComments, useCommentReveal, type CommentReveal } from '../../../components/comments/comments-context';
import { cn } from '../../../lib/cn';
import type { ScriptEditor as Editor } from '../hooks/use-script-editor';
import { useTextBinding } from '../hooks/use-text-binding';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { sectionLabel } from '../utils/stage-sections';
import { CueText } from './cue-text';
import { SectionPeers } from './section-peers';

const M = TELEPROMPTER_MESSAGES.edit;

export interface ScriptEditorProps {
  editor: Editor;
  /** Node titles by id, for the section labels. */
  nodeTitles: ReadonlyMap<string, string>;
  /** The live status line (lib's LiveStatus): the only word on saving. */
  status?: ReactNode;
  /** A section's field got the focus (presence: the others see which section each is editing). */
  onFocusSection?: (sectionId: string) => void;
}

export function ScriptEditor({ editor, nodeTitles, status, onFocusSection }: ScriptEditorProps) {
  const { sections, ids, doc } = editor;
  const listRef = useRef<HTMLOListElement>(null);
  // A thread's place in the Comments panel (issue 27 item 5): its section (or its node's) is scrolled to and focused.
  const reveal = useCallback<CommentReveal>(
    (anchor, nodeId) => {
      const index = anchor.kind === 'section' ? ids.indexOf(anchor.id) : (sections?.findIndex((s) => s.nodeId === nodeId) ?? -1);
      const item = index < 0 ? null : listRef.current?.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(ids[index]!)}"]`);
      item?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      item?.querySelector('textarea')?.focus({ preventScroll: true });
    },
    [ids, sections],
  );
  useCommentReveal(reveal);
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
    // Moving to another field starts a new undo step: each section's typing is undone on its own.
    <div className="min-h-0 flex-1 overflow-y-auto bg-neutral-900" data-testid="script-editor" onKeyDown={onKeyDown} onFocus={editor.newUndoStep}>
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-5 sm:px-6">
        <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-b border-white/10 bg-neutral-900/95 px-4 py-2 sm:-mx-6 sm:px-6">
          <h2 className="text-base font-semibold text-white">{M.heading}</h2>
          {status}
          <div className="ml-auto flex items-center gap-1">
            <IconButton label="Undo" shortcut="Ctrl+Z" onClick={editor.undo} disabled={!editor.canUndo}>
              <Undo2 className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton label="Redo" shortcut="Ctrl+Shift+Z" onClick={editor.redo} disabled={!editor.canRedo}>
              <Redo2 className="size-4" aria-hidden="true" />
            </IconButton>
          </div>
        </div>

        <CueHelp />

        {sections === null ? (
          <p className="flex items-center gap-2 text-neutral-400" role="status">
            <Spinner size="sm" /> {M.loading}
          </p>
        ) : sections.length === 0 ? (
          <p className="text-neutral-400">{M.emptyScript}</p>
        ) : (
          <ol ref={listRef} className="flex flex-col gap-4">
            {sections.map((section, index) => (
              <SectionField
                key={ids[index]}
                doc={doc}
                sectionId={ids[index]!}
                label={sectionLabel(section, index, sections.length, nodeTitles)}
                section={section}
                onFocus={onFocusSection}
              />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

interface SectionFieldProps {
  doc: Editor['doc'];
  sectionId: string;
  label: string;
  section: ScriptSection;
  onFocus?: (sectionId: string) => void;
}

function SectionField({ doc, sectionId, label, section, onFocus }: SectionFieldProps) {
  const id = useId();
  const ref = useTextBinding(doc, sectionId);
  return (
    <li
      data-section-id={sectionId}
      className="scroll-mt-16 rounded-lg border border-white/10 bg-neutral-950 focus-within:border-brand-400/70"
      onFocus={() => onFocus?.(sectionId)}
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-white/5 px-3 py-2">
        <label htmlFor={id} className="min-w-0 flex-1 truncate text-sm font-semibold text-neutral-100">
          {label}
        </label>
        <Chip tone={section.origin === 'edited' ? 'violet' : section.origin === 'ai' ? 'brand' : 'neutral'}>{M.origin[section.origin]}</Chip>
        {section.stale && <Chip tone="sky">{M.outOfDate}</Chip>}
        {section.orphaned && <Chip tone="amber">{M.nodeDeleted}</Chip>}
        <SectionPeers sectionId={sectionId} />
        <SectionComments sectionId={sectionId} label={label} />
      </div>
      <textarea
        id={id}
        ref={ref}
        dir="auto"
        spellCheck
        className="block min-h-20 w-full resize-y bg-transparent px-3 py-2.5 text-base leading-relaxed text-neutral-50 outline-none [field-sizing:content] placeholder:text-neutral-600"
      />
    </li>
  );
}

/** The section's open comments and its Comment button (issue 27 item 5; editors and the owner). */
function SectionComments({ sectionId, label }: { sectionId: string; label: string }) {
  const comments = useComments();
  if (!comments) return null;
  const anchor = { kind: 'section', id: sectionId } as const;
  return (
    <>
      <CommentBadge anchor={anchor} where={label} tone="dark" />
      {comments.canComment && (
        <button
          type="button"
          onClick={() => comments.openPanel({ anchor, compose: true })}
          aria-label={COMMENT_MARK_TEXT.commentOn(label)}
          title={COMMENT_MARK_TEXT.commentOn(label)}
          className="inline-flex size-7 items-center justify-center rounded-md text-neutral-400 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          <MessageSquarePlus className="size-4" aria-hidden="true" />
        </button>
      )}
    </>
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
