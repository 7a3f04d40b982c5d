// The teleprompter: a ~38-character column scrolled smoothly at the chosen WPM, plus AI script generation.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft, Pause, Play, RotateCcw, Sparkles, X } from 'lucide-react';
import {
  AI_MESSAGES,
  buildAiMapContent,
  charsPerWord,
  hasScriptContent,
  parseMapContent,
  monthlyTeleprompterLimit,
  scriptParagraphs,
  scrollPixelsPerSecond,
  TELEPROMPTER_SPEED,
  TELEPROMPTER_STATUS_MS,
  type MindMapNode,
} from '@cuemap/shared';
import { Spinner } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useSession } from '../../../lib/session';
import { getScriptSource } from '../api/get-script-source';
import { getTeleprompterText } from '../api/get-teleprompter-text';
import { streamTeleprompterScript } from '../api/stream-teleprompter-script';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { GenerateModal } from './generate-modal';
import { SpeedInput } from './speed-input';

interface NavigationState {
  mindMapId?: string;
  nodes?: MindMapNode[];
  nodeListOrder?: string[];
}

type Content =
  | { kind: 'loading' }
  | { kind: 'loaded'; script: string }
  | { kind: 'empty'; message: string }
  | { kind: 'error'; message: string };

function readNavigationState(state: unknown): NavigationState {
  if (!state || typeof state !== 'object') return {};
  const s = state as Record<string, unknown>;
  return {
    mindMapId: typeof s.mindMapId === 'string' && s.mindMapId ? s.mindMapId : undefined,
    nodes: Array.isArray(s.nodes) ? (s.nodes as MindMapNode[]) : undefined,
    nodeListOrder: Array.isArray(s.nodeListOrder) ? (s.nodeListOrder as string[]) : undefined,
  };
}

function isTypingTarget(target: EventTarget | null) {
  return target instanceof HTMLElement && !!target.closest('input, textarea, select, button, a, [role="dialog"]');
}

