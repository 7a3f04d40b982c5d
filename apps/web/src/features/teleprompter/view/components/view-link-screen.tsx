// /view/:token — a script opened through its view link, without an account (issue 27 item 2): the map as
// the audience sees it, its outline in Node Order, and Play on the teleprompter. Nothing here can change it.
// Turning the link off or replacing it ends an open page at once (its stage socket says so).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye, MonitorPlay, Unplug } from 'lucide-react';
import type { ViewedScript } from '@cuemap/shared';
import { AudienceMap } from '../../../../components/audience-map/audience-map';
import { Badge, Button, Spinner, buttonStyles } from '../../../../components/ui';
import type { CueSubscribe } from '../../hooks/use-prompter-cues';
import { isLinkGone, useViewedScript } from '../api/get-viewed-script';
import { useViewLinkChannel } from '../hooks/use-view-link-channel';
import { VIEW_UI } from '../messages';

const OVERVIEW = { kind: 'overview', at: 'start' } as const;

/** The nodes in Node Order, then any the order leaves out (a map the owner never ordered). */
export function outlineOf(map: ViewedScript['map']): Array<{ id: string; title: string; color: string }> {
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  const ordered = map.nodeOrder.flatMap((id) => byId.get(id) ?? []);
  const seen = new Set(ordered.map((n) => n.id));
  return [...ordered, ...map.nodes.filter((n) => !seen.has(n.id))];
}

interface ViewLinkStatusProps {
  token: string;
  /** Which page this is: its teleprompter also hears editors' cues. */
  screen: 'page' | 'prompter';
  children: (script: ViewedScript, onCue: CueSubscribe) => ReactNode;
}

/** Loading, the link is gone, or it failed: the whole page says which. */
export function ViewLinkStatus({ token, screen, children }: ViewLinkStatusProps) {
  const query = useViewedScript(token);
  const channel = useViewLinkChannel(token, screen);
  if (query.data && !channel.gone) return children(query.data, channel.onCue);
  if (query.isPending && !channel.gone)
    return (
      <main className="flex min-h-dvh items-center justify-center gap-2 text-slate-600" aria-busy="true">
        <Spinner /> {VIEW_UI.loading}
      </main>
    );
  const gone = channel.gone || isLinkGone(query.error);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <div className="max-w-sm text-center" role="alert">
        <Unplug className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <h1 className="mt-4 text-lg font-semibold text-slate-900">{gone ? VIEW_UI.gone : VIEW_UI.failed}</h1>
        {gone ? (
          <p className="mt-2 text-sm text-slate-600">{VIEW_UI.goneHint}</p>
        ) : (
          <Button className="mt-4" variant="outline" onClick={() => void query.refetch()}>
            {VIEW_UI.retry}
          </Button>
        )}
      </div>
    </main>
  );
}

export function ViewLinkScreen({ token, prompterPath }: { token: string; prompterPath: string }) {
  return (
    <ViewLinkStatus token={token} screen="page">
      {(script) => <ViewedScriptPage script={script} prompterPath={prompterPath} />}
    </ViewLinkStatus>
  );
}

function ViewedScriptPage({ script, prompterPath }: { script: ViewedScript; prompterPath: string }) {
  const outline = outlineOf(script.map);
  return (
    <main className="mx-auto flex min-h-dvh max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 flex-1 truncate text-xl font-semibold text-slate-900 sm:text-2xl">{script.title}</h1>
        <Badge tone="brand">
          <Eye className="size-3.5" aria-hidden="true" />
          {VIEW_UI.badge}
        </Badge>
        <Link to={prompterPath} className={buttonStyles({ variant: 'primary' })}>
          <MonitorPlay className="size-4" aria-hidden="true" />
          {VIEW_UI.play}
        </Link>
      </header>
      <p className="text-sm text-slate-600">{VIEW_UI.hint}</p>
      <div className="grid min-h-0 flex-1 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-label={VIEW_UI.mapHeading} className="h-[55dvh] min-h-72 overflow-hidden rounded-xl border border-slate-200 bg-white lg:h-auto">
          <AudienceMap map={script.map} focus={OVERVIEW} className="size-full" />
        </section>
        <section aria-labelledby="view-outline" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="view-outline" className="text-sm font-semibold text-slate-900">
            {VIEW_UI.outlineHeading}
          </h2>
          {outline.length ? (
            <ol className="mt-2 space-y-1 text-sm text-slate-700">
              {outline.map((n, i) => (
                <li key={n.id} className="flex items-center gap-2">
                  <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: n.color }} aria-hidden="true" />
                  <span className="w-6 shrink-0 text-xs text-slate-400 tabular-nums">{i + 1}.</span>
                  <span className="min-w-0 truncate">{n.title || 'Untitled'}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-slate-500">{VIEW_UI.emptyOutline}</p>
          )}
        </section>
      </div>
    </main>
  );
}
