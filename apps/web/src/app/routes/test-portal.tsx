// /billing/portal/test route: the built-in test-mode customer portal.
import { TestPortalPage } from '../../features/billing/components/test-portal-page';

export function Component() {
  return <TestPortalPage />;
}
