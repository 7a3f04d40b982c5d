// /settings/password route.
import { PasswordSettings } from '../../features/settings/components/password-settings';

export function Component() {
  return <PasswordSettings />;
}
