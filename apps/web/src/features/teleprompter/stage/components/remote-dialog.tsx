// The prompter's *Remote* dialog (issue 13): a pairing link for a phone remote, a display device or an
// audience screen (issue 29: the map), as text and as a QR code; the devices connected now, and revoking
// their links; and a prompter or audience window on this computer for an external monitor or projector.
import { useState } from 'react';
import { Check, Copy, ExternalLink, MonitorSmartphone } from 'lucide-react';
import { STAGE_MONITOR_NONE, type StageDevice, type StageLinkMode, type StageMonitor } from '@cuemap/shared';
import { Alert, Button, Modal, Tabs, tabPanelProps, useTabIds } from '../../../../components/ui';
import { paths } from '../../../../config/paths';
import { createdLink, useCreateStageLink, useRevokeStageLink, useStageLinks, useUpdateStageLink } from '../api/stage-links';
import { STAGE_UI } from '../messages';
import type { StageSocketStatus } from '../utils/stage-socket';
import { monitorQuery } from '../utils/monitor-query';
import { MonitorChoice } from './monitor-choice';
import { QrCode } from './qr-code';

const M = STAGE_UI.dialog;
type Tab = StageLinkMode | 'window';
const TABS = [
  { id: 'remote', label: M.remoteTab },
  { id: 'display', label: M.displayTab },
  { id: 'audience', label: M.audienceTab },
  { id: 'window', label: M.windowTab },
] as const;

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export interface RemoteDialogProps {
  open: boolean;
  onClose: () => void;
  mindMapId: string;
  devices: readonly StageDevice[];
  windows: number;
  /** Audience windows open in this browser (issue 29). */
  audienceWindows?: number;
  /** This prompter's own connection to the server, which the devices reach it through. */
  connection: StageConnection;
}

export interface StageConnection {
  status: StageSocketStatus;
  /** Why the server ended it for good, if it did. */
  ended: string | null;
}

export function RemoteDialog({ open, onClose, mindMapId, devices, windows, audienceWindows = 0, connection }: RemoteDialogProps) {
  const [tab, setTab] = useState<Tab>('remote');
  const idBase = useTabIds();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={M.title}
      description={M.description}
      size="md"
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50">
          <MonitorSmartphone className="size-5 text-brand-600" aria-hidden="true" />
        </span>
      }
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <Tabs tabs={TABS} value={tab} onChange={setTab} label={M.title} idBase={idBase} />
      {(['remote', 'display', 'audience'] as const).map((mode) => (
        <div key={mode} {...tabPanelProps(idBase, mode, tab)} className="text-sm text-slate-700">
          {tab === mode && <LinkPanel mindMapId={mindMapId} mode={mode} audienceWindows={audienceWindows} />}
        </div>
      ))}
      <div {...tabPanelProps(idBase, 'window', tab)} className="text-sm text-slate-700">
        <WindowPanel mindMapId={mindMapId} windows={windows} audienceWindows={audienceWindows} />
      </div>
      <Devices mindMapId={mindMapId} devices={devices} connection={connection} />
    </Modal>
  );
}

function LinkPanel({ mindMapId, mode, audienceWindows }: { mindMapId: string; mode: StageLinkMode; audienceWindows: number }) {
  const links = useStageLinks(mindMapId);
  const create = useCreateStageLink(mindMapId);
  const update = useUpdateStageLink(mindMapId);
  const [copied, setCopied] = useState(false);
  // A display's confidence monitor (issue 24 item 7): chosen before creating, changed live after.
  const [choice, setChoice] = useState<StageMonitor>(STAGE_MONITOR_NONE);
  const make = () => create.mutate(mode === 'display' ? { mode, monitor: choice } : { mode });
  // The newest link of this mode created in this tab (its URL is known only here).
  const shown = links.data?.links
    .filter((l) => l.mode === mode)
    .map((l) => createdLink(l.id))
    .filter((l) => l !== undefined)
    .at(-1);
  const shownMonitor = (shown && links.data?.links.find((l) => l.id === shown.id)?.monitor) ?? choice;
  const chooseMonitor = (monitor: StageMonitor) => {
    setChoice(monitor);
    if (shown) update.mutate({ linkId: shown.id, monitor });
  };
  const copy = (url: string) => {
    void navigator.clipboard
      ?.writeText(url)
      .then(() => setCopied(true))
      .catch(() => undefined);
  };
  return (
    <div className="flex flex-col gap-4">
      <p>{M.help[mode]}</p>
      {mode === 'display' && <MonitorChoice value={shownMonitor} onChange={chooseMonitor} disabled={update.isPending} />}
      {update.isError && <Alert tone="error">{STAGE_UI.monitor.failed}</Alert>}
      {create.isError && <Alert tone="error">{create.error instanceof Error && create.error.message ? create.error.message : M.failed}</Alert>}
      {shown ? (
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <QrCode text={shown.url} />
          <div className="flex w-full min-w-0 flex-col gap-2">
            <label className="text-xs font-medium text-slate-500" htmlFor={`link-${mode}`}>
              {M.linkFrom(modeName(mode), time(shown.expiresAt))}
            </label>
            <input
              id={`link-${mode}`}
              readOnly
              value={shown.url}
              data-testid={`${mode}-link`}
              onFocus={(e) => e.currentTarget.select()}
              className="h-9 w-full rounded-lg border border-slate-300 bg-slate-50 px-2 font-mono text-xs text-slate-800"
            />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" icon={copied ? <Check className="size-4" /> : <Copy className="size-4" />} onClick={() => copy(shown.url)}>
                {copied ? M.copied : M.copy}
              </Button>
              <Button size="sm" variant="ghost" loading={create.isPending} onClick={make}>
                {M.newLink}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <div>
          <Button loading={create.isPending} onClick={make}>
            {M.create[mode]}
          </Button>
        </div>
      )}
      {mode === 'audience' && <AudienceWindowButton mindMapId={mindMapId} open={audienceWindows} />}
    </div>
  );
}

