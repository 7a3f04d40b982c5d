// The Sections panel (issue 12): every section by its node's title with its planned time; choosing
// one moves it to the reading line. Opened with its button or S; Escape closes it.
import { useEffect, useRef } from 'react';
import { ListTree, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatDuration } from '../utils/reading-time';
import { plannedSeconds, type StageSection } from '../utils/stage-sections';

export interface SectionsPanelProps {
  sections: readonly StageSection[];
  wpm: number;
  /** The section at the reading line when the panel opened. */
  current: number;
  onChoose: (index: number) => void;
  onClose: () => void;
}

export function SectionsPanel({ sections, wpm, current, onChoose, onClose }: SectionsPanelProps) {
  const currentRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    currentRef.current?.focus();
    currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <nav
      aria-label="Sections"
      data-testid="sections-panel"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
      className="absolute inset-y-0 right-0 z-30 flex w-full flex-col border-white/10 bg-neutral-900 shadow-2xl sm:max-w-sm sm:border-l"
    >
      <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3">
        <ListTree className="size-4 text-neutral-400" aria-hidden="true" />
        <h2 className="flex-1 text-sm font-semibold text-white">Sections</h2>
        <span className="text-xs text-neutral-500 tabular-nums">at {wpm} WPM</span>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close sections"
          className="inline-flex size-8 items-center justify-center rounded-md text-neutral-400 hover:bg-white/10 hover:text-white"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <ol className="min-h-0 flex-1 overflow-y-auto p-2">
        {sections.map((s) => (
          <li key={s.index}>
            <button
              type="button"
              ref={s.index === current ? currentRef : undefined}
              aria-current={s.index === current ? 'location' : undefined}
              onClick={() => onChoose(s.index)}
              className={cn(
                'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-400',
                s.index === current ? 'bg-white/10 text-white' : 'text-neutral-300',
              )}
            >
              <span className="size-2.5 shrink-0 rounded-full ring-1 ring-white/20" style={{ background: s.color ?? '#737373' }} aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{s.label || 'Script'}</span>
              <span className="shrink-0 text-xs text-neutral-400 tabular-nums" title={`${s.words} words`}>
                {formatDuration(plannedSeconds(s.words, wpm))}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
