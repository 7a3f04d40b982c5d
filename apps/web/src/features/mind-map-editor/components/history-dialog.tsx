// History (issue 11 item 4): the script's saved versions, newest first; choosing one previews its
// nodes and script (diffed by paragraph against the current version); *Restore this version* asks
// first when the editor has unsaved edits, then restores and lets the editor reload the map.
import { useState } from 'react';
import { History, RotateCcw } from 'lucide-react';
import type { VersionReason, VersionSummary } from '@cuemap/shared';
import { Alert, Button, Modal, Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { peopleText } from '../../../lib/people';
import { useSession } from '../../../lib/session';
import { absoluteDate, relativeTime } from '../../../lib/relative-time';
import { useRestoreVersion, useVersion, useVersions } from '../api/versions';
import { diffParagraphs } from '../utils/paragraph-diff';

export const VERSION_REASON_LABELS: Record<VersionReason, string> = {
  edit: 'Edit',
  autosave: 'Edit',
  'script-edit': 'Script edit',
  'ai-script': 'AI script',
  restore: 'Restore',
  // The script as it was right before the change named (issue 24: a hand edit is never lost to it).
  'before-ai-generate': 'Before AI generate',
  'before-ai-fit': 'Before Fit to time',
  'before-ai-rewrite': 'Before AI rewrite',
  'before-restore': 'Before restore',
};

export { absoluteDate, relativeTime };

export interface HistoryDialogProps {
  open: boolean;
  onClose: () => void;
  mindMapId: string;
  /** The editor has edits not saved yet: restoring asks first. */
  dirty: boolean;
  /** A save is under way: restoring waits for it. */
  saving: boolean;
  /** The restore succeeded: the editor reloads the map from the server. */
  onRestored: (version: VersionSummary) => void;
}

export function HistoryDialog({ open, onClose, ...rest }: HistoryDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      title="History"
      description="Saved versions of this script, newest first."
      icon={<History className="size-6 text-brand-600" aria-hidden="true" />}
    >
      {open && <HistoryBody {...rest} />}
    </Modal>
  );
}

/** "by Ana and 2 others", "by you"; empty when no one is known (a version from before authors were kept). */
export const versionAuthors = (v: VersionSummary, meId: string | undefined) => {
  const who = peopleText(v.authors, meId);
  return who ? `by ${who}` : '';
};

