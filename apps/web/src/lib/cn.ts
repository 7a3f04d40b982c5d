// Joins class names (clsx) and lets a later Tailwind class win over an earlier one it conflicts with
// (tailwind-merge), so a `className` prop can override a component's default padding, colour, etc.
// tailwind-merge is ~9 KB gzip: the public pages' first load goes without it (`cx`, lib/class-names.ts;
// the UI kit merges `className` through components/ui/class-merge.ts, issue 16).
import { extendTailwindMerge } from 'tailwind-merge';
import { cx, type ClassValue } from './class-names';

/** Our @theme tokens (src/index.css), so that e.g. `text-title` counts as a font size, not a colour. */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'title'],
      shadow: ['card', 'card-hover', 'overlay'],
      animate: ['fade-in', 'pop-in', 'slide-up', 'shimmer'],
    },
  },
});

export function cn(...inputs: ClassValue[]): string {
  return twMerge(cx(inputs));
}
