// Full screen through the Fullscreen API, for the whole page so dialogs (portals on <body>) stay visible.
import { useCallback, useEffect, useState } from 'react';

export interface Fullscreen {
  /** False where the API is missing or blocked (e.g. iPhone Safari, some embedded views). */
  supported: boolean;
  active: boolean;
  toggle: () => void;
}

function isSupported(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true && typeof document.documentElement.requestFullscreen === 'function';
}

export function useFullscreen(): Fullscreen {
  const [supported] = useState(isSupported);
  const [active, setActive] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);

  useEffect(() => {
    if (!supported) return;
    const onChange = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [supported]);

  // Leaving the teleprompter leaves full screen too.
  useEffect(
    () => () => {
      if (supported && document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    },
    [supported],
  );

  const toggle = useCallback(() => {
    if (!supported) return;
    // A refusal (no user gesture, permissions policy) simply leaves the page as it is.
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    else document.documentElement.requestFullscreen().catch(() => undefined);
  }, [supported]);

  return { supported, active, toggle };
}
