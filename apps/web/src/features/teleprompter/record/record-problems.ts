// Why a recording cannot start or go on, named from what the browser threw (getUserMedia's and
// IndexedDB's DOMException names), so each gets its own plain message and the prompter carries on.
export type RecordProblem =
  | { kind: 'unsupported' }
  | { kind: 'noCamera' }
  | { kind: 'noMicrophone' }
  | { kind: 'denied' }
  | { kind: 'busy' }
  | { kind: 'storageFull'; left: number }
  /** The take was stopped because the storage would not hold more (what was recorded is kept). */
  | { kind: 'storageRanOut' }
  | { kind: 'failed'; name: string };

/** Free bytes below which a take is not started: a minute of camera video is 5–20 MB. */
export const MIN_FREE_BYTES = 50 * 1024 * 1024;

const nameOf = (error: unknown) => (error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : 'Error');

/** A getUserMedia failure; `wantedVideo` says whether a camera was asked for (a missing device is then the camera). */
export function mediaProblem(error: unknown, wantedVideo: boolean): RecordProblem {
  switch (nameOf(error)) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return wantedVideo ? { kind: 'noCamera' } : { kind: 'noMicrophone' };
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return { kind: 'denied' };
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return { kind: 'busy' };
    case 'TypeError':
      return { kind: 'unsupported' };
    default:
      return { kind: 'failed', name: nameOf(error) };
  }
}

/** A storage failure (a take's write): full, or something else. */
export function storageProblem(error: unknown, left: number | null): RecordProblem {
  const name = nameOf(error);
  return name === 'QuotaExceededError' ? { kind: 'storageFull', left: Math.max(0, left ?? 0) } : { kind: 'failed', name };
}

/** Whether this browser can record at all: MediaRecorder and getUserMedia. */
export function recordingSupported(w: { MediaRecorder?: unknown; navigator?: { mediaDevices?: { getUserMedia?: unknown } } } = globalThis as never): boolean {
  return typeof w.MediaRecorder === 'function' && typeof w.navigator?.mediaDevices?.getUserMedia === 'function';
}
