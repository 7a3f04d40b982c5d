// Issue 26 item 3: the status line says Saving…, Saved, Offline — changes waiting or Offline, and nothing
// while the document loads; it follows the session as its status changes.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import * as Y from 'yjs';
import { LIVE_STATUS_TEXT, LiveStatusLine } from './live-status';
import type { LiveSession, LiveStatus } from '../lib/live/types';

/** A session whose status and pending count the test sets. */
function fakeSession(status: LiveStatus, pending = 0) {
  const listeners = new Set<() => void>();
  const state = { status, pending };
  const session: LiveSession = {
    mindMapId: 'm1',
    doc: new Y.Doc(),
    getStatus: () => state.status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending: () => state.pending,
    ready: () => state.status !== 'loading',
    whenReady: () => Promise.resolve(),
    flush: () => Promise.resolve(),
    ended: () => null,
    refusal: () => null,
    release: () => undefined,
  };
  const set = (next: LiveStatus, nextPending = 0) =>
    act(() => {
      Object.assign(state, { status: next, pending: nextPending });
      for (const l of listeners) l();
    });
  return { session, set };
}

describe('LiveStatusLine', () => {
  it('says nothing while loading, then follows the session: Saving…, Saved, Offline — changes waiting, Offline', () => {
    const { session, set } = fakeSession('loading');
    render(<LiveStatusLine session={session} />);
    const line = screen.getByRole('status');
    expect(line).toHaveAttribute('aria-live', 'polite');
    expect(line).toHaveTextContent(/^$/);

    set('saving', 1);
    expect(line).toHaveTextContent(LIVE_STATUS_TEXT.saving);
    set('saved');
    expect(line).toHaveTextContent(LIVE_STATUS_TEXT.saved);
    set('offline', 2);
    expect(line).toHaveTextContent(LIVE_STATUS_TEXT.offlineWaiting);
    set('offline', 0);
    expect(line.textContent?.trim()).toBe(LIVE_STATUS_TEXT.offline);
  });

  it('shows nothing without a session', () => {
    render(<LiveStatusLine session={null} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});
