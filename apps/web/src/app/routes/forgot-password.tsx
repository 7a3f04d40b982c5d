// /forgot-password route.
import { ForgotPasswordScreen } from '../../features/password-reset/components/forgot-password-screen';

export function Component() {
  return <ForgotPasswordScreen />;
}
