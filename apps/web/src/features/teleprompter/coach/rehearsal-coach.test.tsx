// The rehearsal report's coach part (issue 28 item 2): with Listen on, the pace against the script's
// speed, fillers and where they fell, pauses, the skipped sentence, the words added and the tips — per
// section and in total; Use my pace offers the pace spoken; without Listen a hint; nothing heard says so.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { analyseRehearsal, defaultFillers, type RehearsalCoach } from '@cuemap/shared';
import type { StageSection } from '../utils/stage-sections';
import { RehearsalReport } from '../components/rehearsal-report';
import { COACH_MESSAGES } from './messages';
import { finishedRun, rehearsalBody } from '../../../../test/rehearsal-fixtures';

const TEXTS = [
  'Good evening everyone. Tonight we talk about small teams and why they ship faster.',
  'The first reason is communication. Every new person adds more talk than work. The second reason is ownership of the build.',
];
const sections: StageSection[] = TEXTS.map((text, index) => ({
  index,
  scriptIndex: index,
  nodeId: String(index + 1),
  label: index === 0 ? 'Welcome' : 'Reasons',
  color: null,
  paragraphs: [text],
  words: text.split(' ').length,
}));

/** A reading: fillers in the welcome, a pause, then Reasons read fast with its middle sentence skipped. */
function reading(): RehearsalCoach {
  const words: { text: string; atMs: number }[] = [];
  let at = 0;
  const say = (text: string, gap: number) => {
    for (const w of text.split(' ')) {
      words.push({ text: w, atMs: at });
      at += gap;
    }
  };
  say('good evening everyone um tonight we talk about you know small teams', 400);
  at += 4000;
  say('and why they ship faster', 400);
  say('the first reason is communication the second reason is ownership of the build', 250);
  return analyseRehearsal({
    sections: TEXTS.map((text, i) => ({ text, label: sections[i]!.label })),
    wpm: 150,
    transcript: words,
    fillers: defaultFillers('en'),
    lang: 'en-US',
  });
}

function renderReport(coach: RehearsalCoach | null, onUsePace = vi.fn()) {
  const body = rehearsalBody(150, 20_000, [
    ['1', 5_600, 10_000],
    ['2', 8_400, 10_000],
  ]);
  const run = finishedRun(coach ? { ...body, coach } : body, sections);
  const save = { status: 'unsaved' as const, error: null, saved: null, retry: vi.fn() };
  render(
    <RehearsalReport run={run} save={save} runs={null} mindMapId={null} onClose={vi.fn()} onRehearseAgain={vi.fn()} onUsePace={onUsePace} currentWpm={150} />,
  );
  return screen.getByRole('dialog', { name: 'Rehearsal report' });
}

describe('Rehearsal report: the coach', () => {
  it('shows pace, fillers with where they fell, the pause, the skipped sentence and the tips, per section and in total', () => {
    const coach = reading();
    const report = renderReport(coach);
    const panel = within(report).getByTestId('rehearsal-coach');
    const totals = within(panel).getByTestId('coach-totals');
    expect(totals).toHaveTextContent(`Pace${coach.wpm} WPM`);
    expect(totals).toHaveTextContent('Fillers2um ×1, you know ×1');
    expect(totals).toHaveTextContent('Pauses > 3 s1');
    expect(totals).toHaveTextContent('Skipped1 sentence');

    const [welcome, reasons] = within(panel).getAllByTestId('coach-section');
    expect(welcome).toHaveTextContent('Welcome');
    expect(welcome).toHaveTextContent('2 fillers: “um” at 0:01, “you know” at 0:03');
    expect(welcome).toHaveTextContent('Pause of 4.4 s at 0:04');
    expect(reasons).toHaveTextContent('Skipped: “Every new person adds more talk than work.”');
    expect(reasons).toHaveTextContent(`${coach.sections[1]!.wpm} WPM · +60 %`);
    expect(reasons.dataset.pace).toBe('fast');

    const tips = within(panel)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.dataset.testid === 'coach-tips');
    expect(tips.map((t) => t.textContent)).toEqual(coach.tips);
    expect(coach.tips.some((t) => t.startsWith('Section 2 (Reasons) ran 60 % fast (240 WPM against 150)'))).toBe(true);
  });

  it('Use my pace offers the pace spoken', () => {
    const coach = reading();
    const onUsePace = vi.fn();
    const report = renderReport(coach, onUsePace);
    within(report)
      .getByRole('button', { name: `Use my pace (${coach.wpm} WPM)` })
      .click();
    expect(onUsePace).toHaveBeenCalledWith(coach.wpm);
  });

  it('without Listen, a hint; with Listen but nothing heard, says so', () => {
    renderReport(null);
    expect(screen.getByText(COACH_MESSAGES.offHint)).toBeInTheDocument();
    // Use my pace falls back on the sections' times: 150 × 14 000 ÷ 20 000.
    expect(screen.getByRole('button', { name: 'Use my pace (105 WPM)' })).toBeInTheDocument();
  });

  it('a run that listened but heard nothing says to check the microphone', () => {
    const empty = analyseRehearsal({ sections: TEXTS.map((text) => ({ text })), wpm: 150, transcript: [], fillers: [], lang: 'en' });
    const report = renderReport(empty);
    expect(within(report).getByText(COACH_MESSAGES.nothingHeard)).toBeInTheDocument();
  });
});
