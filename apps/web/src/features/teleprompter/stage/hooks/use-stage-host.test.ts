// What the prompter sends its displays and windows (issue 24 item 7): the state carries what a
// confidence monitor shows — elapsed, time left, the target, the sections with their colours — and a
// script too large for the socket with colours loses only its colours.
import { describe, expect, it } from 'vitest';
import { STAGE_MAX_MESSAGE_BYTES, stageStateSchema } from '@cuemap/shared';
import type { AutoScroll } from '../../hooks/use-auto-scroll';
import { DEFAULT_TELEPROMPTER_PREFS } from '../../utils/prefs';
import { createValueStore } from '../../utils/scroll-progress';
import type { StageSection } from '../../utils/stage-sections';
import { stateOf, stateToSend, type StageHostInput } from './use-stage-host';

const section = (index: number, nodeId: string | null, label: string, color: string | null): StageSection => ({
  index,
  scriptIndex: index,
  nodeId,
  label,
  color,
  paragraphs: ['Some words here.'],
  words: 3,
});

function input(sections: StageSection[], targetMinutes: number | null): StageHostInput {
  const scroller = { playing: true, offset: () => 0 } as unknown as AutoScroll;
  return {
    mindMapId: 'm1',
    title: 'Keynote',
    ready: true,
    scroller,
    contentRef: { current: null },
    presenter: { countdown: null, elapsed: createValueStore(42.5), targetMinutes },
    run: () => true,
    sections,
    wpm: 120,
    words: 240,
    progress: createValueStore(0.5),
    prefs: DEFAULT_TELEPROMPTER_PREFS,
    version: 3,
  };
}

describe('the stage state a confidence monitor reads', () => {
  it('carries elapsed, time left, the target and each section with its colour', () => {
    const state = stateOf(input([section(0, null, 'Opening', null), section(1, 'n2', 'The problem', '#16a34a')], 10));
    expect(state).toMatchObject({ elapsedMs: 42_500, remainingMs: 60_000, targetMs: 600_000, playing: true });
    expect(state.sections).toEqual([
      { title: 'Opening', nodeId: null },
      { title: 'The problem', nodeId: 'n2', color: '#16a34a' },
    ]);
    // What the server takes (the shared contract).
    expect(stageStateSchema.safeParse(state).success).toBe(true);
    expect(stateOf(input([], null)).targetMs).toBeNull();
  });

  it('leaves out a colour the socket would refuse, and all colours rather than exceed the message size', () => {
    const odd = stateOf(input([section(0, 'n1', 'A', `rgb(${'1'.repeat(40)})`)], null));
    expect(odd.sections[0]).toEqual({ title: 'A', nodeId: 'n1' });

    const many = Array.from({ length: 1200 }, (_, i) => section(i, `node-${i}`, `Section ${i}`, '#16a34a'));
    const small = stateToSend(stateOf(input(many.slice(0, 10), 5)));
    expect(small.state.sections[0]!.color).toBe('#16a34a');
    // 1 200 sections fit the socket without their colours, not with them.
    expect(new TextEncoder().encode(JSON.stringify({ type: 'state', state: stateOf(input(many, 5)) })).length).toBeGreaterThan(STAGE_MAX_MESSAGE_BYTES);
    const big = stateToSend(stateOf(input(many, 5)));
    expect(new TextEncoder().encode(big.json).length).toBeLessThanOrEqual(STAGE_MAX_MESSAGE_BYTES);
    expect(big.state.sections.some((s) => 'color' in s)).toBe(false);
    expect(big.state.sections).toHaveLength(1200);
  });
});
