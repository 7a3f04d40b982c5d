// Record while reading (issue 28 item 3): opens the camera and microphone the presenter chose, records
// with the browser's MediaRecorder from the moment the countdown ends, and keeps each take in this
// browser (take-store.ts). Every failure becomes a RecordProblem with its own message (item 4); none
// of them touches the prompter. The stream is published for speech recognition (capture-stream.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { publishCapture, stopStream } from './capture-stream';
import { useRecordPrefs, type RecordPrefs } from './record-prefs';
import { mediaProblem, MIN_FREE_BYTES, recordingSupported, storageProblem, type RecordProblem } from './record-problems';
import { pickMimeType } from './recording-format';
import { storageLeft, takeStore, type TakeMeta } from './take-store';

/** setup: the dialog is open (devices, preview); armed: the countdown runs; review: the take just made. */
export type RecorderPhase = 'idle' | 'setup' | 'armed' | 'recording' | 'saving' | 'review';

export interface RecordedTake {
  meta: TakeMeta;
  blob: Blob;
  /** Kept in IndexedDB (false: storage full — only this download is left). */
  stored: boolean;
}

export interface RecorderInput {
  scriptId: string;
  title: string;
}

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

function constraints(prefs: RecordPrefs, exact: boolean): MediaStreamConstraints {
  const device = (id: string | null) => (exact && id ? { deviceId: { exact: id } } : {});
  return {
    audio: { ...device(prefs.microphoneId), echoCancellation: true, noiseSuppression: true },
    video: prefs.audioOnly ? false : { ...device(prefs.cameraId), width: { ideal: 1280 }, height: { ideal: 720 } },
  };
}

