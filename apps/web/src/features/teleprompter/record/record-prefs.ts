// The recorder's choices, remembered per browser: devices, audio only, and where the self-view sits.
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { readStoredJson, writeStoredJson } from '../../../lib/local-store';
import { CORNERS, type Corner } from './self-view-place';

export const RECORD_PREFS_KEY = 'cuemap:record-prefs';

const schema = z.object({
  cameraId: z.string().nullable().catch(null),
  microphoneId: z.string().nullable().catch(null),
  audioOnly: z.boolean().catch(false),
  corner: z.enum(CORNERS as [Corner, ...Corner[]]).catch('top-right'),
  selfViewHidden: z.boolean().catch(false),
});

export type RecordPrefs = z.infer<typeof schema>;

export const DEFAULT_RECORD_PREFS: RecordPrefs = { cameraId: null, microphoneId: null, audioOnly: false, corner: 'top-right', selfViewHidden: false };

export function readRecordPrefs(): RecordPrefs {
  return { ...DEFAULT_RECORD_PREFS, ...(readStoredJson(RECORD_PREFS_KEY, schema.partial()) ?? {}) };
}

export function useRecordPrefs() {
  const [prefs, setPrefs] = useState(readRecordPrefs);
  const update = useCallback((patch: Partial<RecordPrefs>) => {
    setPrefs((p) => {
      const next = { ...p, ...patch };
      writeStoredJson(RECORD_PREFS_KEY, next);
      return next;
    });
  }, []);
  return [prefs, update] as const;
}
