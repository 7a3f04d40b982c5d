// /email-verified route.
import { paths } from '../../config/paths';
import { EmailVerifiedScreen } from '../../features/verify-email/components/email-verified-screen';

export function Component() {
  return <EmailVerifiedScreen authPath={paths.auth} />;
}
