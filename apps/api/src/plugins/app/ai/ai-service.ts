// AI rules (spec §5, §6): who may generate what, Elite-only context, monthly teleprompter quotas
// charged once and only on success, and the generated script saved as the map's teleprompter text.
import {
  AI_MESSAGES,
  contextForPlan,
  hasScriptContent,
  HTTP_MESSAGES,
  isPlanId,
  monthlyTeleprompterLimit,
  parseMapContent,
  PLANS,
  planFit,
  usagePeriod,
  type FitScriptBody,
  type PlanId,
  type GenerateIdeasBody,
  type GenerateTeleprompterBody,
  type RewriteSectionBody,
  type TeleprompterText,
  type ScriptStreamEvent,
} from '@cuemap/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, badRequest } from '../../../lib/http-error';
import type { CounterStore } from '../rate-limit/counter-store';
import type { ScriptThroughDoc } from '../live/script-through-doc';
import type { TeleprompterService } from '../teleprompter/teleprompter-service';
import type { VersionHooks } from '../versions/versions-service';
import type { AiRepository } from './ai-repository';
import { AiCancelledError, AiProviderError, type AiWriter, type ScriptRequest } from './providers';
import { createMarkerFilter, splitMarkedScript, type MarkedPart } from './script-markers';
import { fitRequest, fittedTexts } from './script-fit';

export interface AiServiceDeps {
  repo: AiRepository;
  writer: AiWriter;
  /** The script's reads (a rewrite's and a fit's source). */
  teleprompter: Pick<TeleprompterService, 'staleNode' | 'fitSource'>;
  /** The script's writes: changes of its live document. */
  scripts: Pick<ScriptThroughDoc, 'saveWritten' | 'saveRewrite' | 'saveFitted'>;
  /** Version history: the generated script's save is wrapped in versions before and after it. */
  versions: Pick<VersionHooks, 'around'>;
  now?: () => Date;
  /**
   * Idea requests per user and hour when a real (paid) model answers: the spec makes ideas unlimited,
   * so this is what bounds the bill. Counted in the shared rate-limit store; 0 or absent = no limit.
   */
  ideasPerHour?: { max: number; store: CounterStore };
}

const HOUR = 60 * 60 * 1000;

/** A teleprompter generation that passed every check and holds one unit of this month's quota. */
interface ScriptJob {
  input: ScriptRequest;
  /**
   * Saves the script (its parts, see script-markers.ts) as the map's teleprompter text, one section
   * per node; the quota stays spent. Refunds if saving fails. Answers with the script as saved.
   */
  complete(parts: MarkedPart[]): Promise<{ script: string; source: string }>;
  /** Gives the quota back (failure or cancel). Safe to call more than once, and after complete(). */
  refund(): Promise<void>;
}

/**
 * Who writes with AI on a script (issue 27): the caller's plan and quota pay (`userId`, an editor or the
 * owner; the route checked the role), the script's rows are read and written as the owner's (`ownerId`).
 */
export interface ScriptWriter {
  userId: string;
  ownerId: string;
}

