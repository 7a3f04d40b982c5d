// 'Edit Node Content' overlay: Title and Details, plus the AI Helper sidebar (plan rules of §6).
// Nothing typed is lost: closing with changes (Escape, Cancel, the backdrop, ×) asks first, and the
// fields are reported as they change (`onChange`) so the editor keeps them in the local draft.
import { useEffect, useRef, useState } from 'react';
import { Check, GitBranchPlus, ListPlus, MonitorPlay, Sparkles, Wand2 } from 'lucide-react';
import { AI_MESSAGES, ideaToNode, LIMITS, splitIdeas, type MindMapNode, type PlanId } from '@cuemap/shared';
import { Alert, Button, Input, Modal, Spinner, Textarea } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import { EDITOR_MESSAGES, NODE_EDITOR_DISCARD } from '../messages';
import type { MapSize } from '../utils/map-size';

/** The editor's fields: the node's title and text, and the AI Helper's context ('' when none). */
export interface NodeEditorFields {
  title: string;
  text: string;
  context: string;
}

export interface NodeEditorProps {
  node: MindMapNode;
  plan: PlanId | null;
  loggedIn: boolean;
  onSave: (edit: { title: string; text: string }) => void;
  /**
   * Present from here: the teleprompter at this node's section. `edit`: the changed title and text,
   * applied as Save applies them first (null: nothing changed).
   */
  onPresent?: (edit: { title: string; text: string } | null) => void;
  onCancel: () => void;
  /** Shows a plan or validation notice (the spec's alerts). */
  onAlert: (message: string) => void;
  generateIdeas: (body: { title: string; currentText: string; userContext: string }) => Promise<{ ideas: string; source?: string }>;
  /** Adds an idea as a child node of this node (the editor stays open). */
  onAddChild?: (child: { title: string; text: string }) => void;
  /** The script's size with this edit saved, and whether it may be (never past the size limit). */
  measure?: (edit: { title: string; text: string }) => { allowed: boolean; size: MapSize } | null;
  /** Fields to start from instead of the node's (a restored draft). */
  initial?: NodeEditorFields | null;
  /** The fields whenever they change: null while they match the node (nothing to keep). */
  onChange?: (fields: NodeEditorFields | null) => void;
}

/** Whether the fields hold anything the node does not (then closing asks before discarding). */
export function nodeEditChanged(node: Pick<MindMapNode, 'title' | 'text'>, fields: NodeEditorFields): boolean {
  return fields.title !== node.title || fields.text !== node.text || fields.context.trim() !== '';
}

type IdeasState =
  | { kind: 'idle' }
  | { kind: 'ok'; ideas: string; items: string[]; source?: string }
  | { kind: 'empty' }
  | { kind: 'error'; message: string };

