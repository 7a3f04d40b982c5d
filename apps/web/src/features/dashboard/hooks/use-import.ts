// Import a map from a file (issue 15): the picker or a file dropped on the dashboard → upload → the
// new card (the list is refreshed) and a notice with Open. A refusal shows the server's message and
// creates nothing; the Free limit opens Limit Reached as New does.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { MIND_MAP_MESSAGES } from '@cuemap/shared';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { NotAuthenticatedError } from '../api/dashboard-session';
import { useImportScript, type ImportedScript } from '../api/import-script';
import { DASHBOARD_TEXT as T } from '../messages';

export type ImportNoticeState =
  | { kind: 'uploading'; fileName: string }
  | { kind: 'done'; fileName: string; created: ImportedScript }
  | { kind: 'failed'; fileName: string; message: string };

export function useImport({
  signedIn,
  atLimit,
  notAuthenticated,
  onLimit,
}: {
  signedIn: boolean;
  atLimit: boolean;
  notAuthenticated: (message: string) => void;
  /** Limit Reached, with the server's message. */
  onLimit: (message: string) => void;
}) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<ImportNoticeState | null>(null);

  const mutation = useImportScript({
    onSuccess: (created, file) => setNotice({ kind: 'done', fileName: file.name, created }),
    onError: (err, file) => {
      if (err instanceof NotAuthenticatedError) {
        setNotice(null);
        notAuthenticated(err.message);
      } else if (isSessionExpiry(err)) {
        setNotice(null);
      } else if (err instanceof ApiError && err.limitReached) {
        setNotice(null);
        onLimit(err.message);
      } else {
        setNotice({ kind: 'failed', fileName: file.name, message: errorMessage(err) });
      }
    },
  });
  const { mutate, isPending } = mutation;

  const start = useCallback(
    (file: File) => {
      if (!signedIn) {
        notAuthenticated(T.mustLogInToImport);
        return;
      }
      // At the Free limit the server would refuse: say so without uploading (as Duplicate does).
      if (atLimit) {
        onLimit(MIND_MAP_MESSAGES.limitReached);
        return;
      }
      if (isPending) return;
      setNotice({ kind: 'uploading', fileName: file.name });
      mutate(file);
    },
    [atLimit, isPending, mutate, notAuthenticated, onLimit, signedIn],
  );

  const open = useCallback(() => {
    if (notice?.kind === 'done') void navigate(paths.mindMap(notice.created._id));
  }, [navigate, notice]);

  return { start, importing: isPending, notice, dismiss: () => setNotice(null), open };
}
