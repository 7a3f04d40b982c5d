// The node editor's AI Helper: its toggle button and the sidebar (context, Generate, the ideas with one-click actions).
import type { ReactNode } from 'react';
import { Check, GitBranchPlus, ListPlus, Sparkles, Wand2 } from 'lucide-react';
import { AI_MESSAGES, ideaToNode, LIMITS } from '@cuemap/shared';
import { Button, Spinner, Textarea } from '../../../components/ui';
import { cn } from '../../../lib/cn';

/** The last Generate's outcome. */
export type IdeasState =
  | { kind: 'idle' }
  | { kind: 'ok'; ideas: string; items: string[]; source?: string }
  | { kind: 'empty' }
  | { kind: 'error'; message: string };

export interface AiHelperToggleProps {
  open: boolean;
  onToggle: () => void;
  /** On a paid plan (else the button carries a 'Pro' badge). */
  isPaid: boolean;
}

export function AiHelperToggle({ open, onToggle, isPaid }: AiHelperToggleProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls="ai-helper"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium transition-colors',
        open ? 'border-brand-300 bg-brand-50 text-brand-700' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-700',
      )}
    >
      <Sparkles className="size-4" aria-hidden="true" />
      {open ? 'Hide AI Helper' : 'AI Helper'}
      {!isPaid && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-semibold text-amber-800 uppercase">Pro</span>}
    </button>
  );
}

export interface AiHelperSidebarProps {
  context: string;
  onContextChange: (context: string) => void;
  /** On the Elite plan (only it may give context). */
  isElite: boolean;
  generating: boolean;
  canGenerate: boolean;
  onGenerate: () => void;
  ideas: IdeasState;
  /** Which ideas were already used (`d<i>`: in Details, `c<i>`: added as a child). */
  used: Record<string, true>;
  onUse: (key: string) => void;
  /** Appends text to the Details field. */
  onAppend: (addition: string) => void;
  /** Adds an idea as a child node (the Child node buttons show only when given). */
  onAddChild?: (child: { title: string; text: string }) => void;
}

export function AiHelperSidebar({
  context,
  onContextChange,
  isElite,
  generating,
  canGenerate,
  onGenerate,
  ideas,
  used,
  onUse,
  onAppend,
  onAddChild,
}: AiHelperSidebarProps) {
  return (
    <aside
      id="ai-helper"
      aria-label="AI Helper"
      className="flex w-full flex-col gap-3 rounded-xl border border-brand-100 bg-gradient-to-b from-brand-50/80 to-white p-4 md:w-80"
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <Sparkles className="size-4 text-brand-500" aria-hidden="true" /> AI Helper
      </h3>
      <Textarea
        label="Context"
        value={context}
        onChange={(e) => onContextChange(e.target.value)}
        disabled={!isElite || generating}
        placeholder={isElite ? 'Audience, tone, key facts…' : AI_MESSAGES.eliteContextPlaceholder}
        maxLength={LIMITS.aiContextMax}
        rows={3}
        className="min-h-20"
      />
      <Button onClick={onGenerate} disabled={!canGenerate} loading={generating} icon={<Wand2 className="size-4" aria-hidden="true" />}>
        Generate
      </Button>
      <div className="min-h-24 flex-1 rounded-lg border border-slate-200 bg-white p-3 text-sm" aria-live="polite">
        {generating ? (
          <span className="flex items-center gap-2 text-slate-500">
            <Spinner size="sm" /> Generating ideas…
          </span>
        ) : ideas.kind === 'idle' ? (
          <p className="text-slate-400">{AI_MESSAGES.ideasIdle}</p>
        ) : ideas.kind === 'empty' ? (
          <p className="text-slate-500">{AI_MESSAGES.noIdeas}</p>
        ) : ideas.kind === 'error' ? (
          <p className="text-red-600" role="alert">
            {AI_MESSAGES.ideasFailed(ideas.message)}
          </p>
        ) : (
          <div className="space-y-3">
            {ideas.source && (
              <p className="text-[11px] font-medium tracking-wide text-slate-400 uppercase" data-testid="ideas-source">
                {ideas.source}
              </p>
            )}
            <ol className="space-y-2" aria-label="Ideas">
              {ideas.items.map((idea, i) => (
                <li key={i} className="rounded-lg border border-slate-100 bg-slate-50/70 p-2.5">
                  <p className="text-slate-700">{idea}</p>
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    <IdeaAction
                      used={!!used[`d${i}`]}
                      label={`Insert idea ${i + 1} into Details`}
                      onClick={() => {
                        onAppend(idea);
                        onUse(`d${i}`);
                      }}
                      icon={<ListPlus className="size-3.5" aria-hidden="true" />}
                      text="Insert"
                      usedText="In Details"
                    />
                    {onAddChild && (
                      <IdeaAction
                        used={!!used[`c${i}`]}
                        label={`Add idea ${i + 1} as a child node`}
                        onClick={() => {
                          onAddChild(ideaToNode(idea));
                          onUse(`c${i}`);
                        }}
                        icon={<GitBranchPlus className="size-3.5" aria-hidden="true" />}
                        text="Child node"
                        usedText="Child added"
                      />
                    )}
                  </div>
                </li>
              ))}
            </ol>
            <Button size="sm" variant="outline" onClick={() => onAppend(ideas.ideas)}>
              Add to Details
            </Button>
          </div>
        )}
      </div>
    </aside>
  );
}

interface IdeaActionProps {
  /** Already done: disabled, with a check and `usedText`, so the click shows it took effect. */
  used: boolean;
  label: string;
  onClick: () => void;
  icon: ReactNode;
  text: string;
  usedText: string;
}

/** One idea's one-click action (Insert into Details, or add as a Child node). */
function IdeaAction({ used, label, onClick, icon, text, usedText }: IdeaActionProps) {
  return (
    <button
      type="button"
      disabled={used}
      aria-label={label}
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded-md border border-slate-200 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:border-brand-300 hover:text-brand-700 disabled:text-emerald-700 disabled:opacity-80"
    >
      {used ? <Check className="size-3.5" aria-hidden="true" /> : icon}
      {used ? usedText : text}
    </button>
  );
}
