// The editor's one question: leaving while edits still wait to reach the server (they are kept on
// this device and sync later; the question goes by itself once they are confirmed).
import { TriangleAlert } from 'lucide-react';
import { Button, Modal } from '../../../components/ui';
import { EDITOR_MESSAGES } from '../messages';

export interface LeaveDialogProps {
  open: boolean;
  /** A new script not created yet (its creation failed): leaving loses it. */
  uncreated: boolean;
  onStay: () => void;
  onLeave: () => void;
}

export function LeaveDialog({ open, uncreated, onStay, onLeave }: LeaveDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={uncreated ? 'Leave without saving?' : 'Changes still syncing'}
      description={uncreated ? EDITOR_MESSAGES.leaveUncreated : EDITOR_MESSAGES.leavePending}
      icon={<TriangleAlert className="size-6 text-amber-500" aria-hidden="true" />}
      footer={
        <>
          <Button variant="ghost" onClick={onStay}>
            Stay
          </Button>
          <Button onClick={onLeave}>Leave</Button>
        </>
      }
    />
  );
}
