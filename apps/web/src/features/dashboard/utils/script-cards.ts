// Dashboard card mapping (spec §3) and search (spec §5): pure functions.
import { plainPreviewText, type Person, type SharedWith } from '@cuemap/shared';

export interface ScriptSummaryLike {
  _id: string;
  title?: string | null;
  description?: string | null;
  category?: string | null;
  type?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  version?: number;
  /** Issue 27 item 7 (absent from an entry this browser added to the list itself). */
  lastEditedBy?: Person | null;
  lastEditedAt?: string | null;
  sharedWith?: SharedWith;
}

export interface ScriptCard {
  id: string;
  title: string;
  content: string;
  section: string;
  /** Date-only (YYYY-MM-DD). */
  createdAt: string;
  updatedAt: string;
  type: string;
  /** Who last changed the map or the script, and when (full ISO); null: not known. */
  lastEdit: { by: Person; at: string } | null;
  /** Who has access besides the owner (count, and the first few). */
  sharedWith: SharedWith;
}

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

export function toScriptCard(s: ScriptSummaryLike): ScriptCard {
  return {
    id: s._id,
    title: s.title || 'Untitled Script',
    // Previews saved before the server dropped markup from them (issue 24 item 5) read as words too.
    content: plainPreviewText(s.description ?? '') || 'No content provided.',
    section: s.category || 'Uncategorized',
    createdAt: dateOnly(s.createdAt),
    updatedAt: dateOnly(s.updatedAt),
    type: s.type || 'script',
    lastEdit: s.lastEditedBy && s.lastEditedAt ? { by: s.lastEditedBy, at: s.lastEditedAt } : null,
    sharedWith: s.sharedWith ?? { count: 0, people: [] },
  };
}

/** Case-insensitive substring match on title, content or section. */
export function filterScripts(cards: ScriptCard[], term: string): ScriptCard[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return cards;
  return cards.filter((c) => [c.title, c.content, c.section].some((f) => f.toLowerCase().includes(needle)));
}

export type ScriptSort = 'updated' | 'created' | 'title';

export const SCRIPT_SORTS: ReadonlyArray<{ value: ScriptSort; label: string }> = [
  { value: 'updated', label: 'Last edited' },
  { value: 'created', label: 'Newest first' },
  { value: 'title', label: 'Title A–Z' },
];

export function isScriptSort(value: unknown): value is ScriptSort {
  return SCRIPT_SORTS.some((s) => s.value === value);
}

const time = (value: string | null | undefined) => {
  const t = value ? Date.parse(value) : NaN;
  return Number.isNaN(t) ? 0 : t;
};
const titleCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Orders scripts for the dashboard (a new array): by the full timestamps, newest first, or by the
 * displayed title; ties keep the server's order.
 */
export function sortScripts<T extends ScriptSummaryLike>(scripts: readonly T[], sort: ScriptSort): T[] {
  const indexed = scripts.map((s, i) => ({ s, i }));
  indexed.sort((a, b) => {
    const d =
      sort === 'updated'
        ? time(b.s.updatedAt ?? b.s.createdAt) - time(a.s.updatedAt ?? a.s.createdAt)
        : sort === 'created'
          ? time(b.s.createdAt) - time(a.s.createdAt)
          : titleCollator.compare(a.s.title || 'Untitled Script', b.s.title || 'Untitled Script');
    return d || a.i - b.i;
  });
  return indexed.map((x) => x.s);
}
