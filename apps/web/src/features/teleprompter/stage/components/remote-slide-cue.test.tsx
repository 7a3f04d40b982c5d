// Issue 29 item 3 on the phone remote: the prompter's state carries the slide cue; while its [slide]
// mark is at the reading line the remote shows "▶ Slide N" and "Advance the deck now", then quietly the
// slide the deck should be on. The socket is a stand-in that delivers the server's messages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { StageServerMessage, StageState } from '@cuemap/shared';
import { RemoteScreen } from './remote-screen';

class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 1;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    queueMicrotask(() => this.onopen?.());
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  deliver(message: StageServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

const state = (slide: StageState['slide']): StageState => ({
  title: 'Launch Talk',
  playing: true,
  countdown: null,
  wpm: 140,
  position: { section: 1, fraction: 0.4 },
  sections: [
    { title: 'Opening', nodeId: null },
    { title: 'The chart', nodeId: '2' },
  ],
  elapsedMs: 30_000,
  remainingMs: 60_000,
  slide,
  display: {
    mirror: false,
    mirrorVertical: false,
    textScale: 1,
    theme: 'dark',
    font: 'sans',
    lineSpacing: 1.5,
    margin: 0,
    guideAt: 0.33,
    guide: true,
    markers: true,
  },
  version: 2,
});

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeSocket.last = null;
});

describe('the remote and a slide cue', () => {
  it('shows "▶ Slide N" while the mark is at the reading line, then the slide the deck is on', async () => {
    render(<RemoteScreen token="link-token" />);
    await vi.waitFor(() => expect(FakeSocket.last?.sent).toHaveLength(1));
    const socket = FakeSocket.last!;
    socket.deliver({ type: 'welcome', role: 'remote', mindMapId: 'm1', connectionId: 'c1', expiresAt: null });
    socket.deliver({ type: 'state', state: state(null), at: 1 });
    expect(screen.getByTestId('remote-section')).toHaveTextContent('The chart');
    expect(screen.queryByTestId('remote-slide')).toBeNull();

    socket.deliver({ type: 'state', state: state({ number: 4, due: true }), at: 2 });
    const cue = screen.getByRole('region', { name: 'Slides' });
    expect(cue).toHaveAttribute('data-due', 'true');
    expect(cue).toHaveTextContent('Advance the deck now');
    expect(cue).toHaveTextContent('▶ Slide 4');

    socket.deliver({ type: 'state', state: state({ number: 4, due: false }), at: 3 });
    expect(screen.getByRole('region', { name: 'Slides' })).not.toHaveAttribute('data-due');
    expect(screen.getByRole('region', { name: 'Slides' })).toHaveTextContent('The deck should be onSlide 4');
  });
});
