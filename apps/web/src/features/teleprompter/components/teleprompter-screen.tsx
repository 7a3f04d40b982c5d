// The teleprompter: a ~38-character column scrolled smoothly at the chosen WPM, display options
// (mirror, text size, reading guide, full screen, shortcuts) and AI script generation.
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
import { countWords, formatDuration, readingSeconds } from '../utils/reading-time';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useTeleprompterPrefs } from '../hooks/use-teleprompter-prefs';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { isTypingTarget } from '../../../lib/keyboard';
import { isActivationTarget, shortcutForKey, type TeleprompterCommand } from '../utils/shortcuts';
import { DEFAULT_COLUMN_EM, fitFontPx, stepTextScale, textPercent, textPx } from '../utils/text-size';
import { DisplayControls } from './display-controls';
import { GenerateModal } from './generate-modal';
import { ShortcutsDialog } from './shortcuts-dialog';
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

/** Where the current line sits: the text starts this far down and the reading guide marks it. */
const READING_LINE = '40vh';

function initialWidth() {
  return typeof window === 'undefined' ? 1024 : window.innerWidth;
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

  const [prefs, updatePrefs] = useTeleprompterPrefs();
  const fullscreen = useFullscreen();
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  /** Screen width, and the 38ch column's width in em (measured once the text is on screen). */
  const [layout, setLayout] = useState(() => ({ width: initialWidth(), columnEm: DEFAULT_COLUMN_EM }));
  const columnMeasured = useRef(false);
  const fitPx = fitFontPx(layout.width, layout.columnEm);
  const fontPx = textPx(prefs.textScale, fitPx);
  const largerScale = stepTextScale(prefs.textScale, 1, fitPx);
  const smallerScale = stepTextScale(prefs.textScale, -1, fitPx);

  const script = content.kind === 'loaded' ? content.script : '';
  const paragraphs = useMemo(() => scriptParagraphs(script), [script]);
  const avgCharsPerWord = useMemo(() => charsPerWord(paragraphs.join(' ')), [paragraphs]);
  const pxPerSecond = scrollPixelsPerSecond(wpm, lineHeight, avgCharsPerWord);
  const scroller = useAutoScroll(viewportRef, contentRef, pxPerSecond);
  const isStreaming = streaming !== null;

  // Reading time at the chosen speed, and what is left from where the text stands (checked twice a
  // second: the scroll itself never re-renders the screen).
  const words = useMemo(() => countWords(paragraphs), [paragraphs]);
  const [progress, setProgress] = useState(0);
  const readProgress = scroller.progress;
  useEffect(() => {
    if (content.kind !== 'loaded') return;
    const check = () => {
      const next = readProgress();
      setProgress((prev) => (Math.abs(next - prev) < 0.001 ? prev : next));
    };
    check();
    const timer = setInterval(check, 500);
    return () => clearInterval(timer);
  }, [content.kind, readProgress, paragraphs]);

  // The rate follows the rendered line height, so it is measured again whenever the text size
  // changes (a size step, or a screen width that changes what fits).
  useLayoutEffect(() => {
    const measure = () => {
      const width = viewportRef.current?.clientWidth || window.innerWidth;
      const column = contentRef.current ?? streamRef.current?.firstElementChild;
      let columnEm: number | null = null;
      if (column && !columnMeasured.current) {
        // The font decides how wide 38 characters are; that ratio does not change with the size.
        const style = getComputedStyle(column);
        const em = parseFloat(style.maxWidth) / parseFloat(style.fontSize);
        if (style.maxWidth.endsWith('px') && Number.isFinite(em) && em > 0) {
          columnMeasured.current = true;
          columnEm = em;
        }
      }
      setLayout((prev) =>
        prev.width === width && (columnEm === null || columnEm === prev.columnEm) ? prev : { width, columnEm: columnEm ?? prev.columnEm },
      );
      const p = column?.querySelector('p');
      const lh = p ? parseFloat(getComputedStyle(p).lineHeight) : NaN;
      if (Number.isFinite(lh) && lh > 0) setLineHeight(lh);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [paragraphs, fontPx, isStreaming]);

  // A new text size keeps the same words at the reading line: the offset scales with the text.
  const { nudge, offset } = scroller;
  const previousFontPx = useRef(fontPx);
  useLayoutEffect(() => {
    const previous = previousFontPx.current;
    previousFontPx.current = fontPx;
    if (previous !== fontPx && previous > 0) nudge(offset() * (fontPx / previous - 1));
  }, [fontPx, nudge, offset]);

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

  const backTo = mindMapId ? paths.mindMap(mindMapId) : paths.dashboard;
  const canPlay = content.kind === 'loaded' && !generating;
  const hasScript = content.kind === 'loaded';

  // ---- display options (remembered in this browser) ---------------------------------------
  const toggleMirror = () => updatePrefs((p) => ({ mirror: !p.mirror }));
  const toggleGuide = () => updatePrefs((p) => ({ guide: !p.guide }));
  const larger = largerScale === null ? null : () => updatePrefs(() => ({ textScale: largerScale }));
  const smaller = smallerScale === null ? null : () => updatePrefs(() => ({ textScale: smallerScale }));

  // ---- keyboard: utils/shortcuts.ts lists the keys, the help dialog shows the same list ----
  /** Runs a command; false when it does not apply right now (the key then keeps its default). */
  const runCommand = (command: TeleprompterCommand): boolean => {
    switch (command) {
      case 'playPause':
        if (!canPlay) return false;
        scroller.toggle();
        return true;
      case 'lineForward':
        nudge(lineHeight);
        return true;
      case 'lineBack':
        nudge(-lineHeight);
        return true;
      case 'reset':
        reset();
        return true;
      case 'mirror':
        toggleMirror();
        return true;
      case 'guide':
        toggleGuide();
        return true;
      case 'larger':
        larger?.();
        return true;
      case 'smaller':
        smaller?.();
        return true;
      case 'fullscreen':
        if (!fullscreen.supported) return false;
        fullscreen.toggle();
        return true;
      case 'help':
        setShortcutsOpen(true);
        return true;
    }
  };
  // One listener for the screen's lifetime; it always runs the latest render's commands.
  const keyState = useRef({ runCommand, hasScript });
  useEffect(() => {
    keyState.current = { runCommand, hasScript };
  });
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      // Typing in a field, or a dialog open (this screen's or any other): the keys are theirs.
      if (isTypingTarget(e.target) || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const shortcut = shortcutForKey(e.key);
      if (!shortcut) return;
      // Space on a focused button or link presses that control instead.
      if (shortcut.command === 'playPause' && isActivationTarget(e.target)) return;
      if (shortcut.needsScript && !keyState.current.hasScript) return;
      if (shortcut.once && e.repeat) return e.preventDefault();
      if (keyState.current.runCommand(shortcut.command)) e.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-neutral-950 text-white">
      <section aria-label="Teleprompter controls" className="z-10 shrink-0 border-b border-white/10 bg-neutral-950/95 backdrop-blur">
        <div className="mx-auto flex max-w-[100rem] flex-wrap items-center gap-2 px-3 py-2 sm:gap-x-3 sm:px-5 sm:py-2.5 xl:flex-nowrap">
          <Link
            to={backTo}
            aria-label={TELEPROMPTER_MESSAGES.backToMindMap}
            className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-neutral-300 hover:bg-white/10 hover:text-white"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            <span className="hidden md:inline">{TELEPROMPTER_MESSAGES.backToMindMap}</span>
          </Link>
          <h1 className="min-w-0 flex-1 truncate text-sm font-medium text-neutral-400 sm:text-center">
            {/* Until the script's title arrives the heading still names the screen. */}
            <span className="sr-only sm:not-sr-only sm:whitespace-nowrap">{title || 'Teleprompter'}</span>
          </h1>
          <div className="order-last flex w-full flex-wrap items-center gap-2 sm:gap-x-3 xl:order-none xl:w-auto xl:flex-nowrap">
            <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
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
            <DisplayControls
              className="w-full justify-between border-t border-white/5 pt-2 sm:w-auto sm:justify-start sm:border-0 sm:pt-0 md:ml-auto xl:ml-0 xl:border-l xl:border-white/10 xl:pl-3"
              mirror={prefs.mirror}
              onToggleMirror={toggleMirror}
              sizePercent={textPercent(prefs.textScale, fitPx)}
              onLarger={larger}
              onSmaller={smaller}
              guide={prefs.guide}
              onToggleGuide={toggleGuide}
              fullscreen={fullscreen}
              onShowShortcuts={() => setShortcutsOpen(true)}
            />
          </div>
          <button
            type="button"
            onClick={openGenerate}
            disabled={generating}
            className="inline-flex h-9 shrink-0 items-center gap-2 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60"
          >
            {generating ? <Spinner size="sm" /> : <Sparkles className="size-4" aria-hidden="true" />}
            Generate with AI
            <span className="rounded-md bg-white/15 px-1.5 py-0.5 text-xs font-medium tabular-nums">
              {TELEPROMPTER_MESSAGES.remaining(remaining)}
            </span>
          </button>
        </div>
      </section>

      <div className="relative min-h-0 flex-1">
        {content.kind === 'loaded' && !isStreaming && words > 0 && (
          <p
            className="pointer-events-none absolute right-3 bottom-3 z-20 rounded-md bg-neutral-900/85 px-2.5 py-1 text-xs font-medium text-neutral-300 tabular-nums"
            data-testid="reading-time"
          >
            {progress > 0 && progress < 1
              ? `${formatDuration(readingSeconds(words, wpm, progress))} left`
              : `${formatDuration(readingSeconds(words, wpm))} at ${wpm} WPM`}
            <span className="text-neutral-500" aria-hidden="true">
              {' · '}
            </span>
            {words} {words === 1 ? 'word' : 'words'}
          </p>
        )}
        <div
          ref={viewportRef}
          className="teleprompter-viewport absolute inset-0 overflow-hidden"
          // Mirror mode flips the whole reading area left to right, for beam-splitter glass.
          style={prefs.mirror ? { transform: 'scaleX(-1)' } : undefined}
          onWheel={(e) => content.kind === 'loaded' && nudge(e.deltaY)}
          data-testid="teleprompter-viewport"
          data-mirrored={prefs.mirror ? 'true' : undefined}
        >
          {/* Reading guide: a band one line tall at the reading line, where the text starts. */}
          {prefs.guide && (
            <div
              className="pointer-events-none absolute inset-x-0 z-10"
              style={{ top: READING_LINE, height: lineHeight }}
              aria-hidden="true"
              data-testid="reading-guide"
            >
              <div className="absolute inset-0 border-y border-brand-300/15 bg-gradient-to-r from-brand-400/[0.04] via-brand-400/[0.09] to-brand-400/[0.04]" />
              <span className="absolute top-1/2 left-0 h-0 w-0 -translate-y-1/2 border-y-[6px] border-l-[8px] sm:border-y-[9px] sm:border-l-[12px] border-y-transparent border-l-brand-400/90" />
              <span className="absolute top-1/2 right-0 h-0 w-0 -translate-y-1/2 border-y-[6px] border-r-[8px] sm:border-y-[9px] sm:border-r-[12px] border-y-transparent border-r-brand-400/90" />
            </div>
          )}
          <div className="pointer-events-none absolute inset-x-0 top-0 z-10 h-[22%] bg-gradient-to-b from-neutral-950 to-transparent" aria-hidden="true" />
          <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 h-[22%] bg-gradient-to-t from-neutral-950 to-transparent" aria-hidden="true" />

          {streaming !== null ? (
            <div ref={streamRef} className="absolute inset-0 overflow-y-auto" data-testid="teleprompter-stream" aria-live="off">
              <div
                className="mx-auto px-4 pb-[40vh]"
                style={{ maxWidth: '38ch', fontSize: `${fontPx}px`, paddingTop: READING_LINE, boxSizing: 'content-box' }}
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
              className="mx-auto px-4 pb-[60vh] will-change-transform"
              style={{ maxWidth: '38ch', fontSize: `${fontPx}px`, paddingTop: READING_LINE, boxSizing: 'content-box' }}
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
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} fullscreenSupported={fullscreen.supported} />
    </div>
  );
}