const modeName = (mode: StageLinkMode) => (mode === 'remote' ? M.remoteTab : mode === 'display' ? M.displayTab : M.audienceTab);

/** The audience view in a window of this browser (issue 29): for a projector on the presenting computer. */
function AudienceWindowButton({ mindMapId, open }: { mindMapId: string; open: number }) {
  const [blocked, setBlocked] = useState(false);
  const openWindow = () => setBlocked(!window.open(paths.audienceWindow(mindMapId), `cuemap-audience-${mindMapId}`, 'popup,width=1280,height=720'));
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-3">
      <p className="text-xs text-slate-500">{M.audienceWindowHelp}</p>
      {blocked && <Alert tone="error">{M.windowBlocked}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" icon={<ExternalLink className="size-4" />} onClick={openWindow}>
          {M.openAudienceWindow}
        </Button>
        {open > 0 && <span className="text-xs text-slate-500">{M.audienceWindowsOpen(open)}</span>}
      </div>
    </div>
  );
}

function WindowPanel({ mindMapId, windows, audienceWindows }: { mindMapId: string; windows: number; audienceWindows: number }) {
  const [blocked, setBlocked] = useState(false);
  const [monitor, setMonitor] = useState<StageMonitor>(STAGE_MONITOR_NONE);
  const openWindow = () => {
    const win = window.open(`${paths.prompterWindow(mindMapId)}${monitorQuery(monitor)}`, `cuemap-prompter-${mindMapId}`, 'popup,width=1280,height=720');
    setBlocked(!win);
  };
  return (
    <div className="flex flex-col gap-3">
      <p>{M.windowHelp}</p>
      <MonitorChoice value={monitor} onChange={setMonitor} />
      {blocked && <Alert tone="error">{M.windowBlocked}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button icon={<ExternalLink className="size-4" />} onClick={openWindow}>
          {M.openWindow}
        </Button>
        {windows > 0 && <span className="text-xs text-slate-500">{M.windowsOpen(windows)}</span>}
      </div>
      <AudienceWindowButton mindMapId={mindMapId} open={audienceWindows} />
    </div>
  );
}

/** What the device list cannot show: the prompter's own link to the server is down or was ended. */
function ConnectionNote({ connection, noDevices }: { connection: StageConnection; noDevices: boolean }) {
  if (connection.ended) {
    return (
      <Alert tone="error" className="mb-2">
        {connection.ended}
      </Alert>
    );
  }
  if (connection.status === 'reconnecting') {
    return (
      <p className="mb-2 text-amber-700" role="status">
        {STAGE_UI.host.reconnecting}
      </p>
    );
  }
  return noDevices ? <p className="text-slate-500">{M.noDevices}</p> : null;
}

function Devices({ mindMapId, devices, connection }: { mindMapId: string; devices: readonly StageDevice[]; connection: StageConnection }) {
  const links = useStageLinks(mindMapId);
  const revoke = useRevokeStageLink(mindMapId);
  const live = links.data?.links ?? [];
  const idle = live.filter((l) => !devices.some((d) => d.linkId === l.id));
  // Someone else's link: only the owner lists those (issue 27), and may revoke them.
  const madeBy = (linkId: string) => {
    const link = live.find((l) => l.id === linkId);
    return link && !link.mine ? <span className="block text-xs text-slate-500">{M.madeBy(link.madeBy)}</span> : null;
  };
  if (!live.length) return null;
  return (
    <section className="mt-6 border-t border-slate-200 pt-4 text-sm" aria-label={M.connected}>
      <h3 className="mb-2 font-medium text-slate-900">{M.connected}</h3>
      {revoke.isSuccess && (
        <p className="mb-2 text-xs text-emerald-700" role="status">
          {M.revoked}
        </p>
      )}
      <ConnectionNote connection={connection} noDevices={devices.length === 0} />
      <ul className="flex flex-col gap-1.5">
        {devices.map((d) => (
          <li key={d.connectionId} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2" data-testid="stage-device">
            <span className="min-w-0 truncate">
              <span className="font-medium text-slate-900">{modeName(d.mode)}</span>
              <span className="text-slate-500">
                {' '}
                · {d.label} · {time(d.connectedAt)}
              </span>
              {madeBy(d.linkId)}
            </span>
            <Button size="sm" variant="outline" onClick={() => revoke.mutate(d.linkId)} disabled={revoke.isPending}>
              {M.revoke}
            </Button>
          </li>
        ))}
      </ul>
      {idle.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 font-medium text-slate-900">{M.links}</h3>
          <ul className="flex flex-col gap-1.5">
            {idle.map((l) => (
              <li key={l.id} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2" data-testid="stage-link">
                <span className="min-w-0 truncate text-slate-600">
                  {M.linkFrom(modeName(l.mode), time(l.expiresAt))}
                  {madeBy(l.id)}
                  {l.mine && !createdLink(l.id) && <span className="block text-xs text-slate-400">{M.hiddenToken}</span>}
                </span>
                <Button size="sm" variant="outline" onClick={() => revoke.mutate(l.id)} disabled={revoke.isPending}>
                  {M.revoke}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
