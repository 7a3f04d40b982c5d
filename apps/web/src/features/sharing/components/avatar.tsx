// A person's round initial, in their stable colour.
import { cx } from '../../../lib/class-names';
import { avatarColour, initialOf } from '../utils/people';

export function Avatar({ email, className }: { email: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx('flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white', className)}
      style={{ backgroundColor: avatarColour(email) }}
    >
      {initialOf(email)}
    </span>
  );
}
