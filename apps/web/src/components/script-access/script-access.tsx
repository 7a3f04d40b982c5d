// The caller's role on the open script and the Share command (issue 27), handed to the editor and the
// teleprompter by their route module: features do not import each other, so the sharing feature's dialog
// and role query reach them through this context. Without a provider: an owner with no Share command.
import { createContext, useContext, type ReactNode } from 'react';
import { Eye } from 'lucide-react';
import type { ScriptAccess } from '@cuemap/shared';

export interface ScriptAccessValue {
  /** null while the role is being read (the screens show what an owner sees until then, as before). */
  access: ScriptAccess | null;
  ownerEmail: string | null;
  /** Opens the Share dialog, headed with the script's title when the caller passes it; the owner only. */
  onShare?: (title?: string) => void;
}

const ScriptAccessContext = createContext<ScriptAccessValue>({ access: null, ownerEmail: null });

export function ScriptAccessProvider({ value, children }: { value: ScriptAccessValue; children: ReactNode }) {
  return <ScriptAccessContext.Provider value={value}>{children}</ScriptAccessContext.Provider>;
}

export function useScriptAccess(): ScriptAccessValue & { readOnly: boolean; owner: boolean } {
  const value = useContext(ScriptAccessContext);
  return { ...value, readOnly: value.access === 'viewer', owner: value.access === null || value.access === 'owner' };
}

export const viewOnlyText = (ownerEmail: string | null) =>
  ownerEmail ? `View only — ${ownerEmail} shared this script with you` : 'View only — this script was shared with you';

/** "View only — <owner> shared this script with you", for a viewer's editor and script view. */
export function ViewOnlyBadge({ className = '' }: { className?: string }) {
  const { readOnly, ownerEmail } = useScriptAccess();
  if (!readOnly) return null;
  return (
    <p
      role="status"
      className={`inline-flex min-w-0 items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-600/25 ${className}`}
    >
      <Eye className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{viewOnlyText(ownerEmail)}</span>
    </p>
  );
}
