import { describe, expect, it } from 'vitest';
import {
  countSpokenWords,
  fittedSections,
  planFit,
  scriptWords,
  sectionBudgets,
  sectionSlack,
  seededRandom,
  takeWords,
  targetWords,
  withinTolerance,
  MIN_SECTION_WORDS,
  type ScriptSection,
} from '../src/index';

const TOKENS = [
  'word',
  'Hello',
  'time.',
  'again,',
  '**bold**',
  '**two words**',
  '[pause]',
  '[slow down]',
  '—',
  '42',
  'end!',
  '**',
  '[',
  ']',
  '[]',
  'x[pause]y',
  '\n',
  '\n\n',
];

/** Cue marks as people write them: every `**` closed on its line. */
const PAIRED = TOKENS.filter((t) => t !== '**');

function randomText(random: () => number, length: number, tokens = TOKENS): string {
  return Array.from({ length }, () => tokens[Math.floor(random() * tokens.length)]!).join(random() < 0.5 ? ' ' : '  ');
}

describe('scriptWords', () => {
  it('counts words as the teleprompter does: cue marks and bracket cues are not words', () => {
    expect(scriptWords('Hello there, world.')).toBe(3);
    expect(scriptWords('This is **really** important. [pause] Now go.')).toBe(6);
    expect(scriptWords('[pause] [slow down] **')).toBe(0);
    expect(scriptWords('Dash — here')).toBe(2);
    expect(scriptWords('')).toBe(0);
  });

  it('is countSpokenWords', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      const text = randomText(random, 1 + Math.floor(random() * 30));
      expect(scriptWords(text)).toBe(countSpokenWords(text));
    }
  });
});

describe('takeWords', () => {
  it('keeps the first n spoken words, cues before them included', () => {
    expect(takeWords('One two three four.', 2)).toBe('One two');
    expect(takeWords('[pause] One **two three** four.', 2)).toBe('[pause] One **two');
    expect(takeWords('One two.', 5)).toBe('One two.');
    expect(takeWords('One two.', 0)).toBe('');
  });

  it('gives exactly n words (or the whole text) on many seeded texts', () => {
    const random = seededRandom(2026);
    for (let i = 0; i < 500; i++) {
      const text = randomText(random, 1 + Math.floor(random() * 40), PAIRED);
      const words = scriptWords(text);
      const n = Math.floor(random() * (words + 3));
      const cut = takeWords(text, n);
      expect(text.startsWith(cut)).toBe(true);
      // An emphasis cut in its middle reads as text, so it still counts the same words.
      expect(scriptWords(cut)).toBe(Math.min(n, words));
    }
  });
});

describe('targets and tolerance', () => {
  it('targetWords is minutes × WPM, rounded', () => {
    expect(targetWords(5, 130)).toBe(650);
    expect(targetWords(0.5, 15)).toBe(8);
    expect(targetWords(180, 500)).toBe(90_000);
  });

  it('withinTolerance accepts ±10 % and no more', () => {
    expect(withinTolerance(90, 100, 0.1)).toBe(true);
    expect(withinTolerance(110, 100, 0.1)).toBe(true);
    expect(withinTolerance(89, 100, 0.1)).toBe(false);
    expect(withinTolerance(111, 100)).toBe(false);
    expect(sectionSlack(100)).toBe(10);
    expect(sectionSlack(9)).toBe(0);
  });
});

describe('sectionBudgets', () => {
  it('shares what the unchosen sections leave, in proportion to length', () => {
    // Sections of 100, 50, 50 words; the first is kept, 300 target → 200 for the two chosen.
    expect(sectionBudgets([100, 50, 150], [1, 2], 300)).toEqual([50, 150]);
    expect(sectionBudgets([10, 30], [0, 1], 80)).toEqual([20, 60]);
  });

  it('gives every chosen section at least the minimum, the rest re-shared', () => {
    const budgets = sectionBudgets([1, 100, 100], [0, 1, 2], 100);
    expect(budgets[0]).toBe(MIN_SECTION_WORDS);
    expect(budgets.reduce((a, b) => a + b, 0)).toBe(100);
    expect(sectionBudgets([0, 0], [0, 1], 4)).toEqual([MIN_SECTION_WORDS, MIN_SECTION_WORDS]);
  });

  it('sums exactly to the share on many seeded inputs', () => {
    const random = seededRandom(99);
    for (let i = 0; i < 300; i++) {
      const words = Array.from({ length: 1 + Math.floor(random() * 12) }, () => Math.floor(random() * 200));
      const chosen = words.flatMap((_, j) => (random() < 0.6 ? [j] : []));
      if (!chosen.length) continue;
      const target = 1 + Math.floor(random() * 3000);
      const others = words.reduce((sum, w, j) => (chosen.includes(j) ? sum : sum + w), 0);
      const budgets = sectionBudgets(words, chosen, target);
      expect(budgets.every((b) => Number.isInteger(b) && b >= MIN_SECTION_WORDS)).toBe(true);
      if (target - others >= MIN_SECTION_WORDS * chosen.length) expect(budgets.reduce((a, b) => a + b, 0)).toBe(target - others);
    }
  });
});

describe('planFit', () => {
  const texts = ['Hello and welcome.', '', 'One two three four five six seven eight nine ten.', 'Thanks.'];

  it('chooses every section with words by default', () => {
    const plan = planFit(texts, 1, 40);
    expect(plan).toMatchObject({ target: 40, chosen: [0, 2, 3], otherWords: 0, reachable: true });
    expect(plan.budgets.reduce((a, b) => a + b, 0)).toBe(40);
  });

  it('keeps the unchosen sections and says when the target is out of reach', () => {
    const plan = planFit(texts, 1, 20, [2, 2]);
    expect(plan).toMatchObject({ chosen: [2], budgets: [16], otherWords: 4, reachable: true });
    expect(planFit(texts, 0.5, 10, [0, 2, 3]).reachable).toBe(false);
    expect(planFit(['', ''], 1, 100).chosen).toEqual([]);
  });
});

describe('fittedSections', () => {
  const sections: ScriptSection[] = [
    { nodeId: null, text: 'Hello.', origin: 'ai' },
    { nodeId: 'a', text: 'Alpha.', origin: 'map', mapText: 'Alpha.' },
    { nodeId: 'b', text: 'Old beta.', origin: 'edited', mapText: 'beta', stale: true, nodeText: 'Beta now.' },
    { nodeId: 'gone', text: 'Orphan.', origin: 'ai', mapText: 'x', orphaned: true },
  ];
  const nodes = new Map([
    ['a', 'Alpha.'],
    ['b', 'Beta now.'],
  ]);

  it('makes the fitted sections ai ones written from the node now, stale cleared; the rest untouched', () => {
    const texts = new Map([
      [0, 'Hi there.'],
      [1, 'Alpha, longer.'],
      [2, 'New beta.'],
      [3, 'Orphan, fitted.'],
    ]);
    expect(fittedSections(sections, texts, nodes)).toEqual([
      { nodeId: null, text: 'Hi there.', origin: 'ai' },
      { nodeId: 'a', text: 'Alpha, longer.', origin: 'ai', mapText: 'Alpha.' },
      { nodeId: 'b', text: 'New beta.', origin: 'ai', mapText: 'Beta now.' },
      { nodeId: 'gone', text: 'Orphan, fitted.', origin: 'ai', mapText: 'x', orphaned: true },
    ]);
    expect(fittedSections(sections, new Map([[1, 'Alpha.']]), nodes)).toEqual(sections);
  });
});
