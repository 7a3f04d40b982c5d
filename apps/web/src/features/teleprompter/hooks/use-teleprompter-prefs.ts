// Display preferences as React state, saved to localStorage whenever the user changes one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { readTeleprompterPrefs, writeTeleprompterPrefs, type TeleprompterPrefs } from '../utils/prefs';

export function useTeleprompterPrefs() {
  const [prefs, setPrefs] = useState<TeleprompterPrefs>(readTeleprompterPrefs);
  // Only a change by the user is written: merely opening the screen leaves storage untouched.
  const changed = useRef(false);

  useEffect(() => {
    if (changed.current) writeTeleprompterPrefs(prefs);
  }, [prefs]);

  const update = useCallback((patch: (prev: TeleprompterPrefs) => Partial<TeleprompterPrefs>) => {
    changed.current = true;
    setPrefs((prev) => ({ ...prev, ...patch(prev) }));
  }, []);

  return [prefs, update] as const;
}
