// /view/:token/teleprompter — the script of a view link on the read-only prompter (issue 27 item 2): the
// display-link prompter (FollowerStage) driven by this page's own Play/Pause at the owner's speed and look;
// editors' cues (issue 27 item 6) show in its cue banner.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Pause, Play } from 'lucide-react';
import type { StageState, ViewedScript } from '@cuemap/shared';
import { buttonStyles } from '../../../../components/ui';
import { useShownCue, type CueSubscribe } from '../../hooks/use-prompter-cues';
import { DEFAULT_TELEPROMPTER_PREFS } from '../../utils/prefs';
import { FollowerStage } from '../../stage/components/follower-stage';
import { VIEW_UI } from '../messages';
import { ViewLinkStatus } from './view-link-screen';

/** The stage state a follower needs, from the owner's presenter settings (what is not set takes the app's default). */
export function viewStageState(script: ViewedScript, playing: boolean): StageState {
  const s = { ...DEFAULT_TELEPROMPTER_PREFS, ...script.settings };
  return {
    title: script.title,
    playing,
    countdown: null,
    wpm: script.settings.wpm ?? 150,
    position: { section: 0, fraction: 0 },
    sections: [],
    elapsedMs: 0,
    remainingMs: 0,
    display: {
      mirror: s.mirror,
      mirrorVertical: s.mirrorVertical,
      textScale: s.textScale,
      theme: s.theme,
      font: s.font,
      lineSpacing: s.lineSpacing,
      margin: s.margin,
      guideAt: s.guideAt,
      guide: s.guide,
      markers: s.markers,
    },
    version: script.script.version,
  };
}

function ViewPrompter({ script, mapPath, onCue }: { script: ViewedScript; mapPath: string; onCue: CueSubscribe }) {
  const [playing, setPlaying] = useState(false);
  const cue = useShownCue(onCue);
  const state = useMemo(() => viewStageState(script, playing), [script, playing]);
  const toggle = useCallback(() => setPlaying((p) => !p), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' || e.target instanceof HTMLButtonElement) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
  const empty = !script.script.text.trim();
  return (
    <FollowerStage
      script={script.script}
      state={state}
      follow={false}
      cue={cue}
      message={empty ? VIEW_UI.noScript : null}
      notice={
        <div className="pointer-events-auto flex flex-wrap justify-center gap-2">
          <Link to={mapPath} className={buttonStyles({ variant: 'ghost-inverse', size: 'sm' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {VIEW_UI.back}
          </Link>
          {!empty && (
            <button type="button" onClick={toggle} className={buttonStyles({ variant: 'inverse', size: 'sm' })}>
              {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
              {playing ? VIEW_UI.pause : VIEW_UI.start}
            </button>
          )}
        </div>
      }
    />
  );
}

export function ViewLinkPrompter({ token, mapPath }: { token: string; mapPath: string }) {
  return (
    <ViewLinkStatus token={token} screen="prompter">
      {(script, onCue) => <ViewPrompter script={script} mapPath={mapPath} onCue={onCue} />}
    </ViewLinkStatus>
  );
}
