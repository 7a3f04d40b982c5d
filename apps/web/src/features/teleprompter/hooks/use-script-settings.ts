// The script's presenter settings (issue 24 item 2, issue 26): read from and written to the script's live
// document, so a change follows the script to every device at once (and waits there while offline). The
// screen opens with this browser's values until the document has some; a browser that holds settings of
// an older version (kept per browser) writes them into the document once, when it has none. Text size
// and mirror may stay with this device only.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { applySettingsToDoc, TELEPROMPTER_SPEED } from '@cuemap/shared';
import { LOCAL_ORIGIN } from '../../../lib/live/types';
import { writeTeleprompterPrefs, type TeleprompterPrefs } from '../utils/prefs';
import {
  browserHasOldSettings,
  browserView,
  fromStored,
  readDeviceDisplay,
  toStored,
  writeDeviceDisplay,
  type DeviceDisplay,
  type ScriptSettingsView,
} from '../utils/script-settings';
import { useLiveSettings } from './use-live-script';

/**
 * `doc`: the script's live document (null until the session has one); `ready`: it holds the script
 * (loaded from this device's copy or synced), so a missing value means none was ever saved.
 */
export function useScriptSettings(mindMapId: string | null, doc: Y.Doc | null, ready: boolean) {
  const live = useLiveSettings(doc);
  const browser = useMemo(() => browserView(mindMapId), [mindMapId]);
  // This browser's prefs: what the script's settings leave out (the pedal keys) and the defaults for the rest.
  const [ownPrefs, setOwnPrefs] = useState(browser.prefs);
  const base = useMemo(() => ({ ...browser, prefs: ownPrefs }), [browser, ownPrefs]);
  const stored = live?.settings ?? null;
  // A change made before the document holds the script: shown at once, written when it does (below).
  const [waiting, setWaiting] = useState<ScriptSettingsView | null>(null);
  const view = useMemo(() => waiting ?? (stored ? fromStored(stored, base) : base), [waiting, stored, base]);
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  });
  /** A speed typed out of range is shown as typed, never stored. */
  const [typedWpm, setTypedWpm] = useState<number | null>(null);
  const deviceRef = useRef<DeviceDisplay | null>(null);
  const [device, setDeviceState] = useState<DeviceDisplay | null>(() => (deviceRef.current = readDeviceDisplay()));
  const setDevice = useCallback((next: DeviceDisplay | null) => {
    deviceRef.current = next;
    writeDeviceDisplay(next);
    setDeviceState(next);
  }, []);

  const change = useCallback(
    (next: ScriptSettingsView) => {
      latest.current = next;
      setTypedWpm(null);
      // This browser's display prefs are the defaults of scripts that have none yet (and hold the pedal keys).
      writeTeleprompterPrefs(next.prefs);
      setOwnPrefs(next.prefs);
      // Written once the document holds the script: a write into a copy not yet synced would race the
      // server's own settings flag (concurrent, so it could lose).
      // Until then it waits here, shown as chosen, and every later change builds on it.
      if (doc && ready) {
        applySettingsToDoc(doc, toStored(next), LOCAL_ORIGIN);
        setWaiting(null);
      } else setWaiting(next);
    },
    [doc, ready],
  );
  useEffect(() => {
    if (!doc || !ready || !waiting) return;
    applySettingsToDoc(doc, toStored(waiting), LOCAL_ORIGIN);
    setWaiting(null);
  }, [doc, ready, waiting]);

  // Settings of an older version, kept in this browser, go into a document that has none (once).
  const hasStored = stored !== null;
  useEffect(() => {
    if (doc && ready && !hasStored && mindMapId && browserHasOldSettings(mindMapId)) applySettingsToDoc(doc, toStored(latest.current), LOCAL_ORIGIN);
  }, [doc, ready, hasStored, mindMapId]);

  const setWpm = useCallback(
    (wpm: number) => {
      if (wpm < TELEPROMPTER_SPEED.min || wpm > TELEPROMPTER_SPEED.max) return setTypedWpm(wpm);
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
    wpm: typedWpm ?? view.wpm,
    setWpm,
    targetMinutes: view.targetMinutes,
    setTargetMinutes,
    fillerWords: view.fillerWords ?? null,
    setFillerWords,
    prefs: device ? { ...view.prefs, ...device } : view.prefs,
    updatePrefs,
    deviceOnly: device !== null,
    setDeviceOnly,
  };
}
export type ScriptSettings = ReturnType<typeof useScriptSettings>;
