// The dashboard's list: the scripts query, its failures reported once as §8 alerts, and the cards in
// the chosen order and filtered by the search.
import { useEffect, useMemo, useRef } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { useToast } from '../../../components/ui';
import { NotAuthenticatedError } from '../api/dashboard-session';
import { useScripts } from '../api/get-scripts';
import { DASHBOARD_TEXT as T } from '../messages';
import { filterScripts, sortScripts, toScriptCard, type ScriptSort } from '../utils/script-cards';

export function useScriptList({
  enabled,
  sort,
  search,
  notAuthenticated,
}: {
  enabled: boolean;
  sort: ScriptSort;
  search: string;
  notAuthenticated: (message: string) => void;
}) {
  const scripts = useScripts(enabled);
  const toast = useToast();

  // Report list failures once per error (spec §8); a 401 has taken the one 401 path already.
  const reported = useRef<unknown>(null);
  useEffect(() => {
    const err = scripts.error;
    if (!err || reported.current === err) return;
    reported.current = err;
    if (err instanceof NotAuthenticatedError) notAuthenticated(err.message);
    else if (isSessionExpiry(err)) return;
    else if (err instanceof ApiError && err.status === 403) toast.error(T.listForbidden(err.message));
    else toast.error(T.listFailed(errorMessage(err)));
  }, [scripts.error, notAuthenticated, toast]);

  const cards = useMemo(() => sortScripts(scripts.data ?? [], sort).map(toScriptCard), [scripts.data, sort]);
  const visible = useMemo(() => filterScripts(cards, search), [cards, search]);
  return { scripts, cards, visible };
}
