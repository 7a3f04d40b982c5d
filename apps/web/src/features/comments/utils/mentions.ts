// @mentions in a comment's text (issue 27 item 5): the word being typed after an @, putting a picked
// person's name in its place, which picked people the text still names, and the text cut into plain and
// mention pieces for showing. Plain functions, tested directly.
import type { CommentPerson } from '@cuemap/shared';

/** The characters a mention's name may hold (a display name is an e-mail's local part). */
const NAME_CHAR = /[\p{L}\p{N}._+-]/u;
/** The most people the picker lists at once. */
export const MENTION_LIMIT = 6;

export interface MentionQuery {
  /** Where its @ is. */
  start: number;
  /** What follows the @ up to the caret. */
  query: string;
}

/** The @word the caret is in, if any: an @ at the start or after a space, then name characters only. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  let i = caret;
  while (i > 0 && NAME_CHAR.test(text[i - 1]!)) i -= 1;
  if (i === 0 || text[i - 1] !== '@') return null;
  const at = i - 1;
  if (at > 0 && !/\s/.test(text[at - 1]!)) return null;
  return { start: at, query: text.slice(i, caret) };
}

/** The people whose name starts with (then contains) the query, up to MENTION_LIMIT. */
export function matchPeople(people: readonly CommentPerson[], query: string): CommentPerson[] {
  const q = query.toLowerCase();
  const starts = people.filter((p) => p.name.toLowerCase().startsWith(q));
  const contains = people.filter((p) => !p.name.toLowerCase().startsWith(q) && p.name.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, MENTION_LIMIT);
}

/** The text with `@name ` in place of the @word being typed, and the caret after it. */
export function insertMention(text: string, caret: number, mention: MentionQuery, person: CommentPerson): { text: string; caret: number } {
  const inserted = `@${person.name} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, mention.start) + inserted + after, caret: mention.start + inserted.length };
}

const named = (text: string, name: string) => {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|\\s)@${escaped}(?![\\p{L}\\p{N}_+-]|\\.[\\p{L}\\p{N}])`, 'u').test(text);
};

/** The ids of the picked people the text still names (a mention deleted from the text is not sent). */
export function mentionedIds(text: string, picked: readonly CommentPerson[]): string[] {
  return [...new Set(picked.filter((p) => named(text, p.name)).map((p) => p.id))];
}

export type BodyPiece = { text: string } | { mention: CommentPerson };

/** A comment's text cut at its mentions, for showing each mention as a name tag. */
export function splitMentions(body: string, mentions: readonly CommentPerson[]): BodyPiece[] {
  if (mentions.length === 0) return [{ text: body }];
  const names = [...mentions].sort((a, b) => b.name.length - a.name.length);
  const pieces: BodyPiece[] = [];
  let plain = '';
  let i = 0;
  while (i < body.length) {
    const person = body[i] === '@' && (i === 0 || /\s/.test(body[i - 1]!)) ? names.find((p) => body.startsWith(p.name, i + 1)) : undefined;
    const end = person ? i + 1 + person.name.length : 0;
    if (person && !(end < body.length && NAME_CHAR.test(body[end]!) && body[end] !== '.')) {
      if (plain) pieces.push({ text: plain });
      plain = '';
      pieces.push({ mention: person });
      i = end;
    } else {
      plain += body[i];
      i += 1;
    }
  }
  if (plain) pieces.push({ text: plain });
  return pieces;
}
