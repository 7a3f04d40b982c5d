// The teleprompter's controls (spec §2): Back to Mind Map, the title, Play/Pause, Reset, Speed, the
// display options and Generate with AI with the generations left this month.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowLeft,
  AudioLines,
  Check,
  Circle,
  Film,
  MonitorSmartphone,
  Pause,
  PenLine,
  Play,
  RotateCcw,
  Sparkles,
  Square,
  Timer,
  UserPlus,
} from 'lucide-react';
import { Spinner } from '../../../components/ui';
import { useScriptAccess, ViewOnlyBadge } from '../../../components/script-access/script-access';
import { CommentsButton } from '../../../components/comments/comment-badge';
import { cn } from '../../../lib/cn';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { RECORD_MESSAGES } from '../record/messages';
import type { VoiceFollow } from '../voice/use-voice-follow';
import { VoiceStatus } from '../voice/voice-status';
import { DisplayControls, type DisplayControlsProps } from './display-controls';
import { SpeedInput } from './speed-input';

export interface TeleprompterToolbarProps {
  /** The map's editor, or the dashboard without a map. */
  backTo: string;
  title: string;
  playing: boolean;
  canPlay: boolean;
  canReset: boolean;
  onTogglePlay: () => void;
  onReset: () => void;
  wpm: number;
  onWpmChange: (wpm: number) => void;
  display: Omit<DisplayControlsProps, 'className'>;
  generating: boolean;
  remaining: number;
  onGenerate: () => void;
  /** Edit mode (issue 11): null when the script cannot be edited here (no saved script, a local copy). */
  editing: boolean;
  onToggleEdit: (() => void) | null;
  /** Rehearse mode (issue 12 item 6): null when there is nothing to rehearse. */
  rehearsing?: boolean;
  onToggleRehearse?: (() => void) | null;
  /** Remote and second screen (issue 13): null without a saved script; `connected` says who is. */
  remote?: { onOpen: () => void; connected: string | null } | null;
  /** Follow voice (issue 13 item 4): the toggle and its status line; null when there is nothing to follow. */
  voice?: VoiceFollow | null;
  /** Record (issue 28): set up or stop a take (null: not available now), and the script's takes. */
  record?: { recording: boolean; onToggle: (() => void) | null; onShowTakes: () => void } | null;
  /** Who else is here (issue 27 item 4: the presence avatars). */
  people?: ReactNode;
}

