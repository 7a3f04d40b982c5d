// The version a prompter's links see (issue 13, issue 26): a display reads the script from the server
// when it changes. With the live document there is no saved version on the client, so it is a digest of
// the text on stage taken while everything made here is stored ('saved'): the display never asks before
// the server holds what it would be sent.
import { useState } from 'react';
import type { LiveStatus } from '../../../../lib/live/types';

/** A 31-bit digest of `text` (FNV-1a): any edit changes it. */
export function textDigest(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 1) & 0x7fffffff;
}

export function useStoredVersion(script: string, status: LiveStatus): number | null {
  const [last, setLast] = useState<number | null>(null);
  const now = status === 'saved' && script ? textDigest(script) : null;
  if (now !== null && now !== last) setLast(now);
  return now ?? last;
}
