// Dashboard (spec §2): the user's scripts with search, sort, create (Free limit), rename, play, edit,
// duplicate, download and delete. Requests live in ../api (one file each), the wiring in ../hooks.
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { useCurrentUser } from '../../../lib/current-user';
import { useNotAuthenticated } from '../hooks/use-not-authenticated';
import { useScriptActions } from '../hooks/use-script-actions';
import { useScriptList } from '../hooks/use-script-list';
import { useScriptSort } from '../hooks/use-script-sort';
import { planUsage } from '../utils/plan-usage';
import { DashboardHeader } from './dashboard-header';
import { DeleteScriptDialog } from './delete-script-dialog';
import { FreePlanBanner } from './free-plan-banner';
import { LimitReachedDialog } from './limit-reached-dialog';
import { NewScriptButton } from './new-script-button';
import { ScriptList } from './script-list';

export function DashboardPage() {
  const session = useSession();
  const user = session?.user;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useScriptSort();
  const notAuthenticated = useNotAuthenticated();

  // Refresh the user on mount, on focus, and whenever the subscription is missing (spec §4).
  useCurrentUser(!!session);

  const { scripts, cards, visible } = useScriptList({ enabled: !!session, sort, search, notAuthenticated });
  const usage = planUsage(user, cards.length);
  const actions = useScriptActions({ signedIn: !!session, atLimit: usage.atLimit, notAuthenticated });

  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <DashboardHeader
        count={cards.length}
        search={search}
        onSearch={setSearch}
        sort={sort}
        onSort={setSort}
        action={
          <NewScriptButton
            tooltip={usage.createTooltip}
            onCreate={actions.createScript}
            disabled={usage.atLimit}
            creating={actions.creating}
          />
        }
      />

      {usage.isFree && user && <FreePlanBanner used={usage.used} />}

      <section className="mt-8" aria-label="Script list">
        <ScriptList
          signedIn={!!session}
          scripts={{
            isPending: scripts.isPending,
            isError: scripts.isError,
            hasData: !!scripts.data,
            error: scripts.error,
            refetch: () => void scripts.refetch(),
          }}
          cards={cards}
          visible={visible}
          search={search}
          onClearSearch={() => setSearch('')}
          onCreate={actions.createScript}
          atLimit={usage.atLimit}
          creating={actions.creating}
          cardActions={actions.cardActions}
        />
      </section>

      <DeleteScriptDialog
        script={actions.pendingDelete}
        deleting={actions.deleting}
        onCancel={actions.cancelDelete}
        onConfirm={actions.confirmDelete}
      />
      <LimitReachedDialog message={actions.limitMessage} onClose={actions.closeLimit} />
    </main>
  );
}
