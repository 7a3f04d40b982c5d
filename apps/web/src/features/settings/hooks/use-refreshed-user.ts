// The signed-in user for a settings screen, refreshed from the server. A failed refresh logs out
// (lib/current-user); only a transient failure (network, 5xx) leaves the screen up with an error.
import { useCurrentUser, isTransientRefreshFailure } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';

export function useRefreshedUser() {
  const session = useSession();
  const me = useCurrentUser(!!session);

  return {
    user: session?.user,
    /** First load still running: show a placeholder instead of the stored figures. */
    loading: me.isPending && !me.data,
    /** The refresh failed transiently (network, 5xx); the stored figures may be out of date. */
    refreshFailed: me.isError && isTransientRefreshFailure(me.error),
    /** Fetch the user again (the error's "Try again"). */
    retry: () => void me.refetch(),
    retrying: me.isFetching,
  };
}
