// The step the audience sees for the prompter's latest state (issue 29 item 1): the same object while
// the step stays the same, so the map is not framed again on every state the prompter sends.
import { useMemo, useRef } from 'react';
import { audienceFocus, audiencePath, type AudienceCue, type AudienceFocus, type AudienceMap } from '@cuemap/shared';

const keyOf = (f: AudienceFocus) => (f.kind === 'overview' ? `overview:${f.at}` : `${f.nodeId}:${f.step}`);

export function useAudienceFocus(map: Pick<AudienceMap, 'nodes' | 'connections' | 'nodeOrder'> | null, cue: AudienceCue | null): AudienceFocus {
  const path = useMemo(() => (map ? audiencePath(map) : []), [map]);
  const next = audienceFocus(cue, path);
  const last = useRef<AudienceFocus>(next);
  if (keyOf(last.current) !== keyOf(next)) last.current = next;
  return last.current;
}
