// Comments on a script (issue 27 item 5): threads anchored on a map node or a script section, with
// replies, @mentions of people with access and resolve/reopen. They live in their own tables and never
// reach the spoken script or its exports. The API answers with these shapes and these words.

/** The longest comment, in characters (after trimming). */
export const COMMENT_MAX = 2000;

export type CommentAnchorKind = 'node' | 'section';
/** What a thread is about: a map node's id or a script section's id. */
export interface CommentAnchor {
  kind: CommentAnchorKind;
  id: string;
}

/** A person in a comment: the display name presence uses (the e-mail's local part), never the e-mail. */
export interface CommentPerson {
  id: string;
  name: string;
}

export interface ScriptComment {
  id: string;
  /** null once the author's account is deleted. */
  author: CommentPerson | null;
  body: string;
  mentions: CommentPerson[];
  createdAt: string;
  editedAt: string | null;
}

export interface CommentThread {
  id: string;
  anchor: CommentAnchor;
  resolved: boolean;
  resolvedBy: CommentPerson | null;
  resolvedAt: string | null;
  createdAt: string;
  /** Oldest first; the first one opened the thread. */
  comments: ScriptComment[];
}

export const COMMENT_MESSAGES = {
  empty: 'Write a comment first.',
  tooLong: 'A comment can be up to 2,000 characters.',
  badMention: 'You can only mention people who have access to this script.',
  gone: 'That comment no longer exists.',
  notYours: 'Only the person who wrote a comment (or the script’s owner) can delete it.',
} as const;
