// Rehearsal runs: stored per map for its owner, the newest REHEARSAL_LIMITS.kept of each map kept.
import {
  MIND_MAP_MESSAGES,
  REHEARSAL_LIMITS,
  type CreateRehearsalBody,
  type Rehearsal,
  type RehearsalList,
  type RehearsalSection,
} from '@cuemap/shared';
import { toIso } from '../../../db/values';
import { newId } from '../../../lib/ids';
import { notFound } from '../../../lib/http-error';
import type { RehearsalRow, RehearsalsRepository } from './rehearsals-repository';

export interface RehearsalsServiceDeps {
  repo: RehearsalsRepository;
  clock?: () => Date;
}

const view = (r: RehearsalRow): Rehearsal => ({
  id: r.id,
  createdAt: toIso(r.created_at),
  wpm: r.wpm,
  totalMs: r.total_ms,
  targetMs: r.target_ms,
  sections: JSON.parse(r.sections) as RehearsalSection[],
});

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

    /** Newest first. */
    async list(userId: string, mindMapId: string): Promise<RehearsalList> {
      const rows = await repo.list(userId, mindMapId);
      if (rows.length === 0 && !(await repo.mapExists(userId, mindMapId))) throw notFound(MIND_MAP_MESSAGES.notFound);
      return { rehearsals: rows.map(view) };
    },
  };
}

export type RehearsalsService = ReturnType<typeof createRehearsalsService>;
