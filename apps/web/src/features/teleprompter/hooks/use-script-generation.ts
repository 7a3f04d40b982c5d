// AI script generation (spec §4, §7): the streamed request run as a mutation — the text as it is
// written, Cancel, the quota left, and a status message that clears 5 s after generating stops.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AI_MESSAGES,
  buildAiMapContent,
  hasScriptContent,
  monthlyTeleprompterLimit,
  parseMapContent,
  type MindMapNode,
  type TeleprompterText,
} from '@cuemap/shared';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/auth';
import { useSession } from '../../../lib/session';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { scriptSourceQueryOptions } from '../api/get-script-source';
import { teleprompterTextQueryOptions } from '../api/get-teleprompter-text';
import { streamTeleprompterScript } from '../api/stream-teleprompter-script';
import { countTeleprompterGeneration } from '../api/count-generation';
import type { TeleprompterTarget } from '../utils/navigation-state';

export interface GenerationStatus {
  text: string;
  tone: 'success' | 'error';
}

/** The map has no text to write from: said as a status, like a failure, but nothing was asked of the AI. */
class NoMapContentError extends Error {}

/** How long the status message stays once generating stops (spec §9: teleprompter status 5 s). */
const STATUS_MS = 5_000;

function failureStatus(err: unknown): GenerationStatus | null {
  // Cancel and failures keep the script that was there before; Cancel says nothing.
  if (err instanceof DOMException && err.name === 'AbortError') return null;
  // A 401 took the one 401 path (lib/session-expiry.ts): its message is shown and the screen is left.
  if (isSessionExpiry(err)) return null;
  if (err instanceof NoMapContentError) return { text: AI_MESSAGES.noMapContent, tone: 'error' };
  if (err instanceof ApiError && err.status === 429) return { text: err.message, tone: 'error' };
  return { text: AI_MESSAGES.scriptFailed(errorMessage(err)), tone: 'error' };
}

/** The map to write from (title, nodes, Node Order), as the script's live document holds it; null until it holds one. */
export type LiveMapSource = () => { title: string; nodes: MindMapNode[]; order: string[] } | null;

export function useScriptGeneration(target: TeleprompterTarget, title: string, liveMap?: LiveMapSource) {
  const { mindMapId } = target;
  const session = useSession();
  const plan = session?.user.subscription.plan ?? null;
  const limit = monthlyTeleprompterLimit(plan);
  const remaining = Math.max(0, limit - (session?.user.aiTeleprompterGenerations ?? 0));
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<GenerationStatus | null>(null);
  /** The script as it is being written (null when not streaming). */
  const [streaming, setStreaming] = useState<string | null>(null);
  /** Who wrote the script on screen, when it was just generated ('Offline writer' or a model). */
  const [source, setSource] = useState<string | null>(null);
  const cancelRef = useRef<AbortController | null>(null);
  /** The script the last generation wrote (it reaches the screen through the live document). */
  const [generated, setGenerated] = useState<{ script: string } | null>(null);

  /** The map as the live document has it, else the editor's nodes when it handed them over, else the map read once. */
  async function scriptSource(id: string) {
    const live = liveMap?.();
    if (live) return live;
    if (target.nodes) return { title, nodes: target.nodes, order: target.nodeListOrder };
    const map = await queryClient.query({ ...scriptSourceQueryOptions(id), staleTime: 'static' });
    return { title: map.title, nodes: map.nodes, order: map.nodeOrder };
  }

  const mutation = useMutation({
    mutationKey: ['teleprompter', mindMapId, 'generate'],
    mutationFn: async ({ id, additionalPrompt, keepEdited }: { id: string; additionalPrompt: string; keepEdited: boolean }) => {
      const map = await scriptSource(id);
      const mindMapContent = buildAiMapContent(map.nodes, map.order);
      if (!hasScriptContent(parseMapContent(mindMapContent))) throw new NoMapContentError();
      const controller = new AbortController();
      cancelRef.current = controller;
      setStreaming('');
      return streamTeleprompterScript(
        {
          mindMapTitle: map.title,
          mindMapContent,
          additionalPrompt: plan === 'elite' ? additionalPrompt : '',
          mindMapId: id,
          // *Keep edited sections*: the server keeps the sections typed by hand (issue 24 item 3).
          ...(keepEdited && { keepEdited: true }),
        },
        setStreaming,
        controller.signal,
      );
    },
    onSuccess: (result, { id }) => {
      setGenerated({ script: result.script });
      // The server has saved it as this map's teleprompter text: it is now what the query holds.
      queryClient.setQueryData(teleprompterTextQueryOptions(id).queryKey, (prev: TeleprompterText | undefined) => ({
        mindMapId: id,
        title: prev?.title ?? '',
        updatedAt: prev?.updatedAt ?? '',
        content: result.script,
      }));
      // Its sections and version come with the next read (the stream's answer carries only the text).
      void queryClient.invalidateQueries({ queryKey: teleprompterTextQueryOptions(id).queryKey });
      setSource(result.source ?? null);
      // Charged: '{n} remaining' counts it now, not when the account is next read.
      countTeleprompterGeneration();
      setStatus({ text: AI_MESSAGES.scriptGenerated, tone: 'success' });
    },
    onError: (err) => setStatus(failureStatus(err)),
    onSettled: (_result, err) => {
      cancelRef.current = null;
      setStreaming(null);
      // '{n} remaining' comes from the user record: charged on success (counted above), refunded otherwise.
      if (err) refreshSession().catch(() => undefined);
    },
  });
  const generating = mutation.isPending;

  // Leaving the screen cancels a generation in progress (the server refunds it).
  useEffect(() => () => cancelRef.current?.abort(), []);

  // Status messages clear after 5 s when idle.
  useEffect(() => {
    if (!status || generating) return;
    const t = setTimeout(() => setStatus(null), STATUS_MS);
    return () => clearTimeout(t);
  }, [status, generating]);

  return {
    remaining,
    isElite: plan === 'elite',
    generating,
    streaming,
    source,
    status,
    generated,
    /** True when the user may generate now; otherwise the reason becomes the status (spec §7). */
    canGenerate(): boolean {
      const refusal = !session?.token
        ? AI_MESSAGES.loginRequired
        : !mindMapId
          ? AI_MESSAGES.noMindMapId
          : remaining <= 0
            ? AI_MESSAGES.teleprompterLimitReached(limit)
            : null;
      if (refusal) setStatus({ text: refusal, tone: 'error' });
      return refusal === null;
    },
    generate(additionalPrompt: string, keepEdited = false) {
      if (mindMapId) mutation.mutate({ id: mindMapId, additionalPrompt, keepEdited });
    },
    cancel: () => cancelRef.current?.abort(),
  };
}
