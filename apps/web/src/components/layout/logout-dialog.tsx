// Asked before a logout while edits wait on this device for the server (issue 23, item 7): keep them
// and the session ('Save when online', also Escape and the backdrop), or log out and delete them.
import { useRef } from 'react';
import { CloudOff } from 'lucide-react';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { LOGOUT_DIALOG_TEXT } from './logout-messages';

export interface LogoutDialogProps {
  /** How many scripts have edits waiting on this device. */
  scripts: number;
  onKeep: () => void;
  onDiscard: () => void;
}

export default function LogoutDialog({ scripts, onKeep, onDiscard }: LogoutDialogProps) {
  const T = LOGOUT_DIALOG_TEXT;
  // The choice that loses nothing has the focus first.
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      onClose={onKeep}
      initialFocusRef={keep}
      title={T.title}
      description={T.description(scripts)}
      icon={
        <div className="flex size-10 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <CloudOff className="size-5" aria-hidden="true" />
        </div>
      }
      footer={
        <>
          <Button variant="outline" onClick={onDiscard}>
            {T.discard}
          </Button>
          <Button ref={keep} onClick={onKeep}>
            {T.keep}
          </Button>
        </>
      }
    />
  );
}
