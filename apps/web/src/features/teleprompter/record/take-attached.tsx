// "Take attached" beside a rehearsal run (issue 28 item 3): shown when a take kept in this browser is
// attached to the run; it reads again whenever a take changes (the attach follows the run's save).
import { useEffect, useState } from 'react';
import { Film } from 'lucide-react';
import { RECORD_MESSAGES } from './messages';
import { onTakesChanged, takeStore } from './take-store';

export function TakeAttached({ scriptId, rehearsalId }: { scriptId: string | null; rehearsalId: string | null }) {
  const [attached, setAttached] = useState(false);
  useEffect(() => {
    if (!scriptId || !rehearsalId) return setAttached(false);
    let live = true;
    const read = () =>
      takeStore()
        .forRehearsal(scriptId, rehearsalId)
        .then((take) => live && setAttached(take !== null))
        .catch(() => live && setAttached(false));
    read();
    const off = onTakesChanged(read);
    return () => {
      live = false;
      off();
    };
  }, [scriptId, rehearsalId]);
  if (!attached) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-medium text-emerald-300"
      data-testid="take-attached"
    >
      <Film className="size-3" aria-hidden="true" />
      {RECORD_MESSAGES.attached}
    </span>
  );
}
