// The outline's keys in the editor's `?` help (issue 14 item 4), listed from the action objects a line
// runs for them, so the help follows the keys.
import type { ShortcutRow } from '../../../components/ui';
import { shortcutLabel } from '../components/editor-toolbar';
import { actionOutlineAddLine, actionOutlineDelete, actionOutlineIndent, actionOutlineMove, actionOutlineOutdent } from '../utils/outline-actions';

export const OUTLINE_SHORTCUT_ROWS: readonly ShortcutRow[] = [
  ...[actionOutlineAddLine, actionOutlineIndent, actionOutlineOutdent, actionOutlineMove, actionOutlineDelete].map((a) => ({
    id: `outline-${a.name}`,
    label: `Outline: ${a.label.charAt(0).toLowerCase()}${a.label.slice(1)}`,
    keys: a.shortcut ? a.shortcut.split(' / ') : [],
  })),
  { id: 'outline-walk', label: 'Outline: the line above or below', keys: ['↑', '↓'] },
  { id: 'outline-fold', label: 'Outline: fold or unfold a branch', keys: [shortcutLabel('Ctrl+↑'), shortcutLabel('Ctrl+↓')] },
  { id: 'outline-details', label: 'Outline: edit the line’s details', keys: ['Shift+Enter'] },
];
