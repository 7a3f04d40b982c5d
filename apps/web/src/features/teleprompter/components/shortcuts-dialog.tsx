// Keyboard shortcuts help: every teleprompter key in one list, in the shared Modal (focus trap, Escape).
import { Keyboard } from 'lucide-react';
import { Button, Modal, ShortcutList } from '../../../components/ui';
import { TELEPROMPTER_SHORTCUTS } from '../utils/shortcuts';

export interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Hides the full-screen key where the browser cannot go full screen. */
  fullscreenSupported: boolean;
}

export function ShortcutsDialog({ open, onClose, fullscreenSupported }: ShortcutsDialogProps) {
  const shortcuts = TELEPROMPTER_SHORTCUTS.filter((s) => fullscreenSupported || s.command !== 'fullscreen');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="Keys work anywhere on the teleprompter except while typing in a field."
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50">
          <Keyboard className="size-5 text-brand-600" aria-hidden="true" />
        </span>
      }
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <ShortcutList rows={shortcuts.map((s) => ({ id: s.command, label: s.label, keys: s.display }))} />
      <p className="mt-3 text-xs text-slate-500">The mouse wheel or trackpad also moves the text.</p>
    </Modal>
  );
}
