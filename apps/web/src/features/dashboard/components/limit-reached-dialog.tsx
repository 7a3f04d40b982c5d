// Limit Reached (spec §6): a Free user's create or duplicate refused, with the server's message when
// it says more than the modal's own text.
import { useNavigate } from 'react-router';
import { Sparkles } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, Modal } from '../../../components/ui';
import { DASHBOARD_TEXT as T } from '../messages';

export function LimitReachedDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={T.limitTitle}
      description={T.limitBody}
      icon={
        <div className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Sparkles className="size-5" aria-hidden="true" />
        </div>
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void navigate(paths.pricing)}>{T.upgradeNow}</Button>
        </>
      }
    >
      {message && message !== T.limitBody && <p className="text-sm text-slate-600">{message}</p>}
    </Modal>
  );
}
