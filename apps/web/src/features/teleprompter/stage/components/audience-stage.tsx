// The audience's whole screen (issue 29 item 1): the map at the screen's own size, following the
// prompter's state; a connection notice over its top edge only while something is wrong; a full-screen
// button that stays faint; the screen kept awake. Before the map arrives, a calm waiting screen.
import type { ReactNode } from 'react';
import type { AudienceMap as AudienceMapData, StageState } from '@cuemap/shared';
import { AudienceMap } from '../../../../components/audience-map/audience-map';
import { useAudienceFocus } from '../hooks/use-audience-focus';
import { useWakeLock } from '../hooks/use-wake-lock';
import { STAGE_UI } from '../messages';
import { FullscreenButton } from './fullscreen-button';

const AUDIENCE_UI = STAGE_UI.audience;

export interface AudienceStageProps {
  map: Pick<AudienceMapData, 'nodes' | 'connections' | 'nodeOrder'> | null;
  /** The prompter's latest state; null while there is no prompter (the overview is shown). */
  state: StageState | null;
  notice: ReactNode;
  /** Shown while there is no map yet (connecting, loading). */
  waiting: string;
}

export function AudienceStage({ map, state, notice, waiting }: AudienceStageProps) {
  const focus = useAudienceFocus(map, state);
  useWakeLock();
  return (
    <main className="relative h-dvh overflow-hidden bg-slate-950 text-white" data-testid="audience-stage">
      <h1 className="sr-only">{AUDIENCE_UI.heading}</h1>
      <div className="pointer-events-none absolute inset-x-0 top-3 z-30 flex justify-center px-3">{notice}</div>
      <FullscreenButton className="absolute top-3 right-3 z-30 bg-slate-900/70 text-slate-200 opacity-0 transition-opacity" />
      {map && map.nodes.length > 0 ? (
        <AudienceMap map={map} focus={focus} />
      ) : (
        <div className="flex h-full items-center justify-center bg-[radial-gradient(ellipse_at_50%_40%,#1e293b_0%,#0f172a_55%,#020617_100%)] p-6">
          <p role="status" className="max-w-md text-center text-lg text-slate-300">
            {map ? AUDIENCE_UI.emptyMap : waiting}
          </p>
        </div>
      )}
    </main>
  );
}
