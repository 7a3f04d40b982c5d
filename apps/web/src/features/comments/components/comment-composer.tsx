// Writing a comment or a reply (issue 27 item 5): a text box with @mention suggestions from the people
// with access (arrows move, Enter or Tab picks, Escape closes), Ctrl/⌘+Enter posts, a count near the
// limit, Post disabled while empty. A refused or failed post says why under the box and keeps the text.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { COMMENT_MAX, type CommentPerson } from '@cuemap/shared';
import { Button } from '../../../components/ui';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCommentPeople } from '../api/get-comment-people';
import { COMMENTS_TEXT as T } from '../messages';
import { insertMention, matchPeople, mentionedIds, mentionQueryAt, type MentionQuery } from '../utils/mentions';
import { PersonAvatar } from './person-avatar';

/** The count shows from this many characters before the limit. */
const COUNT_FROM = 200;

export interface CommentComposerProps {
  mindMapId: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  onSubmit: (body: string, mentions: string[]) => Promise<unknown>;
  autoFocus?: boolean;
  /** A Cancel button (a reply box that can fold away). */
  onCancel?: () => void;
}

export function CommentComposer({ mindMapId, label, placeholder, submitLabel, onSubmit, autoFocus, onCancel }: CommentComposerProps) {
  const ids = useId();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<CommentPerson[]>([]);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const people = useCommentPeople(mindMapId, true).data ?? [];
  const matches = mention ? matchPeople(people, mention.query) : [];
  const listOpen = mention !== null && people.length > 0;

  const body = text.trim();
  const over = body.length > COMMENT_MAX;
  const canPost = body.length > 0 && !over && !pending;

  const follow = (value: string, caret: number) => {
    const next = mentionQueryAt(value, caret);
    setMention(next);
    if (next?.start !== mention?.start || next?.query !== mention?.query) setActive(0);
  };

  const pick = (person: CommentPerson) => {
    const box = boxRef.current;
    if (!mention || !box) return;
    const next = insertMention(text, box.selectionStart, mention, person);
    setText(next.text);
    setPicked((list) => (list.some((p) => p.id === person.id) ? list : [...list, person]));
    setMention(null);
    caretAfterPick.current = next.caret;
  };
  // The caret goes after the inserted name as the new text is committed, before the next key can land
  // (set a frame later, a fast typist's next letters went in before it and the caret jumped back).
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const caret = caretAfterPick.current;
    if (!box || caret === null) return;
    caretAfterPick.current = null;
    box.focus();
    box.setSelectionRange(caret, caret);
  }, [text]);

  const post = async () => {
    if (!canPost) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(body, mentionedIds(body, picked));
      setText('');
      setPicked([]);
      setMention(null);
    } catch (err) {
      setError(err instanceof ApiError && err.isNetworkError ? T.networkError : errorMessage(err, T.networkError));
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (listOpen && matches.length > 0 && !e.ctrlKey && !e.metaKey) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
        return;
      }
      if ((e.key === 'Enter' && !e.shiftKey) || e.key === 'Tab') {
        e.preventDefault();
        pick(matches[Math.min(active, matches.length - 1)]!);
        return;
      }
    }
    if (listOpen && e.key === 'Escape') {
      // Closes the suggestions only (not the panel around the box).
      e.preventDefault();
      e.stopPropagation();
      setMention(null);
      return;
    }
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void post();
    }
  };

  const listId = `${ids}-people`;
  const errorId = `${ids}-error`;
  const left = COMMENT_MAX - body.length;
  return (
    <div className="relative">
      <label htmlFor={`${ids}-box`} className="sr-only">
        {label}
      </label>
      <textarea
        id={`${ids}-box`}
        ref={boxRef}
        value={text}
        autoFocus={autoFocus}
        placeholder={placeholder}
        rows={2}
        role="combobox"
        aria-expanded={listOpen}
        aria-controls={listOpen ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={listOpen && matches.length > 0 ? `${listId}-${Math.min(active, matches.length - 1)}` : undefined}
        aria-invalid={error !== null || over}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setText(e.target.value);
          follow(e.target.value, e.target.selectionStart);
        }}
        onSelect={(e) => follow(e.currentTarget.value, e.currentTarget.selectionStart)}
        onBlur={() => setMention(null)}
        onKeyDown={onKeyDown}
        className={cn(
          'block max-h-60 min-h-16 w-full resize-none rounded-lg border bg-white px-3 py-2 text-sm leading-relaxed text-slate-900 [field-sizing:content] placeholder:text-slate-400',
          'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none',
          error || over ? 'border-red-400' : 'border-slate-300',
        )}
      />
      {listOpen && (
        <ul
          id={listId}
          role="listbox"
          aria-label={T.mentionList}
          className="absolute inset-x-0 bottom-full z-10 mb-1 max-h-56 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {matches.length === 0 ? (
            <li className="px-2.5 py-2 text-sm text-slate-500">{T.noMatch}</li>
          ) : (
            matches.map((person, i) => (
              <li
                key={person.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(person);
                }}
                onMouseEnter={() => setActive(i)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-slate-800',
                  i === active && 'bg-brand-50 text-brand-900',
                )}
              >
                <PersonAvatar person={person} size="sm" />
                <span className="truncate">@{person.name}</span>
              </li>
            ))
          )}
        </ul>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-2 flex items-center gap-2">
        <span className="hidden text-xs text-slate-400 sm:inline">{T.sendHint}</span>
        {left <= COUNT_FROM && (
          <span className={cn('text-xs tabular-nums', over ? 'font-semibold text-red-700' : 'text-slate-500')} aria-live="polite">
            {T.left(left)}
          </span>
        )}
        <div className="ml-auto flex gap-2">
          {onCancel && (
            <Button size="sm" variant="ghost" onClick={onCancel} disabled={pending}>
              {T.cancel}
            </Button>
          )}
          <Button size="sm" onClick={() => void post()} disabled={!canPost} loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
