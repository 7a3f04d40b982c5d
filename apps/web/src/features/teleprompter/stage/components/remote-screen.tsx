// The phone remote (issue 13 item 1), opened from a pairing link without signing in: Play/Pause,
// previous/next section, speed, the section list, the current section and the time. Every press goes
// to the prompter over the socket; the round trip of the last one is shown beside the status.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Minus, Pause, Play, Plus, Unplug } from 'lucide-react';
import type { StageCommand } from '@cuemap/shared';
import { cn } from '../../../../lib/cn';
import { TELEPROMPTER_MESSAGES } from '../../messages';
import { formatDuration } from '../../utils/reading-time';
import { useDeviceLink, type DeviceLink } from '../hooks/use-device-link';
import { STAGE_UI } from '../messages';
import { StatusPill } from './status-pill';

const M = STAGE_UI.remote;

/** A clock that runs on between the prompter's updates while it plays (4 times a second). */
function useNow(running: boolean) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  return running ? now : 0;
}

function useOnline() {
  return useSyncExternalStore(
    (cb) => {
      window.addEventListener('online', cb);
      window.addEventListener('offline', cb);
      return () => {
        window.removeEventListener('online', cb);
        window.removeEventListener('offline', cb);
      };
    },
    () => navigator.onLine,
  );
}

export function RemoteScreen({ token }: { token: string }) {
  const link = useDeviceLink(token);
  const online = useOnline();
  if (link.ended) return <LinkEnded message={link.ended} />;
  return <RemoteControls link={link} online={online} />;
}

export function LinkEnded({ message }: { message: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-neutral-950 p-6 text-white">
      <div className="max-w-sm text-center" role="alert">
        <Unplug className="mx-auto size-10 text-neutral-500" aria-hidden="true" />
        <p className="mt-4 text-lg leading-relaxed text-neutral-200">{message}</p>
      </div>
    </main>
  );
}

