// "Anyone with the link can view": a switch (off by default), the link with Copy, and New link.
// The server shows a link's token only in the answer that made it, so a link made earlier can be
// replaced but not shown again.
import { useId, useState } from 'react';
import { Copy, Globe, RefreshCw } from 'lucide-react';
import type { CreatedViewLink } from '@cuemap/shared';
import { cx } from '../../../lib/class-names';
import { Button, useToast } from '../../../components/ui';
import { useCreateViewLink } from '../api/create-view-link';
import { useRevokeViewLink } from '../api/revoke-view-link';
import { SHARING_TEXT as T } from '../messages';
import { sharingError } from '../utils/people';

export function ViewLinkSection({ mindMapId, on: stored }: { mindMapId: string; on: boolean }) {
  const [created, setCreated] = useState<CreatedViewLink | null>(null);
  // What this dialog just did wins over the list until it is refetched.
  const [override, setOverride] = useState<boolean | null>(null);
  const on = override ?? stored;
  const headingId = useId();
  const create = useCreateViewLink(mindMapId);
  const revoke = useRevokeViewLink(mindMapId);
  const toast = useToast();
  const busy = create.isPending || revoke.isPending;
  const fail = (err: Error) => toast.error(sharingError(err));

  function makeLink(regenerate: boolean) {
    create.mutate(undefined, {
      onSuccess: (link) => {
        setCreated(link);
        setOverride(true);
        if (regenerate) toast.success(T.linkRegenerated);
      },
      onError: fail,
    });
  }

  function toggle() {
    if (!on) return makeLink(false);
    revoke.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        setOverride(false);
        toast.info(T.linkOff);
      },
      onError: fail,
    });
  }

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      toast.success(T.linkCopied);
    } catch {
      toast.error(T.linkCopyFailed);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-slate-500 ring-1 ring-slate-200">
          <Globe className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-sm font-medium text-slate-900">
            {T.linkHeading}
          </h3>
          <p className="mt-0.5 text-xs text-slate-500">{on ? T.linkHint : T.linkOffHint}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={headingId}
          disabled={busy}
          onClick={toggle}
          className={cx(
            'relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60',
            on ? 'bg-brand-600' : 'bg-slate-300',
          )}
        >
          <span className={cx('inline-block size-5 rounded-full bg-white shadow transition-transform', on ? 'translate-x-5' : 'translate-x-0.5')} />
        </button>
      </div>
      {on && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
          {created ? (
            <input
              readOnly
              aria-label={T.linkLabel}
              value={created.url}
              onFocus={(e) => e.currentTarget.select()}
              className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 font-mono text-xs text-slate-700"
            />
          ) : (
            <p className="min-w-0 flex-1 text-xs text-slate-500">{T.linkHidden}</p>
          )}
          <div className="flex gap-2">
            {created && (
              <Button size="sm" onClick={() => void copy()} icon={<Copy className="size-3.5" aria-hidden="true" />} className="flex-1 sm:flex-none">
                {T.linkCopy}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              loading={create.isPending}
              disabled={busy}
              onClick={() => makeLink(true)}
              icon={<RefreshCw className="size-3.5" aria-hidden="true" />}
              className="flex-1 sm:flex-none"
            >
              {T.linkRegenerate}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
