// A node's mark for the audience view (issue 29 item 2) on the canvas: a small badge at its lower left —
// framed with its whole branch, or skipped — named for screen readers and in its tooltip.
import { EyeOff, Frame } from 'lucide-react';
import { AUDIENCE_MESSAGES } from '../audience-messages';

export function AudienceMarkBadge({ mark }: { mark: 'branch' | 'skip' }) {
  const label = mark === 'skip' ? AUDIENCE_MESSAGES.badge.skip : AUDIENCE_MESSAGES.badge.branch;
  const Icon = mark === 'skip' ? EyeOff : Frame;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="audience-mark"
      data-mark={mark}
      className="absolute -bottom-2 -left-2 flex size-5 items-center justify-center rounded-full bg-slate-800 text-white shadow ring-2 ring-white"
    >
      <Icon className="size-3" aria-hidden="true" />
    </span>
  );
}
