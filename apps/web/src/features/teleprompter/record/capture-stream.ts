// The page's one camera/microphone capture (issue 28: recording and Follow voice / Listen share one
// microphone stream). The recorder publishes the stream it opened; speech recognition asks for its
// live audio track and, where the browser's recognition takes a track (`start(track)`), listens to
// that instead of opening the microphone a second time.
type Listener = () => void;

let current: MediaStream | null = null;
const listeners = new Set<Listener>();

export function publishCapture(stream: MediaStream | null): void {
  if (current === stream) return;
  current = stream;
  for (const listener of listeners) listener();
}

export function currentCapture(): MediaStream | null {
  return current;
}

/** The capture's live microphone track, or null when nothing is being captured. */
export function sharedMicrophone(): MediaStreamTrack | null {
  return current?.getAudioTracks().find((t) => t.readyState === 'live') ?? null;
}

export function subscribeCapture(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stops every track of a stream (the camera light goes off). */
export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Starts speech recognition on the recording's microphone when a take is being captured and the
 * browser's recognition takes a track (Chromium: `start(MediaStreamTrack)`); otherwise as usual. The
 * track is a clone, so stopping the take leaves recognition listening. Returns what lets the clone go.
 */
export function startRecognitionOnSharedMicrophone(recognition: { start(track?: MediaStreamTrack): void }): () => void {
  const clone = sharedMicrophone()?.clone() ?? null;
  if (clone) {
    try {
      recognition.start(clone);
      return () => clone.stop();
    } catch {
      // A recognition that refuses a track (or this one) opens the microphone itself.
      clone.stop();
    }
  }
  recognition.start();
  return () => undefined;
}
