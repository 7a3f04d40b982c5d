// /checkout/test route: the built-in test-mode checkout.
import { TestCheckoutPage } from '../../features/billing/components/test-checkout-page';

export function Component() {
  return <TestCheckoutPage />;
}
