// /settings/profile route.
import { ProfileSettings } from '../../features/settings/components/profile-settings';

export function Component() {
  return <ProfileSettings />;
}
