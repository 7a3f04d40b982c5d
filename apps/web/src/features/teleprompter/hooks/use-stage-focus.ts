// Focus goes back to the stage whenever a dialog, menu or panel closes (issue 24): the first key after
// it is the stage's, whatever had focus before it opened (a typed speed, a clicked toolbar button).
import { useEffect, useRef, type RefObject } from 'react';

export function useStageFocus(stageRef: RefObject<HTMLElement | null>, overlayOpen: boolean) {
  const wasOpen = useRef(overlayOpen);
  // A passive effect: it runs after the closed dialog's own clean-up has put focus back where it was.
  useEffect(() => {
    if (wasOpen.current && !overlayOpen) stageRef.current?.focus({ preventScroll: true });
    wasOpen.current = overlayOpen;
  }, [overlayOpen, stageRef]);
}
