// Joins class names (clsx) and lets a later Tailwind class win over an earlier one it conflicts with
// (tailwind-merge), so a `className` prop can override a component's default padding, colour, etc.
import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

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
  return twMerge(clsx(inputs));
}
