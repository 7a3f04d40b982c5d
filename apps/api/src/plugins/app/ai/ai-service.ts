// AI rules (spec §5, §6): who may generate what, Elite-only context, monthly teleprompter quotas
// charged once and only on success, and the generated script saved as the map's teleprompter text.
import {
  AI_MESSAGES,
  contextForPlan,
  hasScriptContent,
  isPlanId,
  MIND_MAP_MESSAGES,
  monthlyTeleprompterLimit,
  parseMapContent,
  PLANS,
  usagePeriod,
  type GenerateIdeasBody,
  type GenerateTeleprompterBody,
  type ScriptRequest,
} from '@cuemap/shared';
import { HttpError, badRequest, notFound } from '../../../lib/http-error';
import type { TeleprompterService } from '../teleprompter/teleprompter-service';
import type { AiRepository } from './ai-repository';
import type { AiWriter } from './providers';

export interface AiServiceDeps {
  repo: AiRepository;
  writer: AiWriter;
  teleprompter: TeleprompterService;
  now?: () => Date;
}

/** A teleprompter generation that passed every check and holds one unit of this month's quota. */
export interface ScriptJob {
  input: ScriptRequest;
  /** Saves the script as the map's teleprompter text; the quota stays spent. Refunds if saving fails. */
  complete(script: string): Promise<{ script: string; source: string }>;
  /** Gives the quota back (failure or cancel). Safe to call more than once, and after complete(). */
  refund(): Promise<void>;
}

export function createAiService(deps: AiServiceDeps) {
  const { repo, writer } = deps;
  const clock = deps.now ?? (() => new Date());

  async function planOf(userId: string) {
    const plan = await repo.findPlan(userId);
    return isPlanId(plan) ? plan : 'free';
  }

  /**
   * Every check that must pass before any text is written: ownership, content, quota (reserved
   * atomically). The caller generates, then calls complete() or refund().
   */
  async function startScript(userId: string, body: GenerateTeleprompterBody): Promise<ScriptJob> {
    if (!(await repo.ownsMindMap(userId, body.mindMapId))) throw notFound(MIND_MAP_MESSAGES.notFound);
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
      async complete(script: string) {
        try {
          await deps.teleprompter.upsert(userId, { mindMapId: body.mindMapId, title: body.mindMapTitle, content: script });
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

  return {
    startScript,

    /** The JSON variant: checks, reserve, generate, save; any failure gives the reservation back. */
    async generateScript(userId: string, body: GenerateTeleprompterBody, signal?: AbortSignal) {
      const job = await startScript(userId, body);
      try {
        return await job.complete(await writer.generateScript(job.input, { signal }));
      } catch (error) {
        await job.refund();
        throw error;
      }
    },

    async generateIdeas(userId: string, body: GenerateIdeasBody, signal?: AbortSignal): Promise<{ ideas: string; source: string }> {
      const plan = await planOf(userId);
      if (!PLANS[plan].canGenerateIdeas) throw new HttpError(403, AI_MESSAGES.ideasUpgradeRequired);
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
