// Deleting the account (issue 27 item 8): the user's shared scripts, each with a choice — hand it to one
// of its editors (viewers cannot own a script) or delete it with the account (the default).
import type { AccountTransfer, SharedByMeScript } from '@cuemap/shared';
import { Alert, Button, Spinner, fieldStyles } from '../../../components/ui';
import { cx } from '../../../lib/class-names';
import { SETTINGS_TEXT as T } from '../messages';

/** Script id → the editor chosen to own it (absent: delete it). */
export type TransferChoices = Readonly<Record<string, string>>;

/** The hand-overs the choices ask for, leaving out a choice no longer offered (the editor left meanwhile). */
export function transfersFrom(scripts: readonly SharedByMeScript[], choices: TransferChoices): AccountTransfer[] {
  return scripts.flatMap((s) => {
    const to = choices[s.id];
    return to && s.people.some((p) => p.userId === to && p.role === 'editor') ? [{ mindMapId: s.id, toUserId: to }] : [];
  });
}

export interface DeleteAccountTransfersProps {
  scripts: readonly SharedByMeScript[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  choices: TransferChoices;
  onChoose: (mindMapId: string, toUserId: string | null) => void;
  disabled?: boolean;
}

export function DeleteAccountTransfers({ scripts, loading, failed, onRetry, choices, onChoose, disabled }: DeleteAccountTransfersProps) {
  if (loading) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner size="sm" /> {T.transfersLoading}
      </p>
    );
  }
  if (failed) {
    return (
      <Alert tone="error">
        <span className="block">{T.transfersFailed}</span>
        <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
          {T.transfersRetry}
        </Button>
      </Alert>
    );
  }
  if (!scripts?.length) return null;
  return (
    <section aria-labelledby="delete-account-shared" className="space-y-2">
      <h3 id="delete-account-shared" className="text-sm font-medium text-slate-900">
        {T.transfersTitle}
      </h3>
      <p className="text-sm text-slate-600">{T.transfersIntro}</p>
      <ul className="space-y-2">
        {scripts.map((s) => {
          const editors = s.people.filter((p) => p.role === 'editor');
          const title = s.title || T.untitled;
          return (
            <li key={s.id} className="rounded-lg border border-slate-200 px-3 py-2.5">
              <p className="truncate text-sm font-medium text-slate-900">{title}</p>
              <p className="mb-1.5 text-xs text-slate-500">{T.sharedWith(s.people.length)}</p>
              {editors.length > 0 ? (
                <select
                  aria-label={T.choiceLabel(title)}
                  value={choices[s.id] ?? ''}
                  onChange={(e) => onChoose(s.id, e.target.value || null)}
                  disabled={disabled}
                  className={cx(fieldStyles, 'h-10 w-full cursor-pointer border-slate-300 px-2')}
                >
                  <option value="">{T.deleteScript}</option>
                  {editors.map((p) => (
                    <option key={p.userId} value={p.userId}>
                      {T.transferTo(p.email)}
                    </option>
                  ))}
                </select>
              ) : (
                <p className="text-xs text-slate-600">{T.viewersOnly}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
