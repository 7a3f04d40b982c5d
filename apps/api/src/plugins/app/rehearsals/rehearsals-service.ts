// Rehearsal runs: stored per map for its owner, the newest REHEARSAL_LIMITS.kept of each map kept.
import {
  MIND_MAP_MESSAGES,
  REHEARSAL_LIMITS,
  REHEARSAL_MESSAGES,
  type CreateRehearsalBody,
  type Rehearsal,
  type RehearsalList,
  type RehearsalListQuery,
  type RehearsalSection,
  type RehearsalSummary,
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
});

const view = (r: RehearsalRow): Rehearsal => ({ ...summary(r), sections: JSON.parse(r.sections) as RehearsalSection[] });

export function createRehearsalsService(deps: RehearsalsServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /** Stores a run of the user's map; someone else's map (or none) is the map's 404, nothing stored. */
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
      };
      const stored = await repo.insert({ ...rehearsal, userId, mindMapId }, REHEARSAL_LIMITS.kept);
      if (!stored) throw notFound(MIND_MAP_MESSAGES.notFound);
      return rehearsal;
    },

    /** A page of runs without their sections, newest first; `nextCursor` continues after its last run. */
    async list(userId: string, mindMapId: string, { limit, cursor }: RehearsalListQuery): Promise<RehearsalList> {
      // One row more than the page tells whether another page follows.
      const rows = await repo.listPage(userId, mindMapId, limit + 1, cursor);
      if (rows.length === 0 && !(await repo.mapExists(userId, mindMapId))) throw notFound(MIND_MAP_MESSAGES.notFound);
      const page = rows.slice(0, limit);
      return { rehearsals: page.map(summary), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
    },

    /** One run with its sections. Someone else's map (or none) is the map's 404; an unknown run of the user's map is the run's. */
    async get(userId: string, mindMapId: string, runId: string): Promise<Rehearsal> {
      const row = await repo.get(userId, mindMapId, runId);
      if (row) return view(row);
      if (!(await repo.mapExists(userId, mindMapId))) throw notFound(MIND_MAP_MESSAGES.notFound);
      throw notFound(REHEARSAL_MESSAGES.notFound);
    },
  };
}

export type RehearsalsService = ReturnType<typeof createRehearsalsService>;
