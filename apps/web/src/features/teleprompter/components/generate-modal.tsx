// AI prompt modal: optional extra instructions (Elite only), Cancel and Generate Script.
import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { AI_MESSAGES, LIMITS } from '@cuemap/shared';
import { Button, Modal, Textarea } from '../../../components/ui';
import { TELEPROMPTER_MESSAGES } from '../messages';

export interface GenerateModalProps {
  open: boolean;
  isElite: boolean;
  remaining: number;
  onCancel: () => void;
  onGenerate: (additionalPrompt: string) => void;
}

export function GenerateModal({ open, isElite, remaining, onCancel, onGenerate }: GenerateModalProps) {
  const [prompt, setPrompt] = useState('');
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Generate script with AI"
      description="The AI turns your mind map's nodes, in Node Order, into a script written to be spoken."
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
          <Button onClick={() => onGenerate(isElite ? prompt.trim() : '')} icon={<Sparkles className="size-4" aria-hidden="true" />}>
            Generate Script
          </Button>
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
