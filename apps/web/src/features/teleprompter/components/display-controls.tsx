// Display controls for the teleprompter: mirror, text size, reading guide, full screen and the shortcuts help.
import type { ReactNode } from 'react';
import { FlipHorizontal2, Keyboard, ListTree, Maximize, Minimize, Minus, Plus, ScanLine, SlidersHorizontal } from 'lucide-react';
import { cn } from '../../../lib/cn';

const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-neutral-300 transition-colors ' +
  'hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-400';
// Pressed adds a tint and a ring; text colour, hover and size stay iconButton's, as they have always looked.
const pressedStyle = 'bg-brand-500/25 ring-1 ring-brand-400/50 ring-inset';
/**
 * A mouse click leaves focus where it was, so Space still plays/pauses right after, say, a size
 * step; keyboard users still Tab to these buttons and press them as usual.
 */
const keepFocus = (e: React.MouseEvent) => e.preventDefault();
const unavailableStyle = 'cursor-not-allowed opacity-35';

function ToggleButton({
  label,
  shortcut,
  pressed,
  onClick,
  children,
}: {
  label: string;
  shortcut: string;
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={`${label} (${shortcut})`}
      onMouseDown={keepFocus}
      onClick={onClick}
      className={cn(iconButton, pressed && pressedStyle)}
    >
      {children}
    </button>
  );
}

/**
 * A step button that stays focusable at the end of its range (aria-disabled rather than disabled),
 * so a keyboard user pressing it repeatedly keeps their place.
 */
function StepButton({ label, shortcut, onStep, children }: { label: string; shortcut: string; onStep: (() => void) | null; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={onStep ? undefined : true}
      aria-keyshortcuts={shortcut}
      title={`${label} (${shortcut})`}
      onMouseDown={keepFocus}
      onClick={() => onStep?.()}
      className={cn(iconButton, !onStep && unavailableStyle)}
    >
      {children}
    </button>
  );
}

/** A button that opens a dialog. */
function DialogButton({ label, shortcut, onClick, children }: { label: string; shortcut?: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut})` : label}
      onMouseDown={keepFocus}
      onClick={onClick}
      className={iconButton}
    >
      {children}
    </button>
  );
}

export interface DisplayControlsProps {
  mirror: boolean;
  onToggleMirror: () => void;
  /** Size relative to the default for this screen, in percent. */
  sizePercent: number;
  /** Null at the end of the range. */
  onLarger: (() => void) | null;
  onSmaller: (() => void) | null;
  guide: boolean;
  onToggleGuide: () => void;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  onShowShortcuts: () => void;
  /** The Sections panel (issue 12); null when there is no script to move through. */
  onShowSections: (() => void) | null;
  onShowSettings: () => void;
  className?: string;
}

export function DisplayControls({
  mirror,
  onToggleMirror,
  sizePercent,
  onLarger,
  onSmaller,
  guide,
  onToggleGuide,
  fullscreen,
  onShowShortcuts,
  onShowSections,
  onShowSettings,
  className,
}: DisplayControlsProps) {
  return (
    // On the narrowest phones (320 px) the row wraps instead of running past the screen's edge.
    <div role="group" aria-label="Display options" className={cn('flex items-center gap-1 max-sm:flex-wrap', className)}>
      <ToggleButton label="Mirror text" shortcut="M" pressed={mirror} onClick={onToggleMirror}>
        <FlipHorizontal2 className="size-[18px]" aria-hidden="true" />
      </ToggleButton>
      <div role="group" aria-label="Text size" className="flex items-center rounded-lg border border-white/10 bg-white/[0.04]">
        <StepButton label="Smaller text" shortcut="-" onStep={onSmaller}>
          <Minus className="size-4" aria-hidden="true" />
        </StepButton>
        <span
          data-testid="text-size"
          className="min-w-10 text-center text-xs font-semibold text-neutral-200 tabular-nums select-none sm:min-w-[3.25rem]"
          title="Text size"
        >
          <span className="sr-only">Text size </span>
          {sizePercent}%
        </span>
        <StepButton label="Larger text" shortcut="+" onStep={onLarger}>
          <Plus className="size-4" aria-hidden="true" />
        </StepButton>
      </div>
      <ToggleButton label="Reading guide" shortcut="G" pressed={guide} onClick={onToggleGuide}>
        <ScanLine className="size-[18px]" aria-hidden="true" />
      </ToggleButton>
      {fullscreen.supported && (
        <ToggleButton label="Full screen" shortcut="F" pressed={fullscreen.active} onClick={fullscreen.toggle}>
          {fullscreen.active ? <Minimize className="size-[18px]" aria-hidden="true" /> : <Maximize className="size-[18px]" aria-hidden="true" />}
        </ToggleButton>
      )}
      {/* (Not on a phone, where the row needs its room: one row from 390 px, two at 320.) */}
      <span className="mx-0.5 h-5 w-px bg-white/10 max-sm:hidden" aria-hidden="true" />
      <StepButton label="Sections" shortcut="S" onStep={onShowSections}>
        <ListTree className="size-[18px]" aria-hidden="true" />
      </StepButton>
      <DialogButton label="Presenter settings" onClick={onShowSettings}>
        <SlidersHorizontal className="size-[18px]" aria-hidden="true" />
      </DialogButton>
      <DialogButton label="Keyboard shortcuts" shortcut="?" onClick={onShowShortcuts}>
        <Keyboard className="size-[18px]" aria-hidden="true" />
      </DialogButton>
    </div>
  );
}
