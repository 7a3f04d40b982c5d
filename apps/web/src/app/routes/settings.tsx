// /settings route: sidebar layout; the index redirects to profile (router.tsx).
import { Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { SettingsLayout } from '../../features/settings/components/settings-layout';

export function Component() {
  return (
    <SettingsLayout links={{ profile: paths.settingsProfile, billing: paths.settingsBilling, password: paths.settingsPassword }}>
      <Outlet />
    </SettingsLayout>
  );
}
