// A read-only prompter that follows another one (issue 13 item 2): a display link on a tablet by the
// camera, or a prompter window on an external monitor. It lays the script out for its own screen with
// the operator's display options, plays at the operator's speed, and keeps to the operator's position
// (section + share of it): small drift is left alone, anything over about half a line is corrected.
// An editor's cue (issue 27 item 6) shows in the teleprompter's cue banner, clear of the reading line.
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { scriptParagraphs, type StageMonitor, type StageScript, type StageState } from '@cuemap/shared';
import { useAutoScroll } from '../../hooks/use-auto-scroll';
import type { ShownCue } from '../../hooks/use-prompter-cues';
import { useTextLayout } from '../../hooks/use-text-layout';
import { CueBanner } from '../../components/cue-banner';
import { ReadingArea } from '../../components/reading-area';
import { SlideCueBadge } from '../../components/slide-cue-badge';
import { DEFAULT_TELEPROMPTER_PREFS } from '../../utils/prefs';
import { countWords } from '../../utils/reading-time';
import { stageParagraphs, type StageSection } from '../../utils/stage-sections';
import { THEMES, FONTS, type TeleprompterFont, type TeleprompterTheme } from '../../utils/display';
import { measureSections, offsetOf } from '../../utils/section-positions';
import { STAGE_UI } from '../messages';
import { FullscreenButton } from './fullscreen-button';
import { MonitorOverlay } from './monitor-overlay';

/**
 * The followed script in the stage's sections (blank ones left out, as the prompter does), each in the
 * colour the prompter's state gives its section (issue 24: the dots kept their colours there too).
 */
export function followerSections(script: StageScript, colors: StageState['sections'] = []): StageSection[] {
  const list = script.sections ?? [{ nodeId: null, title: '', text: script.text }];
  const byNode = new Map(colors.filter((c) => c.nodeId !== null).map((c) => [c.nodeId, c.color ?? null]));
  return list
    .filter((s) => s.text.trim())
    .map((s, index) => {
      const paragraphs = scriptParagraphs(s.text);
      const same = colors[index]?.nodeId === s.nodeId ? colors[index] : undefined;
      const color = same ? (same.color ?? null) : s.nodeId === null ? null : (byNode.get(s.nodeId) ?? null);
      return { index, scriptIndex: index, nodeId: s.nodeId, label: s.title, color, paragraphs, words: countWords(paragraphs) };
    });
}

/** The state's section colours as one string: the sections are laid out again only when it changes. */
const colorsKey = (state: StageState | null) => (state ? state.sections.map((s) => `${s.nodeId ?? ''}:${s.color ?? ''}`).join('|') : '');

function displayOf(state: StageState | null) {
  const d = state?.display;
  const p = DEFAULT_TELEPROMPTER_PREFS;
  if (!d) return { ...p };
  const theme = (d.theme in THEMES ? d.theme : p.theme) as TeleprompterTheme;
  const font = (FONTS.some((f) => f.id === d.font) ? d.font : p.font) as TeleprompterFont;
  return { ...d, theme, font };
}

export interface FollowerStageProps {
  script: StageScript | null;
  state: StageState | null;
  /** Connection status or a problem, shown over the text's top edge. */
  notice: ReactNode;
  /** Shown instead of the text when there is none (loading, revoked). */
  message: string | null;
  /** What the confidence monitor shows (issue 24 item 7), and when `state` arrived (performance.now()). */
  monitor?: StageMonitor | null;
  stateAt?: number;
  /**
   * False: `state` only says play or pause (a view link's own prompter) — the text is not kept to
   * `state.position`, so pausing leaves it where it is.
   */
  follow?: boolean;
  /** An editor's cue to show now (useShownCue), or none. */
  cue?: ShownCue | null;
}