export function createAiService(deps: AiServiceDeps) {
  const { repo, writer } = deps;
  const clock = deps.now ?? (() => new Date());

  async function planOf(userId: string) {
    const plan = await repo.findPlan(userId);
    return isPlanId(plan) ? plan : 'free';
  }

  /**
   * Every check that must pass before any text is written (the route checked the role): content, quota (reserved
   * atomically). The caller generates, then calls complete() or refund().
   */
  async function startScript({ userId, ownerId }: ScriptWriter, body: GenerateTeleprompterBody): Promise<ScriptJob> {
    const nodes = parseMapContent(body.mindMapContent);
    if (!hasScriptContent(nodes)) throw badRequest(AI_MESSAGES.noMapContent);
    const plan = await planOf(userId);
    const limit = monthlyTeleprompterLimit(plan);
    const now = clock();
    const period = usagePeriod(now);
    if (!(await repo.reserveTeleprompter(userId, period, limit, now.toISOString()))) {
      throw new HttpError(429, AI_MESSAGES.teleprompterLimitReached(limit));
    }
    let settled = false;
    const refund = async () => {
      if (settled) return;
      settled = true;
      await repo.refundTeleprompter(userId, period);
    };
    return {
      input: {
        mindMapTitle: body.mindMapTitle,
        nodes,
        additionalPrompt: contextForPlan(plan, body.additionalPrompt),
      },
      async complete(parts: MarkedPart[]) {
        let script: string;
        try {
          // Kept as versions before and after, so the script it replaces can be restored.
          const saved = await deps.versions.around(
            ownerId,
            body.mindMapId,
            'before-ai-generate',
            () =>
              deps.scripts.saveWritten(
                { ownerId, userId },
                body.mindMapId,
                body.mindMapTitle,
                { read: nodes, parts },
                { keepEdited: body.keepEdited === true },
              ),
            [userId],
          );
          script = saved.content;
        } catch (error) {
          await refund();
          throw error;
        }
        settled = true;
        return { script, source: writer.label };
      },
      refund,
    };
  }

  /** Reserves one teleprompter generation of this month's quota (429 at the limit); returns its period, for a refund. */
  async function reserveGeneration(userId: string, plan: PlanId) {
    const limit = monthlyTeleprompterLimit(plan);
    const now = clock();
    const period = usagePeriod(now);
    if (!(await repo.reserveTeleprompter(userId, period, limit, now.toISOString()))) {
      throw new HttpError(429, AI_MESSAGES.teleprompterLimitReached(limit));
    }
    return period;
  }

  /** Counts one idea request against the hourly limit; the offline writer costs nothing and is never limited. */
  async function checkIdeasRate(userId: string) {
    const rate = deps.ideasPerHour;
    if (!rate || rate.max <= 0 || writer.name === 'offline') return;
    const { count, resetInMs } = await rate.store.hit(`ai-ideas:${userId}`, HOUR);
    if (count <= rate.max) return;
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    throw new HttpError(429, AI_MESSAGES.ideasRateLimited(rate.max, seconds), {}, { 'retry-after': String(seconds) });
  }

  /**
   * The streamed script's events: each piece as the writer writes it, then `done` (saved, quota
   * charged) or `error` (quota given back). A cancel (`signal` aborted, or the writer cancelled)
   * gives the quota back and ends the events by throwing AiCancelledError; nothing more is sent.
   */
  async function* scriptEvents(job: ScriptJob, signal: AbortSignal, log: FastifyBaseLogger): AsyncGenerator<ScriptStreamEvent> {
    // Part markers are taken out as the text arrives; the reader sees only the words.
    const markers = createMarkerFilter();
    try {
      for await (const piece of writer.streamScript(job.input, { signal })) {
        const text = markers.push(piece);
        if (text) yield { event: 'chunk', data: { text } };
      }
      const rest = markers.end();
      if (rest) yield { event: 'chunk', data: { text: rest } };
      if (signal.aborted) throw new AiCancelledError();
      yield { event: 'done', data: await job.complete(markers.parts()) };
    } catch (error) {
      await job.refund().catch((err: unknown) => log.error({ err }, 'Refunding an AI generation failed'));
      if (signal.aborted || error instanceof AiCancelledError) {
        log.info('AI script generation cancelled by the client');
        throw new AiCancelledError();
      }
      const known = error instanceof HttpError;
      if (known) log.warn({ err: error }, 'AI script generation failed');
      else log.error({ err: error }, 'AI script generation failed');
      yield { event: 'error', data: { message: known ? error.message : HTTP_MESSAGES.internal } };
    } finally {
      // Also when the reader stops early: a job neither completed nor refunded gives its quota back.
      await job.refund().catch((err: unknown) => log.error({ err }, 'Refunding an AI generation failed'));
    }
  }

  return {
    /**
     * The streamed variant. Every check, and the quota reservation, happen before this resolves, so
     * they fail as ordinary errors (a JSON answer); the events that follow carry the outcome.
     */
    async streamScript(
      who: ScriptWriter,
      body: GenerateTeleprompterBody,
      { signal, log }: { signal: AbortSignal; log: FastifyBaseLogger },
    ): Promise<AsyncIterable<ScriptStreamEvent>> {
      return scriptEvents(await startScript(who, body), signal, log);
    },

    /** The JSON variant: checks, reserve, generate, save; any failure gives the reservation back. */
    async generateScript(who: ScriptWriter, body: GenerateTeleprompterBody, signal?: AbortSignal) {
      const job = await startScript(who, body);
      try {
        return await job.complete(splitMarkedScript(await writer.generateScript(job.input, { signal })));
      } catch (error) {
        await job.refund();
        throw error;
      }
    },

    /**
     * *Rewrite with AI* for one stale section (Pro/Elite): the writer writes a new paragraph for that
     * section's node alone (its title and text now), stored as an 'ai' section by the teleprompter
     * service. One teleprompter generation of this month's quota: reserved first, kept on success,
     * given back on any failure. 403 Free, 409/400 from the teleprompter service.
     */
    async rewriteSection({ userId, ownerId }: ScriptWriter, body: RewriteSectionBody, signal?: AbortSignal): Promise<TeleprompterText> {
      const plan = await planOf(userId);
      if (!PLANS[plan].canRewriteWithAi) throw new HttpError(403, AI_MESSAGES.rewriteUpgradeRequired);
      const node = await deps.teleprompter.staleNode(ownerId, body.mindMapId, body.index, body.version);
      const period = await reserveGeneration(userId, plan);
      try {
        const parts = splitMarkedScript(await writer.generateScript({ mindMapTitle: node.title, nodes: [node], additionalPrompt: '' }, { signal }));
        // The node's own paragraph; the writer's opening and close (tied to no node) are left out.
        const own = parts
          .filter((p) => p.node === 1)
          .map((p) => p.text.trim())
          .filter(Boolean);
        const text = (own.length ? own : parts.map((p) => p.text.trim()).filter(Boolean)).join('\n\n');
        if (!text) throw new AiProviderError('The AI writer returned no text');
        return await deps.scripts.saveRewrite({ ownerId, userId }, body.mindMapId, body.index, body.version, text);
      } catch (error) {
        await repo.refundTeleprompter(userId, period);
        throw error;
      }
    },

    /**
     * *Fit to N minutes* (issue 12, Pro/Elite): the chosen sections (or every section with words) are
     * rewritten so the script reads in `minutes` at `wpm`, within ±10 % (script-fit.ts makes sure),
     * one section per node, stored as 'ai' sections. One teleprompter generation, like rewriteSection:
     * reserved after every check, kept on success, given back on any failure.
     */
    async fitScript({ userId, ownerId }: ScriptWriter, body: FitScriptBody, signal?: AbortSignal): Promise<TeleprompterText> {
      const plan = await planOf(userId);
      if (!PLANS[plan].canRewriteWithAi) throw new HttpError(403, AI_MESSAGES.fitUpgradeRequired);
      const source = await deps.teleprompter.fitSource(ownerId, body.mindMapId, body.version);
      if (body.sections?.some((i) => i >= source.sections.length)) throw badRequest(AI_MESSAGES.fitNoSuchSection);
      const texts = source.sections.map((s) => s.text);
      const fit = planFit(texts, body.minutes, body.wpm, body.sections);
      if (!fit.chosen.length) throw badRequest(AI_MESSAGES.fitNothingToFit);
      if (!fit.reachable) throw badRequest(AI_MESSAGES.fitOutOfReach(body.minutes));
      const period = await reserveGeneration(userId, plan);
      try {
        const answer = await writer.fitScript(fitRequest(source, fit), { signal });
        const { texts: fitted } = fittedTexts(source, fit, splitMarkedScript(answer));
        return await deps.scripts.saveFitted({ ownerId, userId }, body.mindMapId, body.version, fitted);
      } catch (error) {
        await repo.refundTeleprompter(userId, period);
        throw error;
      }
    },

    async generateIdeas(userId: string, body: GenerateIdeasBody, signal?: AbortSignal): Promise<{ ideas: string; source: string }> {
      const plan = await planOf(userId);
      if (!PLANS[plan].canGenerateIdeas) throw new HttpError(403, AI_MESSAGES.ideasUpgradeRequired);
      await checkIdeasRate(userId);
      const ideas = await writer.generateIdeas(
        { title: body.title, currentText: body.currentText, userContext: contextForPlan(plan, body.userContext) },
        { signal },
      );
      const now = clock();
      await repo.countIdeas(userId, usagePeriod(now), now.toISOString());
      return { ideas, source: writer.label };
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
