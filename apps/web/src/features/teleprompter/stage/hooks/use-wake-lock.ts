// A screen the audience watches stays on while it shows (where the browser can keep it awake).
import { useEffect } from 'react';

export function useWakeLock(): void {
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let gone = false;
    navigator.wakeLock
      ?.request('screen')
      .then((l) => (gone ? void l.release() : (lock = l)))
      .catch(() => undefined);
    return () => {
      gone = true;
      void lock?.release();
    };
  }, []);
}
