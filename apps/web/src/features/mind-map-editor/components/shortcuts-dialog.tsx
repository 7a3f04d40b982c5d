// The editor's keyboard shortcuts (issue 14 item 1), opened with `?` or the header's keyboard button:
// listed from the action objects themselves, so the help never drifts from what the keys do.
import { useEffect } from 'react';
import { Keyboard } from 'lucide-react';
import { Button, Modal, ShortcutList, type ShortcutRow } from '../../../components/ui';
import { isTypingTarget } from '../../../lib/keyboard';
import { EDITOR_ACTIONS } from '../utils/actions';
import { OUTLINE_SHORTCUT_ROWS } from '../outline/outline-help';
import { shortcutLabel } from './editor-toolbar';

const ARROWS: Record<string, string> = { Left: '←', Right: '→', Up: '↑', Down: '↓' };

/** One row per action with a key; the four arrows as one row; typing a letter; this help. */
export function editorShortcutRows(): ShortcutRow[] {
  const rows: ShortcutRow[] = [];
  let arrows: ShortcutRow | null = null;
  for (const action of EDITOR_ACTIONS) {
    if (!action.shortcut) continue;
    if (action.name === 'selectNeighbour') {
      arrows ??= { id: 'arrows', label: 'Select the parent, a child or a sibling', keys: [] };
      arrows = { ...arrows, keys: [...arrows.keys, ARROWS[action.shortcut] ?? action.shortcut] };
      continue;
    }
    const keys = action.name === 'addNode' ? ['N', 'Insert'] : action.name === 'deleteNode' ? ['Delete', 'Backspace'] : [shortcutLabel(action.shortcut)];
    rows.push({ id: action.name, label: action.label, keys });
    if (action.name === 'startInlineEdit') rows.push({ id: 'type', label: 'Start the title with the letter typed', keys: ['A–Z'] });
  }
  if (arrows)
    rows.splice(
      rows.findIndex((r) => r.id === 'deselect'),
      0,
      arrows,
    );
  rows.push(...OUTLINE_SHORTCUT_ROWS, { id: 'help', label: 'Show these shortcuts', keys: ['?'] });
  return rows;
}

/** `?` opens the list (not while typing, not over another dialog). */
export function useShortcutsKey(open: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      if (document.querySelector('[role="dialog"], [role="menu"]')) return;
      e.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

export function EditorShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="With a node selected and no field focused. Every change can be undone."
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50">
          <Keyboard className="size-5 text-brand-600" aria-hidden="true" />
        </span>
      }
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <ShortcutList rows={editorShortcutRows()} />
    </Modal>
  );
}