export function TeleprompterScreen() {
  const location = useLocation();
  const nav = useMemo(() => readNavigationState(location.state), [location.state]);
  const mindMapId = nav.mindMapId ?? null;
  const session = useSession();
  const plan = session?.user.subscription.plan ?? null;
  const limit = monthlyTeleprompterLimit(plan);
  const remaining = Math.max(0, limit - (session?.user.aiTeleprompterGenerations ?? 0));

  const [content, setContent] = useState<Content>(() =>
    mindMapId ? { kind: 'loading' } : { kind: 'error', message: TELEPROMPTER_MESSAGES.noId },
  );
  const [title, setTitle] = useState<string>('');
  const [wpm, setWpm] = useState<number>(TELEPROMPTER_SPEED.default);
  const [generating, setGenerating] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [status, setStatus] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [lineHeight, setLineHeight] = useState(48);
  /** The script as it is being written (null when not streaming). */
  const [streaming, setStreaming] = useState<string | null>(null);
  /** Who wrote the script on screen, when it was just generated ('Offline writer' or a model). */
  const [source, setSource] = useState<string | null>(null);
  const cancelRef = useRef<AbortController | null>(null);
  const streamRef = useRef<HTMLDivElement>(null);

  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const script = content.kind === 'loaded' ? content.script : '';
  const paragraphs = useMemo(() => scriptParagraphs(script), [script]);
  const avgCharsPerWord = useMemo(() => charsPerWord(paragraphs.join(' ')), [paragraphs]);
  const pxPerSecond = scrollPixelsPerSecond(wpm, lineHeight, avgCharsPerWord);
  const scroller = useAutoScroll(viewportRef, contentRef, pxPerSecond);

  // The rate follows the rendered line height (it changes with the viewport width).
  useLayoutEffect(() => {
    const el = contentRef.current?.querySelector('p');
    if (!el) return;
    const measure = () => {
      const lh = parseFloat(getComputedStyle(el).lineHeight);
      if (Number.isFinite(lh) && lh > 0) setLineHeight(lh);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [paragraphs]);

  // Status messages clear after 5 s when idle.
  useEffect(() => {
    if (!status || generating) return;
    const t = setTimeout(() => setStatus(null), TELEPROMPTER_STATUS_MS);
    return () => clearTimeout(t);
  }, [status, generating]);

  // ---- load the saved script --------------------------------------------------------------
  useEffect(() => {
    if (!mindMapId) return;
    if (!session?.token) {
      setContent({ kind: 'error', message: TELEPROMPTER_MESSAGES.notLoggedIn });
      return;
    }
    const controller = new AbortController();
    setContent({ kind: 'loading' });
    getTeleprompterText(mindMapId, controller.signal).then(
      (text) => {
        if (text.title) setTitle(text.title);
        setContent(text.content.trim() ? { kind: 'loaded', script: text.content } : { kind: 'empty', message: TELEPROMPTER_MESSAGES.empty });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.status === 404) setContent({ kind: 'empty', message: TELEPROMPTER_MESSAGES.notFound });
        else if (err instanceof ApiError && err.isUnauthorized) setContent({ kind: 'error', message: TELEPROMPTER_MESSAGES.sessionExpired });
        else setContent({ kind: 'error', message: TELEPROMPTER_MESSAGES.loadFailed });
      },
    );
    return () => controller.abort();
    // The token is read once per map; a later session change does not refetch the script.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mindMapId]);

  // Reset to the top whenever a new script arrives.
  const { reset } = scroller;
  useLayoutEffect(() => {
    reset();
  }, [script, reset]);

  // ---- AI generation ----------------------------------------------------------------------
  function openGenerate() {
    if (!session?.token) return setStatus({ text: AI_MESSAGES.loginRequired, tone: 'error' });
    if (!mindMapId) return setStatus({ text: AI_MESSAGES.noMindMapId, tone: 'error' });
    if (remaining <= 0) return setStatus({ text: AI_MESSAGES.teleprompterLimitReached(limit), tone: 'error' });
    setModalOpen(true);
  }

  const generate = useCallback(
    async (additionalPrompt: string) => {
      if (!mindMapId) return;
      setModalOpen(false);
      scroller.pause();
      setGenerating(true);
      try {
        let nodes = nav.nodes;
        let order = nav.nodeListOrder;
        let mapTitle = title;
        if (!nodes) {
          const map = await getScriptSource(mindMapId);
          nodes = map.nodes;
          order = map.nodeOrder;
          mapTitle = map.title;
          setTitle(map.title);
        }
        const mindMapContent = buildAiMapContent(nodes, order);
        if (!hasScriptContent(parseMapContent(mindMapContent))) {
          setStatus({ text: AI_MESSAGES.noMapContent, tone: 'error' });
          return;
        }
        const controller = new AbortController();
        cancelRef.current = controller;
        setStreaming('');
        const result = await streamTeleprompterScript(
          { mindMapTitle: mapTitle, mindMapContent, additionalPrompt: plan === 'elite' ? additionalPrompt : '', mindMapId },
          setStreaming,
          controller.signal,
        );
        // The server has saved it as this map's teleprompter text.
        setContent(result.script.trim() ? { kind: 'loaded', script: result.script } : { kind: 'empty', message: TELEPROMPTER_MESSAGES.empty });
        setSource(result.source ?? null);
        setStatus({ text: AI_MESSAGES.scriptGenerated, tone: 'success' });
      } catch (err) {
        // Cancel and failures keep the script that was there before.
        if (err instanceof DOMException && err.name === 'AbortError') setStatus(null);
        else if (err instanceof ApiError && err.status === 429) setStatus({ text: err.message, tone: 'error' });
        else setStatus({ text: AI_MESSAGES.scriptFailed(errorMessage(err)), tone: 'error' });
      } finally {
        cancelRef.current = null;
        setStreaming(null);
        setGenerating(false);
        // '{n} remaining' comes from the user record: charged on success, refunded otherwise.
        refreshSession().catch(() => undefined);
      }
    },
    [mindMapId, nav.nodes, nav.nodeListOrder, title, plan, scroller],
  );

  const cancelGeneration = useCallback(() => cancelRef.current?.abort(), []);
  // Leaving the screen cancels a generation in progress (the server refunds it).
  useEffect(() => () => cancelRef.current?.abort(), []);

  // While streaming, keep the newest words in view.
  useLayoutEffect(() => {
    const el = streamRef.current;
    if (el && streaming !== null) el.scrollTop = el.scrollHeight;
  }, [streaming]);
  const streamingParagraphs = useMemo(() => (streaming ? scriptParagraphs(streaming) : []), [streaming]);

  // Title for the header: from the editor's nodes is not enough, so ask the map once (best effort).
  useEffect(() => {
    if (!mindMapId || !session?.token) return;
    const controller = new AbortController();
    getScriptSource(mindMapId, controller.signal).then(
      (m) => setTitle(m.title),
      () => undefined,
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mindMapId]);

  // ---- keyboard: Space plays/pauses, arrows nudge, Home resets -----------------------------
  const { toggle, nudge } = scroller;
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (isTypingTarget(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (content.kind !== 'loaded') return;
      if (e.key === ' ') {
        e.preventDefault();
        toggle();
      } else if (e.key === 'ArrowDown') {
        e.preventDefault();
        nudge(lineHeight);
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        nudge(-lineHeight);
      } else if (e.key === 'Home') {
        e.preventDefault();
        reset();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle, nudge, reset, lineHeight, content.kind]);

  const backTo = mindMapId ? paths.mindMap(mindMapId) : paths.dashboard;
  const canPlay = content.kind === 'loaded' && !generating;

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-neutral-950 text-white">
      <header className="z-10 shrink-0 border-b border-white/10 bg-neutral-950/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-3 py-2 sm:flex-nowrap sm:gap-3 sm:px-5 sm:py-2.5">
          <Link
            to={backTo}
            aria-label={TELEPROMPTER_MESSAGES.backToMindMap}
            className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-neutral-300 hover:bg-white/10 hover:text-white"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            <span className="hidden md:inline">{TELEPROMPTER_MESSAGES.backToMindMap}</span>
          </Link>
          <h1 className="min-w-0 flex-1 truncate text-sm font-medium text-neutral-400 sm:text-center">
            <span className="sr-only sm:not-sr-only">{title}</span>
          </h1>
          <div className="order-last flex w-full items-center gap-2 sm:order-none sm:w-auto">
            <button
              type="button"
              onClick={scroller.toggle}
              disabled={!canPlay}
              className={cn(
                'inline-flex h-9 w-24 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40',
                scroller.playing ? 'bg-amber-400 text-neutral-950 hover:bg-amber-300' : 'bg-emerald-500 text-neutral-950 hover:bg-emerald-400',
              )}
            >
              {scroller.playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
              {scroller.playing ? 'Pause' : 'Play'}
            </button>
            <button
              type="button"
              onClick={scroller.reset}
              disabled={content.kind !== 'loaded'}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-white/15 px-3 text-sm font-medium text-neutral-200 hover:bg-white/10 disabled:opacity-40"
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              Reset
            </button>
            <div className="ml-auto sm:ml-0">
              <SpeedInput value={wpm} onChange={setWpm} />
            </div>
          </div>
          <button
            type="button"
            onClick={openGenerate}
            disabled={generating}
            aria-label={`Generate with AI (${TELEPROMPTER_MESSAGES.remaining(remaining)})`}
            className="inline-flex h-9 shrink-0 items-center gap-2 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60"
          >
            {generating ? <Spinner size="sm" /> : <Sparkles className="size-4" aria-hidden="true" />}
            Generate with AI
            <span className="rounded-md bg-white/15 px-1.5 py-0.5 text-xs font-medium tabular-nums">
              {TELEPROMPTER_MESSAGES.remaining(remaining)}
            </span>
          </button>
        </div>
      </header>

      <div className="relative min-h-0 flex-1">
        <div
          ref={viewportRef}
          className="teleprompter-viewport absolute inset-0 overflow-hidden"
          onWheel={(e) => content.kind === 'loaded' && nudge(e.deltaY)}
          data-testid="teleprompter-viewport"
        >
          {/* Reading guide at 40% height, where the current line sits. */}
          <div className="pointer-events-none absolute inset-x-0 top-[40%] z-10 flex items-center" aria-hidden="true">
            <span className="h-0 w-0 border-y-[10px] border-l-[14px] border-y-transparent border-l-brand-400/80" />
            <span className="h-px flex-1 bg-gradient-to-r from-brand-400/30 via-transparent to-brand-400/30" />
            <span className="h-0 w-0 border-y-[10px] border-r-[14px] border-y-transparent border-r-brand-400/80" />
          </div>
          <div className="pointer-events-none absolute inset-x-0 top-0 z-10 h-[22%] bg-gradient-to-b from-neutral-950 to-transparent" aria-hidden="true" />
          <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 h-[22%] bg-gradient-to-t from-neutral-950 to-transparent" aria-hidden="true" />

          {streaming !== null ? (
            <div ref={streamRef} className="absolute inset-0 overflow-y-auto" data-testid="teleprompter-stream" aria-live="off">
              <div
                className="mx-auto px-4 pt-[40vh] pb-[40vh]"
                style={{ maxWidth: '38ch', fontSize: 'max(15px, min(44px, calc((100vw - 4rem) / 23)))', boxSizing: 'content-box' }}
              >
                {(streamingParagraphs.length ? streamingParagraphs : ['']).map((p, i, all) => (
                  <p key={i} className="mb-[1.1em] leading-[1.5] font-semibold tracking-[0.005em] text-neutral-50">
                    {p}
                    {i === all.length - 1 && (
                      <span className="ml-1 inline-block h-[0.9em] w-[0.45em] animate-pulse bg-brand-400 align-[-0.1em]" aria-hidden="true" />
                    )}
                  </p>
                ))}
              </div>
            </div>
          ) : content.kind === 'loaded' ? (
            <div
              ref={contentRef}
              data-testid="teleprompter-content"
              className="mx-auto px-4 pt-[40vh] pb-[60vh] will-change-transform"
              style={{ maxWidth: '38ch', fontSize: 'max(15px, min(44px, calc((100vw - 4rem) / 23)))', boxSizing: 'content-box' }}
            >
              {source && (
                <div className="mb-6 flex" data-testid="script-source-row">
                  <span
                    data-testid="script-source"
                    title="Who wrote this script"
                    className="rounded-md bg-white/10 px-2 py-0.5 text-xs font-medium tracking-wide text-neutral-300"
                  >
                    {source}
                  </span>
                </div>
              )}
              {paragraphs.map((p, i) => (
                <p key={i} className="mb-[1.1em] leading-[1.5] font-semibold tracking-[0.005em] text-neutral-50">
                  {p}
                </p>
              ))}
            </div>
          ) : (
            <div className="flex h-full items-center justify-center p-6">
              {content.kind === 'loading' ? (
                <div className="flex items-center gap-3 text-neutral-400" role="status">
                  <Spinner /> Loading script...
                </div>
              ) : (
                <div className="max-w-md text-center" role={content.kind === 'error' ? 'alert' : 'status'}>
                  <p className={cn('text-lg leading-relaxed', content.kind === 'error' ? 'text-red-300' : 'text-neutral-300')}>
                    {content.message}
                  </p>
                  {!mindMapId && (
                    <Link
                      to={paths.dashboard}
                      className="mt-5 inline-flex h-9 items-center rounded-lg border border-white/15 px-3 text-sm text-neutral-200 hover:bg-white/10"
                    >
                      Go to Dashboard
                    </Link>
                  )}
                </div>
              )}
            </div>
          )}
        </div>

        <div className="pointer-events-none absolute inset-x-0 bottom-4 z-20 flex justify-center px-4">
          {status && (
            <p
              role={status.tone === 'error' ? 'alert' : 'status'}
              className={cn(
                'pointer-events-auto max-w-lg animate-slide-up rounded-xl px-4 py-2.5 text-center text-sm font-medium shadow-lg ring-1',
                status.tone === 'error' ? 'bg-red-950/95 text-red-100 ring-red-500/30' : 'bg-emerald-950/95 text-emerald-100 ring-emerald-500/30',
              )}
            >
              {status.text}
            </p>
          )}
          {generating && (
            <div className="pointer-events-auto flex items-center gap-3 rounded-xl bg-neutral-900/95 py-2 pr-2 pl-4 text-sm text-neutral-200 ring-1 ring-white/10">
              <p role="status" className="flex items-center gap-2">
                <Spinner size="sm" /> Writing your script…
              </p>
              <button
                type="button"
                onClick={cancelGeneration}
                className="inline-flex h-8 items-center gap-1 rounded-lg border border-white/15 px-2.5 text-sm font-medium text-neutral-100 hover:bg-white/10"
              >
                <X className="size-4" aria-hidden="true" /> Cancel
              </button>
            </div>
          )}
        </div>
      </div>

      <GenerateModal
        open={modalOpen}
        isElite={plan === 'elite'}
        remaining={remaining}
        onCancel={() => setModalOpen(false)}
        onGenerate={(p) => void generate(p)}
      />
    </div>
  );
}
