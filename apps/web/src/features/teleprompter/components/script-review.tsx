// The parts of the script the map left behind (issue 11): a section whose node changed since its
// words were written (shown with the node's new text beside it) or whose node was deleted, each
// with its choices, as the live document has them (issue 26). Collapsed by default so it never covers the
// reading area; a decision keeps the reading position (the screen keeps the words at the reading line).
import { AI_MESSAGES, type ScriptSection } from '@cuemap/shared';
import { Button } from '../../../components/ui';
import { useSession } from '../../../lib/session';
import { useResolveSection } from '../api/resolve-section';
import { useRewriteSection } from '../api/rewrite-section';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { sectionLabel } from '../utils/stage-sections';

const M = TELEPROMPTER_MESSAGES.review;

export interface ScriptReviewProps {
  mindMapId: string;
  /** The script's sections (null while there are none). */
  sections: readonly ScriptSection[] | null;
  /** The nodes' titles: an out-of-date part is named by its node's title (issue 24 item 6). */
  nodeTitles: ReadonlyMap<string, string>;
}

export function ScriptReview({ mindMapId, sections, nodeTitles }: ScriptReviewProps) {
  const resolve = useResolveSection(mindMapId);
  const rewrite = useRewriteSection(mindMapId);
  // Rewrite with AI is Pro/Elite: Free sees it disabled, with the upgrade hint (docs: issue 11 item 2).
  const plan = useSession()?.user.subscription.plan;
  const isPaid = plan === 'pro' || plan === 'elite';
  const busy = resolve.isPending || rewrite.isPending;
  const open = (sections ?? []).map((section, index) => ({ section, index })).filter(({ section }) => section.stale || section.orphaned);
  if (!open.length) return null;
  const count = sections?.length ?? 0;
  const heading = (section: (typeof open)[number]['section'], index: number) =>
    section.stale ? M.staleNamed(sectionLabel(section, index, count, nodeTitles)) : M.orphanedHeading;
  const decide = (index: number, action: 'keep-mine' | 'use-map-text' | 'remove') => {
    rewrite.reset(); // a failed rewrite's message belongs to the script it was tried on
    resolve.mutate({ index, action });
  };

  return (
    <details className="shrink-0 border-b border-sky-300/30 bg-sky-400/10 px-4 py-2 text-sm text-sky-100" data-testid="script-review">
      <summary className="cursor-pointer text-center font-medium">{M.summary(open.length)}</summary>
      <ul className="mx-auto mt-2 flex max-h-[40vh] max-w-3xl flex-col gap-3 overflow-y-auto">
        {open.map(({ section, index }) => (
          <li key={index} className="rounded-md border border-white/10 bg-neutral-900 p-3" aria-label={heading(section, index)}>
            <p className="mb-2 font-semibold text-white">{heading(section, index)}</p>
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
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="outline" disabled={busy} onClick={() => decide(index, 'keep-mine')}>
                {M.keepMine}
              </Button>
              {section.stale ? (
                <>
                  <Button size="sm" disabled={busy} onClick={() => decide(index, 'use-map-text')}>
                    {M.useMapText}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy || !isPaid}
                    aria-busy={rewrite.isPending && rewrite.variables?.index === index}
                    title={isPaid ? undefined : AI_MESSAGES.rewriteUpgradeRequired}
                    onClick={() => rewrite.mutate({ index })}
                  >
                    {rewrite.isPending && rewrite.variables?.index === index ? M.rewriting : M.rewrite}
                  </Button>
                </>
              ) : (
                <Button size="sm" variant="danger" disabled={busy} onClick={() => decide(index, 'remove')}>
                  {M.remove}
                </Button>
              )}
            </div>
            {section.stale && !isPaid && <p className="mt-1 text-xs text-neutral-400">{AI_MESSAGES.rewriteUpgradeRequired}</p>}
            {rewrite.isError && rewrite.variables?.index === index && (
              <p role="alert" className="mt-1 text-xs text-red-300">
                {M.rewriteFailed(rewrite.error.message)}
              </p>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