export function useRecorder({ scriptId, title }: RecorderInput) {
  const [prefs, updatePrefs] = useRecordPrefs();
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [problem, setProblem] = useState<RecordProblem | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [take, setTake] = useState<RecordedTake | null>(null);
  /** Bumped when a take is stored or deleted: the Takes list reads again. */
  const [revision, setRevision] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  /** Ignores a getUserMedia answer that arrives after a newer request or a close. */
  const request = useRef(0);
  const latest = useRef({ scriptId, title, prefs });
  useEffect(() => {
    latest.current = { scriptId, title, prefs };
  });

  const release = useCallback(() => {
    request.current++;
    stopStream(streamRef.current);
    streamRef.current = null;
    setStream(null);
    publishCapture(null);
  }, []);

  const readDevices = useCallback(async () => {
    try {
      setDevices(await navigator.mediaDevices.enumerateDevices());
    } catch {
      setDevices([]);
    }
  }, []);

  const acquire = useCallback(
    async (choice: RecordPrefs) => {
      release();
      const ticket = ++request.current;
      setProblem(null);
      if (!recordingSupported()) return setProblem({ kind: 'unsupported' });
      let next: MediaStream;
      try {
        next = await navigator.mediaDevices.getUserMedia(constraints(choice, true));
      } catch (error) {
        const name = (error as { name?: string })?.name;
        // A remembered device that is gone: the default one instead.
        const gone = (choice.cameraId || choice.microphoneId) && (name === 'NotFoundError' || name === 'OverconstrainedError');
        try {
          if (!gone) throw error;
          next = await navigator.mediaDevices.getUserMedia(constraints(choice, false));
        } catch (final) {
          if (ticket === request.current) setProblem(mediaProblem(final, !choice.audioOnly));
          return;
        }
      }
      if (ticket !== request.current) return stopStream(next);
      streamRef.current = next;
      setStream(next);
      publishCapture(next);
      // Labels are readable once the browser has granted access.
      void readDevices();
    },
    [release, readDevices],
  );

  const open = useCallback(() => {
    setTake(null);
    setPhase('setup');
    if (!recordingSupported()) return setProblem({ kind: 'unsupported' });
    void acquire(latest.current.prefs);
  }, [acquire]);

  const choose = useCallback(
    (patch: Partial<RecordPrefs>) => {
      const next = { ...latest.current.prefs, ...patch };
      updatePrefs(patch);
      if ('cameraId' in patch || 'microphoneId' in patch || 'audioOnly' in patch) void acquire(next);
    },
    [updatePrefs, acquire],
  );

  const cancel = useCallback(() => {
    release();
    setProblem(null);
    setPhase('idle');
  }, [release]);

  /** Bytes the browser said it could still store when the take was armed (null: it does not say). */
  const room = useRef<number | null>(null);

  /** The dialog's Start: checks the storage left, then waits for the countdown (`begin`). False when it cannot start. */
  const arm = useCallback(async () => {
    if (!streamRef.current) return false;
    const left = await storageLeft();
    room.current = left;
    if (left !== null && left < MIN_FREE_BYTES) {
      setProblem({ kind: 'storageFull', left });
      return false;
    }
    setProblem(null);
    setPhase('armed');
    return true;
  }, []);

  const finish = useCallback(async (chunks: Blob[], mimeType: string, began: number) => {
    const { scriptId: id, title: name, prefs: p } = latest.current;
    const blob = new Blob(chunks, { type: mimeType || chunks[0]?.type || 'video/webm' });
    const meta: TakeMeta = {
      id: newId(),
      scriptId: id,
      title: name,
      createdAt: Date.now(),
      durationMs: Math.round(performance.now() - began),
      size: blob.size,
      mimeType: blob.type,
      audioOnly: p.audioOnly,
      rehearsalId: null,
    };
    setPhase('saving');
    let stored = true;
    try {
      await takeStore().put(meta, blob);
      // Ask once that the browser keep the takes when it is short of space (it may say no).
      void navigator.storage?.persist?.().catch(() => undefined);
    } catch (error) {
      stored = false;
      setProblem(storageProblem(error, await storageLeft()));
    }
    setTake({ meta, blob, stored });
    setRevision((r) => r + 1);
    setPhase('review');
  }, []);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  /** The countdown has ended (or there was none): recording starts now. */
  const begin = useCallback(() => {
    const current = streamRef.current;
    if (!current) return;
    let recorder: MediaRecorder;
    try {
      const mimeType = pickMimeType(latest.current.prefs.audioOnly, (t) => MediaRecorder.isTypeSupported(t));
      recorder = new MediaRecorder(current, mimeType ? { mimeType } : undefined);
    } catch (error) {
      setProblem({ kind: 'failed', name: (error as { name?: string })?.name ?? 'Error' });
      release();
      return setPhase('setup');
    }
    const chunks: Blob[] = [];
    const began = performance.now();
    let bytes = 0;
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
      bytes += e.data.size;
      // The take would no longer fit: it ends here, and what was recorded is kept.
      if (room.current !== null && bytes > room.current - MIN_FREE_BYTES / 2 && recorder.state === 'recording') {
        setProblem({ kind: 'storageRanOut' });
        recorder.stop();
      }
    };
    recorder.onstop = () => {
      recorderRef.current = null;
      setStartedAt(null);
      release();
      void finish(chunks, recorder.mimeType, began);
    };
    recorder.onerror = (e) => {
      setProblem({ kind: 'failed', name: (e as Event & { error?: { name?: string } }).error?.name ?? 'error' });
    };
    // A camera or microphone unplugged mid-take ends the take (what was recorded is kept).
    for (const track of current.getTracks()) track.addEventListener('ended', () => recorder.state !== 'inactive' && recorder.stop(), { once: true });
    recorderRef.current = recorder;
    // Chunks every second: a take is never one huge buffer held until the end.
    recorder.start(1000);
    setStartedAt(Date.now());
    setPhase('recording');
  }, [finish, release]);

  const closeReview = useCallback(() => {
    setTake(null);
    setProblem(null);
    setPhase('idle');
  }, []);

  const remove = useCallback(async (id: string) => {
    await takeStore().remove(id);
    setTake((t) => (t?.meta.id === id ? null : t));
    setRevision((r) => r + 1);
  }, []);

  const attach = useCallback(async (id: string, rehearsalId: string | null) => {
    const meta = await takeStore().attach(id, rehearsalId);
    setTake((t) => (t && meta && t.meta.id === id ? { ...t, meta } : t));
    setRevision((r) => r + 1);
    return meta;
  }, []);

  // Leaving the screen ends a take and lets the camera go.
  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder) {
        recorder.onstop = null;
        if (recorder.state !== 'inactive') recorder.stop();
      }
      stopStream(streamRef.current);
      publishCapture(null);
    },
    [],
  );

  // Leaving or reloading the page mid-take would lose it: the browser asks first.
  useEffect(() => {
    if (phase !== 'recording') return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [phase]);

  // A device plugged in or out: the dialog's lists follow.
  useEffect(() => {
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (phase !== 'setup' || !media?.addEventListener) return;
    media.addEventListener('devicechange', readDevices);
    return () => media.removeEventListener('devicechange', readDevices);
  }, [phase, readDevices]);

  return {
    phase,
    problem,
    stream,
    devices,
    prefs,
    updatePrefs,
    /** When the current take started (ms since the epoch), while recording. */
    startedAt,
    take,
    revision,
    open,
    choose,
    retry: () => void acquire(latest.current.prefs),
    cancel,
    arm,
    begin,
    stop,
    closeReview,
    remove,
    attach,
    dismissProblem: () => setProblem(null),
  };
}

export type Recorder = ReturnType<typeof useRecorder>;