export function TeleprompterToolbar(props: TeleprompterToolbarProps) {
  const { playing, generating } = props;
  // Issue 27: the owner's Share; a viewer reads and plays, but neither edits nor rehearses.
  const { onShare, readOnly } = useScriptAccess();
  return (
    <section aria-label="Teleprompter controls" data-comments-top className="z-10 shrink-0 border-b border-white/10 bg-neutral-950/95">
      <div className="mx-auto flex max-w-[100rem] flex-wrap items-center gap-1.5 px-3 py-2 sm:gap-2 sm:gap-x-3 sm:px-5 sm:py-2.5 2xl:flex-nowrap">
        <Link
          to={props.backTo}
          aria-label={TELEPROMPTER_MESSAGES.backToMindMap}
          className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-1.5 text-sm font-medium text-neutral-300 hover:bg-white/10 hover:text-white sm:px-2"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          <span className="hidden md:inline">{TELEPROMPTER_MESSAGES.backToMindMap}</span>
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-sm font-medium text-neutral-400 sm:text-center">
          {/* Until the script's title arrives the heading still names the screen. */}
          <span className="sr-only sm:not-sr-only sm:whitespace-nowrap">{props.title || 'Teleprompter'}</span>
        </h1>
        {props.people}
        <CommentsButton tone="dark" compact className="min-[360px]:hidden" />
        <ViewOnlyBadge className="max-w-[16rem] bg-amber-100 max-md:hidden" />
        {onShare && (
          <button
            type="button"
            onClick={() => onShare(props.title)}
            aria-haspopup="dialog"
            // Not on a phone, where the first row has no room: the editor's More commands and the dashboard share there.
            className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border border-white/15 px-3 text-sm font-semibold text-neutral-100 hover:bg-white/10 max-sm:hidden"
          >
            <UserPlus className="size-4" aria-hidden="true" />
            <span>Share</span>
          </button>
        )}
        <div className="order-last flex w-full flex-wrap items-center gap-2 sm:gap-x-3 2xl:order-none 2xl:w-auto 2xl:flex-nowrap">
          <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
            <button
              type="button"
              onClick={props.onTogglePlay}
              disabled={!props.canPlay}
              className={cn(
                // The largest control on a phone (issue 24 item 4): the one a presenter reaches for.
                'inline-flex h-11 min-w-24 flex-1 items-center justify-center gap-1.5 rounded-lg text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40 sm:h-9 sm:w-24 sm:flex-none sm:text-sm',
                playing ? 'bg-amber-400 text-neutral-950 hover:bg-amber-300' : 'bg-emerald-500 text-neutral-950 hover:bg-emerald-400',
              )}
            >
              {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
              {playing ? 'Pause' : 'Play'}
            </button>
            <button
              type="button"
              onClick={props.onReset}
              disabled={!props.canReset}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-white/15 px-3 text-sm font-medium text-neutral-200 hover:bg-white/10 disabled:opacity-40"
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {/* Icon only on a phone: Play takes the row's room. */}
              <span className="max-sm:sr-only">Reset</span>
            </button>
            <div className="ml-auto sm:ml-0">
              <SpeedInput value={props.wpm} onChange={props.onWpmChange} />
            </div>
            {/* Comments (issue 27 item 5): read and reply in a side sheet, never over the reading text. Here
                on a phone (in the first row below 360 px), beside the display options from sm up: the first
                row has no room left. */}
            <CommentsButton tone="dark" compact className="max-[359px]:hidden sm:hidden" />
          </div>
          <DisplayControls
            className="w-full justify-between border-t border-white/5 pt-2 sm:w-auto sm:justify-start sm:border-0 sm:pt-0 md:ml-auto 2xl:ml-0 2xl:border-l 2xl:border-white/10 2xl:pl-3"
            {...props.display}
          />
          <CommentsButton tone="dark" className="max-sm:hidden" wordClassName="sr-only 2xl:not-sr-only" />
        </div>
        {props.onToggleEdit && !readOnly && (
          <button
            type="button"
            onClick={props.onToggleEdit}
            aria-pressed={props.editing}
            title={props.editing ? 'Back to reading (E)' : 'Edit the script (E)'}
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold transition-colors sm:px-3',
              props.editing ? 'bg-white text-neutral-950 hover:bg-neutral-200' : 'border border-white/15 text-neutral-100 hover:bg-white/10',
            )}
          >
            {props.editing ? <Check className="size-4" aria-hidden="true" /> : <PenLine className="size-4" aria-hidden="true" />}
            {/* Icon only on a phone; the name is always there for assistive tech. */}
            <span className="sr-only sm:not-sr-only">{props.editing ? TELEPROMPTER_MESSAGES.edit.done : TELEPROMPTER_MESSAGES.edit.open}</span>
          </button>
        )}
        {props.onToggleRehearse && !readOnly && (
          <button
            type="button"
            // The second click of a double-click on Rehearse never ends the rehearsal it just started.
            onClick={(e) => (props.rehearsing && e.detail > 1 ? undefined : props.onToggleRehearse?.())}
            title={props.rehearsing ? 'End the rehearsal and see the report (R)' : 'Time each section as you rehearse (R)'}
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold transition-colors sm:px-3',
              props.rehearsing ? 'bg-rose-500 text-white hover:bg-rose-400' : 'border border-white/15 text-neutral-100 hover:bg-white/10',
            )}
          >
            {props.rehearsing ? <Square className="size-3.5 fill-current" aria-hidden="true" /> : <Timer className="size-4" aria-hidden="true" />}
            {/* Icon only on a phone (the red stop square while rehearsing: a label pushed the row's last
                buttons onto a second row); the name is always there for assistive tech. */}
            <span className="sr-only sm:not-sr-only">{props.rehearsing ? 'End rehearsal' : 'Rehearse'}</span>
          </button>
        )}
        {props.voice && (
          <button
            type="button"
            onClick={props.voice.toggle}
            aria-pressed={props.voice.active}
            title={props.voice.active ? TELEPROMPTER_MESSAGES.voice.titleOn : TELEPROMPTER_MESSAGES.voice.titleOff}
            data-testid="voice-button"
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold transition-colors sm:px-3',
              props.voice.active ? 'bg-emerald-500 text-neutral-950 hover:bg-emerald-400' : 'border border-white/15 text-neutral-100 hover:bg-white/10',
            )}
          >
            <AudioLines className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{TELEPROMPTER_MESSAGES.voice.button}</span>
          </button>
        )}
        {props.record && !readOnly && (
          <div className="inline-flex shrink-0 items-center" role="group" aria-label={RECORD_MESSAGES.button}>
            <button
              type="button"
              onClick={() => props.record?.onToggle?.()}
              disabled={!props.record.onToggle}
              aria-haspopup={props.record.recording ? undefined : 'dialog'}
              aria-keyshortcuts="C"
              title={props.record.recording ? RECORD_MESSAGES.titleOn : RECORD_MESSAGES.titleOff}
              data-testid="record-button"
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-l-lg px-2.5 text-sm font-semibold transition-colors disabled:opacity-40 sm:px-3',
                props.record.recording ? 'bg-red-600 text-white hover:bg-red-500' : 'border border-white/15 text-neutral-100 hover:bg-white/10',
              )}
            >
              {props.record.recording ? (
                <Square className="size-3.5 fill-current" aria-hidden="true" />
              ) : (
                <Circle className="size-3.5 fill-red-500 text-red-500" aria-hidden="true" />
              )}
              <span className="sr-only sm:not-sr-only">{props.record.recording ? RECORD_MESSAGES.stop : RECORD_MESSAGES.button}</span>
            </button>
            <button
              type="button"
              onClick={props.record.onShowTakes}
              aria-haspopup="dialog"
              aria-label={RECORD_MESSAGES.takes}
              title={RECORD_MESSAGES.takes}
              data-testid="takes-button"
              className="-ml-px inline-flex size-9 items-center justify-center rounded-r-lg border border-white/15 text-neutral-200 transition-colors hover:bg-white/10"
            >
              <Film className="size-4" aria-hidden="true" />
            </button>
          </div>
        )}
        {props.remote && !readOnly && (
          <button
            type="button"
            onClick={props.remote.onOpen}
            title={props.remote.connected ?? 'Drive this prompter from a phone, or show it on another screen'}
            data-testid="remote-button"
            className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border border-white/15 px-2.5 text-sm font-semibold text-neutral-100 sm:px-3 transition-colors hover:bg-white/10"
          >
            <MonitorSmartphone className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Remote</span>
            {props.remote.connected && (
              <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-300" data-testid="remote-connected">
                <span className="size-2 rounded-full bg-emerald-400" aria-hidden="true" />
                <span className="sr-only md:not-sr-only">{props.remote.connected}</span>
              </span>
            )}
          </button>
        )}
        {!readOnly && (
          <button
            type="button"
            onClick={props.onGenerate}
            disabled={generating}
            // On a phone an icon and the count, in the first row: Play's row is the one that stands out.
            className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg bg-brand-600 px-2.5 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60 sm:gap-2 sm:px-3"
          >
            {generating ? <Spinner size="sm" /> : <Sparkles className="size-4" aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">Generate with AI</span>
            <span className="rounded-md bg-white/15 px-1.5 py-0.5 text-xs font-medium tabular-nums">
              {props.remaining}
              <span className="sr-only sm:not-sr-only"> remaining</span>
            </span>
          </button>
        )}
      </div>
      {props.voice && <VoiceStatus voice={props.voice} />}
    </section>
  );
}
