// The strips above the reading area: a local or offline copy on screen, its save once the network is
// back, or script edits not saved yet.
import type { LocalCopySaveNotice } from '../hooks/use-local-copy-save';
import { TELEPROMPTER_MESSAGES } from '../messages';

export interface StageNoticesProps {
  localCopy: boolean;
  localSave: LocalCopySaveNotice | null;
  offline: boolean;
  /** Why typed script edits are not saved, or null. */
  unsavedEdits: string | null;
  /** The script's presenter settings could not be saved (kept in this browser until they are), or null. */
  settingsNotSaved?: string | null;
}

export function StageNotices({ localCopy, localSave, offline, unsavedEdits, settingsNotSaved = null }: StageNoticesProps) {
  return (
    <>
      {localCopy && <Notice>{TELEPROMPTER_MESSAGES.localCopy}</Notice>}
      {localSave && <Notice alert={localSave.alert}>{localSave.message}</Notice>}
      {offline && <Notice>{TELEPROMPTER_MESSAGES.offlineCopy}</Notice>}
      {unsavedEdits && <Notice alert>{unsavedEdits}</Notice>}
      {settingsNotSaved && <Notice alert>{settingsNotSaved}</Notice>}
    </>
  );
}

function Notice({ alert = false, children }: { alert?: boolean; children: string }) {
  return (
    <p
      role={alert ? 'alert' : 'status'}
      className="shrink-0 border-b border-amber-300/40 bg-amber-400/15 px-4 py-2 text-center text-sm font-medium text-amber-200"
    >
      {children}
    </p>
  );
}
