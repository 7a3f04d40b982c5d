// Everything Record puts on the prompter (issue 28 item 3): the set-up dialog, the corner with the
// self-view and the recording indicator, the review after Stop, the Takes list, and a live region that
// tells screen readers when recording starts and stops.
import { useEffect, useState } from 'react';
import { useRehearsals } from '../api/rehearsals';
import { RECORD_MESSAGES } from './messages';
import { RecordDialog } from './record-dialog';
import { formatDuration } from './recording-format';
import { RecordingCorner } from './recording-corner';
import { TakeReview } from './take-review';
import { TakesDialog } from './takes-dialog';
import type { RecordStage } from './use-record-stage';

export interface RecordLayerProps {
  record: RecordStage;
  /** The script (mind map) id, or null for an unsaved local copy (no rehearsals to attach to). */
  mindMapId: string | null;
  scriptId: string;
  title: string;
  guideAt: number;
  lineHeight: number;
  mirrorVertical: boolean;
  topInset: number;
}

export function RecordLayer({ record, mindMapId, scriptId, title, guideAt, lineHeight, mirrorVertical, topInset }: RecordLayerProps) {
  const { recorder } = record;
  const runs = useRehearsals(mindMapId, record.takesOpen);
  const [announcement, setAnnouncement] = useState('');
  const { phase, take } = recorder;
  useEffect(() => {
    if (phase === 'recording') setAnnouncement(RECORD_MESSAGES.started);
  }, [phase]);
  const stoppedAfter = take ? formatDuration(take.meta.durationMs) : null;
  useEffect(() => {
    if (stoppedAfter) setAnnouncement(RECORD_MESSAGES.stopped(stoppedAfter));
  }, [stoppedAfter]);

  return (
    <>
      <p className="sr-only" aria-live="polite" data-testid="record-announcement">
        {announcement}
      </p>
      {phase === 'recording' && recorder.startedAt !== null && (
        <RecordingCorner
          stream={recorder.stream}
          startedAt={recorder.startedAt}
          corner={recorder.prefs.corner}
          selfViewHidden={recorder.prefs.selfViewHidden}
          guideAt={guideAt}
          lineHeight={lineHeight}
          mirrorVertical={mirrorVertical}
          topInset={topInset}
          onStop={record.toggle}
          onChange={recorder.updatePrefs}
        />
      )}
      <RecordDialog recorder={recorder} onStart={record.start} onShowTakes={record.openTakes} />
      <TakeReview
        saving={phase === 'saving'}
        take={phase === 'review' ? take : null}
        problem={recorder.problem}
        onClose={recorder.closeReview}
        onDelete={(id) => void recorder.remove(id).finally(recorder.closeReview)}
      />
      <TakesDialog
        open={record.takesOpen}
        onClose={record.closeTakes}
        scriptId={scriptId}
        title={title}
        revision={recorder.revision}
        onDelete={recorder.remove}
        onAttach={recorder.attach}
        rehearsals={runs.data?.rehearsals ?? null}
      />
    </>
  );
}
