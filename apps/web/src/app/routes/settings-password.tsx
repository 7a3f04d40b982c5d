// /settings/password route: the password change, then the other signed-in devices.
import { OtherDevices, PasswordSettings } from '../../features/settings/components/password-settings';

export function Component() {
  return (
    <div className="space-y-6">
      <PasswordSettings />
      <OtherDevices />
    </div>
  );
}
