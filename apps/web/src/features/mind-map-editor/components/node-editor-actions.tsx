// The node editor's actions: the footer (Present from here, Cancel, Save) and 'Discard your changes to this node?'.
import { useEffect, useRef } from 'react';
import { MonitorPlay } from 'lucide-react';
import { Button } from '../../../components/ui';
import { NODE_EDITOR_DISCARD } from '../messages';

export interface NodeEditorFooterProps {
  /** Present from here (the button shows only when given). */
  onPresent?: () => void;
  onCancel: () => void;
  onSave: () => void;
  /** Ideas are being generated (nothing else may start). */
  generating: boolean;
  /** The edit would make the script unsaveable. */
  tooLarge: boolean;
  /** 'Discard your changes to this node?' is asked. */
  confirming: boolean;
}

export function NodeEditorFooter({ onPresent, onCancel, onSave, generating, tooLarge, confirming }: NodeEditorFooterProps) {
  return (
    <>
      {onPresent && (
        <Button
          variant="ghost"
          onClick={onPresent}
          disabled={generating || tooLarge || confirming}
          icon={<MonitorPlay className="size-4" aria-hidden="true" />}
          className="sm:mr-auto"
          title="Save and open the teleprompter at this node"
        >
          Present from here
        </Button>
      )}
      <Button variant="outline" onClick={onCancel} disabled={generating || confirming}>
        Cancel
      </Button>
      <Button onClick={onSave} disabled={generating || tooLarge || confirming}>
        Save
      </Button>
    </>
  );
}

export interface DiscardConfirmationProps {
  /** Keep editing: the question goes away, the fields stay. */
  onKeep: () => void;
  onDiscard: () => void;
}

/** Over the editor's fields while asked; 'Keep editing' has the focus. */
export function DiscardConfirmation({ onKeep, onDiscard }: DiscardConfirmationProps) {
  const keepEditingRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keepEditingRef.current?.focus();
  }, []);

  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-white/90 p-6">
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
          <Button ref={keepEditingRef} variant="outline" onClick={onKeep}>
            {NODE_EDITOR_DISCARD.keep}
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            {NODE_EDITOR_DISCARD.discard}
          </Button>
        </div>
      </div>
    </div>
  );
}
