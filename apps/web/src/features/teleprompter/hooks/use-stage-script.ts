// What the teleprompter reads (issue 11, 12, 26): the script's sections as its live document holds them —
// on this device (edit mode types into them), in another tab or on another device — and that script in
// sections for the stage. The document opens from this device's copy without network. The screen's
// content is in one of the spec's states (§4: loading, loaded, empty, error; §8 for the messages).
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { sectionsContent, type ScriptSection } from '@cuemap/shared';
import type { LiveEnd, LiveSession } from '../../../lib/live/types';
import { useSession } from '../../../lib/session';
import { TELEPROMPTER_MESSAGES } from '../messages';
import type { TeleprompterTarget } from '../utils/navigation-state';
import { stageParagraphs, stageSections, type StageNode } from '../utils/stage-sections';
import { useLiveMap } from './use-live-script';
import { useScriptEditor } from './use-script-editor';

export type ScriptContent = { kind: 'loading' } | { kind: 'loaded'; script: string } | { kind: 'empty'; message: string } | { kind: 'error'; message: string };

function scriptContent(
  target: TeleprompterTarget,
  signedIn: boolean,
  session: LiveSession | null,
  end: LiveEnd['kind'] | null,
  sections: readonly ScriptSection[] | null,
): ScriptContent {
  if (!target.mindMapId) return { kind: 'error', message: TELEPROMPTER_MESSAGES.noId };
  if (!signedIn) return { kind: 'error', message: TELEPROMPTER_MESSAGES.notLoggedIn };
  if (end === 'notFound') return { kind: 'empty', message: TELEPROMPTER_MESSAGES.notFound };
  // An expired session took the one 401 path (message, then logout): the placeholder stays until the screen is left.
  if (!session || !session.ready()) return { kind: 'loading' };
  if (sections === null) return { kind: 'empty', message: TELEPROMPTER_MESSAGES.notFound };
  const script = sectionsContent(sections);
  return script.trim() ? { kind: 'loaded', script } : { kind: 'empty', message: TELEPROMPTER_MESSAGES.empty };
}

const noSubscription = () => () => undefined;

/** Why the session stopped for good, if it did (a deleted script, an expired session). */
function useSessionEnd(session: LiveSession | null): LiveEnd['kind'] | null {
  const get = useCallback(() => session?.ended()?.kind ?? null, [session]);
  return useSyncExternalStore(session?.subscribe ?? noSubscription, get, get);
}

/**
 * `beforeChange` runs as a change of the script arrives, before it shows (the reading line's anchor).
 */
export function useStageScript(target: TeleprompterTarget, session: LiveSession | null, beforeChange?: () => void) {
  const doc = session?.doc ?? null;
  const editor = useScriptEditor(doc, beforeChange);
  const map = useLiveMap(doc);
  const [searchParams] = useSearchParams();
  // Edit mode opens with `?edit=1`.
  const [editing, setEditing] = useState(() => !!target.mindMapId && searchParams.get('edit') === '1');
  const nodes: StageNode[] | undefined = map && session?.ready() ? map.nodes : undefined;
  const nodeTitles = useMemo(() => new Map((nodes ?? []).map((n) => [n.id, n.title] as const)), [nodes]);
  const end = useSessionEnd(session);
  const signedIn = !!useSession()?.token;
  const content = scriptContent(target, signedIn, session, end, editor.sections);
  return { editor, editing, setEditing, content, title: map?.title ?? '', nodes, nodeTitles };
}

/** The script on stage in sections: node-linked, labelled with the map's titles once they are known. */
export function useStageSections(script: string, sections: readonly ScriptSection[] | null, nodes: readonly StageNode[] | undefined) {
  const stage = useMemo(() => stageSections(script, sections, nodes), [script, sections, nodes]);
  const paragraphs = useMemo(() => stageParagraphs(stage), [stage]);
  const words = useMemo(() => stage.reduce((n, s) => n + s.words, 0), [stage]);
  return { sections: stage, paragraphs, words };
}
