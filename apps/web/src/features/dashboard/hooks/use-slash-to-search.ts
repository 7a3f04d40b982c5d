// '/' focuses the search box (as in most list screens), unless the user is typing somewhere.
import { useEffect, type RefObject } from 'react';
import { isTypingTarget } from '../../../lib/keyboard';

export function useSlashToSearch(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (isTypingTarget(e.target)) return;
      e.preventDefault();
      input.current?.focus();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [input]);
}
