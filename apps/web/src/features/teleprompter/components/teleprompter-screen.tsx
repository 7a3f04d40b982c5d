// The teleprompter: a ~38-character column scrolled smoothly at the chosen WPM, display options
// (mirror, text size, reading guide, full screen, shortcuts) and AI script generation. This file
// composes; the hooks own the script query, generation, layout and keys.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { usePresenter, useScriptWpm } from '../hooks/use-presenter';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useScriptEditor } from '../hooks/use-script-editor';
import { useScriptGeneration } from '../hooks/use-script-generation';
import { useTeleprompterPrefs } from '../hooks/use-teleprompter-prefs';
import { useTeleprompterScript } from '../hooks/use-teleprompter-script';
import { useTeleprompterShortcuts } from '../hooks/use-teleprompter-shortcuts';
import { useKeepPlaceOnResize, useTextLayout } from '../hooks/use-text-layout';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { localCopyScript, localCopySections, teleprompterTarget } from '../utils/navigation-state';
import type { ScriptContent } from '../hooks/use-teleprompter-script';
import { draftHasChanges, readScriptDraft, scriptDraftKey } from '../utils/script-draft';
import { createScrollProgress } from '../utils/scroll-progress';
import { stageParagraphs, stageSections } from '../utils/stage-sections';
import { CountdownOverlay } from './countdown-overlay';
import { GenerateModal } from './generate-modal';
import { GenerationStatus } from './generation-status';
import { ReadingArea } from './reading-area';
import { ReadingTimeBadge } from './reading-time-badge';
import { ScriptEditor } from './script-editor';
import { PresenterSettings } from './presenter-settings';
import { ScriptReview } from './script-review';
import { SectionsPanel } from './sections-panel';
import { ShortcutsDialog } from './shortcuts-dialog';
import { StageClock } from './stage-clock';
import { TeleprompterToolbar } from './teleprompter-toolbar';