function HistoryBody({ mindMapId, dirty, saving, onRestored }: Omit<HistoryDialogProps, 'open' | 'onClose'>) {
  const versions = useVersions(mindMapId);
  const meId = useSession()?.user.id;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = versions.data ?? [];
  const selected = list.find((v) => v.id === selectedId) ?? null;

  if (versions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
        <Spinner size="sm" /> Loading versions...
      </p>
    );
  }
  if (versions.isError) {
    return (
      <div className="space-y-3 py-2">
        <Alert tone="error">Could not load the history: {errorMessage(versions.error)}</Alert>
        <Button variant="outline" onClick={() => void versions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (list.length === 0) {
    return <p className="py-6 text-sm text-slate-600">No saved versions yet. Each save keeps one here.</p>;
  }

  return (
    <div className="grid min-h-0 gap-4 md:grid-cols-[16rem_1fr]">
      <ul aria-label="Versions" className="max-h-[60vh] space-y-1 overflow-y-auto pr-1">
        {list.map((v) => (
          <li key={v.id}>
            <button
              type="button"
              onClick={() => setSelectedId(v.id)}
              aria-pressed={v.id === selectedId}
              className={cn(
                'w-full rounded-lg border px-3 py-2 text-left text-sm transition-colors',
                v.id === selectedId ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium text-slate-900">{VERSION_REASON_LABELS[v.reason]}</span>
                <span className="text-xs text-slate-500">{relativeTime(v.createdAt)}</span>
              </span>
              <span className="block text-xs text-slate-500">{absoluteDate(v.createdAt)}</span>
              <span className="block text-xs text-slate-600">{v.summary}</span>
              {versionAuthors(v, meId) && (
                <span className="block truncate text-xs text-slate-500" data-testid="version-authors">
                  {versionAuthors(v, meId)}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <div className="min-w-0">
        {selected ? (
          <VersionPreview
            key={selected.id}
            mindMapId={mindMapId}
            version={selected}
            currentId={list[0]!.id}
            dirty={dirty}
            saving={saving}
            onRestored={onRestored}
          />
        ) : (
          <p className="py-6 text-sm text-slate-600">Choose a version to preview it.</p>
        )}
      </div>
    </div>
  );
}

function VersionPreview({
  mindMapId,
  version,
  currentId,
  dirty,
  saving,
  onRestored,
}: {
  mindMapId: string;
  version: VersionSummary;
  currentId: string;
  dirty: boolean;
  saving: boolean;
  onRestored: (version: VersionSummary) => void;
}) {
  const detail = useVersion(mindMapId, version.id);
  const current = useVersion(mindMapId, currentId);
  const restore = useRestoreVersion(mindMapId);
  const [confirming, setConfirming] = useState(false);
  const isCurrent = version.id === currentId;
  const heading = `${VERSION_REASON_LABELS[version.reason]} · ${absoluteDate(version.createdAt)}`;

  const doRestore = () => {
    setConfirming(false);
    restore.mutate(version.id, { onSuccess: () => onRestored(version) });
  };

  if (detail.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
        <Spinner size="sm" /> Loading version...
      </p>
    );
  }
  if (detail.isError) return <Alert tone="error">Could not load this version: {errorMessage(detail.error)}</Alert>;

  const { map, script } = detail.data;
  const text = script?.content ?? '';
  const changes = !isCurrent && current.data ? diffParagraphs(current.data.script?.content ?? '', text) : null;

  return (
    <section aria-label="Version preview" className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>
      <div>
        <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Nodes</h4>
        <ol aria-label="Nodes in this version" className="mt-1 list-decimal pl-5 text-sm text-slate-800">
          {map.nodeOrder.map((id) => {
            const node = map.nodes.find((n) => n.id === id);
            return node ? <li key={id}>{node.title}</li> : null;
          })}
        </ol>
      </div>
      <div>
        <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Script</h4>
        {isCurrent && <p className="text-xs text-slate-500">This is the current version.</p>}
        {changes && (
          <p className="text-xs text-slate-500">
            Compared with the current version: <span className="text-emerald-700">green</span> paragraphs come back if you restore,{' '}
            <span className="text-red-700 line-through">red</span> ones go.
          </p>
        )}
        <div
          aria-label="Script of this version"
          role="region"
          className="mt-1 max-h-[40vh] space-y-2 overflow-y-auto rounded-lg border border-slate-200 p-3 text-sm"
        >
          {!text && !changes?.length && <p className="text-slate-500">No script text in this version.</p>}
          {changes
            ? changes.map((c, i) => (
                <p
                  key={i}
                  data-change={c.kind}
                  className={cn(
                    'whitespace-pre-wrap',
                    c.kind === 'added' && 'rounded bg-emerald-50 px-1 text-emerald-900',
                    c.kind === 'removed' && 'rounded bg-red-50 px-1 text-red-800 line-through',
                  )}
                >
                  {c.kind === 'added' && <span className="sr-only">Added: </span>}
                  {c.kind === 'removed' && <span className="sr-only">Removed: </span>}
                  {c.text}
                </p>
              ))
            : text && <p className="whitespace-pre-wrap">{text}</p>}
        </div>
      </div>
      {restore.isError && <Alert tone="error">Could not restore this version: {errorMessage(restore.error)}</Alert>}
      {confirming ? (
        <div role="alertdialog" aria-label="Restore this version?" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">Restoring replaces your unsaved changes.</p>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={doRestore} autoFocus>
              Restore anyway
            </Button>
          </div>
        </div>
      ) : (
        !isCurrent && (
          <Button
            icon={<RotateCcw className="size-4" aria-hidden="true" />}
            loading={restore.isPending}
            disabled={saving}
            onClick={() => (dirty ? setConfirming(true) : doRestore())}
          >
            Restore this version
          </Button>
        )
      )}
    </section>
  );
}
