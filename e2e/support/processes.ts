// Names a process so that a later one with a reused pid is never mistaken for it.
import { readFileSync } from 'node:fs';

/** A process's start time in clock ticks (/proc/PID/stat field 22), or '?' when it is gone. */
export function processStart(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '?';
  } catch {
    return '?';
  }
}
