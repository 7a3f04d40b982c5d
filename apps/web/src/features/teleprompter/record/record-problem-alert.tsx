// A recording problem in plain words (issue 28 item 4), with the one action that can help: record
// audio only when there is no camera, try again when access was refused or the device was busy.
import { Alert, Button } from '../../../components/ui';
import { RECORD_MESSAGES } from './messages';
import type { RecordProblem } from './record-problems';
import { formatBytes } from './recording-format';

const P = RECORD_MESSAGES.problems;

export function problemMessage(problem: RecordProblem): string {
  switch (problem.kind) {
    case 'storageFull':
      return P.storageFull(formatBytes(problem.left));
    case 'failed':
      return P.failed(problem.name);
    default:
      return P[problem.kind];
  }
}

export function RecordProblemAlert({ problem, onAudioOnly, onRetry }: { problem: RecordProblem; onAudioOnly?: () => void; onRetry?: () => void }) {
  const retry = problem.kind === 'denied' || problem.kind === 'busy' || problem.kind === 'failed' || problem.kind === 'noMicrophone';
  return (
    <Alert tone="error">
      <p data-testid="record-problem" data-kind={problem.kind}>
        {problemMessage(problem)}
      </p>
      {(problem.kind === 'noCamera' && onAudioOnly) || (retry && onRetry) ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {problem.kind === 'noCamera' && onAudioOnly && (
            <Button size="sm" variant="outline" onClick={onAudioOnly}>
              {RECORD_MESSAGES.recordAudioOnly}
            </Button>
          )}
          {retry && onRetry && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {RECORD_MESSAGES.tryAgain}
            </Button>
          )}
        </div>
      ) : null}
    </Alert>
  );
}
