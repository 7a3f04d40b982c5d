// AI prompt modal: optional extra instructions (Elite only), Cancel and Generate Script. When the script
// has sections typed by hand it says how many hand-edited and AI sections a generation replaces and
// offers *Keep edited sections* (the safe default) beside *Replace all* (issue 24 item 3).
import { useRef, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { AI_MESSAGES, LIMITS } from '@cuemap/shared';
import { Button, Modal, Textarea } from '../../../components/ui';
import { TELEPROMPTER_MESSAGES } from '../messages';

export interface GenerateModalProps {
  open: boolean;
  isElite: boolean;
  remaining: number;
  onCancel: () => void;
  /** The sections with words a generation would replace, by who wrote them last (replacedSections). */
  replacing?: { edited: number; ai: number };
  onGenerate: (additionalPrompt: string, opts: { keepEdited: boolean }) => void;
}

const sections = (n: number, kind: string) => `${n} ${kind} section${n === 1 ? '' : 's'}`;

/** "This replaces 2 hand-edited sections and 3 AI sections." */
export function replaceWarning({ edited, ai }: { edited: number; ai: number }): string {
  return `This replaces ${sections(edited, 'hand-edited')}${ai > 0 ? ` and ${sections(ai, 'AI')}` : ''}.`;
}

export function GenerateModal({ open, isElite, remaining, onCancel, onGenerate, replacing }: GenerateModalProps) {
  const [prompt, setPrompt] = useState('');
  const keepRef = useRef<HTMLButtonElement>(null);
  const edited = (replacing?.edited ?? 0) > 0;
  const generate = (keepEdited: boolean) => onGenerate(isElite ? prompt.trim() : '', { keepEdited });
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Generate script with AI"
      description={
        edited ? (
          <>
            The AI turns your mind map's nodes, in Node Order, into a script written to be spoken.{' '}
            <strong className="font-semibold text-amber-800">{replaceWarning(replacing!)}</strong> <em className="not-italic">Keep edited sections</em> writes
            only the others and leaves your words as they are.
          </>
        ) : (
          "The AI turns your mind map's nodes, in Node Order, into a script written to be spoken."
        )
      }
      initialFocusRef={edited ? keepRef : undefined}
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50">
          <Sparkles className="size-5 text-brand-600" aria-hidden="true" />
        </span>
      }
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          {edited ? (
            <>
              <Button variant="outline" onClick={() => generate(false)}>
                Replace all
              </Button>
              <Button ref={keepRef} onClick={() => generate(true)} icon={<Sparkles className="size-4" aria-hidden="true" />}>
                Keep edited sections
              </Button>
            </>
          ) : (
            <Button onClick={() => generate(false)} icon={<Sparkles className="size-4" aria-hidden="true" />}>
              Generate Script
            </Button>
          )}
        </>
      }
    >
      <Textarea
        label="Additional instructions"
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        disabled={!isElite}
        maxLength={LIMITS.aiContextMax}
        rows={4}
        placeholder={isElite ? 'e.g. Keep it under three minutes, friendly tone, end with a question.' : ''}
        hint={isElite ? undefined : AI_MESSAGES.eliteContextNote}
      />
      <p className="mt-3 text-xs text-slate-500">{TELEPROMPTER_MESSAGES.remaining(remaining)} this month.</p>
    </Modal>
  );
}
