// /settings/billing route.
import { BillingSettings } from '../../features/settings/components/billing-settings';

export function Component() {
  return <BillingSettings />;
}
