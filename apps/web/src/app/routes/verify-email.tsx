// /verify-email route.
import { paths } from '../../config/paths';
import { VerifyEmailScreen } from '../../features/verify-email/components/verify-email-screen';

export function Component() {
  return <VerifyEmailScreen loginPath={paths.login} registerPath={paths.register} dashboardPath={paths.dashboard} />;
}
