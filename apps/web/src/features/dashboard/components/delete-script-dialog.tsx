// Confirm Deletion (spec §2): names the script; Cancel is unavailable while the delete runs.
import { Trash2 } from 'lucide-react';
import { Button, Modal } from '../../../components/ui';
import { DASHBOARD_TEXT as T } from '../messages';
import type { ScriptCard } from '../utils/script-cards';

export function DeleteScriptDialog({
  script,
  deleting,
  onCancel,
  onConfirm,
}: {
  script: ScriptCard | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={!!script}
      onClose={() => !deleting && onCancel()}
      title={T.confirmTitle}
      description={T.confirmBody}
      icon={
        <div className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
          <Trash2 className="size-5" aria-hidden="true" />
        </div>
      }
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" loading={deleting} onClick={onConfirm}>
            Delete
          </Button>
        </>
      }
    >
      {script && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          “<span className="font-medium">{script.title}</span>” will be permanently deleted.
        </p>
      )}
    </Modal>
  );
}