export function NodeEditor({
  node,
  plan,
  loggedIn,
  onSave,
  onPresent,
  onCancel,
  onAlert,
  generateIdeas,
  onAddChild,
  measure,
  initial,
  onChange,
}: NodeEditorProps) {
  const [title, setTitle] = useState(initial?.title ?? node.title);
  const [text, setText] = useState(initial?.text ?? node.text);
  const [aiOpen, setAiOpen] = useState(false);
  const [context, setContext] = useState(initial?.context ?? '');
  /** 'Discard your changes to this node?' is asked. */
  const [confirming, setConfirming] = useState(false);
  const keepEditingRef = useRef<HTMLButtonElement>(null);
  const [generating, setGenerating] = useState(false);
  const [ideas, setIdeas] = useState<IdeasState>({ kind: 'idle' });
  /** Which ideas were already used, so each one-click action shows it took effect. */
  const [used, setUsed] = useState<Record<string, true>>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const isElite = plan === 'elite';
  const isPaid = plan === 'pro' || plan === 'elite';

  const changed = nodeEditChanged(node, { title, text, context });
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    onChangeRef.current?.(changed ? { title, text, context } : null);
  }, [changed, title, text, context]);
  useEffect(() => {
    if (confirming) keepEditingRef.current?.focus();
  }, [confirming]);

  /** Cancel: at once when nothing changed, else after 'Discard your changes to this node?'. */
  function cancel() {
    if (changed) setConfirming(true);
    else onCancel();
  }

  // Escape (and the backdrop) answer the open question first (keep editing), then close the AI
  // sidebar, then cancel the editor.
  function close() {
    if (confirming) setConfirming(false);
    else if (aiOpen) setAiOpen(false);
    else cancel();
  }

  function toggleAi() {
    if (!isPaid && !aiOpen) {
      onAlert(AI_MESSAGES.helperUpgradeRequired);
      return;
    }
    setAiOpen((o) => !o);
  }

  async function generate() {
    if (!title.trim()) return onAlert(AI_MESSAGES.titleRequired);
    if (!loggedIn) return onAlert(AI_MESSAGES.ideasLoginRequired);
    if (!isPaid) return onAlert(AI_MESSAGES.ideasUpgradeRequired);
    setGenerating(true);
    try {
      const result = await generateIdeas({ title: title.trim(), currentText: text, userContext: isElite ? context.trim() : '' });
      const items = splitIdeas(result.ideas);
      setIdeas(items.length ? { kind: 'ok', ideas: result.ideas.trim(), items, source: result.source } : { kind: 'empty' });
      setUsed({});
    } catch (err) {
      setIdeas({ kind: 'error', message: errorMessage(err) });
    } finally {
      setGenerating(false);
    }
  }

  const canGenerate = isElite ? context.trim().length > 0 : title.trim().length > 0;
  // Checked as the user types: an edit that would make the script unsaveable cannot be saved, and the
  // text stays here to be shortened.
  const fit = measure?.({ title, text }) ?? null;
  const tooLarge = fit !== null && !fit.allowed;
  const save = () => {
    if (!tooLarge) onSave({ title, text });
  };
  const present = () => {
    if (tooLarge || !onPresent) return;
    onPresent(title !== node.title || text !== node.text ? { title, text } : null);
  };
  const appendToDetails = (addition: string) => setText((t) => (t.trim() ? `${t.trimEnd()}\n\n${addition}` : addition));

  return (
    <Modal
      open
      onClose={close}
      title="Edit Node Content"
      description={node.isRoot ? 'The central idea of your script.' : 'What this idea says in your script.'}
      size="lg"
      initialFocusRef={titleRef}
      className={cn('max-h-[calc(100dvh-2rem)] overflow-y-auto', aiOpen && 'sm:max-w-4xl')}
      footer={
        <>
          {onPresent && (
            <Button
              variant="ghost"
              onClick={present}
              disabled={generating || tooLarge || confirming}
              icon={<MonitorPlay className="size-4" aria-hidden="true" />}
              className="sm:mr-auto"
              title="Save and open the teleprompter at this node"
            >
              Present from here
            </Button>
          )}
          <Button variant="outline" onClick={cancel} disabled={generating || confirming}>
            Cancel
          </Button>
          <Button onClick={save} disabled={generating || tooLarge || confirming}>
            Save
          </Button>
        </>
      }
    >
      {confirming && (
        <div className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-white/85 p-6 backdrop-blur-[1px]">
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="node-editor-discard-title"
            className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-5 shadow-overlay"
          >
            <p id="node-editor-discard-title" className="text-base font-semibold text-slate-900">
              {NODE_EDITOR_DISCARD.question}
            </p>
            <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button ref={keepEditingRef} variant="outline" onClick={() => setConfirming(false)}>
                {NODE_EDITOR_DISCARD.keep}
              </Button>
              <Button variant="danger" onClick={onCancel}>
                {NODE_EDITOR_DISCARD.discard}
              </Button>
            </div>
          </div>
        </div>
      )}
      <form
        // While 'Discard your changes to this node?' is asked, the fields behind it are out of reach.
        inert={confirming}
        className={cn('flex flex-col gap-5', aiOpen && 'md:flex-row')}
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <div className="min-w-0 flex-1 space-y-4">
          <Input
            ref={titleRef}
            label="Title"
            value={title}
            maxLength={LIMITS.nodeTitleMax}
            onChange={(e) => setTitle(e.target.value)}
            disabled={generating}
            placeholder="New Idea"
          />
          <Textarea
            label="Details"
            value={text}
            maxLength={LIMITS.nodeTextMax}
            onChange={(e) => setText(e.target.value)}
            disabled={generating}
            rows={8}
            placeholder="What you will say about this idea…"
            hint="This text becomes a paragraph on the teleprompter."
            className="min-h-44 leading-relaxed"
          />
          {tooLarge ? (
            <Alert tone="error">{EDITOR_MESSAGES.editTooLarge}</Alert>
          ) : fit && fit.size.level !== 'ok' ? (
            <Alert tone="warning">{fit.size.level === 'over' ? EDITOR_MESSAGES.tooLarge : EDITOR_MESSAGES.sizeNear(fit.size.percent)}</Alert>
          ) : null}
          <button
            type="button"
            onClick={toggleAi}
            aria-expanded={aiOpen}
            aria-controls="ai-helper"
            className={cn(
              'inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium transition-colors',
              aiOpen
                ? 'border-brand-300 bg-brand-50 text-brand-700'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-700',
            )}
          >
            <Sparkles className="size-4" aria-hidden="true" />
            {aiOpen ? 'Hide AI Helper' : 'AI Helper'}
            {!isPaid && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-semibold text-amber-800 uppercase">Pro</span>}
          </button>
        </div>
        {aiOpen && (
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
              onChange={(e) => setContext(e.target.value)}
              disabled={!isElite || generating}
              placeholder={isElite ? 'Audience, tone, key facts…' : AI_MESSAGES.eliteContextPlaceholder}
              maxLength={LIMITS.aiContextMax}
              rows={3}
              className="min-h-20"
            />
            <Button onClick={generate} disabled={!canGenerate} loading={generating} icon={<Wand2 className="size-4" aria-hidden="true" />}>
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
                          <button
                            type="button"
                            disabled={!!used[`d${i}`]}
                            aria-label={`Insert idea ${i + 1} into Details`}
                            onClick={() => {
                              appendToDetails(idea);
                              setUsed((u) => ({ ...u, [`d${i}`]: true }));
                            }}
                            className="inline-flex items-center gap-1 rounded-md border border-slate-200 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:border-brand-300 hover:text-brand-700 disabled:text-emerald-700 disabled:opacity-80"
                          >
                            {used[`d${i}`] ? <Check className="size-3.5" aria-hidden="true" /> : <ListPlus className="size-3.5" aria-hidden="true" />}
                            {used[`d${i}`] ? 'In Details' : 'Insert'}
                          </button>
                          {onAddChild && (
                            <button
                              type="button"
                              disabled={!!used[`c${i}`]}
                              aria-label={`Add idea ${i + 1} as a child node`}
                              onClick={() => {
                                onAddChild(ideaToNode(idea));
                                setUsed((u) => ({ ...u, [`c${i}`]: true }));
                              }}
                              className="inline-flex items-center gap-1 rounded-md border border-slate-200 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:border-brand-300 hover:text-brand-700 disabled:text-emerald-700 disabled:opacity-80"
                            >
                              {used[`c${i}`] ? <Check className="size-3.5" aria-hidden="true" /> : <GitBranchPlus className="size-3.5" aria-hidden="true" />}
                              {used[`c${i}`] ? 'Child added' : 'Child node'}
                            </button>
                          )}
                        </div>
                      </li>
                    ))}
                  </ol>
                  <Button size="sm" variant="outline" onClick={() => appendToDetails(ideas.ideas)}>
                    Add to Details
                  </Button>
                </div>
              )}
            </div>
          </aside>
        )}
      </form>
    </Modal>
  );
}
