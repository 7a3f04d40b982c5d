// Speed (WPM) input: integer 10–500; out-of-range values are clamped and an empty field becomes 10.
import { useId, useState } from 'react';
import { Gauge } from 'lucide-react';
import { clampWpm, TELEPROMPTER_SPEED } from '@cuemap/shared';

export interface SpeedInputProps {
  value: number;
  onChange: (wpm: number) => void;
}

export function SpeedInput({ value, onChange }: SpeedInputProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function commit(raw: string) {
    const next = clampWpm(raw);
    setDraft(null);
    onChange(next);
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1.5 text-xs font-medium whitespace-nowrap text-neutral-400">
        <Gauge className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Speed (WPM)</span>
        <span className="sm:hidden" aria-hidden="true">
          WPM
        </span>
      </label>
      <input
        id={id}
        aria-label="Speed (WPM)"
        type="number"
        inputMode="numeric"
        min={TELEPROMPTER_SPEED.min}
        max={TELEPROMPTER_SPEED.max}
        step={1}
        value={draft ?? String(value)}
        onChange={(e) => {
          const raw = e.target.value;
          setDraft(raw);
          // Apply valid values while typing; out-of-range ones are clamped on commit.
          const n = Number(raw);
          if (raw.trim() !== '' && Number.isInteger(n) && n >= TELEPROMPTER_SPEED.min && n <= TELEPROMPTER_SPEED.max) onChange(n);
        }}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
        }}
        className="h-9 w-[4.5rem] rounded-lg border border-neutral-700 bg-neutral-900 px-2 text-center text-sm font-semibold text-white tabular-nums outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-400/30"
      />
    </div>
  );
}
