// The parts of the script the map left behind (issue 11): a section whose node changed since its
// words were written (shown with the node's new text beside it) or whose node was deleted, each
// with its choices. Collapsed by default so it never covers the reading area.
import { Button } from '../../../components/ui';
import { useResolveSection } from '../api/resolve-section';
import { useTeleprompterText } from '../api/get-teleprompter-text';
import { TELEPROMPTER_MESSAGES } from '../messages';

const M = TELEPROMPTER_MESSAGES.review;

export function ScriptReview({ mindMapId }: { mindMapId: string }) {
  const { data } = useTeleprompterText(mindMapId, true);
  const resolve = useResolveSection(mindMapId);
  const version = data?.version;
  const open = (data?.sections ?? []).map((section, index) => ({ section, index })).filter(({ section }) => section.stale || section.orphaned);
  if (!open.length || version === undefined) return null;
  const decide = (index: number, action: 'keep-mine' | 'use-map-text' | 'remove') => resolve.mutate({ index, body: { version, action } });

  return (
    <details className="shrink-0 border-b border-sky-300/30 bg-sky-400/10 px-4 py-2 text-sm text-sky-100" data-testid="script-review">
      <summary className="cursor-pointer text-center font-medium">{M.summary(open.length)}</summary>
      <ul className="mx-auto mt-2 flex max-h-[40vh] max-w-3xl flex-col gap-3 overflow-y-auto">
        {open.map(({ section, index }) => (
          <li key={index} className="rounded-md border border-white/10 bg-neutral-900 p-3" aria-label={section.stale ? M.staleHeading : M.orphanedHeading}>
            <p className="mb-2 font-semibold text-white">{section.stale ? M.staleHeading : M.orphanedHeading}</p>
            <div className={section.stale ? 'grid gap-3 sm:grid-cols-2' : ''}>
              <div>
                <p className="text-xs uppercase tracking-wide text-neutral-400">{M.yours}</p>
                <p className="whitespace-pre-wrap text-neutral-100">{section.text}</p>
              </div>
              {section.stale && (
                <div>
                  <p className="text-xs uppercase tracking-wide text-neutral-400">{M.nodeNow}</p>
                  <p className="whitespace-pre-wrap text-neutral-100">{section.nodeText || M.emptyNode}</p>
                </div>
              )}
            </div>
            <div className="mt-2 flex gap-2">
              <Button size="sm" variant="outline" disabled={resolve.isPending} onClick={() => decide(index, 'keep-mine')}>
                {M.keepMine}
              </Button>
              {section.stale ? (
                <Button size="sm" disabled={resolve.isPending} onClick={() => decide(index, 'use-map-text')}>
                  {M.useMapText}
                </Button>
              ) : (
                <Button size="sm" variant="danger" disabled={resolve.isPending} onClick={() => decide(index, 'remove')}>
                  {M.remove}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </details>
  );
}
