// Controls that get out of the way on stage (issue 12 item 7): while playing, after AUTO_HIDE_MS with
// no pointer movement, tap or key, the toolbar hides; any of those shows it again, and pausing does.
// Keyboard focus inside the controls (a Tab to them) keeps them shown.
import { useEffect, useState, type RefObject } from 'react';

export const AUTO_HIDE_MS = 2500;

const ACTIVITY = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Whether focus inside `el` came from the keyboard (a mouse click on Play does not keep them up). */
function keyboardFocusInside(el: HTMLElement | null): boolean {
  if (!el) return false;
  try {
    return el.querySelector(':focus-visible') !== null;
  } catch {
    return el.contains(document.activeElement);
  }
}

export function useAutoHide(active: boolean, controlsRef: RefObject<HTMLElement | null>, delayMs = AUTO_HIDE_MS): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (keyboardFocusInside(controlsRef.current)) arm();
        else setHidden(true);
      }, delayMs);
    };
    const wake = () => {
      setHidden(false);
      arm();
    };
    arm();
    for (const type of ACTIVITY) window.addEventListener(type, wake, { capture: true, passive: true });
    window.addEventListener('focusin', wake, true);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, wake, { capture: true });
      window.removeEventListener('focusin', wake, true);
      // Paused (or the text ended): shown, and the next play starts shown.
      setHidden(false);
    };
  }, [active, delayMs, controlsRef]);

  return active && hidden;
}
