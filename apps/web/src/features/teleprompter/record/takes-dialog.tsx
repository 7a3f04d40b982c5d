// A script's takes (issue 28 item 3), newest first, as this browser keeps them: date, length, size,
// the rehearsal each is attached to, and the storage left. Each can be played, downloaded, attached
// to a rehearsal run or deleted.
import { useEffect, useState } from 'react';
import { ChevronDown, ChevronUp, Film, Link2 } from 'lucide-react';
import type { RehearsalSummary } from '@cuemap/shared';
import { Alert, Button, EmptyState, Modal, Spinner } from '../../../components/ui';
import { RECORD_MESSAGES } from './messages';
import { formatBytes, formatDuration } from './recording-format';
import { downloadTake, TakeButtons, TakePlayer } from './take-actions';
import { storageLeft, takeStore, type TakeMeta } from './take-store';

const M = RECORD_MESSAGES;
const when = (ms: number | string) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface TakesDialogProps {
  open: boolean;
  onClose: () => void;
  scriptId: string;
  title: string;
  /** Bumped when a take is stored or deleted elsewhere: read again. */
  revision: number;
  onDelete: (id: string) => Promise<void>;
  onAttach: (id: string, rehearsalId: string | null) => Promise<unknown>;
  /** The script's stored rehearsal runs (null: none to attach to, or not loaded). */
  rehearsals: RehearsalSummary[] | null;
}

type Listing = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; takes: TakeMeta[]; left: number | null };

function TakeRow({
  meta,
  rehearsals,
  onDelete,
  onAttach,
}: {
  meta: TakeMeta;
  rehearsals: RehearsalSummary[] | null;
  onDelete: () => void;
  onAttach: (rehearsalId: string | null) => void;
}) {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [playing, setPlaying] = useState(false);
  const load = async () => blob ?? (await takeStore().media(meta.id));
  const toggle = async () => {
    if (!playing) setBlob(await load());
    setPlaying((p) => !p);
  };
  const attachedRun = rehearsals?.find((r) => r.id === meta.rehearsalId);
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="take-row" data-take-id={meta.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-slate-800">{when(meta.createdAt)}</span>
        <span className="text-sm text-slate-600 tabular-nums">
          {formatDuration(meta.durationMs)} · {formatBytes(meta.size)} · {meta.audioOnly ? M.audioTake : M.videoTake}
        </span>
        {meta.rehearsalId && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
            <Link2 className="size-3" aria-hidden="true" />
            {M.attached}
          </span>
        )}
      </div>
      {playing && blob && <TakePlayer meta={meta} blob={blob} />}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => void toggle()} aria-expanded={playing}>
          {playing ? <ChevronUp className="size-4" aria-hidden="true" /> : <ChevronDown className="size-4" aria-hidden="true" />}
          {playing ? M.close : M.play}
        </Button>
        <TakeButtons
          onDownload={() =>
            void load().then((b) => {
              if (b) downloadTake(meta, b);
            })
          }
          onDelete={onDelete}
        />
        {rehearsals && rehearsals.length > 0 && (
          <label className="ml-auto flex items-center gap-2 text-sm text-slate-600">
            <span className="sr-only sm:not-sr-only">{M.attach}</span>
            <select
              className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm"
              value={meta.rehearsalId ?? ''}
              onChange={(e) => onAttach(e.target.value || null)}
              aria-label={M.attach}
            >
              <option value="">{M.attachNone}</option>
              {/* A run no longer on the list's first page stays selectable under its id. */}
              {meta.rehearsalId && !attachedRun && <option value={meta.rehearsalId}>{M.attached}</option>}
              {rehearsals.map((r) => (
                <option key={r.id} value={r.id}>
                  {M.rehearsalOn(when(r.createdAt))} · {formatDuration(r.totalMs)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </li>
  );
}

export function TakesDialog({ open, onClose, scriptId, title, revision, onDelete, onAttach, rehearsals }: TakesDialogProps) {
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (!open) return;
    let live = true;
    Promise.all([takeStore().list(scriptId), storageLeft()])
      .then(([takes, left]) => live && setListing({ kind: 'loaded', takes, left }))
      .catch(() => live && setListing({ kind: 'error' }));
    return () => {
      live = false;
    };
  }, [open, scriptId, revision, reads]);
  const again = () => setReads((n) => n + 1);

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={M.takesOf(title || 'this script')}
      description={
        listing.kind === 'loaded' && listing.left !== null ? <span data-testid="storage-left">{M.storageLeft(formatBytes(listing.left))}</span> : undefined
      }
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50">
          <Film className="size-5 text-brand-600" aria-hidden="true" />
        </span>
      }
      footer={<Button onClick={onClose}>{M.close}</Button>}
    >
      {listing.kind === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" /> {M.loadingTakes}
        </p>
      ) : listing.kind === 'error' ? (
        <Alert tone="error">{M.takesFailed}</Alert>
      ) : listing.takes.length === 0 ? (
        <EmptyState className="py-8" icon={<Film className="size-6" aria-hidden="true" />} title={M.noTakes} />
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={M.takes}>
          {listing.takes.map((meta) => (
            <TakeRow
              key={meta.id}
              meta={meta}
              rehearsals={rehearsals}
              onDelete={() => void onDelete(meta.id).finally(again)}
              onAttach={(rehearsalId) => void onAttach(meta.id, rehearsalId).finally(again)}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}
