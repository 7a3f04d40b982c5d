// The editor's two questions: a save refused with 409 (reload theirs or overwrite with mine), and
// leaving with unsaved changes (stay, leave without saving, save and leave).
import { TriangleAlert } from 'lucide-react';
import { Button, Modal } from '../../../components/ui';
import { EDITOR_MESSAGES } from '../messages';

export interface ConflictDialogProps {
  open: boolean;
  onClose: () => void;
  onReload: () => void;
  onOverwrite: () => void;
}

export function ConflictDialog({ open, onClose, onReload, onOverwrite }: ConflictDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="This script changed elsewhere"
      description={EDITOR_MESSAGES.conflict}
      icon={<TriangleAlert className="size-6 text-amber-500" aria-hidden="true" />}
      footer={
        <>
          <Button variant="outline" onClick={onReload}>
            Reload latest (discard mine)
          </Button>
          <Button variant="danger" onClick={onOverwrite}>
            Overwrite with mine
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-600">Your edits stay on screen and in this browser until you choose.</p>
    </Modal>
  );
}

export interface LeaveDialogProps {
  open: boolean;
  saving: boolean;
  onStay: () => void;
  onDiscard: () => void;
  onSave: () => void;
}

export function LeaveDialog({ open, saving, onStay, onDiscard, onSave }: LeaveDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onStay}
      title="Leave without saving?"
      description="You have unsaved changes in this script. Save them before you leave, or they will be lost."
      icon={<TriangleAlert className="size-6 text-amber-500" aria-hidden="true" />}
      footer={
        <>
          <Button variant="ghost" onClick={onStay}>
            Stay
          </Button>
          <Button variant="outline" onClick={onDiscard}>
            Leave without saving
          </Button>
          <Button onClick={onSave} loading={saving}>
            Save and leave
          </Button>
        </>
      }
    />
  );
}
