// The script's presenter settings as React state (issue 24 item 2): read from the server with the
// script, every change kept in this browser at once (so it is never lost) and saved to the server a
// moment later; a failed save says so and is tried again on the next change or when the network is back.
// A browser that holds settings of an older version (kept per browser) uploads them once, when the
// server has none. Text size and mirror may stay with this device only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { TELEPROMPTER_SPEED, type PresenterSettings } from '@cuemap/shared';
import { getPresenterSettings, savePresenterSettings } from '../api/presenter-settings';
import { writeTeleprompterPrefs, type TeleprompterPrefs } from '../utils/prefs';
import { writeScriptWpm, writeTargetMinutes } from '../utils/stage-time';
import {
  browserHasOldSettings,
  browserView,
  clearPending,
  fromStored,
  readDeviceDisplay,
  readPending,
  toStored,
  writeDeviceDisplay,
  writePending,
  type DeviceDisplay,
  type ScriptSettingsView,
} from '../utils/script-settings';

/** Changes in quick succession (a slider, the speed keys) are saved once. */
export const SETTINGS_SAVE_DELAY_MS = 600;

export function useScriptSettings(mindMapId: string | null) {
  const [view, setView] = useState<ScriptSettingsView>(() => {
    const base = browserView(mindMapId);
    const pending = mindMapId ? readPending(mindMapId) : null;
    return pending ? fromStored(pending, base) : base;
  });
  const latest = useRef(view);
  const deviceRef = useRef<DeviceDisplay | null>(null);
  const [device, setDeviceState] = useState<DeviceDisplay | null>(() => (deviceRef.current = readDeviceDisplay()));
  const setDevice = useCallback((next: DeviceDisplay | null) => {
    deviceRef.current = next;
    writeDeviceDisplay(next);
    setDeviceState(next);
  }, []);
  const [saveFailed, setSaveFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const save = useCallback(
    async (settings: PresenterSettings) => {
      if (!mindMapId) return;
      try {
        await savePresenterSettings(mindMapId, settings);
        // Only what was sent is cleared: a change made meanwhile stays pending for its own save.
        if (JSON.stringify(readPending(mindMapId)) === JSON.stringify(settings)) clearPending(mindMapId);
        setSaveFailed(false);
      } catch {
        setSaveFailed(true);
      }
    },
    [mindMapId],
  );

  const saveSoon = useCallback(
    (settings: PresenterSettings) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void save(settings);
      }, SETTINGS_SAVE_DELAY_MS);
    },
    [save],
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // The server's settings, read when the script opens.
  useEffect(() => {
    if (!mindMapId) return;
    const controller = new AbortController();
    getPresenterSettings(mindMapId, controller.signal).then(
      ({ settings, stored }) => {
        const pending = readPending(mindMapId);
        if (pending) {
          // A change this browser made but never saved wins over what the server holds.
          const next = fromStored(pending, fromStored(settings, latest.current));
          latest.current = next;
          setView(next);
          void save(pending);
        } else if (stored) {
          const next = fromStored(settings, browserView(mindMapId));
          latest.current = next;
          setView(next);
        } else if (browserHasOldSettings(mindMapId)) {
          void save(toStored(latest.current));
        }
      },
      () => {
        // Offline or signed out: this browser's values hold until the next visit.
      },
    );
    return () => controller.abort();
  }, [mindMapId, save]);

  // A save that failed is tried again once the network is back.
  useEffect(() => {
    if (!saveFailed || !mindMapId) return;
    const retry = () => {
      const pending = readPending(mindMapId);
      if (pending) void save(pending);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [saveFailed, mindMapId, save]);

  const change = useCallback(
    (next: ScriptSettingsView) => {
      latest.current = next;
      setView(next);
      // This browser keeps the values too: the screen opens with them before the server answers.
      writeTeleprompterPrefs(next.prefs);
      if (!mindMapId) return;
      writeScriptWpm(mindMapId, next.wpm);
      writeTargetMinutes(mindMapId, next.targetMinutes);
      const stored = toStored(next);
      writePending(mindMapId, stored);
      saveSoon(stored);
    },
    [mindMapId, saveSoon],
  );

  const setWpm = useCallback(
    (wpm: number) => {
      if (wpm < TELEPROMPTER_SPEED.min || wpm > TELEPROMPTER_SPEED.max) return setView((v) => ({ ...v, wpm }));
      change({ ...latest.current, wpm });
    },
    [change],
  );
  const setTargetMinutes = useCallback((targetMinutes: number | null) => change({ ...latest.current, targetMinutes }), [change]);
  /** The coach's filler words for this script (issue 28); null goes back to the language's defaults. */
  const setFillerWords = useCallback((fillerWords: string[] | null) => change({ ...latest.current, fillerWords }), [change]);

  const updatePrefs = useCallback(
    (patch: (prev: TeleprompterPrefs) => Partial<TeleprompterPrefs>) => {
      const current = latest.current;
      const own = deviceRef.current;
      const changes = { ...patch(own ? { ...current.prefs, ...own } : current.prefs) };
      if (own && ('textScale' in changes || 'mirror' in changes)) {
        // This device's own size and mirror change here only.
        const next = { textScale: changes.textScale ?? own.textScale, mirror: changes.mirror ?? own.mirror };
        delete changes.textScale;
        delete changes.mirror;
        setDevice(next);
        if (Object.keys(changes).length === 0) return;
      }
      change({ ...current, prefs: { ...current.prefs, ...changes } });
    },
    [change, setDevice],
  );

  /** Keep text size and mirror for this device only (on), or let them follow the script again (off). */
  const setDeviceOnly = useCallback(
    (on: boolean) => {
      setDevice(on ? { textScale: latest.current.prefs.textScale, mirror: latest.current.prefs.mirror } : null);
    },
    [setDevice],
  );

  return {
    wpm: view.wpm,
    setWpm,
    targetMinutes: view.targetMinutes,
    setTargetMinutes,
    fillerWords: view.fillerWords ?? null,
    setFillerWords,
    prefs: device ? { ...view.prefs, ...device } : view.prefs,
    updatePrefs,
    deviceOnly: device !== null,
    setDeviceOnly,
    /** The last save failed: the change is kept in this browser and saved again later. */
    saveFailed,
    retrySave: () => {
      const pending = mindMapId ? readPending(mindMapId) : null;
      if (pending) void save(pending);
    },
  };
}
export type ScriptSettings = ReturnType<typeof useScriptSettings>;
