// *Fit to N minutes* (issue 12): rewrites the whole script to the target length at the current speed,
// keeping one section per node. Pro/Elite; one teleprompter generation; works with the offline writer.
import { Timer } from 'lucide-react';
import { Button } from '../../../components/ui';
import { useSession } from '../../../lib/session';
import { useFitScript } from '../api/fit-script';
import { useTeleprompterText } from '../api/get-teleprompter-text';
import { formatDuration } from '../utils/reading-time';

export function FitToTime({ mindMapId, minutes, wpm, words }: { mindMapId: string; minutes: number | null; wpm: number; words: number }) {
  const { data } = useTeleprompterText(mindMapId, true);
  const fit = useFitScript(mindMapId);
  const plan = useSession()?.user.subscription.plan;
  const isPaid = plan === 'pro' || plan === 'elite';
  const version = data?.version;
  const now = formatDuration((words / Math.max(1, wpm)) * 60);
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <Timer className="size-4 text-brand-600" aria-hidden="true" /> Fit to time
      </p>
      <p className="mt-0.5 text-xs text-slate-500">
        {minutes === null
          ? 'Set a target length above, then rewrite the script to fit it.'
          : `Now ${now} at ${wpm} WPM. Rewrites every section so the script lasts ${formatDuration(minutes * 60)} (±10 %). Uses 1 AI generation.`}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          disabled={!isPaid || minutes === null || version === undefined || fit.isPending}
          loading={fit.isPending}
          onClick={() => minutes !== null && version !== undefined && fit.mutate({ version, minutes, wpm })}
        >
          {minutes === null ? 'Fit to time' : `Fit to ${minutes} min`}
        </Button>
        {!isPaid && <span className="text-xs text-slate-500">Pro and Elite plans</span>}
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
