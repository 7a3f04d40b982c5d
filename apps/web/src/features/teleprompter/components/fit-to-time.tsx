// *Fit to N minutes* (issue 12): rewrites the whole script, or the sections chosen, so it lasts the
// target length at the current speed (±10 %), keeping one section per node. Pro/Elite; one
// teleprompter generation; works with the offline writer.
import { useState } from 'react';
import { Timer } from 'lucide-react';
import { TELEPROMPTER_SPEED, clampWpm } from '@cuemap/shared';
import { Button } from '../../../components/ui';
import { useSession } from '../../../lib/session';
import { useFitScript } from '../api/fit-script';
import { useTeleprompterText } from '../api/get-teleprompter-text';
import { formatDuration } from '../utils/reading-time';
import { plannedSeconds, type StageSection } from '../utils/stage-sections';

export interface FitToTimeProps {
  mindMapId: string;
  minutes: number | null;
  wpm: number;
  words: number;
  /** The sections on stage; those tied to the saved script's sections can be chosen. */
  sections: readonly StageSection[];
  /** Sets the script's speed (issue 24 item 2: asked first while it is still the default). */
  onWpmChange?: (wpm: number) => void;
}

export function FitToTime({ mindMapId, minutes, wpm, words, sections, onWpmChange }: FitToTimeProps) {
  const { data } = useTeleprompterText(mindMapId, true, { reader: true });
  const fit = useFitScript(mindMapId);
  const plan = useSession()?.user.subscription.plan;
  const isPaid = plan === 'pro' || plan === 'elite';
  const version = data?.version;
  const choosable = sections.filter((s): s is StageSection & { scriptIndex: number } => s.scriptIndex !== null);
  // Sections left out keep their words; none chosen = the whole script.
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
  const chosen = choosable.filter((s) => !leftOut.has(s.scriptIndex));
  const toggle = (scriptIndex: number) =>
    setLeftOut((prev) => {
      const next = new Set(prev);
      if (!next.delete(scriptIndex)) next.add(scriptIndex);
      return next;
    });
  // At the default speed the fitted script would be timed at a pace nobody chose: ask for the presenter's first.
  const [pace, setPace] = useState<string | null>(null);
  const submit = (atWpm = wpm) => {
    if (minutes === null || version === undefined || chosen.length === 0) return;
    if (pace === null && atWpm === TELEPROMPTER_SPEED.default && onWpmChange) return setPace(String(atWpm));
    setPace(null);
    const partial = leftOut.size > 0 && chosen.length < choosable.length;
    fit.mutate({ version, minutes, wpm: atWpm, ...(partial && { sections: chosen.map((s) => s.scriptIndex) }) });
  };
  const fitAtPace = () => {
    const n = clampWpm(pace ?? '');
    onWpmChange?.(n);
    submit(n);
  };
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <Timer className="size-4 text-brand-600" aria-hidden="true" /> Fit to time
      </p>
      <p className="mt-0.5 text-xs text-slate-500">
        {minutes === null
          ? 'Set a target length above, then rewrite the script to fit it.'
          : `Now ${formatDuration(plannedSeconds(words, wpm))} at ${wpm} WPM. Rewrites the chosen sections so the script lasts ${formatDuration(minutes * 60)} (±10 %). Uses 1 AI generation.`}
      </p>
      {choosable.length > 1 && (
        <details className="mt-2 text-xs text-slate-600">
          <summary className="cursor-pointer">
            Sections to rewrite: {chosen.length === choosable.length ? 'all' : `${chosen.length} of ${choosable.length}`}
          </summary>
          <ul className="mt-1.5 max-h-40 space-y-1 overflow-y-auto">
            {choosable.map((s) => (
              <li key={s.scriptIndex}>
                <label className="flex items-center gap-2">
                  <input type="checkbox" className="size-3.5 accent-brand-600" checked={!leftOut.has(s.scriptIndex)} onChange={() => toggle(s.scriptIndex)} />
                  <span className="min-w-0 flex-1 truncate">{s.label || 'Script'}</span>
                  <span className="tabular-nums text-slate-400">{formatDuration(plannedSeconds(s.words, wpm))}</span>
                </label>
              </li>
            ))}
          </ul>
        </details>
      )}
      {pace !== null && (
        <div role="group" aria-label="Your pace" className="mt-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-xs text-slate-700">
          <label htmlFor="fit-pace" className="block font-medium text-slate-900">
            Your pace first: the script is still at the default {TELEPROMPTER_SPEED.default} WPM.
          </label>
          <p>How many words a minute do you speak? (Most speakers: 130–160.) A rehearsal measures it.</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <input
              id="fit-pace"
              inputMode="numeric"
              value={pace}
              onChange={(e) => setPace(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && fitAtPace()}
              className="h-8 w-20 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            />
            <Button size="sm" onClick={fitAtPace}>
              Use this pace and fit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPace(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {/* While the pace is asked, its own button fits: a second "Fit to N min" beside it read as the same step. */}
        {pace === null && (
          <Button
            size="sm"
            disabled={!isPaid || minutes === null || version === undefined || chosen.length === 0}
            loading={fit.isPending}
            onClick={() => submit()}
          >
            {minutes === null ? 'Fit to time' : `Fit to ${minutes} min`}
          </Button>
        )}
        {!isPaid && <span className="text-xs text-slate-500">Pro and Elite plans</span>}
        {isPaid && chosen.length === 0 && <span className="text-xs text-slate-500">Choose at least one section.</span>}
        {fit.isSuccess && (
          <span role="status" className="text-xs text-emerald-700">
            Script fitted.
          </span>
        )}
      </div>
      {fit.isError && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {fit.error.message}
        </p>
      )}
    </div>
  );
}
