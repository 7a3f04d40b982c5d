// /reset-password route (the link in the password-reset mail).
import { ResetPasswordScreen } from '../../features/password-reset/components/reset-password-screen';

export function Component() {
  return <ResetPasswordScreen />;
}
