// Record's set-up (issue 28 item 3): camera and microphone (or audio only), a mirrored preview, and
// Start — which closes the dialog and hands over to the countdown. Problems show here in plain words.
import { Circle, Film } from 'lucide-react';
import { Button, Modal, Spinner } from '../../../components/ui';
import { RECORD_MESSAGES } from './messages';
import { RecordProblemAlert } from './record-problem-alert';
import { StreamVideo } from './stream-video';
import type { Recorder } from './use-recorder';

const M = RECORD_MESSAGES;
const selectStyle =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50';

export interface RecordDialogProps {
  recorder: Pick<Recorder, 'phase' | 'problem' | 'stream' | 'devices' | 'prefs' | 'choose' | 'retry' | 'cancel'>;
  onStart: () => void;
  onShowTakes: () => void;
}

function DeviceSelect({
  label,
  kind,
  value,
  devices,
  onChange,
  disabled,
}: {
  label: string;
  kind: MediaDeviceKind;
  value: string | null;
  devices: MediaDeviceInfo[];
  onChange: (id: string | null) => void;
  disabled?: boolean;
}) {
  const own = devices.filter((d) => d.kind === kind && d.deviceId && d.deviceId !== 'default');
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <select className={selectStyle} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)} disabled={disabled}>
        <option value="">{M.defaultDevice}</option>
        {own.map((d, i) => (
          <option key={d.deviceId} value={d.deviceId}>
            {d.label || `${label} ${i + 1}`}
          </option>
        ))}
      </select>
    </label>
  );
}

export function RecordDialog({ recorder, onStart, onShowTakes }: RecordDialogProps) {
  const { phase, problem, stream, devices, prefs, choose } = recorder;
  const open = phase === 'setup';
  const unsupported = problem?.kind === 'unsupported';
  const waiting = open && !stream && !problem;
  return (
    <Modal
      open={open}
      onClose={recorder.cancel}
      size="md"
      title={M.dialogTitle}
      description={M.dialogDescription}
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-rose-50">
          <Circle className="size-5 fill-rose-600 text-rose-600" aria-hidden="true" />
        </span>
      }
      footer={
        // On a phone the buttons stack, Start on top; from `sm` one row with Takes on the left.
        <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:items-center">
          <Button variant="ghost" onClick={onShowTakes} className="sm:mr-auto">
            <Film className="size-4" aria-hidden="true" />
            {M.takes}
          </Button>
          <Button variant="outline" onClick={recorder.cancel}>
            {M.cancel}
          </Button>
          <Button variant="danger" onClick={onStart} disabled={!stream}>
            <Circle className="size-3.5 fill-current" aria-hidden="true" />
            {M.start}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        {problem && <RecordProblemAlert problem={problem} onAudioOnly={() => choose({ audioOnly: true })} onRetry={recorder.retry} />}
        {!unsupported && (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <DeviceSelect
                label={M.camera}
                kind="videoinput"
                value={prefs.cameraId}
                devices={devices}
                onChange={(cameraId) => choose({ cameraId })}
                disabled={prefs.audioOnly}
              />
              <DeviceSelect
                label={M.microphone}
                kind="audioinput"
                value={prefs.microphoneId}
                devices={devices}
                onChange={(microphoneId) => choose({ microphoneId })}
              />
            </div>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" className="size-4 accent-brand-600" checked={prefs.audioOnly} onChange={(e) => choose({ audioOnly: e.target.checked })} />
              {M.audioOnly}
            </label>
            <div className="flex aspect-video max-h-56 w-full items-center justify-center overflow-hidden rounded-xl bg-slate-900 text-sm text-slate-300">
              {waiting ? (
                <span className="flex items-center gap-2" role="status">
                  <Spinner size="sm" /> {M.preparing}
                </span>
              ) : stream && !prefs.audioOnly && stream.getVideoTracks().length > 0 ? (
                <StreamVideo stream={stream} label={M.previewLabel} className="size-full" />
              ) : stream ? (
                <span>
                  {M.audioTake} — {M.microphone.toLowerCase()} ready
                </span>
              ) : null}
            </div>
            <p className="text-xs text-slate-500">{M.permissionNote}</p>
          </>
        )}
      </div>
    </Modal>
  );
}
