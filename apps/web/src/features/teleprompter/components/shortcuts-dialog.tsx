// Keyboard shortcuts help: every teleprompter key in one list, in the shared Modal (focus trap, Escape).
import { Fragment } from 'react';
import { Keyboard } from 'lucide-react';
import { Button, Modal } from '../../../components/ui';
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
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="shortcut-list">
        {shortcuts.map((s) => (
          <div key={s.command} className="flex items-center justify-between gap-4 px-4 py-2.5">
            <dt className="text-sm text-slate-700">{s.label}</dt>
            <dd className="flex shrink-0 items-center gap-1.5 text-xs text-slate-400">
              {s.display.map((k, i) => (
                <Fragment key={k}>
                  {i > 0 && <span>or</span>}
                  <kbd className="inline-flex h-6 min-w-6 items-center justify-center rounded-md border border-slate-300 bg-slate-50 px-1.5 font-sans text-xs font-semibold text-slate-700 shadow-[0_1px_0_0] shadow-slate-300">
                    {k}
                  </kbd>
                </Fragment>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-500">The mouse wheel or trackpad also moves the text.</p>
    </Modal>
  );
}
