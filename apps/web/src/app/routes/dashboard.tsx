// /dashboard route: the dashboard with the sharing feature's pieces (Share dialog, Shared with me) passed in.
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { ShareDialog } from '../../features/sharing/components/share-dialog';
import { SharedWithMe } from '../../features/sharing/components/shared-with-me';

export function Component() {
  return (
    <DashboardPage
      sharedSection={<SharedWithMe />}
      renderShareDialog={(script, onClose) => <ShareDialog mindMapId={script?.id ?? ''} title={script?.title} open={!!script} onClose={onClose} />}
    />
  );
}
