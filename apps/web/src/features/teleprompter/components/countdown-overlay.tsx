// The countdown before play starts (issue 12): a large number over the reading area; any click or
// Space (handled by the screen) cancels it.
export function CountdownOverlay({ remaining, onCancel }: { remaining: number; onCancel: () => void }) {
  return (
    <div className="absolute inset-0 z-30 flex items-center justify-center bg-neutral-950/80" onClick={onCancel} data-testid="countdown">
      <div role="timer" aria-live="assertive" aria-label={`Starting in ${remaining}`} className="flex flex-col items-center gap-3 select-none">
        <span className="text-[min(30vw,12rem)] leading-none font-bold text-white tabular-nums">{remaining}</span>
        <span className="rounded-full bg-neutral-900/90 px-3 py-1 text-sm text-neutral-300">Starting… click or press Space to cancel</span>
      </div>
    </div>
  );
}
