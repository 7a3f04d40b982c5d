// After Stop (issue 28 item 3): the take just recorded — play it, download it, delete it or keep it.
// A take the browser could not store (storage full) can still be downloaded from here.
import { Film } from 'lucide-react';
import { Alert, Button, Modal, Spinner } from '../../../components/ui';
import { RECORD_MESSAGES } from './messages';
import { problemMessage } from './record-problem-alert';
import type { RecordProblem } from './record-problems';
import { formatBytes, formatDuration } from './recording-format';
import { downloadTake, TakeButtons, TakePlayer } from './take-actions';
import type { RecordedTake } from './use-recorder';

const M = RECORD_MESSAGES;

export function TakeReview({
  saving,
  take,
  problem,
  onClose,
  onDelete,
}: {
  saving: boolean;
  take: RecordedTake | null;
  problem: RecordProblem | null;
  onClose: () => void;
  onDelete: (id: string) => void;
}) {
  return (
    <Modal
      open={saving || take !== null}
      onClose={onClose}
      size="md"
      title={M.reviewTitle}
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50">
          <Film className="size-5 text-brand-600" aria-hidden="true" />
        </span>
      }
      footer={
        <Button onClick={onClose} disabled={saving}>
          {take?.stored === false ? M.close : M.keep}
        </Button>
      }
    >
      {saving || !take ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" /> {M.saving}
        </p>
      ) : (
        <div className="flex flex-col gap-3" data-testid="take-review">
          {!take.stored ? (
            <Alert tone="error">
              <p data-testid="record-problem" data-kind={problem?.kind ?? 'storageFull'}>
                {problem && problem.kind !== 'storageFull' ? problemMessage(problem) : M.problems.notKept}
              </p>
            </Alert>
          ) : (
            <>
              {problem && (
                <Alert tone="warning">
                  <p data-testid="record-problem" data-kind={problem.kind}>
                    {problemMessage(problem)}
                  </p>
                </Alert>
              )}
              <p className="text-sm text-emerald-700" role="status">
                {M.saved}
              </p>
            </>
          )}
          <TakePlayer meta={take.meta} blob={take.blob} />
          <p className="text-sm text-slate-600 tabular-nums" data-testid="take-figures">
            {formatDuration(take.meta.durationMs)} · {formatBytes(take.meta.size)} · {take.meta.audioOnly ? M.audioTake : M.videoTake}
          </p>
          <TakeButtons onDownload={() => downloadTake(take.meta, take.blob)} onDelete={take.stored ? () => onDelete(take.meta.id) : null} />
        </div>
      )}
    </Modal>
  );
}