export function TeleprompterScreen() {
  const params = useParams();
  const location = useLocation();
  const target = useMemo(() => teleprompterTarget(params.mindMapId, location.state), [params.mindMapId, location.state]);
  const { mindMapId } = target;
  const saved = useTeleprompterScript(mindMapId);
  // Offline on stage: the editor's unsaved nodes (its save failed) are read instead of the saved script.
  const local = useMemo(() => localCopyScript(target), [target]);
  // Edit mode (issue 11): the saved script's sections, edited in place; words typed and not saved yet
  // are what the teleprompter reads meanwhile.
  const session = useSession();
  const email = session?.user.email ?? '';
  const { saved: savedText, nodes } = saved;
  const editor = useScriptEditor(mindMapId ?? '', email, local === null ? savedText : undefined);
  const [searchParams] = useSearchParams();
  const [editing, setEditing] = useState(() => {
    if (local !== null || !mindMapId) return false;
    const draft = email ? readScriptDraft(scriptDraftKey(email, mindMapId)) : null;
    return searchParams.get('edit') === '1' || (!!draft && draftHasChanges(draft));
  });
  const nodeTitles = useMemo(() => new Map((nodes ?? []).map((n) => [n.id, n.title] as const)), [nodes]);
  const unsaved = local === null ? editor.unsavedContent : null;
  const content = useMemo<ScriptContent>(() => {
    const text = local ?? unsaved;
    if (text === null) return saved.content;
    return text.trim() ? { kind: 'loaded', script: text } : { kind: 'empty', message: TELEPROMPTER_MESSAGES.empty };
  }, [local, unsaved, saved.content]);
  const title = local === null ? saved.title : target.title || saved.title;
  const generation = useScriptGeneration(target, title);
  const [wpm, setWpm] = useScriptWpm(mindMapId);
  const [modalOpen, setModalOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [panel, setPanel] = useState<{ current: number } | null>(null);
  const [prefs, updatePrefs] = useTeleprompterPrefs();
  const fullscreen = useFullscreen();

  const script = content.kind === 'loaded' ? content.script : '';
  const hasScript = content.kind === 'loaded';
  const isStreaming = generation.streaming !== null;
  // The script on stage in sections (issue 12): node-linked when the saved script has them.
  const sections = useMemo(
    // Until a just-generated script's sections arrive, it is shown as one block (the editor's are older).
    () => {
      const linked = local !== null ? localCopySections(target) : savedText?.sections ? (editor.sections ?? savedText.sections) : null;
      return stageSections(script, linked, nodes ?? target.nodes, local === null && linked && editor.sections ? editor.texts : undefined);
    },
    [script, local, target, editor.sections, editor.texts, savedText?.sections, nodes],
  );
  const paragraphs = useMemo(() => stageParagraphs(sections), [sections]);
  const words = useMemo(() => sections.reduce((n, s) => n + s.words, 0), [sections]);

  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const streamRef = useRef<HTMLDivElement>(null);
  const layout = useTextLayout({ viewportRef, contentRef, streamRef, paragraphs, isStreaming, textScale: prefs.textScale, wpm });
  const [progress] = useState(createScrollProgress);
  const scroller = useAutoScroll(viewportRef, contentRef, layout.pixelsPerSecond, progress.set);
  const { nudge } = scroller;
  useKeepPlaceOnResize(layout.fontPx, scroller);
  const presenter = usePresenter({ mindMapId, scroller, contentRef, lineHeight: layout.lineHeight, countdownSeconds: prefs.countdown, wpm, setWpm });
  const { reset } = presenter;
  // Reset to the top whenever a new script arrives.
  useLayoutEffect(() => {
    reset();
  }, [script, reset]);
  // Present from here (`?from=<nodeId>`): once, the first time that node's section is on screen.
  const from = useRef(searchParams.get('from'));
  const goToSection = presenter.sections.goTo;
  useLayoutEffect(() => {
    if (!from.current || isStreaming) return;
    const at = sections.findIndex((s) => s.nodeId === from.current);
    if (at < 0) return;
    from.current = null;
    goToSection(at);
  }, [sections, isStreaming, goToSection, layout.fontPx]);

  const canPlay = hasScript && !generation.generating && !editing;
  const openSections = () => setPanel((p) => (p ? null : { current: presenter.sections.current() }));
  const canEdit = local === null && !!savedText?.sections && !generation.generating && !isStreaming;
  const toggleEdit =
    canEdit || editing
      ? () => {
          if (editing) {
            void editor.flush();
            setEditing(false);
          } else {
            scroller.pause();
            presenter.cancelCountdown();
            setEditing(true);
          }
        }
      : null;
  const { largerScale, smallerScale, lineHeight } = layout;
  const toggleMirror = () => updatePrefs((p) => ({ mirror: !p.mirror }));
  const toggleGuide = () => updatePrefs((p) => ({ guide: !p.guide }));
  const larger = largerScale === null ? null : () => updatePrefs(() => ({ textScale: largerScale }));
  const smaller = smallerScale === null ? null : () => updatePrefs(() => ({ textScale: smallerScale }));

  useTeleprompterShortcuts(
    {
      playPause: () => (canPlay ? presenter.togglePlay() : false),
      nextSection: () => (editing ? false : presenter.sections.next()),
      prevSection: () => (editing ? false : presenter.sections.previous()),
      faster: presenter.faster,
      slower: presenter.slower,
      sections: () => (editing ? false : openSections()),
      lineForward: () => nudge(lineHeight),
      lineBack: () => nudge(-lineHeight),
      reset,
      mirror: toggleMirror,
      guide: toggleGuide,
      larger: () => larger?.(),
      smaller: () => smaller?.(),
      fullscreen: () => (fullscreen.supported ? fullscreen.toggle() : false),
      edit: () => (toggleEdit ? toggleEdit() : false),
      help: () => setShortcutsOpen(true),
    },
    hasScript,
    prefs.keymap,
  );

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-neutral-950 text-white">
      <TeleprompterToolbar
        backTo={mindMapId ? paths.mindMap(mindMapId) : paths.dashboard}
        title={title}
        playing={scroller.playing}
        canPlay={canPlay}
        canReset={hasScript}
        onTogglePlay={presenter.togglePlay}
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
          onShowSections: hasScript && !editing && !isStreaming ? openSections : null,
          onShowSettings: () => setSettingsOpen(true),
        }}
        generating={generation.generating}
        remaining={generation.remaining}
        onGenerate={() => generation.canGenerate() && setModalOpen(true)}
        editing={editing}
        onToggleEdit={toggleEdit}
      />

      <main aria-label="Script" className="flex min-h-0 flex-1 flex-col">
        {local !== null && (
          <Notice>{TELEPROMPTER_MESSAGES.localCopy}</Notice>
        )}
        {local === null && saved.offline && (
          <Notice>{TELEPROMPTER_MESSAGES.offlineCopy}</Notice>
        )}
        {!editing && editor.status === 'error' && (
          <Notice alert>{editor.message ?? TELEPROMPTER_MESSAGES.edit.notSaved}</Notice>
        )}
        {local === null && mindMapId && !isStreaming && !editing && <ScriptReview mindMapId={mindMapId} />}
        <div className="relative min-h-0 flex-1">
          {editing && (
            <div className="absolute inset-0 z-20 flex">
              <ScriptEditor editor={editor} nodeTitles={nodeTitles} />
            </div>
          )}
          {hasScript && !isStreaming && !editing && words > 0 && (
            <>
              <StageClock elapsed={presenter.elapsed} words={words} wpm={wpm} progress={progress} targetMinutes={presenter.targetMinutes} />
              <ReadingTimeBadge words={words} wpm={wpm} progress={progress} />
            </>
          )}
          {presenter.countdown !== null && <CountdownOverlay remaining={presenter.countdown} onCancel={presenter.cancelCountdown} />}
          {panel && hasScript && !editing && (
            <SectionsPanel
              sections={sections}
              wpm={wpm}
              current={panel.current}
              onClose={() => setPanel(null)}
              onChoose={(index) => {
                presenter.sections.goTo(index);
                setPanel(null);
              }}
            />
          )}
          <ReadingArea
            content={content}
            sections={sections}
            markers={prefs.markers}
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
          setEditing(false);
          generation.generate(additionalPrompt);
        }}
      />
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} fullscreenSupported={fullscreen.supported} />
      <PresenterSettings
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        prefs={prefs}
        onChange={(patch) => updatePrefs(() => patch)}
        targetMinutes={presenter.targetMinutes}
        onTargetChange={presenter.setTargetMinutes}
        fit={local === null && mindMapId && savedText?.version !== undefined ? { mindMapId, wpm, words } : null}
      />
    </div>
  );
}

/** A strip above the reading area: a local or offline copy on screen, or edits not saved yet. */
function Notice({ alert = false, children }: { alert?: boolean; children: string }) {
  return (
    <p role={alert ? 'alert' : 'status'} className="shrink-0 border-b border-amber-300/40 bg-amber-400/15 px-4 py-2 text-center text-sm font-medium text-amber-200">
      {children}
    </p>
  );
}
