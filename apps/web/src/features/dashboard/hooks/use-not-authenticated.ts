// A dashboard request was about to run without a session (spec §8): say so and go to /auth (§4).
import { useCallback } from 'react';
import { paths } from '../../../config/paths';
import { useToast } from '../../../components/ui';
import { useLogout } from '../../../lib/use-logout';

export function useNotAuthenticated() {
  const toast = useToast();
  const logout = useLogout();
  return useCallback(
    (message: string) => {
      toast.error(message);
      void logout(paths.auth);
    },
    [logout, toast],
  );
}