export function FollowerStage({ script, state, notice, message, monitor = null, stateAt = 0, follow = true, cue = null }: FollowerStageProps) {
  const colors = colorsKey(state);
  const stateRef = useRef(state);
  stateRef.current = state;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the colours change with `colors`, not with every state
  const sections = useMemo(() => (script ? followerSections(script, stateRef.current?.sections) : []), [script, colors]);
  const paragraphs = useMemo(() => stageParagraphs(sections), [sections]);
  const display = displayOf(state);
  const wpm = state?.wpm ?? 150;
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const streamRef = useRef<HTMLDivElement>(null);
  const layout = useTextLayout({
    viewportRef,
    contentRef,
    streamRef,
    paragraphs,
    isStreaming: false,
    textScale: display.textScale,
    wpm,
    font: display.font,
    lineSpacing: display.lineSpacing,
    margin: display.margin,
  });
  const scroller = useAutoScroll(viewportRef, contentRef, layout.pixelsPerSecond);

  // Keep to the operator: play when it plays, and stay within half a line of its position.
  const { play, pause, jumpTo, offset, playing } = scroller;
  const { lineHeight, fontPx } = layout;
  useLayoutEffect(() => {
    if (!state || !sections.length) return;
    const positions = measureSections(contentRef.current);
    const target = offsetOf(positions, state.position);
    if (follow && (!state.playing || Math.abs(target - offset()) > lineHeight * 0.5)) jumpTo(target);
    // (At the end of the text the follower stops by itself; play() there would start it over.)
    if (state.playing && !playing && target < positions.end - lineHeight / 2) play();
    if (!state.playing && playing) pause();
  }, [state, sections, lineHeight, fontPx, play, pause, jumpTo, offset, playing, follow]);

  // A display stays on while it follows (where the browser can keep the screen awake).
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let gone = false;
    navigator.wakeLock
      ?.request('screen')
      .then((l) => (gone ? void l.release() : (lock = l)))
      .catch(() => undefined);
    return () => {
      gone = true;
      void lock?.release();
    };
  }, []);

  const content =
    message !== null || !script ? { kind: 'empty' as const, message: message ?? STAGE_UI.display.waiting } : { kind: 'loaded' as const, script: script.text };
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-neutral-950 text-white" data-testid="follower-stage">
      <div className="relative min-h-0 flex-1">
        {/* The notice centred with Full screen at the right: one row on a phone with the notice beside the
            button (never under it), the notice centred on the screen from sm up. */}
        <div className="pointer-events-none absolute inset-x-0 top-2 z-30 flex items-start gap-2 px-2 sm:grid sm:grid-cols-[1fr_auto_1fr] sm:pr-2 sm:pl-3">
          <span className="max-sm:hidden" aria-hidden="true" />
          <div className="flex min-w-0 flex-1 justify-center">{notice}</div>
          <FullscreenButton className="pointer-events-auto shrink-0 justify-self-end bg-neutral-900/80 text-neutral-200 opacity-60" />
        </div>
        <ReadingArea
          content={content}
          sections={sections}
          markers={display.markers}
          streaming={null}
          source={null}
          fontPx={fontPx}
          lineHeight={lineHeight}
          mirror={display.mirror}
          guide={display.guide}
          font={display.font}
          lineSpacing={display.lineSpacing}
          theme={display.theme}
          mirrorVertical={display.mirrorVertical}
          guideAt={display.guideAt}
          onGuideMove={() => undefined}
          columnWidth={layout.columnWidth}
          offerDashboard={false}
          onWheel={() => undefined}
          viewportRef={viewportRef}
          contentRef={contentRef}
          streamRef={streamRef}
          // The prompter's slide cue (issue 29 item 3): a presenter reading from a display or window sees it too.
          overlay={
            <>
              <SlideCueBadge cue={state?.slide ?? null} guideAt={display.guideAt} />
              <CueBanner cue={cue} guideAt={display.guideAt} />
            </>
          }
        />
        <MonitorOverlay monitor={monitor} state={state} stateAt={stateAt} />
      </div>
    </div>
  );
}
