// The teleprompter screen: composes the script on stage (use-stage-script), the column and its scroll
// (layout, auto-scroll), the presenter's controls (sections, countdown, clock), edit mode, rehearsal,
// display options and AI generation. The hooks own the logic; this file wires them to the components.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { readLiveMap, replacedSections } from '@cuemap/shared';
import { LiveStatusLine } from '../../../components/live-status';
import { PresenceAvatars } from '../../../components/presence/presence-avatars';
import { PresenceContext, usePublishPresence } from '../../../lib/live/presence/use-presence';
import { useLiveSession, useLiveStatus } from '../../../lib/live/use-live-session';
import { useScriptAccess } from '../../../components/script-access/script-access';
import { REMOTE_ORIGIN } from '../../../lib/live/session';
import { CuePresenter } from '../../../components/cue/cue-presenter';
import { paths } from '../../../config/paths';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { usePresenter } from '../hooks/use-presenter';
import { useRehearsal } from '../hooks/use-rehearsal';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useScriptGeneration } from '../hooks/use-script-generation';
import { useStageScript, useStageSections } from '../hooks/use-stage-script';
import { useScriptSettings } from '../hooks/use-script-settings';
import { usePrompterCommands } from '../hooks/use-prompter-commands';
import { useStageFocus } from '../hooks/use-stage-focus';
import { useLiveAnchor } from '../hooks/use-live-anchor';
import { stageMarks, useEditedLive } from '../hooks/use-edited-live';
import { usePrompterCues } from '../hooks/use-prompter-cues';
import { useStoredVersion } from '../stage/hooks/use-stored-version';
import { RemoteDialog } from '../stage/components/remote-dialog';
import { stageDevicesLabel, useStageHost } from '../stage/hooks/use-stage-host';
import { useWindowCues } from '../stage/hooks/use-window-cues';
import { useKeepPlaceOnResize, useReadingAnchor, useTextLayout } from '../hooks/use-text-layout';
import { useAutoHide } from '../hooks/use-auto-hide';
import { useVoiceFollow } from '../voice/use-voice-follow';
import { useCoachListen } from '../coach/use-coach-listen';
import { ListenConsent, ListenToggle } from '../coach/listen-toggle';
import { RecordLayer } from '../record/record-layer';
import { useRecordStage } from '../record/use-record-stage';
import {
  commandEdit,
  commandEndRehearsal,
  commandGoToSection,
  commandLarger,
  commandMirror,
  commandGuide,
  commandPause,
  commandPlayPause,
  commandRecord,
  commandRehearse,
  commandReset,
  commandSections,
  commandSmaller,
  commandVoice,
  type StageContext,
} from '../utils/commands';
import { teleprompterTarget } from '../utils/navigation-state';
import { createScrollProgress } from '../utils/scroll-progress';
import { THEMES } from '../utils/display';
import { CountdownOverlay } from './countdown-overlay';
import { CueBanner } from './cue-banner';
import { EditedLiveAnnouncer } from './edited-live-announcer';
import { GenerateModal } from './generate-modal';
import { GenerationStatus } from './generation-status';
import { ReadingArea } from './reading-area';
import { SlideCueBadge } from './slide-cue-badge';
import { useSlideCue } from '../hooks/use-slide-cue';
import { ReadingTimeBadge } from './reading-time-badge';
import { RehearsalBadge } from './rehearsal-badge';
import { RehearsalReport } from './rehearsal-report';
import { ScriptEditor } from './script-editor';
import { PresenterSettings } from './presenter-settings';
import { ScriptReview } from './script-review';
import { SectionsPanel } from './sections-panel';
import { ShortcutsDialog } from './shortcuts-dialog';
import { StageClock } from './stage-clock';
import { StageNotices } from './stage-notices';
import { TeleprompterToolbar } from './teleprompter-toolbar';
import { stageGuideAt, useHeight, usePortraitPhone } from '../hooks/use-portrait-phone';

