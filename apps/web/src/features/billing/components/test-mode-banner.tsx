// The unmistakable marker on the built-in payment pages: nothing here charges a card.
import { FlaskConical } from 'lucide-react';
import { BILLING_TEXT as T } from '../messages';

export function TestModeBanner({ note }: { note: string }) {
  return (
    <div role="note" aria-label={T.testModeBanner} className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        {T.testModeBanner}
      </p>
      <p className="mt-1 text-sm text-amber-800">{note}</p>
    </div>
  );
}
