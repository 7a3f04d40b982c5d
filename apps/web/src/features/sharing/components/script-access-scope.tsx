// What a script screen's route wraps it in (issue 27): the caller's role, and for the owner the Share
// command with its dialog — given to the editor and the teleprompter through ScriptAccessProvider.
import { useMemo, useState, type ReactNode } from 'react';
import { ScriptAccessProvider, type ScriptAccessValue } from '../../../components/script-access/script-access';
import { useScriptAccessInfo } from '../api/get-script-access';
import { ShareDialog } from './share-dialog';

export function ScriptAccessScope({ mindMapId, children }: { mindMapId: string | undefined; children: ReactNode }) {
  const info = useScriptAccessInfo(mindMapId).data;
  // The open dialog's heading title ('' for the generic "Share script"); null while closed.
  const [sharing, setSharing] = useState<string | null>(null);
  const access = info?.access ?? null;
  const value = useMemo<ScriptAccessValue>(
    () => ({ access, ownerEmail: info?.ownerEmail ?? null, onShare: access === 'owner' ? (title?: string) => setSharing(title?.trim() ?? '') : undefined }),
    [access, info?.ownerEmail],
  );
  return (
    <ScriptAccessProvider value={value}>
      {children}
      {mindMapId && value.onShare && (
        <ShareDialog mindMapId={mindMapId} title={sharing || undefined} open={sharing !== null} onClose={() => setSharing(null)} />
      )}
    </ScriptAccessProvider>
  );
}
