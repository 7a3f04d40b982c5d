// The teleprompter: a ~38-character column scrolled smoothly at the chosen WPM, display options
// (mirror, text size, reading guide, full screen, shortcuts) and AI script generation. This file
// composes; the hooks own the script query, generation, layout and keys.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { scriptParagraphs, TELEPROMPTER_SPEED } from '@cuemap/shared';
import { paths } from '../../../config/paths';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useScriptGeneration } from '../hooks/use-script-generation';
import { useTeleprompterPrefs } from '../hooks/use-teleprompter-prefs';
import { useTeleprompterScript } from '../hooks/use-teleprompter-script';
import { useTeleprompterShortcuts } from '../hooks/use-teleprompter-shortcuts';
import { useKeepPlaceOnResize, useTextLayout } from '../hooks/use-text-layout';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { localCopyScript, teleprompterTarget } from '../utils/navigation-state';
import type { ScriptContent } from '../hooks/use-teleprompter-script';
import { countWords } from '../utils/reading-time';
import { createScrollProgress } from '../utils/scroll-progress';
import { GenerateModal } from './generate-modal';
import { GenerationStatus } from './generation-status';
import { ReadingArea } from './reading-area';
import { ReadingTimeBadge } from './reading-time-badge';
import { ScriptReview } from './script-review';
import { ShortcutsDialog } from './shortcuts-dialog';
import { TeleprompterToolbar } from './teleprompter-toolbar';

export function TeleprompterScreen() {
  const params = useParams();
  const location = useLocation();
  const target = useMemo(() => teleprompterTarget(params.mindMapId, location.state), [params.mindMapId, location.state]);
  const { mindMapId } = target;
  const saved = useTeleprompterScript(mindMapId);
  // Offline on stage: the editor's unsaved nodes (its save failed) are read instead of the saved script.
  const local = useMemo(() => localCopyScript(target), [target]);
  const content = useMemo<ScriptContent>(
    () =>
      local === null
        ? saved.content
        : local.trim()
          ? { kind: 'loaded', script: local }
          : { kind: 'empty', message: TELEPROMPTER_MESSAGES.empty },
    [local, saved.content],
  );
  const title = local === null ? saved.title : target.title || saved.title;
  const generation = useScriptGeneration(target, title);
  const [wpm, setWpm] = useState<number>(TELEPROMPTER_SPEED.default);
  const [modalOpen, setModalOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [prefs, updatePrefs] = useTeleprompterPrefs();
  const fullscreen = useFullscreen();

  const script = content.kind === 'loaded' ? content.script : '';
  const hasScript = content.kind === 'loaded';
  const isStreaming = generation.streaming !== null;
  const paragraphs = useMemo(() => scriptParagraphs(script), [script]);
  const words = useMemo(() => countWords(paragraphs), [paragraphs]);

  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const streamRef = useRef<HTMLDivElement>(null);
  const layout = useTextLayout({ viewportRef, contentRef, streamRef, paragraphs, isStreaming, textScale: prefs.textScale, wpm });
  const [progress] = useState(createScrollProgress);
  const scroller = useAutoScroll(viewportRef, contentRef, layout.pixelsPerSecond, progress.set);
  const { nudge, reset } = scroller;
  useKeepPlaceOnResize(layout.fontPx, scroller);
  // Reset to the top whenever a new script arrives.
  useLayoutEffect(() => {
    reset();
  }, [script, reset]);

  const canPlay = hasScript && !generation.generating;
  const { largerScale, smallerScale, lineHeight } = layout;
  const toggleMirror = () => updatePrefs((p) => ({ mirror: !p.mirror }));
  const toggleGuide = () => updatePrefs((p) => ({ guide: !p.guide }));
  const larger = largerScale === null ? null : () => updatePrefs(() => ({ textScale: largerScale }));
  const smaller = smallerScale === null ? null : () => updatePrefs(() => ({ textScale: smallerScale }));

  useTeleprompterShortcuts(
    {
      playPause: () => (canPlay ? scroller.toggle() : false),
      lineForward: () => nudge(lineHeight),
      lineBack: () => nudge(-lineHeight),
      reset,
      mirror: toggleMirror,
      guide: toggleGuide,
      larger: () => larger?.(),
      smaller: () => smaller?.(),
      fullscreen: () => (fullscreen.supported ? fullscreen.toggle() : false),
      help: () => setShortcutsOpen(true),
    },
    hasScript,
  );

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-neutral-950 text-white">
      <TeleprompterToolbar
        backTo={mindMapId ? paths.mindMap(mindMapId) : paths.dashboard}
        title={title}
        playing={scroller.playing}
        canPlay={canPlay}
        canReset={hasScript}
        onTogglePlay={scroller.toggle}
        onReset={reset}
        wpm={wpm}
        onWpmChange={setWpm}
        display={{
          mirror: prefs.mirror,
          onToggleMirror: toggleMirror,
          sizePercent: layout.sizePercent,
          onLarger: larger,
          onSmaller: smaller,
          guide: prefs.guide,
          onToggleGuide: toggleGuide,
          fullscreen,
          onShowShortcuts: () => setShortcutsOpen(true),
        }}
        generating={generation.generating}
        remaining={generation.remaining}
        onGenerate={() => generation.canGenerate() && setModalOpen(true)}
      />

      <main aria-label="Script" className="flex min-h-0 flex-1 flex-col">
        {local !== null && (
          <p role="status" className="shrink-0 border-b border-amber-300/40 bg-amber-400/15 px-4 py-2 text-center text-sm font-medium text-amber-200">
            {TELEPROMPTER_MESSAGES.localCopy}
          </p>
        )}
        {local === null && mindMapId && !isStreaming && <ScriptReview mindMapId={mindMapId} />}
        <div className="relative min-h-0 flex-1">
          {hasScript && !isStreaming && words > 0 && <ReadingTimeBadge words={words} wpm={wpm} progress={progress} />}
          <ReadingArea
            content={content}
            paragraphs={paragraphs}
            streaming={generation.streaming}
            source={generation.source}
            fontPx={layout.fontPx}
            lineHeight={lineHeight}
            mirror={prefs.mirror}
            guide={prefs.guide}
            offerDashboard={!mindMapId}
            onWheel={nudge}
            viewportRef={viewportRef}
            contentRef={contentRef}
            streamRef={streamRef}
          />
          <GenerationStatus status={generation.status} generating={generation.generating} onCancel={generation.cancel} />
        </div>
      </main>

      <GenerateModal
        open={modalOpen}
        isElite={generation.isElite}
        remaining={generation.remaining}
        onCancel={() => setModalOpen(false)}
        onGenerate={(additionalPrompt) => {
          setModalOpen(false);
          scroller.pause();
          generation.generate(additionalPrompt);
        }}
      />
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} fullscreenSupported={fullscreen.supported} />
    </div>
  );
}
