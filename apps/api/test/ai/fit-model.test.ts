// *Fit to N minutes* with a real model (issue 12), against local servers speaking the OpenAI and
// Anthropic wire formats: the prompt, the part markers mapped back to sections, and the offline
// fallback that keeps the ±10 % promise when the model misses it.
import { describe, expect, it } from 'vitest';
import { planFit, scriptWords, withinTolerance, type ScriptSection } from '@cuemap/shared';
import { FIT_SYSTEM_PROMPT } from '../../src/plugins/app/ai/prompts';
import { fitRequest, fittedTexts, type FitSource } from '../../src/plugins/app/ai/script-fit';
import { splitMarkedScript } from '../../src/plugins/app/ai/script-markers';
import { anthropicMessages, fakeProviderWriters, openAiChat } from './fake-provider-server';

const openai = fakeProviderWriters({ provider: 'openai-compatible', model: 'llama3.1:8b', maxRetries: 0 });
const anthropic = fakeProviderWriters({ provider: 'anthropic', apiKey: 'sk-ant-test', model: 'claude-test', maxRetries: 0 });

const NODES = new Map([
  ['a', { title: 'Async first', text: 'Write decisions down so nobody waits for a meeting.' }],
  ['b', { title: 'Time zones', text: 'Overlap two hours a day, no more.' }],
]);

const sections: ScriptSection[] = [
  { nodeId: null, text: 'Welcome. Today is about remote teams.', origin: 'ai' },
  { nodeId: 'a', text: 'First, async first. Write decisions down so nobody waits for a meeting.', origin: 'ai', mapText: NODES.get('a')!.text },
  { nodeId: 'b', text: 'Next, time zones. Overlap two hours a day, no more.', origin: 'ai', mapText: NODES.get('b')!.text },
  { nodeId: null, text: 'Thanks for listening.', origin: 'ai' },
];
const source: FitSource = { title: 'Remote teams', sections, nodes: NODES };

/** `n` words of plain sentences, five words each. */
const words = (n: number, word = 'teams') =>
  Array.from(
    { length: Math.ceil(n / 5) },
    (_, i) =>
      `${Array(Math.min(5, n - i * 5))
        .fill(word)
        .join(' ')}.`,
  ).join(' ');

const total = (texts: Map<number, string>) => sections.reduce((sum, s, i) => sum + scriptWords(texts.get(i) ?? s.text), 0);

describe('fit with an OpenAI-compatible model', () => {
  it('asks for each chosen section by number with its word count, and keeps an answer that fits', async () => {
    const plan = planFit(
      sections.map((s) => s.text),
      1,
      100,
      [1, 2],
    );
    expect(plan.chosen).toEqual([1, 2]);
    const [first, second] = plan.budgets as [number, number];
    const answer = `[[node 1]]\n${words(first, 'async')}\n\n[[node 2]]\n${words(second, 'zones')}`;
    const { writer, requests } = await openai.writerFor(openAiChat({ pieces: [answer] }));
    const raw = await writer.fitScript(fitRequest(source, plan));
    const [system, user] = requests[0]!.body.messages;
    expect(system).toEqual({ role: 'system', content: FIT_SYSTEM_PROMPT });
    expect(user.content).toContain(`Part 1 (about ${first} words)\nNode: Async first\nNode details: Write decisions down`);
    expect(user.content).toContain(`Part 2 (about ${second} words)\nNode: Time zones`);
    expect(user.content).toContain('Text now:\nNext, time zones.');
    expect(user.content).not.toContain('Welcome.');

    const { texts, fallback } = fittedTexts(source, plan, splitMarkedScript(raw));
    expect(fallback).toBe(false);
    expect([...texts.keys()]).toEqual([1, 2]);
    expect(texts.get(1)).toBe(words(first, 'async'));
    expect(texts.get(2)).toBe(words(second, 'zones'));
    expect(withinTolerance(total(texts), plan.target)).toBe(true);
  });

  it("falls back to the offline fit on the model's own words when the answer misses the window", async () => {
    const plan = planFit(
      sections.map((s) => s.text),
      2,
      150,
    );
    const short = '[[node 1]]\nHello all.\n\n[[node 2]]\nAsync wins, every time.\n\n[[node 3]]\nZones overlap.\n\n[[node 4]]\nBye.';
    const { writer } = await openai.writerFor(openAiChat({ pieces: [short] }));
    const { texts, fallback } = fittedTexts(source, plan, splitMarkedScript(await writer.fitScript(fitRequest(source, plan))));
    expect(fallback).toBe(true);
    expect(texts.get(1)!.startsWith('Async wins, every time.')).toBe(true);
    expect(texts.get(0)!.startsWith('Hello all.')).toBe(true);
    expect(withinTolerance(total(texts), plan.target)).toBe(true);
    plan.chosen.forEach((index, i) => expect(Math.abs(scriptWords(texts.get(index)!) - plan.budgets[i]!)).toBeLessThanOrEqual(plan.budgets[i]! / 10));
  });

  it('keeps the words of a section the model left out (or answered without markers), then fits them', async () => {
    const plan = planFit(
      sections.map((s) => s.text),
      2,
      60,
      [1, 2],
    );
    const { writer } = await openai.writerFor(openAiChat({ pieces: ['Some text with no markers at all.'] }));
    const { texts, fallback } = fittedTexts(source, plan, splitMarkedScript(await writer.fitScript(fitRequest(source, plan))));
    expect(fallback).toBe(true);
    expect(texts.get(1)!.startsWith('First, async first.')).toBe(true);
    expect(withinTolerance(total(texts), plan.target)).toBe(true);
    // One chosen section: unmarked text is its new text.
    const one = planFit(
      sections.map((s) => s.text),
      0.5,
      60,
      [2],
    );
    const only = fittedTexts(source, one, splitMarkedScript('Zones, zones and zones.'));
    expect(only.texts.get(2)!.startsWith('Zones, zones and zones.')).toBe(true);
  });
});

describe('fit with Anthropic', () => {
  it('sends the fit prompt to /v1/messages and maps the parts back', async () => {
    const plan = planFit(
      sections.map((s) => s.text),
      1,
      60,
      [0, 3],
    );
    expect(plan.reachable).toBe(true);
    const [a, b] = plan.budgets as [number, number];
    const { writer, requests } = await anthropic.writerFor(
      anthropicMessages({ pieces: [`[[node 1]]\n${words(a, 'hello')}\n[[node 2]]\n`, words(b, 'thanks')] }),
    );
    const parts = splitMarkedScript(await writer.fitScript(fitRequest(source, plan)));
    expect(requests[0]!.path).toBe('/v1/messages');
    expect(requests[0]!.body.system).toEqual(expect.anything());
    expect(JSON.stringify(requests[0]!.body.messages)).toContain(`Part 2 (about ${b} words)`);
    const { texts, fallback } = fittedTexts(source, plan, parts);
    expect(fallback).toBe(false);
    expect(texts.get(3)).toBe(words(b, 'thanks'));
    expect(withinTolerance(total(texts), plan.target)).toBe(true);
  });
});