export function TeleprompterScreen() {
  const params = useParams();
  const location = useLocation();
  const target = useMemo(() => teleprompterTarget(params.mindMapId, location.state), [params.mindMapId, location.state]);
  const { mindMapId } = target;
  // The script on stage: its live document (issue 26), on this device and every other, offline too.
  const session = useLiveSession(mindMapId);
  const liveStatus = useLiveStatus(session);
  const awareness = session?.awareness ?? null;
  const [editedSection, setEditedSection] = useState<string | null>(null);
  // Set once the column is laid out (below): notes the words at the reading line as an edit arrives.
  const captureRef = useRef<() => void>(() => undefined);
  const { editor, editing, setEditing, content, title, nodes, nodeTitles } = useStageScript(target, session, () => captureRef.current());
  // A viewer reads and plays (issue 27): edit mode (the E key, ?edit=1) closes at once.
  const { readOnly } = useScriptAccess();
  useEffect(() => {
    if (readOnly && editing) setEditing(false);
  }, [readOnly, editing, setEditing]);
  usePublishPresence(awareness, { where: editing ? 'script' : 'teleprompter', sectionId: editing ? editedSection : null });
  const generation = useScriptGeneration(target, title, () => {
    if (!session?.ready()) return null;
    const map = readLiveMap(session.doc);
    return map.nodes.length ? { title: map.title, nodes: map.nodes, order: map.nodeOrder } : null;
  });
  // Speed, target and display settings belong to the script (issue 24 item 2): stored in its live document.
  const scriptSettings = useScriptSettings(mindMapId, session?.doc ?? null, content.kind !== 'loading');
  const { wpm, setWpm, prefs, updatePrefs } = scriptSettings;
  const [modalOpen, setModalOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [remoteOpen, setRemoteOpen] = useState(false);
  const [panel, setPanel] = useState<{ current: number } | null>(null);
  const fullscreen = useFullscreen();

  const script = content.kind === 'loaded' ? content.script : '';
  const hasScript = content.kind === 'loaded';
  const isStreaming = generation.streaming !== null;
  const { sections, paragraphs, words } = useStageSections(script, editor.sections, nodes);
  // The producer's side (issue 27 item 6): cues sent from another device, sections edited there a moment ago.
  const cue = usePrompterCues(session);
  useWindowCues(mindMapId, session);
  const edited = useEditedLive(session?.doc ?? null, REMOTE_ORIGIN);
  const clearEdited = edited.clear;

  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const streamRef = useRef<HTMLDivElement>(null);
  const { font, lineSpacing, margin } = prefs;
  const layout = useTextLayout({ viewportRef, contentRef, streamRef, paragraphs, isStreaming, textScale: prefs.textScale, wpm, font, lineSpacing, margin });
  const [progress] = useState(createScrollProgress);
  const scroller = useAutoScroll(viewportRef, contentRef, layout.pixelsPerSecond, progress.set);
  const { nudge } = scroller;
  useKeepPlaceOnResize(layout.fontPx, scroller);
  // Typeface, spacing and margins reflow the column: the words at the reading line stay there.
  const keepPlace = useReadingAnchor(contentRef, scroller, layout.fontPx);
  // While playing, the toolbar hides after a moment without a mouse move, tap or key (issue 12 item 7).
  const toolbarRef = useRef<HTMLDivElement>(null);
  const controlsHidden = useAutoHide(scroller.playing, toolbarRef);
  const presenter = usePresenter({
    scroller,
    contentRef,
    lineHeight: layout.lineHeight,
    countdownSeconds: prefs.countdown,
    wpm,
    setWpm,
    targetMinutes: scriptSettings.targetMinutes,
    setTargetMinutes: scriptSettings.setTargetMinutes,
  });
  const { reset } = presenter;
  // Listen (issue 28): the rehearsal coach hears the run through the browser's speech recognition.
  const listen = useCoachListen({ contentRef, fillerWords: scriptSettings.fillerWords });
  // Rehearse mode (issue 12 item 6): time per section at the reading line, then a report.
  const rehearsal = useRehearsal({
    listen,
    mindMapId,
    sections,
    wpm,
    targetMinutes: presenter.targetMinutes,
    playing: scroller.playing,
    progress,
    currentSection: presenter.sections.current,
    pause: scroller.pause,
  });
  // A finished rehearsal leaves no clock behind: the stage's Elapsed starts again from 0:00.
  const { resetElapsed } = presenter;
  useEffect(() => {
    if (!rehearsal.active) resetElapsed();
  }, [rehearsal.active, resetElapsed]);
  // An edit made anywhere (this tab's edit mode, another device, a decision on an out-of-date part) keeps
  // the words at the reading line where they are, playing or not (issue 26 item 5). A script that arrives
  // whole starts at the top: the first one opened, and one just written by the AI.
  const anchor = useLiveAnchor(contentRef, scroller);
  captureRef.current = anchor.capture;
  const { release: releaseAnchor } = anchor;
  const opened = content.kind === 'loaded';
  const generated = generation.generated;
  // The generated script may reach the document after its stream ended: it starts at the top when it does.
  const awaiting = useRef<{ script: string } | null>(null);
  const latest = useRef({ script, reset });
  useLayoutEffect(() => {
    latest.current = { script, reset };
  });
  useLayoutEffect(() => {
    awaiting.current = generated && generated.script !== latest.current.script ? generated : null;
    releaseAnchor();
    clearEdited();
    latest.current.reset();
  }, [opened, generated, releaseAnchor, clearEdited]);
  useLayoutEffect(() => {
    if (!awaiting.current || awaiting.current.script !== script) return;
    awaiting.current = null;
    releaseAnchor();
    clearEdited();
    latest.current.reset();
  }, [script, releaseAnchor, clearEdited]);
  // Present from here (`?from=<nodeId>`): once, the first time that node's section is on screen.
  const [searchParams] = useSearchParams();
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
  const canRehearse = canPlay && !!mindMapId && !isStreaming && words > 0;
  const navigable = hasScript && !editing && !isStreaming;
  const canEdit = !!editor.sections && !generation.generating && !isStreaming;
  const { lineHeight } = layout;
  const voice = useVoiceFollow({ contentRef, scroller, lineHeight, ready: canPlay && !isStreaming && words > 0, script });
  // Record while reading (issue 28): Start hands over to the countdown; takes stay in this browser.
  const record = useRecordStage({
    scriptId: mindMapId ?? 'unsaved',
    title,
    playing: scroller.playing,
    countingDown: presenter.countdown !== null,
    canPlay,
    togglePlay: presenter.togglePlay,
    pause: scroller.pause,
    cancelCountdown: presenter.cancelCountdown,
    rehearsing: rehearsal.active,
    savedRehearsalId: rehearsal.save.saved?.id ?? null,
  });
  // The stage as the commands see it (utils/commands.ts): keys, toolbar, panel, remote and voice run the same objects.
  const stageContext: StageContext = {
    hasScript,
    canPlay,
    navigable,
    playing: scroller.playing,
    countingDown: presenter.countdown !== null,
    editing,
    canEdit,
    rehearsing: rehearsal.active,
    canRehearse,
    canFollowVoice: voice.active || (canPlay && !isStreaming && words > 0),
    canRecord: record.recording || record.armed || (hasScript && !editing && !isStreaming),
    fullscreenSupported: fullscreen.supported,
    largerScale: layout.largerScale,
    smallerScale: layout.smallerScale,
    lineHeight,
    togglePlay: presenter.togglePlay,
    pause: scroller.pause,
    cancelCountdown: presenter.cancelCountdown,
    nextSection: presenter.sections.next,
    previousSection: presenter.sections.previous,
    goToSection: presenter.sections.goTo,
    faster: presenter.faster,
    slower: presenter.slower,
    nudge,
    reset,
    updatePrefs,
    toggleFullscreen: fullscreen.toggle,
    toggleEdit: () => {
      if (editing) {
        setEditing(false);
      } else {
        scroller.pause();
        presenter.cancelCountdown();
        setEditing(true);
      }
    },
    startRehearsal: rehearsal.start,
    endRehearsal: rehearsal.end,
    toggleVoice: voice.toggle,
    toggleRecord: record.toggle,
    openSections: () => setPanel((p) => (p ? null : { current: presenter.sections.current() })),
    openHelp: () => setShortcutsOpen(true),
  };
  const commands = usePrompterCommands(stageContext, prefs.keymap);
  const { run, available } = commands;
  // The toolbar's handler for a command: null when the command is not available now.
  const onCommand = (command: Parameters<typeof available>[0]) => (available(command) ? () => void run(command) : null);
  // Remotes, displays and prompter windows (issue 13) drive and follow this prompter; a display reads
  // the script again from the server once what is on stage is stored there.
  const storedVersion = useStoredVersion(script, liveStatus);
  const slideCue = useSlideCue(contentRef, scroller.offset, progress, sections);
  const stage = useStageHost({
    mindMapId,
    title,
    ready: hasScript && !isStreaming && !editing,
    scroller,
    contentRef,
    presenter,
    run,
    sections,
    wpm,
    words,
    progress,
    prefs,
    version: storedVersion,
  });
  // Whenever a dialog, menu or panel closes, the keys are the stage's again.
  const stageRef = useRef<HTMLElement>(null);
  const portraitPhone = usePortraitPhone();
  // On a portrait phone the controls lie over the stage: what must not hide under them starts below.
  const overlaid = useHeight(toolbarRef, portraitPhone);
  useStageFocus(
    stageRef,
    modalOpen || shortcutsOpen || settingsOpen || remoteOpen || panel !== null || editing || rehearsal.run !== null || record.dialogOpen || listen.consent.open,
  );

  return (
    <div className={`relative flex h-dvh flex-col overflow-hidden bg-neutral-950 text-white ${controlsHidden ? 'cursor-none' : ''}`}>
      <div
        ref={toolbarRef}
        data-testid="toolbar-wrap"
        data-hidden={controlsHidden ? 'true' : undefined}
        // It keeps its height while hidden, so the reading area (and its reading line) never moves; the
        // theme's background shows where it was. Hidden controls still take a click or tap (which also
        // shows them): Pause stays where the presenter's finger expects it. On a portrait phone it lies
        // over the stage's top instead (use-portrait-phone.ts): the text fills the screen while it plays.
        style={{ background: portraitPhone && controlsHidden ? 'transparent' : THEMES[prefs.theme].swatch.bg }}
        className={`shrink-0 *:transition-[opacity,translate] *:duration-300 *:ease-out motion-reduce:*:transition-none ${controlsHidden ? '*:-translate-y-2 *:opacity-0' : ''} ${portraitPhone ? 'absolute inset-x-0 top-0 z-[25]' : 'z-10'}`}
      >
        <TeleprompterToolbar
          backTo={mindMapId ? paths.mindMap(mindMapId) : paths.dashboard}
          title={title}
          playing={scroller.playing}
          canPlay={available(commandPlayPause)}
          canReset={available(commandReset)}
          onTogglePlay={() => void run(commandPlayPause)}
          onReset={() => void run(commandReset)}
          wpm={wpm}
          onWpmChange={setWpm}
          display={{
            mirror: prefs.mirror,
            onToggleMirror: () => void run(commandMirror),
            sizePercent: layout.sizePercent,
            onLarger: onCommand(commandLarger),
            onSmaller: onCommand(commandSmaller),
            guide: prefs.guide,
            onToggleGuide: () => void run(commandGuide),
            fullscreen,
            onShowShortcuts: () => setShortcutsOpen(true),
            onShowSections: onCommand(commandSections),
            onShowSettings: () => setSettingsOpen(true),
          }}
          generating={generation.generating}
          remaining={generation.remaining}
          onGenerate={() => generation.canGenerate() && setModalOpen(true)}
          editing={editing}
          onToggleEdit={onCommand(commandEdit)}
          rehearsing={rehearsal.active}
          onToggleRehearse={onCommand(rehearsal.active ? commandEndRehearsal : commandRehearse)}
          voice={hasScript ? { ...voice, toggle: () => void run(commandVoice) } : null}
          record={hasScript ? { recording: record.recording || record.armed, onToggle: onCommand(commandRecord), onShowTakes: record.openTakes } : null}
          remote={mindMapId ? { onOpen: () => setRemoteOpen(true), connected: stageDevicesLabel(stage.devices) } : null}
          people={<PresenceAvatars awareness={awareness} tone="dark" />}
        />
      </div>

      <main ref={stageRef} tabIndex={-1} aria-label="Script" className="flex min-h-0 flex-1 flex-col outline-none">
        {/* Below the controls that lie over the stage (a portrait phone); nothing when there is no notice. */}
        <div className="shrink-0 empty:hidden" style={overlaid ? { paddingTop: overlaid } : undefined}>
          <StageNotices offline={liveStatus === 'offline' && !editing} />
          {mindMapId && !isStreaming && !editing && <ScriptReview mindMapId={mindMapId} sections={editor.sections} nodeTitles={nodeTitles} />}
        </div>
        <div className="relative min-h-0 flex-1">
          {editing && (
            <div className="absolute inset-0 z-20 flex" style={overlaid ? { top: overlaid } : undefined}>
              <PresenceContext value={awareness}>
                <ScriptEditor
                  editor={editor}
                  nodeTitles={nodeTitles}
                  status={
                    <>
                      <LiveStatusLine session={session} className="text-neutral-400" />
                      <CuePresenter session={session} tone="dark" />
                    </>
                  }
                  onFocusSection={setEditedSection}
                />
              </PresenceContext>
            </div>
          )}
          {hasScript && !isStreaming && !editing && words > 0 && (
            <>
              <StageClock
                elapsed={presenter.elapsed}
                rehearsal={rehearsal.active ? rehearsal.clock : null}
                words={words}
                wpm={wpm}
                progress={progress}
                targetMinutes={presenter.targetMinutes}
              />
              <ReadingTimeBadge words={words} wpm={wpm} progress={progress} />
            </>
          )}
          {rehearsal.active && <RehearsalBadge clock={rehearsal.clock} />}
          {rehearsal.active && <ListenToggle listen={listen} />}
          {presenter.countdown !== null && <CountdownOverlay remaining={presenter.countdown} onCancel={() => void run(commandPause)} />}
          {panel && hasScript && !editing && (
            <SectionsPanel
              sections={sections}
              wpm={wpm}
              current={panel.current}
              onClose={() => setPanel(null)}
              onChoose={(index) => {
                run(commandGoToSection, index);
                setPanel(null);
              }}
            />
          )}
          <EditedLiveAnnouncer
            announce={presenter.countdown === null && !editing && !isStreaming ? edited.announce : null}
            sections={sections}
            ids={editor.ids}
          />
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
            font={font}
            lineSpacing={lineSpacing}
            theme={prefs.theme}
            mirrorVertical={prefs.mirrorVertical}
            guideAt={stageGuideAt(prefs.guideAt, portraitPhone)}
            onGuideMove={(guideAt) => updatePrefs(() => ({ guideAt }))}
            columnWidth={layout.columnWidth}
            offerDashboard={!mindMapId}
            onWheel={nudge}
            viewportRef={viewportRef}
            contentRef={contentRef}
            streamRef={streamRef}
            overlay={
              <>
                <SlideCueBadge cue={slideCue} guideAt={stageGuideAt(prefs.guideAt, portraitPhone)} />
                <CueBanner cue={editing ? null : cue} guideAt={stageGuideAt(prefs.guideAt, portraitPhone)} />
              </>
            }
            // Not while the countdown stands over the reading line, nor while a new script is written.
            edited={presenter.countdown === null && !isStreaming ? stageMarks(sections, editor.ids, edited.marks) : undefined}
          />
          <RecordLayer
            record={record}
            mindMapId={mindMapId}
            scriptId={mindMapId ?? 'unsaved'}
            title={title}
            guideAt={stageGuideAt(prefs.guideAt, portraitPhone)}
            lineHeight={lineHeight}
            mirrorVertical={prefs.mirrorVertical}
            topInset={overlaid}
          />
          <GenerationStatus status={generation.status} generating={generation.generating} onCancel={generation.cancel} />
        </div>
      </main>

      <GenerateModal
        open={modalOpen}
        isElite={generation.isElite}
        remaining={generation.remaining}
        onCancel={() => setModalOpen(false)}
        replacing={editor.sections ? replacedSections(editor.sections) : undefined}
        onGenerate={(additionalPrompt, { keepEdited }) => {
          setModalOpen(false);
          scroller.pause();
          setEditing(false);
          generation.generate(additionalPrompt, keepEdited);
        }}
      />
      {rehearsal.run && (
        <RehearsalReport
          run={rehearsal.run}
          save={rehearsal.save}
          runs={rehearsal.runs}
          mindMapId={mindMapId}
          onClose={rehearsal.closeReport}
          onRehearseAgain={() => {
            reset();
            run(commandRehearse);
          }}
          onUsePace={mindMapId ? setWpm : null}
          currentWpm={wpm}
        />
      )}
      {mindMapId && (
        <RemoteDialog
          open={remoteOpen}
          onClose={() => setRemoteOpen(false)}
          mindMapId={mindMapId}
          devices={stage.devices}
          windows={stage.windows}
          audienceWindows={stage.audienceWindows}
          connection={{ status: stage.status, ended: stage.ended }}
        />
      )}
      <ListenConsent listen={listen} />
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} fullscreenSupported={fullscreen.supported} />
      <PresenterSettings
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        prefs={prefs}
        onChange={(patch) => {
          if ('font' in patch || 'lineSpacing' in patch || 'margin' in patch) keepPlace();
          updatePrefs(() => patch);
        }}
        targetMinutes={presenter.targetMinutes}
        onTargetChange={presenter.setTargetMinutes}
        fit={mindMapId && editor.sections ? { mindMapId, wpm, words, sections, onWpmChange: setWpm } : null}
        deviceOnly={mindMapId ? { on: scriptSettings.deviceOnly, onChange: scriptSettings.setDeviceOnly } : null}
        fillers={mindMapId ? { fillerWords: scriptSettings.fillerWords, onChange: scriptSettings.setFillerWords } : null}
      />
    </div>
  );
}
