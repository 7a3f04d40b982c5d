// Dashboard (spec §2): the user's scripts with search, sort, create (Free limit), import (picker or a
// dropped file), rename, play, edit, duplicate, export and delete. Requests live in ../api (one file each), the wiring in ../hooks.
import { useState, type ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { useCurrentUser } from '../../../lib/current-user';
import { useToast } from '../../../components/ui';
import { useFileDrop } from '../hooks/use-file-drop';
import { useImport } from '../hooks/use-import';
import { useNotAuthenticated } from '../hooks/use-not-authenticated';
import { useScriptActions } from '../hooks/use-script-actions';
import { useScriptList } from '../hooks/use-script-list';
import { useScriptSort } from '../hooks/use-script-sort';
import { planUsage } from '../utils/plan-usage';
import { DashboardHeader } from './dashboard-header';
import { DeleteScriptDialog } from './delete-script-dialog';
import { ExportDialog } from './export-dialog';
import { FreePlanBanner } from './free-plan-banner';
import { ImportButton } from './import-button';
import { ImportDropOverlay } from './import-drop-overlay';
import { ImportNotice } from './import-notice';
import { LimitReachedDialog } from './limit-reached-dialog';
import { NewScriptButton } from './new-script-button';
import { ScriptList } from './script-list';
import { DASHBOARD_TEXT as T } from '../messages';
import type { ScriptCard } from '../utils/script-cards';

export interface DashboardPageProps {
  /** The Share dialog for one of the user's scripts (features/sharing, passed in by the route); without it cards offer no Share. */
  renderShareDialog?: (script: { id: string; title: string } | null, onClose: () => void) => ReactNode;
  /** Below the user's own scripts: the scripts shared with them (issue 27). */
  sharedSection?: ReactNode;
}

export function DashboardPage({ renderShareDialog, sharedSection }: DashboardPageProps = {}) {
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
  const toast = useToast();
  const [sharing, setSharing] = useState<ScriptCard | null>(null);
  const cardActions = (card: ScriptCard) => ({
    ...actions.cardActions(card),
    onShare: renderShareDialog ? () => setSharing(card) : undefined,
    currentUserId: user?.id,
  });
  const imports = useImport({ signedIn: !!session, atLimit: usage.atLimit, notAuthenticated, onLimit: actions.showLimit });
  const dragging = useFileDrop({ enabled: !!session, onFile: imports.start, onMany: () => toast.info(T.dropOneFile) });
  const importButton = (props: { label?: string; variant?: 'outline' | 'primary'; className?: string } = {}) => (
    <ImportButton onFile={imports.start} disabled={usage.atLimit} importing={imports.importing} {...props} />
  );

  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <DashboardHeader
        count={scripts.data ? cards.length : null}
        search={search}
        onSearch={setSearch}
        sort={sort}
        onSort={setSort}
        action={
          <>
            {importButton()}
            <NewScriptButton tooltip={usage.createTooltip} onCreate={actions.createScript} disabled={usage.atLimit} />
          </>
        }
      />

      <ImportNotice notice={imports.notice} onOpen={imports.open} onDismiss={imports.dismiss} />

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
          onSample={actions.openSample}
          atLimit={usage.atLimit}
          creatingSample={actions.creatingSample}
          importAction={importButton({ label: T.importEmptyButton, className: 'w-full sm:w-auto' })}
          cardActions={cardActions}
        />
      </section>

      {session && sharedSection}

      {renderShareDialog?.(sharing, () => setSharing(null))}
      <DeleteScriptDialog script={actions.pendingDelete} deleting={actions.deleting} onCancel={actions.cancelDelete} onConfirm={actions.confirmDelete} />
      <ExportDialog script={actions.exporting} onClose={actions.closeExport} notAuthenticated={notAuthenticated} />
      <LimitReachedDialog message={actions.limitMessage} onClose={actions.closeLimit} />
      <ImportDropOverlay active={dragging} />
    </main>
  );
}
