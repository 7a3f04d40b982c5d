// Dashboard card mapping (spec §3) and search (spec §5): pure functions.
export interface ScriptSummaryLike {
  _id: string;
  title?: string | null;
  description?: string | null;
  category?: string | null;
  type?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  version?: number;
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
}

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

export function toScriptCard(s: ScriptSummaryLike): ScriptCard {
  return {
    id: s._id,
    title: s.title || 'Untitled Script',
    content: s.description || 'No content provided.',
    section: s.category || 'Uncategorized',
    createdAt: dateOnly(s.createdAt),
    updatedAt: dateOnly(s.updatedAt),
    type: s.type || 'script',
  };
}

/** Case-insensitive substring match on title, content or section. */
export function filterScripts(cards: ScriptCard[], term: string): ScriptCard[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return cards;
  return cards.filter((c) => [c.title, c.content, c.section].some((f) => f.toLowerCase().includes(needle)));
}
