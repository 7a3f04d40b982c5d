// One script on the dashboard: editable title, summary, dates and Play / Edit / Share / More / Delete.
import { CalendarDays, Copy, Download, MoreHorizontal, Pencil, Play, Trash2, UserPlus } from 'lucide-react';
import { formatLongDate } from '../../../lib/format';
import { AvatarStack } from '../../../components/presence/avatar-stack';
import { LastEdited } from '../../../components/presence/last-edited';
import { personColour } from '../../../lib/people';
import { Badge, Button, Card, IconButton, Menu, Spinner } from '../../../components/ui';
import { DASHBOARD_TEXT as T } from '../messages';
import type { ScriptCard as ScriptCardData } from '../utils/script-cards';
import { EditableTitle } from './editable-title';

export interface ScriptCardProps {
  script: ScriptCardData;
  onRename: (title: string) => void;
  onPlay: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onDuplicate: () => void;
  /** Opens the Export dialog (outline, OPML, FreeMind, XMind, script as text or PDF). */
  onExport: () => void;
  /** Opens the Share dialog (issue 27); without it the card offers no Share. */
  onShare?: () => void;
  /** A copy of this script is being made. */
  busy?: boolean;
  /** The signed-in account (its own edits read "Edited by you"). */
  currentUserId?: string;
}

const accents = ['bg-red-500', 'bg-orange-500', 'bg-amber-500', 'bg-emerald-500', 'bg-blue-500', 'bg-violet-500', 'bg-pink-500'];

/*
 * A narrow card (a 320 px phone, a two-column tablet) shows some of the row's buttons as icons only, as
 * squares like Share and More, so the row never runs past the card: Delete's word goes first (below
 * 21rem, beside Share), then Edit's (below 18rem). The word stays the button's name and its title.
 */
const ICON_BELOW_21REM = '@max-[21rem]:w-8 @max-[21rem]:shrink-0 @max-[21rem]:px-0';
const ICON_BELOW_18REM = '@max-[18rem]:w-8 @max-[18rem]:shrink-0 @max-[18rem]:px-0';

function accentFor(id: string) {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return accents[h % accents.length];
}

/** "Edited by Ana · 5 minutes ago" and the avatars of who has access (issue 27 item 7); nothing when neither is known. */
function WhoLine({ script, currentUserId }: { script: ScriptCardData; currentUserId?: string }) {
  const { lastEdit, sharedWith } = script;
  if (!lastEdit && sharedWith.count === 0) return null;
  const more = sharedWith.count - sharedWith.people.length;
  return (
    <div className="mt-3 flex min-h-6 items-center justify-between gap-3 text-xs text-slate-500">
      {lastEdit ? <LastEdited by={lastEdit.by} at={lastEdit.at} currentUserId={currentUserId} /> : <span />}
      {sharedWith.count > 0 && (
        <AvatarStack
          size="sm"
          label={T.sharedWith(sharedWith.count)}
          people={sharedWith.people.map((p) => ({ key: p.id, name: p.name, colour: personColour(p), label: p.name }))}
          more={{ count: more, label: T.sharedWithMore(more) }}
        />
      )}
    </div>
  );
}

export function ScriptCard({ script, onRename, onPlay, onEdit, onDelete, onDuplicate, onExport, onShare, busy = false, currentUserId }: ScriptCardProps) {
  return (
    <Card interactive padding="none" className="group flex flex-col overflow-hidden" data-testid="script-card" aria-label={script.title} role="article">
      <div className={`h-1 ${accentFor(script.id)}`} aria-hidden="true" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center gap-2">
          <Badge tone="neutral">{script.section}</Badge>
          <span className="text-xs text-slate-500 capitalize">{script.type}</span>
        </div>
        <h2 className="mt-3">
          <EditableTitle value={script.title} onCommit={onRename} />
        </h2>
        <p className="mt-1.5 line-clamp-2 text-sm text-slate-500">{script.content}</p>
        <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          <div className="flex items-center gap-1.5">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <dt>Created</dt>
            <dd className="font-medium text-slate-600">{formatLongDate(script.createdAt)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>Updated</dt>
            <dd className="font-medium text-slate-600">{formatLongDate(script.updatedAt)}</dd>
          </div>
        </dl>
        <WhoLine script={script} currentUserId={currentUserId} />
      </div>
      <div className="@container flex items-center gap-2 border-t border-slate-100 bg-slate-50/60 px-5 py-3">
        <Button size="sm" onClick={onPlay} icon={<Play className="size-3.5" aria-hidden="true" />}>
          Play
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          title="Edit"
          className={ICON_BELOW_18REM}
          icon={<Pencil className="size-3.5" aria-hidden="true" />}
        >
          <span className="@max-[18rem]:sr-only">Edit</span>
        </Button>
        {onShare && (
          <IconButton
            size="sm"
            variant="outline"
            label={`${T.shareAction}: ${script.title}`}
            icon={<UserPlus className="size-4" aria-hidden="true" />}
            onClick={onShare}
            className="shrink-0"
          />
        )}
        <Menu
          label={`More actions: ${script.title}`}
          disabled={busy}
          triggerClassName="size-8 shrink-0 border border-slate-300 bg-white shadow-sm"
          trigger={busy ? <Spinner size="sm" /> : <MoreHorizontal className="size-4" aria-hidden="true" />}
          items={[
            { label: 'Duplicate', icon: <Copy aria-hidden="true" />, onSelect: onDuplicate },
            { label: T.exportAction, icon: <Download aria-hidden="true" />, onSelect: onExport },
          ]}
        />
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          title="Delete"
          className={`ml-auto text-red-600! hover:bg-red-50 hover:text-red-700! ${ICON_BELOW_21REM}`}
          icon={<Trash2 className="size-3.5" aria-hidden="true" />}
        >
          <span className="@max-[21rem]:sr-only">Delete</span>
        </Button>
      </div>
    </Card>
  );
}
