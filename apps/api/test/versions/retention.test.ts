// Retention of a map's versions as a pure function: every version for 24 h, then one per hour for a
// week, then one per day; Free keeps the 20 newest.
import { describe, expect, it } from 'vitest';
import { DAY_MS, FREE_VERSIONS_KEPT, HOUR_MS, versionsKept, versionsToDelete, type VersionStamp } from '../../src/plugins/app/versions/retention';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const MINUTE = 60_000;

/** A version `ageMs` before NOW, named by its age for readable failures. */
const at = (ageMs: number, id = `v${ageMs}`): VersionStamp => ({ id, createdAt: new Date(NOW.getTime() - ageMs).toISOString() });

const kept = (versions: VersionStamp[], plan: string) => {
  const dropped = new Set(versionsToDelete(versions, plan, NOW));
  return versions.filter((v) => !dropped.has(v.id)).map((v) => v.id);
};

describe('versionsToDelete', () => {
  it('keeps every version of the last 24 hours on a paid plan', () => {
    const versions = Array.from({ length: 200 }, (_, i) => at(i * 5 * MINUTE));
    expect(versions.at(-1)!.createdAt > at(DAY_MS).createdAt).toBe(true);
    expect(versionsToDelete(versions, 'pro', NOW)).toEqual([]);
  });

  it('keeps the newest version of each hour between a day and a week old', () => {
    // 10:00–10:50 UTC two days ago, one every 10 minutes: the 10:50 one stays.
    const hour = NOW.getTime() - 2 * DAY_MS - 2 * HOUR_MS;
    const versions = [0, 10, 20, 30, 40, 50].map((m) => at(NOW.getTime() - (hour + m * MINUTE), `m${m}`));
    expect(kept(versions, 'elite')).toEqual(['m50']);
  });

  it('buckets by clock hour, not by distance: 10:59 and 11:01 are both kept', () => {
    const base = NOW.getTime() - 3 * DAY_MS;
    const a = { id: 'a', createdAt: new Date(Math.floor(base / HOUR_MS) * HOUR_MS - MINUTE).toISOString() };
    const b = { id: 'b', createdAt: new Date(Math.floor(base / HOUR_MS) * HOUR_MS + MINUTE).toISOString() };
    expect(kept([a, b], 'pro').sort()).toEqual(['a', 'b']);
  });

  it('keeps the newest version of each UTC day once older than a week', () => {
    const day = Math.floor((NOW.getTime() - 10 * DAY_MS) / DAY_MS) * DAY_MS;
    const versions = [1, 5, 9, 23].map((h) => ({ id: `h${h}`, createdAt: new Date(day + h * HOUR_MS).toISOString() }));
    expect(kept(versions, 'pro')).toEqual(['h23']);
  });

  it('a day-old version just inside 24 h is kept even when its hour has a newer one', () => {
    const versions = [at(DAY_MS - MINUTE, 'young'), at(DAY_MS - 2 * MINUTE, 'younger-twin')];
    expect(kept(versions, 'pro')).toEqual(['young', 'younger-twin']);
  });

  it('Free keeps only the 20 newest, after thinning', () => {
    const versions = Array.from({ length: 30 }, (_, i) => at(i * MINUTE, `n${i}`));
    const result = kept(versions, 'free');
    expect(result).toHaveLength(FREE_VERSIONS_KEPT);
    expect(result).toEqual(versions.slice(0, 20).map((v) => v.id));
  });

  it('input order does not matter; ties in time keep the larger (later) id', () => {
    const t = NOW.getTime() - 3 * DAY_MS;
    const versions = [
      { id: '0001', createdAt: new Date(t).toISOString() },
      { id: '0002', createdAt: new Date(t).toISOString() },
    ];
    expect(versionsToDelete(versions, 'pro', NOW)).toEqual(['0001']);
    expect(versionsToDelete([...versions].reverse(), 'pro', NOW)).toEqual(['0001']);
  });

  it('an unknown or missing plan counts as Free', () => {
    expect(versionsKept('free')).toBe(20);
    expect(versionsKept(undefined)).toBe(20);
    expect(versionsKept('platinum')).toBe(20);
    expect(versionsKept('pro')).toBeNull();
    expect(versionsKept('elite')).toBeNull();
  });

  it("a version kept before an AI change or a restore is never thinned away, nor takes its hour's place (issue 24)", () => {
    // 10:05 the hand-edited script kept before an AI rewrite, 10:06 the rewrite, 10:40 an edit — three days ago.
    const hour = Math.floor((NOW.getTime() - 3 * DAY_MS) / HOUR_MS) * HOUR_MS;
    const stamp = (m: number, id: string, reason: string) => ({ id, reason, createdAt: new Date(hour + m * MINUTE).toISOString() });
    const versions = [stamp(5, 'before', 'before-ai-rewrite'), stamp(6, 'ai', 'ai-script'), stamp(40, 'edit', 'edit')];
    expect(kept(versions, 'pro').sort()).toEqual(['before', 'edit']);
    const old = Math.floor((NOW.getTime() - 30 * DAY_MS) / DAY_MS) * DAY_MS;
    const day = ['before-ai-generate', 'before-ai-fit', 'before-restore', 'edit'].map((reason, h) => ({
      id: `d${h}`,
      reason,
      createdAt: new Date(old + h * HOUR_MS).toISOString(),
    }));
    expect(kept(day, 'elite').sort()).toEqual(['d0', 'd1', 'd2', 'd3']);
  });

  it("Free's count still applies to versions kept before a change", () => {
    const versions = Array.from({ length: 25 }, (_, i) => ({ ...at(i * MINUTE, `n${i}`), reason: i % 2 ? 'before-ai-generate' : 'ai-script' }));
    expect(kept(versions, 'free')).toEqual(versions.slice(0, 20).map((v) => v.id));
  });

  it('a year of hourly saves on a paid plan thins to ~24 + 6×24 + one per older day', () => {
    const versions = Array.from({ length: 365 * 24 }, (_, i) => at(i * HOUR_MS + 7 * MINUTE));
    const left = versions.length - versionsToDelete(versions, 'pro', NOW).length;
    expect(left).toBeGreaterThanOrEqual(24 + 6 * 24 + 357);
    expect(left).toBeLessThanOrEqual(24 + 6 * 24 + 360);
  });
});
