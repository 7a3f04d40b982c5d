// Listen on stage while rehearsing (issue 28 item 2): a toggle under the Rehearsing badge, what it is
// doing (or why it cannot listen: the rehearsal goes on either way), and the notice asked the first
// time — the browser may send the audio to its vendor.
import { Mic, MicOff, X } from 'lucide-react';
import { Button, Modal } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { COACH_MESSAGES as M } from './messages';
import type { CoachListen } from './use-coach-listen';

function problem(listen: Pick<CoachListen, 'state' | 'errorCode'>): string | null {
  switch (listen.state) {
    case 'off':
    case 'listening':
      return null;
    case 'failed':
      return M.failed(listen.errorCode ?? 'error');
    default:
      return M[listen.state];
  }
}

export function ListenToggle({ listen }: { listen: CoachListen }) {
  const message = problem(listen);
  const listening = listen.state === 'listening';
  return (
    <div className="absolute top-12 left-3 z-20 flex max-w-[min(28rem,calc(100%-1.5rem))] flex-col items-start gap-2">
      <button
        type="button"
        aria-pressed={listen.on}
        title={listen.on ? M.listenOn : M.listenOff}
        data-testid="listen-button"
        // A click leaves the keys to the stage (Space plays and pauses), as the toolbar's buttons do.
        onClick={(event) => {
          listen.toggle();
          if (event.detail > 0) event.currentTarget.blur();
        }}
        className={cn(
          'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-400',
          listen.on
            ? 'bg-emerald-500/90 text-neutral-950 ring-emerald-300 hover:bg-emerald-400'
            : 'bg-neutral-900/90 text-neutral-100 ring-white/15 hover:bg-neutral-800',
        )}
      >
        {listen.on ? <Mic className="size-3.5" aria-hidden="true" /> : <MicOff className="size-3.5" aria-hidden="true" />}
        {M.listen}
        {listening && (
          <span className="relative ml-0.5 flex size-1.5" aria-hidden="true">
            <span className="absolute inset-0 animate-ping rounded-full bg-neutral-950 opacity-50 motion-reduce:animate-none" />
            <span className="relative size-1.5 rounded-full bg-neutral-950" />
          </span>
        )}
        <span className="sr-only">{listening ? `: ${M.listening}` : ''}</span>
      </button>
      {message && (
        <div role="alert" className="flex items-start gap-2 rounded-lg bg-amber-950/85 px-3 py-2 text-xs text-amber-100 ring-1 ring-amber-300/30">
          <span className="min-w-0 flex-1">{message}</span>
          <button type="button" onClick={listen.dismiss} aria-label={M.dismiss} className="rounded p-0.5 text-amber-200 hover:bg-white/10">
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}

/** The notice before the first Listen: what it does, and that the browser may send audio to its vendor. */
export function ListenConsent({ listen }: { listen: CoachListen }) {
  return (
    <Modal
      open={listen.consent.open}
      onClose={listen.consent.cancel}
      title={M.consentTitle}
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-emerald-50">
          <Mic className="size-5 text-emerald-600" aria-hidden="true" />
        </span>
      }
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={listen.consent.cancel}>
            {M.consentCancel}
          </Button>
          <Button onClick={listen.consent.accept} icon={<Mic className="size-4" aria-hidden="true" />}>
            {M.consentAccept}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-600">
        <p>{M.consentBody}</p>
        <p className="font-medium text-slate-800">{M.consentVendor}</p>
      </div>
    </Modal>
  );
}
