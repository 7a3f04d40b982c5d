// Follow voice on the teleprompter screen with a fake SpeechRecognition (the standard interface: start /
// stop / abort, onresult with results[i][0].transcript and isFinal from resultIndex, onerror, onend):
// speech moves the text to the spoken section, the recogniser restarts after Chrome-style ends, and
// each problem (no API, permission denied, offline) says so.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleMap, sampleUser, stubFetch } from '../teleprompter-test-support';
import { layOutColumn, startPrompter } from '../../../../test/teleprompter-fixtures';
import { TELEPROMPTER_MESSAGES } from '../messages';

const SECTIONS = [
  'Good evening everyone, and thank you for coming out on such a rainy night.',
  'Tonight I want to talk about why small teams ship better software than large ones.',
  'Let me finish with a story about a team of four that outran a department of forty.',
];
const script = {
  mindMapId: 'm1',
  title: 'Launch Talk',
  content: SECTIONS.join('\n\n'),
  updatedAt: 'x',
  version: 3,
  sections: SECTIONS.map((text, i) => ({ nodeId: String(i + 1), text, origin: 'map' })),
};

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  starts = 0;
  aborted = false;
  private results: { isFinal: boolean; 0: { transcript: string }; length: 1 }[] = [];
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.starts++;
    this.results = [];
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.aborted = true;
  }
  /** The recogniser's current hypothesis for this utterance; a final one closes it. */
  speak(transcript: string, isFinal: boolean) {
    const last = this.results.at(-1);
    const index = last && !last.isFinal ? this.results.length - 1 : this.results.length;
    this.results[index] = { isFinal, 0: { transcript }, length: 1 };
    act(() => this.onresult?.({ resultIndex: index, results: this.results }));
  }
}

const offset = () => {
  const match = /translate3d\(0(?:px)?,\s*(-?[\d.]+)px/.exec(screen.getByTestId('teleprompter-content').style.transform);
  return match ? 0 - parseFloat(match[1]!) + 0 : 0;
};
const button = () => screen.getByRole('button', { name: TELEPROMPTER_MESSAGES.voice.button });

beforeEach(() => {
  FakeRecognition.instances = [];
  startPrompter(sampleUser('free'));
  stubFetch((url) => {
    if (url.endsWith('/api/teleprompter/m1')) return { status: 200, body: script };
    if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
    if (url.endsWith('/rehearsals')) return { status: 200, body: { rehearsals: [] } };
  });
  layOutColumn({ withinSections: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('Follow voice', () => {
  it('listens continuously with interim results and moves the text to the section being read', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    renderTeleprompter();
    await screen.findByText(SECTIONS[0]!);
    fireEvent.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('voice-status')).toHaveTextContent(TELEPROMPTER_MESSAGES.voice.listening);
    const recognition = FakeRecognition.instances[0]!;
    expect(recognition).toMatchObject({ continuous: true, interimResults: true, starts: 1 });
    expect(recognition.lang).not.toBe('');

    // Reading the first lines: the text stays at the top section.
    recognition.speak('good evening every one', false);
    recognition.speak('good evening everyone and thank you for coming', true);
    expect(offset()).toBe(0);
    // The speaker skips to the last section; a misheard word or two on the way.
    recognition.speak('let me finnish', false);
    recognition.speak('let me finnish with a story about a', false);
    await waitFor(() => expect(offset()).toBe(2000), { timeout: 3000 });

    // Chrome ends the session after a silence: it starts again while following.
    act(() => recognition.onend?.());
    await waitFor(() => expect(recognition.starts).toBe(2));

    // Pressing V turns it off: the recogniser is aborted and the status goes.
    fireEvent.keyDown(window, { key: 'v' });
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(recognition.aborted).toBe(true);
    expect(screen.queryByTestId('voice-status')).not.toBeInTheDocument();
  });

  it('says when the browser has no speech recognition', async () => {
    renderTeleprompter();
    await screen.findByText(SECTIONS[0]!);
    fireEvent.keyDown(window, { key: 'V' });
    expect(await screen.findByRole('alert')).toHaveTextContent(TELEPROMPTER_MESSAGES.voice.unsupported);
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: TELEPROMPTER_MESSAGES.voice.dismiss }));
    expect(screen.queryByTestId('voice-status')).not.toBeInTheDocument();
  });

  it('says when the microphone is not allowed, and stops', async () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    renderTeleprompter();
    await screen.findByText(SECTIONS[0]!);
    fireEvent.click(button());
    const recognition = FakeRecognition.instances[0]!;
    act(() => recognition.onerror?.({ error: 'not-allowed' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TELEPROMPTER_MESSAGES.voice.denied);
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(recognition.aborted).toBe(true);
  });

  it('hints after a silence and keeps listening', async () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    renderTeleprompter();
    await screen.findByText(SECTIONS[0]!);
    fireEvent.click(button());
    act(() => FakeRecognition.instances[0]!.onerror?.({ error: 'no-speech' }));
    expect(screen.getByTestId('voice-status')).toHaveTextContent(TELEPROMPTER_MESSAGES.voice.quiet);
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    FakeRecognition.instances[0]!.speak('good evening', false);
    expect(screen.getByTestId('voice-status')).toHaveTextContent(TELEPROMPTER_MESSAGES.voice.listening);
  });

  it('says when the network is needed', async () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    renderTeleprompter();
    await screen.findByText(SECTIONS[0]!);
    fireEvent.click(button());
    act(() => FakeRecognition.instances[0]!.onerror?.({ error: 'network' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TELEPROMPTER_MESSAGES.voice.offline);
  });
});
