// The rehearsal coach's analysis (issue 28 item 1): each figure from a timed transcript, and the edges.
import { describe, expect, it } from 'vitest';
import { analyseRehearsal, coachScript, defaultFillers, parseFillerList, rehearsalCoachSchema, type TimedWord } from '../src';

const SECTIONS = [
  { label: 'Welcome', text: 'Good evening everyone. Tonight we talk about small teams and why they ship faster.' },
  { label: 'Reasons', text: 'The first reason is communication. So every new person adds more talk than work. The second reason is ownership of the build.' },
  { label: 'Story', text: 'Let me finish with a story about a team of four. They shipped the new checkout in nine weeks.' },
];
const FILLERS = defaultFillers('en-US');

/** Words said one after another, `gapMs` apart from `startMs`; a number in the list is a silence of that many ms. */
function say(parts: readonly (string | number)[], gapMs = 400, startMs = 0): TimedWord[] {
  const out: TimedWord[] = [];
  let at = startMs;
  for (const part of parts) {
    if (typeof part === 'number') {
      at += part;
      continue;
    }
    for (const text of part.split(/\s+/).filter(Boolean)) {
      out.push({ text, atMs: at });
      at += gapMs;
    }
  }
  return out;
}

const analyse = (transcript: TimedWord[], sections = SECTIONS, wpm = 150) => analyseRehearsal({ sections, wpm, transcript, fillers: FILLERS, lang: 'en-US' });
const plain = (text: string) => text.replace(/[.,]/g, '');

describe('rehearsal coach', () => {
  it('reads the pace of each section from the time between its words', () => {
    // 400 ms a word = 150 WPM in the first two sections; the third twice as fast.
    const coach = analyse([...say([plain(SECTIONS[0]!.text), plain(SECTIONS[1]!.text)]), ...say([plain(SECTIONS[2]!.text)], 200, 14_400)]);
    expect(coach.sections.map((s) => s.wpm)).toEqual([150, 150, 300]);
    expect(coach.sections.map((s) => s.words)).toEqual([14, 22, 19]);
    expect(rehearsalCoachSchema.parse(coach)).toEqual(coach);
    expect(coach.tips[0]).toBe('Section 3 (Story) ran 100 % fast (300 WPM against 150) — it is your densest section: slow down and let it land.');
  });

  it('counts fillers and where they fell, but not a filler word the script says', () => {
    const coach = analyse(
      say([
        'good evening everyone um tonight we talk about you know small teams and why they ship faster',
        'the first reason is communication so every new person adds like more talk than work',
      ]),
    );
    expect(coach.fillers).toBe(3);
    expect(coach.sections[0]!.fillerAt).toEqual([
      { word: 'um', atMs: 1200 },
      { word: 'you know', atMs: 3200 },
    ]);
    // "so" is the script's own word in section 2; "like" is not.
    expect(coach.sections[1]!.fillerAt).toEqual([{ word: 'like', atMs: 4000 }]);
    expect(coach.fillerCounts).toEqual(
      expect.arrayContaining([
        { word: 'um', count: 1 },
        { word: 'you know', count: 1 },
        { word: 'like', count: 1 },
      ]),
    );
  });

  it('finds pauses over 3 s, with their section and offset', () => {
    const coach = analyse(say(['good evening everyone', 'tonight we talk', 3500, 'about small teams', 2500, 'and why they ship faster']));
    expect(coach.pauses).toBe(1);
    expect(coach.sections[0]!.pauses).toEqual([{ atMs: 2000, ms: 3900 }]);
  });

  it('finds a skipped sentence and words added', () => {
    const coach = analyse(
      say([
        plain(SECTIONS[0]!.text),
        'the first reason is communication',
        'and honestly this part surprised me a lot',
        'the second reason is ownership of the build',
        plain(SECTIONS[2]!.text),
      ]),
    );
    expect(coach.skipped).toBe(1);
    expect(coach.sections[1]!.skipped).toEqual(['So every new person adds more talk than work.']);
    expect(coach.adlibs).toBe(1);
    expect(coach.sections[1]!.adlibs).toEqual([{ text: 'and honestly this part surprised me a lot', words: 8, atMs: 2000 }]);
    // Words spoken: the script's less the skipped sentence, plus the ad-lib.
    expect(coach.sections[1]!.words).toBe(22 - 9 + 8);
    expect(coach.tips.some((t) => t.startsWith('You skipped 1 sentence in Section 2 (Reasons)'))).toBe(true);
  });

  it('does not call a misheard word an ad-lib, nor the sections not reached skipped', () => {
    const coach = analyse(say(['good evening everyone tonight we torque about small teams and why they ship faster', 'the first reason is communication']));
    expect(coach.adlibs).toBe(0);
    expect(coach.skipped).toBe(0);
    expect(coach.sections[2]).toMatchObject({ words: 0, wpm: null, skippedCount: 0 });
  });

  it('an empty transcript gives zeros and no tips', () => {
    const coach = analyse([]);
    expect(coach).toMatchObject({ words: 0, ms: 0, wpm: null, fillers: 0, pauses: 0, skipped: 0, adlibs: 0, tips: [] });
    expect(coach.sections).toHaveLength(3);
    expect(rehearsalCoachSchema.safeParse(coach).success).toBe(true);
  });

  it('with no sections, counts words, pace and fillers of the transcript alone', () => {
    const coach = analyse(say(['um hello there everyone uh welcome']), []);
    expect(coach.sections).toEqual([]);
    expect(coach).toMatchObject({ words: 4, fillers: 2, skipped: 0, adlibs: 0 });
    // Six words 400 ms apart: 2 s of gaps and the last word's 0.4 s.
    expect(coach.wpm).toBe(Math.round((4 * 60_000) / 2400));
  });

  it('survives recognition restarts: a silence while it restarts is a pause, times that go back count as no time', () => {
    const before = say(['good evening everyone tonight we talk']);
    // The recogniser restarted: 4 s later, and one word stamped a little before the last (clock of a new session).
    const after = [{ text: 'about', atMs: 2100 }, ...say(['small teams and why they ship faster'], 400, 6500)];
    const coach = analyse([...before, ...after]);
    expect(coach.sections[0]!.words).toBe(14);
    expect(coach.pauses).toBe(1);
    expect(coach.sections[0]!.ms).toBeGreaterThan(6500);
    expect(coach.adlibs).toBe(0);
  });

  it('splits a script into sentences per section', () => {
    const script = coachScript(['One two. Three [pause] four! Five?', '', '**Six** seven']);
    expect(script.sentences.map((s) => [s.section, s.text])).toEqual([
      [0, 'One two.'],
      [0, 'Three four!'],
      [0, 'Five?'],
      [2, 'Six seven'],
    ]);
    expect(script.sectionWords).toEqual([5, 0, 2]);
  });

  it('reads a presenter’s filler list: commas or lines, no repeats, languages have their own', () => {
    expect(parseFillerList('um, Um,\n you  know ;; like')).toEqual(['um', 'you know', 'like']);
    expect(defaultFillers('de-DE')).toContain('ähm');
    expect(defaultFillers('xx')).toBe(defaultFillers('en'));
  });
});
