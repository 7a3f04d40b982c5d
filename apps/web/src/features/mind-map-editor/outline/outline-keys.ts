// The outline's keys (issue 14 item 4), as in MindMeister's or XMind's outline: Enter a new line, Tab /
// Shift+Tab indent / outdent, Backspace in an empty title deletes the line, ↑/↓ move between lines,
// Alt+↑/↓ move the line among its siblings, Ctrl+↑/↓ fold / unfold, Shift+Enter edits the details,
// Ctrl+Z / Ctrl+Shift+Z undo / redo through the editor's one history (while the title has unsaved typing,
// the field's own undo takes Ctrl+Z). Every change runs an action object, one undo step each.
import type { KeyboardEvent } from 'react';
import { actionRedo, actionUndo, type ActionResult, type EditorAction } from '../utils/actions';
import { actionRevealNode, actionSetBranchFolded } from '../utils/branch-actions';
import {
  actionOutlineAddLine,
  actionOutlineDelete,
  actionOutlineIndent,
  actionOutlineMove,
  actionOutlineOutdent,
  actionOutlineRename,
} from '../utils/outline-actions';
import type { OutlineRowData } from './outline-row';

export type Run = <V>(action: EditorAction<V>, value: V) => ActionResult | null | undefined;

export interface OutlineKeyContext {
  rows: readonly OutlineRowData[];
  run: Run;
  /** Puts the focus in a line's title after the next render (`select`: the title selected, to type over). */
  focusLater: (id: string, select?: boolean) => void;
  focusNow: (id: string) => void;
  openDetails: (id: string) => void;
}

/** Keeps what was typed in a line's title (blank keeps the old title). */
export function keepTitle(ctx: Pick<OutlineKeyContext, 'rows' | 'run'>, id: string, draft: string): void {
  const row = ctx.rows.find((r) => r.id === id);
  if (row && draft.trim() && draft !== row.title) ctx.run(actionOutlineRename, { id, title: draft });
}

/** Indent or outdent, then the line keeps the focus (a folded new parent unfolds to show it). */
export function shift(ctx: OutlineKeyContext, id: string, outdent: boolean): void {
  const result = ctx.run(outdent ? actionOutlineOutdent : actionOutlineIndent, id);
  if (result?.state) ctx.run(actionRevealNode, id);
  ctx.focusLater(id);
}

export function addLine(ctx: OutlineKeyContext, id: string): void {
  const result = ctx.run(actionOutlineAddLine, id);
  const created = result?.state?.selectedId;
  if (created && created !== id) ctx.focusLater(created, true);
}

export function move(ctx: OutlineKeyContext, id: string, direction: -1 | 1): void {
  ctx.run(actionOutlineMove, { id, direction });
  ctx.focusLater(id);
}

/** Handles a key in line `id`'s title; true when the outline took it (the caller stops it there). */
export function outlineKey(ctx: OutlineKeyContext, id: string, e: KeyboardEvent<HTMLInputElement>, draft: string): boolean {
  const index = ctx.rows.findIndex((r) => r.id === id);
  const row = ctx.rows[index];
  if (!row) return false;
  const mod = e.ctrlKey || e.metaKey;
  const plain = !mod && !e.altKey;
  const key = e.key;
  if (key === 'Enter' && plain) {
    keepTitle(ctx, id, draft);
    if (e.shiftKey) ctx.openDetails(id);
    else addLine(ctx, id);
    return true;
  }
  if (key === 'Tab' && plain) {
    keepTitle(ctx, id, draft);
    shift(ctx, id, e.shiftKey);
    return true;
  }
  if (key === 'Backspace' && plain && draft === '' && !row.isRoot) {
    const result = ctx.run(actionOutlineDelete, id);
    const above = result?.state?.selectedId;
    if (above) ctx.focusLater(above);
    return true;
  }
  if ((key === 'ArrowUp' || key === 'ArrowDown') && !e.shiftKey) {
    const direction = key === 'ArrowUp' ? -1 : 1;
    if (e.altKey && !mod) {
      keepTitle(ctx, id, draft);
      move(ctx, id, direction);
      return true;
    }
    if (mod && !e.altKey) {
      // Ctrl+↑ folds, Ctrl+↓ unfolds (Workflowy's keys); a line without lines under it has nothing to fold.
      if (row.hasChildren && row.collapsed !== (direction === -1)) ctx.run(actionSetBranchFolded, { id, collapsed: direction === -1 });
      return true;
    }
    if (plain) {
      keepTitle(ctx, id, draft);
      const next = ctx.rows[index + direction];
      if (next) ctx.focusNow(next.id);
      return true;
    }
  }
  if (mod && !e.altKey && (key.toLowerCase() === 'z' || key.toLowerCase() === 'y')) {
    // Typing not kept yet: the field's own undo. Otherwise the map's, as on the canvas.
    if (draft !== row.title) return false;
    const redo = key.toLowerCase() === 'y' || e.shiftKey;
    const result = ctx.run(redo ? actionRedo : actionUndo, undefined);
    // The line may have moved or gone: the selected one (still there after the step) keeps the focus.
    ctx.focusLater(result?.state?.selectedId ?? id);
    return true;
  }
  // Any other shortcut (Ctrl+S, Ctrl+Shift+O …) sees the title as typed: it is kept first.
  if (mod) keepTitle(ctx, id, draft);
  return false;
}
