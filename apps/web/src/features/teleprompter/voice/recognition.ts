// The Web Speech API's SpeechRecognition, as much of it as Follow voice uses. TypeScript's DOM types do
// not carry it (browsers ship it as `SpeechRecognition` or `webkitSpeechRecognition`), so it is typed here.

export interface RecognitionAlternative {
  readonly transcript: string;
}

export interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative;
}

export interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult };
}

export interface RecognitionErrorEvent {
  readonly error: string;
  readonly message?: string;
}

export interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  maxAlternatives?: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(track?: MediaStreamTrack): void;
  stop(): void;
  abort(): void;
}

export type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition, or null where there is none. */
export function speechRecognition(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** What to do about a recognition error: a state to show (and stop), or null to carry on. */
export function errorState(code: string): 'denied' | 'offline' | 'noMicrophone' | 'quiet' | 'failed' | null {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return 'denied';
    case 'network':
      return 'offline';
    case 'audio-capture':
      return 'noMicrophone';
    case 'no-speech':
      return 'quiet';
    case 'aborted':
      return null;
    default:
      return 'failed';
  }
}

/** The current utterance: the final results from `resultIndex` on, and the interim transcript after them. */
export function readResults(event: RecognitionResultEvent): { finals: string[]; interim: string } {
  const finals: string[] = [];
  const interim: string[] = [];
  for (let i = event.resultIndex; i < event.results.length; i++) {
    const result = event.results[i];
    const transcript = result?.[0]?.transcript ?? '';
    if (!result || !transcript.trim()) continue;
    if (result.isFinal) finals.push(transcript);
    else interim.push(transcript);
  }
  return { finals, interim: interim.join(' ') };
}