function RemoteControls({ link, online }: { link: DeviceLink; online: boolean }) {
  const { state, prompter, status } = link;
  const ready = status === 'open' && prompter && state !== null;
  const playing = state?.playing ?? false;
  const now = useNow(ready && playing);
  const since = ready && playing && now ? now - link.stateAt : 0;
  const elapsed = state ? (state.elapsedMs + since) / 1000 : 0;
  const remaining = state ? Math.max(0, state.remainingMs - since) / 1000 : 0;
  const sections = state?.sections ?? [];
  const current = state ? Math.min(state.position.section, Math.max(0, sections.length - 1)) : 0;
  const press = (command: StageCommand) => {
    if (link.send(command)) navigator.vibrate?.(8);
  };

  return (
    <div className="min-h-dvh bg-neutral-950">
      <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 px-4 pt-4 pb-6 text-white select-none" data-testid="remote">
        <header className="flex items-start justify-between gap-3">
          <h1 className="min-w-0 truncate text-base font-semibold" data-testid="remote-title">
            {state?.title ?? 'Cuemap remote'}
          </h1>
          <StatusPill status={status} online={online} prompter={prompter} latency={link.latency} />
        </header>

        {status === 'open' && !prompter && (
          <p role="status" className="rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-100">
            {M.noPrompter}
          </p>
        )}

        <section aria-label={M.now} className="rounded-2xl bg-neutral-900 p-4 ring-1 ring-white/10">
          <p className="text-xs font-medium tracking-wide text-neutral-400 uppercase">
            {M.now}
            {sections.length > 1 && ` · ${current + 1} / ${sections.length}`}
          </p>
          <p className="mt-1 line-clamp-2 text-xl font-semibold" data-testid="remote-section">
            {sections[current]?.title || '—'}
          </p>
          <p className="mt-3 flex gap-4 text-sm text-neutral-300 tabular-nums">
            <span>
              <span className="text-neutral-500">{M.elapsed} </span>
              <span data-testid="remote-elapsed">{formatDuration(elapsed)}</span>
            </span>
            <span>
              <span className="text-neutral-500">{M.remaining} </span>
              <span data-testid="remote-remaining">{formatDuration(remaining)}</span>
            </span>
          </p>
        </section>

        {state?.slide && <SlideCue slide={state.slide} />}

        <button
          type="button"
          disabled={!ready}
          onClick={() => press({ kind: 'toggle' })}
          aria-label={state?.countdown != null ? M.cancelCountdown : playing ? M.pause : M.play}
          className={cn(
            'flex h-24 items-center justify-center gap-3 rounded-2xl text-2xl font-semibold transition active:scale-[0.98] disabled:opacity-40',
            playing ? 'bg-neutral-100 text-neutral-950' : 'bg-brand-600 text-white',
          )}
        >
          {state?.countdown != null ? (
            M.startsIn(state.countdown)
          ) : playing ? (
            <>
              <Pause className="size-8" aria-hidden="true" /> {M.pause}
            </>
          ) : (
            <>
              <Play className="size-8" aria-hidden="true" /> {M.play}
            </>
          )}
        </button>

        <div className="grid grid-cols-2 gap-3">
          <BigButton label={M.previous} disabled={!ready} onClick={() => press({ kind: 'previous' })}>
            <ChevronLeft className="size-6" aria-hidden="true" /> {M.previous}
          </BigButton>
          <BigButton label={M.next} disabled={!ready} onClick={() => press({ kind: 'next' })}>
            {M.next} <ChevronRight className="size-6" aria-hidden="true" />
          </BigButton>
        </div>

        <div className="flex items-center justify-between gap-3 rounded-2xl bg-neutral-900 p-2 ring-1 ring-white/10" role="group" aria-label={M.speed}>
          <BigButton label={M.slower} disabled={!ready} onClick={() => press({ kind: 'slower' })} compact>
            <Minus className="size-6" aria-hidden="true" />
          </BigButton>
          <p className="text-center tabular-nums" aria-live="polite">
            <span className="text-2xl font-semibold" data-testid="remote-wpm">
              {state ? Math.round(state.wpm) : '—'}
            </span>{' '}
            <span className="text-sm text-neutral-400">{M.wpm}</span>
          </p>
          <BigButton label={M.faster} disabled={!ready} onClick={() => press({ kind: 'faster' })} compact>
            <Plus className="size-6" aria-hidden="true" />
          </BigButton>
        </div>

        <section aria-label={M.sections} className="min-h-0 flex-1">
          <h2 className="mb-2 text-xs font-medium tracking-wide text-neutral-400 uppercase">{M.sections}</h2>
          {sections.length === 0 ? (
            <p className="text-sm text-neutral-500">{M.noSections}</p>
          ) : (
            <ol className="flex flex-col gap-1">
              {sections.map((s, i) => (
                <li key={i}>
                  <button
                    type="button"
                    disabled={!ready}
                    aria-current={i === current ? 'true' : undefined}
                    onClick={() => press({ kind: 'goTo', section: i })}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm disabled:opacity-40',
                      i === current ? 'bg-brand-600/25 text-white ring-1 ring-brand-400/50' : 'text-neutral-300 hover:bg-white/5',
                    )}
                  >
                    <span className="w-5 shrink-0 text-right text-xs text-neutral-500 tabular-nums">{i + 1}</span>
                    <span className="truncate">{s.title || '—'}</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>
      </main>
    </div>
  );
}

/**
 * The slide cue (issue 29 item 3): while a [slide] mark is at the prompter's reading line, "▶ Slide 4" in
 * amber and "Advance the deck now"; afterwards, quietly, the slide the deck should be on.
 */
function SlideCue({ slide }: { slide: { number: number; due: boolean } }) {
  const S = TELEPROMPTER_MESSAGES.slideCue;
  return (
    <section
      aria-label={S.remoteLabel}
      aria-live="polite"
      data-testid="remote-slide"
      data-due={slide.due ? 'true' : undefined}
      className={cn(
        'flex items-center justify-between gap-3 rounded-2xl px-4 py-3 transition-colors',
        slide.due ? 'bg-amber-400 text-neutral-950' : 'bg-neutral-900 text-neutral-300 ring-1 ring-white/10',
      )}
    >
      <p className={cn('text-sm', slide.due ? 'font-semibold' : 'text-neutral-400')}>{slide.due ? S.remoteDue : S.remoteOn}</p>
      <p className={cn('font-bold tabular-nums', slide.due ? 'text-2xl' : 'text-lg')}>
        {slide.due && <span aria-hidden="true">▶ </span>}
        {S.badge(slide.number)}
      </p>
    </section>
  );
}

function BigButton({
  label,
  disabled,
  onClick,
  compact,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'flex items-center justify-center gap-1 rounded-2xl bg-neutral-800 font-medium text-white ring-1 ring-white/10 transition active:scale-[0.97] active:bg-neutral-700 disabled:opacity-40',
        compact ? 'size-16' : 'h-16 text-base',
      )}
    >
      {children}
    </button>
  );
}
