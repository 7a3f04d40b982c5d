// Rehearsal runs: stored per map for its owner, the newest REHEARSAL_LIMITS.kept of each map kept.
import {
  coachSummary,
  MIND_MAP_MESSAGES,
  REHEARSAL_LIMITS,
  REHEARSAL_MESSAGES,
  type CreateRehearsalBody,
  type Rehearsal,
  type RehearsalList,
  type RehearsalListQuery,
  type RehearsalSection,
  type RehearsalSummary,
  type RehearsalTrend,
  type CoachSummary,
  type RehearsalCoach,
} from '@cuemap/shared';
import { toIso } from '../../../db/values';
import { newId } from '../../../lib/ids';
import { notFound } from '../../../lib/http-error';
import type { RehearsalRow, RehearsalSummaryRow, RehearsalsRepository } from './rehearsals-repository';

export interface RehearsalsServiceDeps {
  repo: RehearsalsRepository;
  clock?: () => Date;
}

const summary = (r: RehearsalSummaryRow): RehearsalSummary => ({
  id: r.id,
  createdAt: toIso(r.created_at),
  wpm: r.wpm,
  totalMs: r.total_ms,
  targetMs: r.target_ms,
  coach: r.coach_summary === null ? null : (JSON.parse(r.coach_summary) as CoachSummary),
});

const view = (r: RehearsalRow): Rehearsal => {
  const { coach: _summary, ...rest } = summary(r);
  return { ...rest, sections: JSON.parse(r.sections) as RehearsalSection[], coach: r.coach === null ? null : (JSON.parse(r.coach) as RehearsalCoach) };
};

/** A section's key across runs: its node, or for an opening or closing its place. */
const sectionKey = (nodeId: string | null, index: number, count: number) => nodeId ?? (index === 0 ? '@first' : index === count - 1 ? '@last' : `@${index}`);

/** The newest runs, oldest first, per section of the newest run. */
function trendOf(rows: readonly Rehearsal[]): RehearsalTrend {
  const runs = rows.slice().reverse();
  const newest = rows[0];
  if (!newest) return { runs: [], sections: [] };
  const byRun = runs.map((run) => {
    const map = new Map<string, RehearsalTrend['sections'][number]['points'][number]>();
    run.sections.forEach((s, i) => {
      const c = run.coach?.sections[i];
      map.set(sectionKey(s.nodeId, i, run.sections.length), {
        actualMs: s.actualMs,
        plannedMs: s.plannedMs,
        wpm: c ? c.wpm : null,
        fillers: c ? c.fillers : null,
      });
    });
    return map;
  });
  return {
    runs: runs.map((r) => ({ id: r.id, createdAt: r.createdAt })),
    sections: newest.sections.map((s, i) => {
      const key = sectionKey(s.nodeId, i, newest.sections.length);
      return { nodeId: s.nodeId, points: byRun.map((m) => m.get(key) ?? null) };
    }),
  };
}

export function createRehearsalsService(deps: RehearsalsServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    // Runs are the user's own on a script they may open (the route checked the role): a map that is gone is its 404.
    /** Stores a run of the user's on the map (nothing stored when the map is gone). */
    async create(userId: string, mindMapId: string, body: CreateRehearsalBody): Promise<Rehearsal> {
      const now = clock();
      // Only the known fields, in a fixed order: what is stored is exactly what the list answers.
      const sections: RehearsalSection[] = body.sections.map((s) => ({ nodeId: s.nodeId, plannedMs: s.plannedMs, actualMs: s.actualMs }));
      const rehearsal: Rehearsal = {
        id: newId(now.getTime()),
        createdAt: now.toISOString(),
        wpm: body.wpm,
        totalMs: body.totalMs,
        targetMs: body.targetMs ?? null,
        sections,
        coach: body.coach ?? null,
      };
      const { coach } = rehearsal;
      const stored = await repo.insert(
        { ...rehearsal, userId, mindMapId, coach: coach ?? null, coachSummary: coach ? coachSummary(coach) : null },
        REHEARSAL_LIMITS.kept,
      );
      if (!stored) throw notFound(MIND_MAP_MESSAGES.notFound);
      return rehearsal;
    },

    /** A page of runs without their sections, newest first; `nextCursor` continues after its last run. */
    async list(userId: string, mindMapId: string, { limit, cursor }: RehearsalListQuery): Promise<RehearsalList> {
      // One row more than the page tells whether another page follows.
      const rows = await repo.listPage(userId, mindMapId, limit + 1, cursor);
      const page = rows.slice(0, limit);
      return { rehearsals: page.map(summary), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
    },

    /** The newest `limit` runs per section (pace, fillers), for the report's per-section trend. */
    async trend(userId: string, mindMapId: string, limit: number): Promise<RehearsalTrend> {
      const rows = await repo.newest(userId, mindMapId, limit);
      return trendOf(rows.map(view));
    },

    /** One run of the user's with its sections; an unknown run (or another person's) is the run's 404. */
    async get(userId: string, mindMapId: string, runId: string): Promise<Rehearsal> {
      const row = await repo.get(userId, mindMapId, runId);
      if (row) return view(row);
      throw notFound(REHEARSAL_MESSAGES.notFound);
    },
  };
}

export type RehearsalsService = ReturnType<typeof createRehearsalsService>;
