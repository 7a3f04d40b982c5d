// 'Edit Node Content' overlay: Title and Details, plus the AI Helper sidebar (plan rules of §6).
// Nothing typed is lost: closing with changes (Escape, Cancel, the backdrop, ×) asks first, and the
// fields are reported as they change (`onChange`) so the editor keeps them in the local draft.
import { useEffect, useRef, useState } from 'react';
import { AI_MESSAGES, DEFAULT_NODE_TITLE, LIMITS, splitIdeas, type MindMapNode, type PlanId } from '@cuemap/shared';
import { Alert, Input, Modal, Textarea } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import { EDITOR_MESSAGES } from '../messages';
import type { MapSize } from '../utils/map-size';
import { AiHelperSidebar, AiHelperToggle, type IdeasState } from './ai-helper-sidebar';
import { DiscardConfirmation, NodeEditorFooter } from './node-editor-actions';

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
  /** Opened by the context menu's Ask AI for ideas: the AI Helper shows at once (paid plans). */
  openAi?: boolean;
}

/** Whether the fields hold anything the node does not (then closing asks before discarding). */
export function nodeEditChanged(node: Pick<MindMapNode, 'title' | 'text'>, fields: NodeEditorFields): boolean {
  return fields.title !== node.title || fields.text !== node.text || fields.context.trim() !== '';
}

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
  openAi = false,
}: NodeEditorProps) {
  const [title, setTitle] = useState(initial?.title ?? node.title);
  const [text, setText] = useState(initial?.text ?? node.text);
  const [aiOpen, setAiOpen] = useState(() => openAi && (plan === 'pro' || plan === 'elite'));
  const [context, setContext] = useState(initial?.context ?? '');
  /** 'Discard your changes to this node?' is asked. */
  const [confirming, setConfirming] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [ideas, setIdeas] = useState<IdeasState>({ kind: 'idle' });
  /** Which ideas were already used, so each one-click action shows it took effect. */
  const [used, setUsed] = useState<Record<string, true>>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const isElite = plan === 'elite';
  const isPaid = plan === 'pro' || plan === 'elite';

  // A node just added ('+', N) still has the default title: it is selected, so typing replaces "New Idea"
  // instead of following it (issue 24 item 4). The dialog focused the field first (a child's effect).
  const freshNode = !initial && node.title === DEFAULT_NODE_TITLE && !node.text;
  useEffect(() => {
    if (freshNode) titleRef.current?.select();
    // Ask AI for ideas on a free plan: what the AI Helper button would say.
    if (openAi && !isPaid) onAlert(AI_MESSAGES.helperUpgradeRequired);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the editor opens
  }, []);

  const changed = nodeEditChanged(node, { title, text, context });
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    onChangeRef.current?.(changed ? { title, text, context } : null);
  }, [changed, title, text, context]);

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
      // The Modal keeps Save in view and scrolls the fields and the AI Helper between (issue 24 item 5).
      className={cn(aiOpen && 'sm:max-w-4xl')}
      footer={
        <NodeEditorFooter
          onPresent={onPresent && present}
          onCancel={cancel}
          onSave={save}
          generating={generating}
          tooLarge={tooLarge}
          confirming={confirming}
        />
      }
    >
      {confirming && <DiscardConfirmation onKeep={() => setConfirming(false)} onDiscard={onCancel} />}
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
          <AiHelperToggle open={aiOpen} onToggle={toggleAi} isPaid={isPaid} />
        </div>
        {aiOpen && (
          <AiHelperSidebar
            context={context}
            onContextChange={setContext}
            isElite={isElite}
            generating={generating}
            canGenerate={canGenerate}
            onGenerate={generate}
            ideas={ideas}
            used={used}
            onUse={(key) => setUsed((u) => ({ ...u, [key]: true }))}
            onAppend={appendToDetails}
            onAddChild={onAddChild}
          />
        )}
      </form>
    </Modal>
  );
}
