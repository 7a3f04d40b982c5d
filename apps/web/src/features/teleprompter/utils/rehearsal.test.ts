import { describe, expect, it } from 'vitest';
import { createRehearsalBodySchema } from '@cuemap/shared';
import {
  addSample,
  attributeTime,
  emptyTally,
  formatDelta,
  niceCeilMs,
  paceOf,
  plannedMs,
  rehearsalBody,
  sectionOutcomes,
  trendPoints,
  type RehearsalSample,
} from './rehearsal';

const s = (timeMs: number, section: number, playing = true): RehearsalSample => ({ timeMs, section, playing });

describe('attributeTime', () => {
  it('counts nothing before play starts (the countdown, a paused stage)', () => {
    expect(attributeTime([s(0, 0, false), s(3000, 0, false)], 2)).toEqual([0, 0]);
    expect(attributeTime([s(0, 0, false), s(3000, 0, true), s(5000, 0, true)], 2)).toEqual([2000, 0]);
  });

  it('gives each interval to the section at the reading line when it began', () => {
    expect(attributeTime([s(1000, 0), s(1250, 0), s(4000, 1), s(4500, 1), s(7000, 2), s(7600, 2)], 3)).toEqual([3000, 3000, 600]);
  });

  it('keeps counting through a pause, for the section being read', () => {
    expect(attributeTime([s(0, 0), s(1000, 0, false), s(9000, 0, false), s(10_000, 1, true), s(11_000, 1)], 2)).toEqual([10_000, 1000]);
  });

  it('moves attribution on a jump, back as well as forward', () => {
    // 0 → 2 (PageDown twice) → 0 (PageUp): section 0 gets both its stretches.
    expect(attributeTime([s(0, 0), s(1000, 2), s(3000, 0), s(3500, 0)], 3)).toEqual([1500, 0, 2000]);
  });

  it('ignores a clock that goes backwards and pads sections never reached', () => {
    expect(attributeTime([s(1000, 0), s(900, 0), s(2000, 0)], 3)).toEqual([1000, 0, 0]);
  });

  it('is incremental: adding samples one by one is the same as the whole run', () => {
    const samples = [s(0, 0, false), s(10, 0), s(500, 1, false), s(800, 1)];
    let tally = emptyTally();
    for (const x of samples) tally = addSample(tally, x);
    expect(tally.ms).toEqual([490, 300]);
    expect(tally.last).toEqual({ timeMs: 800, section: 1 });
  });
});

describe('rehearsalBody', () => {
  const sections = [
    { nodeId: 'a', words: 150 },
    { nodeId: null, words: 15 },
  ];
  it('plans words ÷ WPM, rounds the times and totals the sections', () => {
    const body = rehearsalBody(sections, [61_000.4, 9_999.6], 150, 2);
    expect(body).toEqual({
      wpm: 150,
      totalMs: 71_000,
      targetMs: 120_000,
      sections: [
        { nodeId: 'a', plannedMs: 60_000, actualMs: 61_000 },
        { nodeId: null, plannedMs: 6_000, actualMs: 10_000 },
      ],
    });
    expect(createRehearsalBodySchema.safeParse(body).success).toBe(true);
  });
  it('no target: null; a section never reached: 0', () => {
    const body = rehearsalBody(sections, [500], 150, null);
    expect(body.targetMs).toBeNull();
    expect(body.sections.map((x) => x.actualMs)).toEqual([500, 0]);
    expect(body.totalMs).toBe(500);
  });
  it('plannedMs', () => expect(plannedMs(40, 80)).toBe(30_000));
});

describe('report helpers', () => {
  it('pace: ±10 % (at least ±2 s) is on time', () => {
    expect(paceOf(60_000, 60_000)).toBe('on');
    expect(paceOf(66_000, 60_000)).toBe('on');
    expect(paceOf(66_001, 60_000)).toBe('over');
    expect(paceOf(53_000, 60_000)).toBe('under');
    expect(paceOf(2_500, 1_000)).toBe('on');
  });
  it('formatDelta', () => {
    expect(formatDelta(12_400)).toBe('+0:12');
    expect(formatDelta(-75_000)).toBe('−1:15');
    expect(formatDelta(300)).toBe('±0:00');
  });
  it('trendPoints: the last runs, oldest first', () => {
    const runs = [3, 2, 1].map((n) => ({ id: `r${n}`, createdAt: `2026-01-0${n}`, totalMs: n * 1000, targetMs: null, wpm: 100, sections: [] }));
    expect(trendPoints(runs).map((p) => p.id)).toEqual(['r1', 'r2', 'r3']);
    expect(trendPoints(runs, 2).map((p) => p.id)).toEqual(['r2', 'r3']);
  });
  it('sectionOutcomes: a section passed over is skipped, one after the last read is not reached (issue 24)', () => {
    const rows = [
      { plannedMs: 30_000, actualMs: 31_000 },
      { plannedMs: 38_000, actualMs: 400 },
      { plannedMs: 1_500, actualMs: 300 },
      { plannedMs: 20_000, actualMs: 9_000 },
      { plannedMs: 15_000, actualMs: 0 },
    ];
    // A short section read quickly is on time, not skipped; a slow start is under, not skipped.
    expect(sectionOutcomes(rows)).toEqual(['on', 'skipped', 'on', 'under', 'unreached']);
    expect(sectionOutcomes([{ plannedMs: 5_000, actualMs: 0 }])).toEqual(['unreached']);
    // The section the run ended in was reached, however briefly.
    expect(sectionOutcomes(rows.slice(0, 2).concat(rows.slice(4)))).toEqual(['on', 'under', 'unreached']);
  });
  it('niceCeilMs', () => {
    expect(niceCeilMs(0)).toBe(15_000);
    expect(niceCeilMs(70_000)).toBe(75_000);
    expect(niceCeilMs(130_000)).toBe(180_000);
  });
});
