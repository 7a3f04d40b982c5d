// Listen (issue 28 item 2) as a presenter meets it: the notice about the browser's vendor the first time
// (and never again), the words heard through a recognition session that ends and is started again, the
// coach's figures when the run ends; no speech recognition or a denied microphone says so plainly.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import type { RehearsalCoach } from '@cuemap/shared';
import type { StageSection } from '../utils/stage-sections';
import { ListenConsent, ListenToggle } from './listen-toggle';
import { COACH_MESSAGES } from './messages';
import { useCoachListen } from './use-coach-listen';

const SECTION: StageSection = {
  index: 0,
  scriptIndex: 0,
  nodeId: '1',
  label: 'Welcome',
  color: null,
  paragraphs: ['Good evening everyone. Tonight we talk about small teams.'],
  words: 9,
};

class FakeRecognition {
  static current: FakeRecognition | null = null;
  static starts = 0;
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onend: (() => void) | null = null;
  start() {
    FakeRecognition.current = this;
    FakeRecognition.starts++;
  }
  stop() {}
  abort() {}
  /** One final result at `timeStamp`. */
  say(transcript: string, timeStamp: number) {
    this.onresult?.({ timeStamp, resultIndex: 0, results: [{ isFinal: true, length: 1, 0: { transcript } }] });
  }
}

function Harness() {
  const contentRef = useRef<HTMLDivElement>(null);
  const listen = useCoachListen({ contentRef, fillerWords: null });
  const [coach, setCoach] = useState<RehearsalCoach | null | undefined>(undefined);
  return (
    <div ref={contentRef}>
      <button type="button" onClick={listen.begin}>
        begin
      </button>
      <button type="button" onClick={() => setCoach(listen.finish([SECTION], 150))}>
        finish
      </button>
      <ListenToggle listen={listen} />
      <ListenConsent listen={listen} />
      <output data-testid="coach">{coach === undefined ? '' : JSON.stringify(coach)}</output>
    </div>
  );
}

const w = window as unknown as Record<string, unknown>;

beforeEach(() => {
  localStorage.clear();
  FakeRecognition.current = null;
  FakeRecognition.starts = 0;
  w.SpeechRecognition = FakeRecognition;
});
afterEach(() => {
  delete w.SpeechRecognition;
});

describe('Listen', () => {
  it('asks once about the browser sending audio to its vendor, then hears the run across a restart', async () => {
    const { unmount } = render(<Harness />);
    fireEvent.click(screen.getByText('begin'));
    fireEvent.click(screen.getByTestId('listen-button'));
    const notice = screen.getByRole('dialog', { name: COACH_MESSAGES.consentTitle });
    expect(notice).toHaveTextContent(COACH_MESSAGES.consentVendor);
    fireEvent.click(within(notice).getByRole('button', { name: COACH_MESSAGES.consentAccept }));
    expect(screen.getByTestId('listen-button')).toHaveAttribute('aria-pressed', 'true');
    expect(FakeRecognition.starts).toBe(1);

    const start = performance.now();
    act(() => FakeRecognition.current!.say('good evening everyone um', start + 100));
    // Chrome ends the session after a silence; Listen starts it again.
    act(() => FakeRecognition.current!.onend?.());
    await waitFor(() => expect(FakeRecognition.starts).toBe(2));
    act(() => FakeRecognition.current!.say('tonight we talk about small teams', start + 5000));
    fireEvent.click(screen.getByText('finish'));
    const coach = JSON.parse(screen.getByTestId('coach').textContent!) as RehearsalCoach;
    expect(coach).toMatchObject({ fillers: 1, pauses: 1, skipped: 0, words: 9 });
    unmount();

    // The next time (remembered on, notice read): it listens at once, no notice.
    render(<Harness />);
    fireEvent.click(screen.getByText('begin'));
    expect(screen.getByTestId('listen-button')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(FakeRecognition.starts).toBe(3);
  });

  it('a run that did not listen has no coach figures', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('begin'));
    fireEvent.click(screen.getByText('finish'));
    expect(screen.getByTestId('coach')).toHaveTextContent('null');
  });

  it('says plainly when the browser has no speech recognition, or the microphone is denied', () => {
    localStorage.setItem('cuemap:coach-listen-consent', '1');
    delete w.SpeechRecognition;
    render(<Harness />);
    fireEvent.click(screen.getByText('begin'));
    fireEvent.click(screen.getByTestId('listen-button'));
    expect(screen.getByRole('alert')).toHaveTextContent(COACH_MESSAGES.unsupported);

    w.SpeechRecognition = FakeRecognition;
    fireEvent.click(screen.getByTestId('listen-button'));
    fireEvent.click(screen.getByTestId('listen-button'));
    act(() => FakeRecognition.current!.onerror?.({ error: 'not-allowed' }));
    expect(screen.getByRole('alert')).toHaveTextContent(COACH_MESSAGES.denied);
  });
});
