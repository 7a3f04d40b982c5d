// Status message with the §9 timings: 3 s after an action, 2 s after a finished load or save; errors stay.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StatusMessage, StatusTone } from '../components/status-bar';

export type StatusDuration = 'action' | 'finish' | 'sticky';
const DURATIONS = { action: 3_000, finish: 2_000 } as const;

export function useStatus() {
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(1);

  const show = useCallback((text: string, tone: StatusTone = 'info', duration: StatusDuration = 'action') => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const id = nextId.current++;
    setStatus({ id, text, tone });
    if (duration !== 'sticky') {
      timer.current = setTimeout(() => setStatus((s) => (s?.id === id ? null : s)), DURATIONS[duration]);
    }
  }, []);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return { status, show };
}
