// cn: clsx joining, a later conflicting Tailwind class wins, and our @theme tokens keep their meaning.
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names and skips falsy values', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
  });

  it('lets a later class replace an earlier one of the same kind', () => {
    expect(cn('px-4 text-slate-700', 'px-0 text-white')).toBe('px-0 text-white');
    expect(cn('hover:bg-slate-50', 'hover:bg-red-50')).toBe('hover:bg-red-50');
  });

  it('reads our theme tokens as what they are: a font size next to a colour, a shadow next to a shadow', () => {
    expect(cn('text-title text-slate-900')).toBe('text-title text-slate-900');
    expect(cn('text-display', 'text-title')).toBe('text-title');
    expect(cn('shadow-card', 'shadow-card-hover')).toBe('shadow-card-hover');
    expect(cn('shadow-overlay ring-1')).toBe('shadow-overlay ring-1');
    expect(cn('animate-pop-in', 'animate-fade-in')).toBe('animate-fade-in');
  });
});
