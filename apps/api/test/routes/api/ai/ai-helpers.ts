// Helpers for the /api/ai route tests: plans and usage set in the database, maps, a scripted writer.
import { serializeMapContent, usagePeriod, type MindMap, type PlanId, type User } from '@cuemap/shared';
import { AiProviderError, type AiWriter } from '../../../../src/plugins/app/ai/providers';
import { bearer, mapBody, registerUser, type TestApp } from '../../../helper';

type T = Pick<TestApp, 'app' | 'inject' | 'clock'>;

/** Sets what billing would set: the plan, and optionally this month's teleprompter count. */
export async function setPlan(t: T, email: string, plan: PlanId, usedThisMonth?: number, period = usagePeriod(t.clock.now())) {
  await t.app.db.kysely
    .updateTable('users')
    .set({ plan, ...(usedThisMonth === undefined ? {} : { ai_teleprompter_generations: usedThisMonth, ai_period: period }) })
    .where('email', '=', email)
    .execute();
}

export async function userWith(t: T, plan: PlanId, usedThisMonth?: number) {
  const user = await registerUser(t);
  await setPlan(t, user.email, plan, usedThisMonth);
  return user;
}

export async function me(t: T, token: string): Promise<User> {
  const res = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  return res.json<{ user: User }>().user;
}

export async function createMap(t: T, token: string): Promise<MindMap> {
  const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(3, 'Remote teams') });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`create map failed: ${res.statusCode} ${res.body}`);
  return res.json<MindMap>();
}

export const MAP_NODES = [
  { title: 'Async first', text: 'Write decisions down so nobody waits for a meeting.' },
  { title: 'Time zones', text: 'Overlap two hours a day, no more.' },
  { title: 'Next steps', text: 'Replace one meeting with a document this week.' },
];

export const scriptBody = (mindMapId: string, extra: Record<string, unknown> = {}) => ({
  mindMapTitle: 'Remote teams',
  mindMapContent: serializeMapContent(MAP_NODES),
  additionalPrompt: '',
  mindMapId,
  ...extra,
});

/** A writer whose every call fails with the provider's reason (what the SDK writer reports). */
export function failingWriter(reason = 'The AI provider answered 503: model is overloaded'): AiWriter {
  return {
    name: 'openai-compatible',
    label: 'test-model',
    generateIdeas: async () => {
      throw new AiProviderError(reason, 503);
    },
    generateScript: async () => {
      throw new AiProviderError(reason, 503);
    },
    fitScript: async () => {
      throw new AiProviderError(reason, 503);
    },
    // eslint-disable-next-line require-yield -- fails before the first piece
    async *streamScript() {
      throw new AiProviderError(reason, 503);
    },
  };
}

/** The map's script is still its own node texts (a map save writes it; no AI script replaced it). */
export async function scriptIsTheMaps(t: T, token: string, mindMapId: string): Promise<boolean> {
  const res = await t.inject({ method: 'GET', url: `/api/teleprompter/${mindMapId}`, headers: bearer(token) });
  const sections = res.json<{ sections?: Array<{ origin: string }> }>().sections ?? [];
  return res.statusCode === 200 && sections.length > 0 && sections.every((s) => s.origin === 'map');
}
