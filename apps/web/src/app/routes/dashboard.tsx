// /dashboard route.
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

export function Component() {
  return <DashboardPage />;
}
