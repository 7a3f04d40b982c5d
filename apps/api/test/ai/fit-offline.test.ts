// *Fit to N minutes* with the offline writer (issue 12): deterministic trimming and expanding that
// lands every section within ±10 % of its budget, and so the whole script within ±10 % of the target.
import { describe, expect, it } from 'vitest';
import { hashString, planFit, scriptWords, sectionSlack, seededRandom, targetWords, withinTolerance, type Random, type ScriptSection } from '@cuemap/shared';
import { createOfflineWriter, fitSectionText, offlineFittedScript } from '../../src/plugins/app/ai/providers';
import { offlineScriptParts } from '../../src/plugins/app/ai/providers/offline';
import { fitRequest, fittedTexts, type FitSource } from '../../src/plugins/app/ai/script-fit';
import { splitMarkedScript } from '../../src/plugins/app/ai/script-markers';

const VOCABULARY = `remote teams async decisions meeting document time zones overlap hours focus deep work calendar
  habits writing clarity trust managers feedback weekly review tools chat email noise signal priorities roadmap customers
  launch metrics growth hiring onboarding culture values story example question answer`
  .split(/\s+/)
  .filter(Boolean);

const pickFrom = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function sentence(random: Random): string {
  const words = Array.from({ length: 3 + Math.floor(random() * 14) }, () => pickFrom(random, VOCABULARY));
  if (random() < 0.15) words.splice(1, 0, '[pause]');
  if (random() < 0.15) words[words.length - 1] = `**${words[words.length - 1]}**`;
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${pickFrom(random, ['.', '.', '!', '?'])}`;
}

function randomMap(random: Random) {
  return Array.from({ length: 1 + Math.floor(random() * 7) }, (_, i) => ({
    title: random() < 0.2 ? 'New Idea' : `${pickFrom(random, VOCABULARY)} ${pickFrom(random, VOCABULARY)} ${i}`,
    text: random() < 0.1 ? '' : Array.from({ length: 1 + Math.floor(random() * 6) }, () => sentence(random)).join(random() < 0.3 ? '\n\n' : ' '),
  }));
}

/** An offline script of a random map as the teleprompter service keeps it: sections, node-linked or not. */
function randomSource(random: Random): FitSource {
  const nodes = randomMap(random);
  const parts = offlineScriptParts({ mindMapTitle: 'A talk', nodes, additionalPrompt: '' });
  const sections: ScriptSection[] = parts.map((p) =>
    p.node === null ? { nodeId: null, text: p.text, origin: 'ai' } : { nodeId: `n${p.node}`, text: p.text, origin: 'ai', mapText: nodes[p.node - 1]!.text },
  );
  return { title: 'A talk', sections, nodes: new Map(nodes.map((n, i) => [`n${i + 1}`, n] as const)) };
}

describe('fitSectionText', () => {
  const text =
    'Write decisions down. Nobody should wait for a meeting to learn what was decided. Keep the document short and link it from the chat. Review it every week.';
  const material = { title: 'Async first', nodeText: 'Write decisions down so nobody waits for a meeting.' };

  it('leaves a section already within its window as it is', () => {
    expect(fitSectionText(text, scriptWords(text), material)).toBe(text);
    expect(fitSectionText(text, scriptWords(text) + 2, material)).toBe(text);
  });

  it('trims by dropping sentences from the end, keeping the first, then words of the last one kept', () => {
    expect(fitSectionText(text, 14, material)).toBe('Write decisions down. Nobody should wait for a meeting to learn what was decided.');
    // Between two sentence ends: the next sentence is cut, at a comma when the window allows.
    expect(fitSectionText(text, 16, material)).toBe('Write decisions down. Nobody should wait for a meeting to learn what was decided. Keep the.');
    expect(fitSectionText('One two three. Four five six seven eight nine ten eleven, twelve thirteen.', 10, material)).toBe(
      'One two three. Four five six seven eight nine ten eleven.',
    );
    const cut = fitSectionText(text, 6, material);
    expect(cut).toBe('Write decisions down. Nobody should wait.');
    expect(fitSectionText(text, 2, material)).toBe('Write decisions.');
  });

  it('expands with sentences built from its own words, deterministically', () => {
    const longer = fitSectionText(text, 120, material);
    expect(longer.startsWith(text)).toBe(true);
    expect(Math.abs(scriptWords(longer) - 120)).toBeLessThanOrEqual(sectionSlack(120));
    expect(longer.toLowerCase()).toMatch(/async first|decisions|meeting|document/);
    expect(longer).not.toMatch(/\[\[|undefined|\s\./);
    expect(fitSectionText(text, 120, material)).toBe(longer);
    // Paragraphs of a few sentences, separated by a blank line.
    expect(longer.split('\n\n').length).toBeGreaterThan(1);
  });

  it('writes something for an empty section from its node alone', () => {
    const written = fitSectionText('', 30, material);
    expect(Math.abs(scriptWords(written) - 30)).toBeLessThanOrEqual(3);
    expect(fitSectionText('', 12, { title: '', nodeText: '' })).toMatch(/\w/);
  });

  it('keeps cue marks it keeps balanced', () => {
    const cued = 'This is **really important** for us. [pause] Then the second point follows here.';
    expect(fitSectionText(cued, 4, material)).toBe('This is **really important**.');
    expect(fitSectionText(cued, 3, material)).toBe('This is **really**.');
  });

  it('hits every budget from 1 to 400 words within ±10 % on many seeded sections', () => {
    const random = seededRandom(hashString('fit-section'));
    let worst = 0;
    for (let i = 0; i < 400; i++) {
      const nodes = randomMap(random);
      const node = pickFrom(random, nodes);
      const source = Array.from({ length: Math.floor(random() * 12) }, () => sentence(random)).join(' ');
      const budget = 1 + Math.floor(random() * 400);
      const fitted = fitSectionText(source, budget, { title: node.title, nodeText: node.text });
      const off = Math.abs(scriptWords(fitted) - budget);
      expect(off, JSON.stringify({ source, budget, fitted })).toBeLessThanOrEqual(sectionSlack(budget));
      worst = Math.max(worst, off / budget);
    }
    expect(worst).toBeLessThanOrEqual(0.1);
  });
});

describe('fitSectionText writes sentences a presenter can say (issue 24)', () => {
  // Words no template uses: any of them in an added sentence came from the section's own words.
  const OWN = 'zebra quartz mango velvet harbour lantern pepper cobalt walrus meadow tundra saffron'.split(' ');
  const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  /** Whether the word at `i` sits in a run of three words found as they stand in `source`. */
  const inPhrase = (words: string[], i: number, source: string) =>
    [i - 2, i - 1, i].some((start) => start >= 0 && start + 3 <= words.length && source.includes(words.slice(start, start + 3).join(' ')));

  it('never builds a sentence around a single word picked from the text', () => {
    const random = seededRandom(hashString('fit-own-words'));
    for (let i = 0; i < 200; i++) {
      const sentences = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
        capitalised(Array.from({ length: 3 + Math.floor(random() * 8) }, () => pickFrom(random, OWN)).join(' ')),
      );
      const nodeText = sentences.join('. ') + '.';
      const text = `Let's start with async first. ${nodeText} Let's keep going.`;
      const title = pickFrom(random, ['Async first', 'New Idea', '']);
      const fitted = fitSectionText(text, 40 + Math.floor(random() * 200), { title, nodeText: random() < 0.5 ? nodeText : '' });
      const added = fitted.slice(text.length);
      const source = wordsOf(nodeText).join(' ');
      for (const sentence of added.split(/(?<=[.!?])\s+/)) {
        const words = wordsOf(sentence);
        words.forEach((word, j) => {
          if (OWN.includes(word) || word === "let's") expect(inPhrase(words, j, source), JSON.stringify({ sentence, fitted })).toBe(true);
        });
      }
      expect(fitted).not.toMatch(/one word here/);
    }
  });

  it('says the section’s title once at most, and not again when the section already says it', () => {
    const count = (text: string) => text.toLowerCase().split('async first').length - 1;
    const said = "Let's start with async first. Write decisions down.";
    expect(count(fitSectionText(said, 150, { title: 'Async first', nodeText: 'Write decisions down.' }))).toBe(1);
    const unsaid = 'Write decisions down. Nobody waits for a meeting.';
    expect(count(fitSectionText(unsaid, 150, { title: 'Async first', nodeText: unsaid }))).toBeLessThanOrEqual(1);
  });

  it('ends a section that says goodbye on its goodbye', () => {
    const close = 'So, to sum up. Start with one small step today. Thanks for your time.';
    const fitted = fitSectionText(close, 60, { title: 'Remote teams', nodeText: '' });
    expect(fitted.startsWith('So, to sum up. Start with one small step today.')).toBe(true);
    expect(fitted.endsWith('Thanks for your time.')).toBe(true);
    expect(fitted.split('Thanks for your time.')).toHaveLength(2);
    expect(Math.abs(scriptWords(fitted) - 60)).toBeLessThanOrEqual(sectionSlack(60));
  });

  it('does not repeat a line in a section before it has used the others', () => {
    const said = 'Write every decision down in one shared place.';
    const fitted = fitSectionText(said, 90, { title: 'Async first', nodeText: said });
    const added = fitted.split(/(?<=[.!?])\s+/).slice(1);
    expect(new Set(added.slice(0, 7)).size).toBe(7);
    // Its node's phrase is quoted once, not over and over.
    expect(fitted.split(said)).toHaveLength(3);
  });
});

describe('offline fit of a whole script', () => {
  it('lands the script within ±10 % of minutes × WPM, one section per node, on many seeded maps', async () => {
    const random = seededRandom(hashString('fit-script'));
    const writer = createOfflineWriter({ chunkDelayMs: 0 });
    let worst = 0;
    for (let i = 0; i < 300; i++) {
      const source = randomSource(random);
      const minutes = pickFrom(random, [0.5, 1, 2, 3, 5, 10, 30]);
      const wpm = pickFrom(random, [60, 100, 130, 160, 220]);
      const texts = source.sections.map((s) => s.text);
      const chosen = random() < 0.5 ? undefined : texts.flatMap((_, j) => (random() < 0.7 ? [j] : []));
      const plan = planFit(texts, minutes, wpm, chosen);
      if (!plan.chosen.length || !plan.reachable) continue;
      const answer = await writer.fitScript(fitRequest(source, plan));
      const parts = splitMarkedScript(answer);
      expect(parts.map((p) => p.node)).toEqual(plan.chosen.map((_, j) => j + 1));
      const { texts: fitted, fallback } = fittedTexts(source, plan, parts);
      expect(fallback).toBe(false);
      const total = texts.reduce((sum, text, j) => sum + scriptWords(fitted.get(j) ?? text), 0);
      const target = targetWords(minutes, wpm);
      expect(withinTolerance(total, target), JSON.stringify({ total, target })).toBe(true);
      worst = Math.max(worst, Math.abs(total - target) / target);
    }
    expect(worst).toBeLessThanOrEqual(0.1);
  });

  it('marks each part with its number, and is deterministic', () => {
    const input = { mindMapTitle: 'Remote teams', parts: [{ title: 'Async first', nodeText: 'Write it down.', text: 'Write it down.', words: 20 }] };
    const answer = offlineFittedScript(input);
    expect(answer.startsWith('[[node 1]]\n')).toBe(true);
    expect(offlineFittedScript(input)).toBe(answer);
  });
});
