// What Follow voice is doing, under the toolbar: 'Listening…', a gentle hint after a silence, or why it
// cannot listen (browser, microphone permission, network) with a way to dismiss the message.
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Mic, MicOff, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { TELEPROMPTER_MESSAGES } from '../messages';
import type { VoiceFollow } from './use-voice-follow';

const M = TELEPROMPTER_MESSAGES.voice;

export function voiceMessage(voice: Pick<VoiceFollow, 'state' | 'errorCode'>): string | null {
  switch (voice.state) {
    case 'off':
      return null;
    case 'failed':
      return M.failed(voice.errorCode ?? 'error');
    default:
      return M[voice.state];
  }
}

/** Just under the toolbar (its parent), above the reading area and its fading edges: a fixed layer on the body. */
export function VoiceStatus({ voice }: { voice: VoiceFollow }) {
  const message = voiceMessage(voice);
  const anchor = useRef<HTMLSpanElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!message) return;
    const place = () => setTop(anchor.current?.parentElement?.getBoundingClientRect().bottom ?? 0);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [message]);
  if (!message) return null;
  const problem = !voice.active;
  return (
    <>
      <span ref={anchor} hidden />
      {createPortal(<StatusBox voice={voice} message={message} problem={problem} top={top} />, document.body)}
    </>
  );
}

function StatusBox({ voice, message, problem, top }: { voice: VoiceFollow; message: string; problem: boolean; top: number }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 z-50 flex justify-center px-3 pt-2" style={{ top }}>
      <div
        role={problem ? 'alert' : 'status'}
        data-testid="voice-status"
        data-state={voice.state}
        className={cn(
          'pointer-events-auto flex max-w-xl items-start gap-2 rounded-xl px-3 py-2 text-sm font-medium shadow-lg',
          problem ? 'bg-rose-950/95 text-rose-100 ring-1 ring-rose-400/40' : 'bg-neutral-900/90 text-neutral-200 ring-1 ring-white/10',
        )}
      >
        {problem ? (
          <MicOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        ) : (
          <Mic className="mt-0.5 size-4 shrink-0 text-emerald-400 motion-safe:animate-pulse" aria-hidden="true" />
        )}
        <span>{message}</span>
        {problem && (
          <button type="button" onClick={voice.dismiss} aria-label={M.dismiss} className="-mr-1 rounded p-0.5 hover:bg-white/10">
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
