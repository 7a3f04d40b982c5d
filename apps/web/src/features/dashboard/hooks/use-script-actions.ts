// The dashboard's actions on scripts (create, rename, play, edit, duplicate, export, delete) with
// their §8 alerts, the delete confirmation, the Export dialog and the Limit Reached modal. A 401 needs nothing here: it
// has taken the one 401 path (lib/session-expiry.ts).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_ROOT_TITLE } from '@cuemap/shared';
import { paths, type NewScriptLocationState } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { useToast } from '../../../components/ui';
import { useCreateScript } from '../api/create-script';
import { NotAuthenticatedError } from '../api/dashboard-session';
import { useDeleteScript } from '../api/delete-script';
import { useDuplicateScript } from '../api/duplicate-script';
import { useRenameScript } from '../api/rename-script';
import type { ScriptCardProps } from '../components/script-card';
import { DASHBOARD_TEXT as T } from '../messages';
import type { ScriptCard } from '../utils/script-cards';
import { sampleScript } from '../utils/sample-script';

export function useScriptActions({
  signedIn,
  atLimit,
  notAuthenticated,
}: {
  signedIn: boolean;
  atLimit: boolean;
  notAuthenticated: (message: string) => void;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const [pendingDelete, setPendingDelete] = useState<ScriptCard | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [exporting, setExporting] = useState<ScriptCard | null>(null);

  /** One failed action: log in first, the Limit Reached modal (creates only), or its §8 alert. */
  function failed(describe: (message: string) => string, { limit = false } = {}) {
    return (err: Error) => {
      if (err instanceof NotAuthenticatedError) notAuthenticated(err.message);
      else if (isSessionExpiry(err)) return;
      else if (limit && err instanceof ApiError && err.limitReached) setLimitMessage(err.message);
      else toast.error(describe(errorMessage(err)));
    };
  }

  const createSample = useCreateScript({
    onSuccess: (created) => navigate(paths.mindMap(created._id)),
    onError: failed(T.createFailed, { limit: true }),
  });
  const rename = useRenameScript({ onError: failed(T.renameFailed) });
  const duplicate = useDuplicateScript({
    onSuccess: (created) => toast.success(T.duplicated(created.title)),
    onError: failed(T.duplicateFailed, { limit: true }),
  });
  const remove = useDeleteScript({
    onSuccess: () => {
      setPendingDelete(null);
      toast.success(T.deleted);
    },
    onError: (err) => {
      setPendingDelete(null);
      failed(T.deleteFailed)(err);
    },
  });

  /**
   * New Script: the editor's unsaved new map, as the editor's own New Script opens it (issue 24 item 9);
   * it reaches the server, and the Free count, only with its first change.
   */
  function createScript() {
    if (!signedIn) {
      notAuthenticated(T.mustLogInToCreate);
      return;
    }
    const state: NewScriptLocationState = { rootTitle: DASHBOARD_ROOT_TITLE };
    void navigate(paths.newMindMap, { state });
  }

  /** The empty dashboard's sample: a real script, created as any other, then opened. */
  function openSample() {
    if (!signedIn) {
      notAuthenticated(T.mustLogInToCreate);
      return;
    }
    if (atLimit) setLimitMessage(T.limitBody);
    else createSample.mutate(sampleScript());
  }

  /** What one card's buttons and menu do. */
  function cardActions(card: ScriptCard): Omit<ScriptCardProps, 'script'> {
    return {
      onRename: (title) => rename.mutate({ id: card.id, title }),
      onPlay: () => void navigate(paths.teleprompterFor(card.id), { state: { mindMapId: card.id } }),
      onEdit: () => void navigate(paths.mindMap(card.id)),
      onDelete: () => setPendingDelete(card),
      onDuplicate: () => {
        // At the Free limit the server would refuse: say so without a round trip.
        if (atLimit) setLimitMessage(T.limitBody);
        else duplicate.mutate(card.id);
      },
      onExport: () => setExporting(card),
      busy: duplicate.isPending && duplicate.variables === card.id,
    };
  }

  return {
    createScript,
    openSample,
    creatingSample: createSample.isPending,
    cardActions,
    pendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete: () => pendingDelete && remove.mutate(pendingDelete.id),
    deleting: remove.isPending,
    limitMessage,
    closeLimit: () => setLimitMessage(null),
    /** Limit Reached with this message (an import refused at the limit). */
    showLimit: setLimitMessage,
    exporting,
    closeExport: () => setExporting(null),
  };
}
