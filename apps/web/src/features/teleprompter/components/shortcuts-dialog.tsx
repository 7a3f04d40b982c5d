// Keyboard shortcuts help: every teleprompter key in one list, in the shared Modal (focus trap, Escape).
import { Keyboard } from 'lucide-react';
import { Button, Modal, ShortcutList } from '../../../components/ui';
import { KEY_COMMANDS } from '../utils/commands';

export interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Hides the full-screen key where the browser cannot go full screen. */
  fullscreenSupported: boolean;
}

export function ShortcutsDialog({ open, onClose, fullscreenSupported }: ShortcutsDialogProps) {
  const shortcuts = KEY_COMMANDS.filter((c) => c.display && (fullscreenSupported || c.name !== 'fullscreen'));
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="Keys work anywhere on the teleprompter except while typing in a field. Space always plays or pauses; Enter presses a focused button."
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50">
          <Keyboard className="size-5 text-brand-600" aria-hidden="true" />
        </span>
      }
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {/* The list scrolls on a short screen, so Done stays in reach (it was below a 900 px screen's edge). */}
      <div className="max-h-[calc(100dvh-17rem)] overflow-y-auto" data-testid="shortcut-scroll">
        <ShortcutList rows={shortcuts.map((c) => ({ id: c.name, label: c.label, keys: c.display! }))} />
      </div>
      <p className="mt-3 text-xs text-slate-500">The mouse wheel or trackpad also moves the text.</p>
    </Modal>
  );
}
