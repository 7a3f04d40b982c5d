// The audience view of the map (issue 29 items 1–2): what a projector shows while the presenter reads.
// Self-contained: give it the map (titles, colours, places, path marks — never the script or a node's
// details) and the step to show; it fills its box, frames that step (the whole map for an overview) and
// glides there. The node spoken about is lit, its frame stays bright, nodes already covered are dimmed.
// Used by the audience link, the audience window on this computer and the editor's path preview; the
// drawing plan is @cuemap/shared's (map/audience-scene.ts), so the HTML presentation draws the same.
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import {
  AUDIENCE_FONT,
  AUDIENCE_NODE,
  audienceChildren,
  audiencePath,
  audienceStates,
  connectionPath,
  fitCamera,
  focusBox,
  layoutAudience,
  type AudienceBox,
  type AudienceFocus,
  type AudienceMap as AudienceMapData,
  type AudienceNodeState,
  type Camera,
  type MeasureTitle,
} from '@cuemap/shared';
import { useCameraGlide } from './use-camera-glide';

export interface AudienceMapProps {
  map: Pick<AudienceMapData, 'nodes' | 'connections' | 'nodeOrder'>;
  focus: AudienceFocus;
  className?: string;
}

/** How much of the screen a frame may take, and how far in a small frame may be zoomed. */
const FIT = {
  overview: { padding: 0.07, maxZoom: 1.8 },
  node: { padding: 0.12, maxZoom: 2.2 },
} as const;

/** Canvas text metrics in the map's font, or undefined where there is no 2D canvas (tests): the estimate then. */
function canvasMeasure(): MeasureTitle | undefined {
  const ctx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!ctx) return undefined;
  return (text, fontSize) => {
    ctx.font = `600 ${fontSize}px ${AUDIENCE_FONT}`;
    return ctx.measureText(text).width;
  };
}

function useBoxSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function AudienceMap({ map, focus, className }: AudienceMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<SVGGElement>(null);
  const { width, height } = useBoxSize(boxRef);
  const boxes = useMemo(() => layoutAudience(map.nodes, canvasMeasure()), [map.nodes]);
  const children = useMemo(() => audienceChildren(map), [map]);
  const path = useMemo(() => audiencePath(map), [map]);
  const states = useMemo(() => audienceStates(map, focus, path, children), [map, focus, path, children]);
  const focusKey = focus.kind === 'overview' ? `overview:${focus.at}` : focus.nodeId;
  const target = useMemo<Camera | null>(() => {
    if (!width || !height) return null;
    const box = focusBox(map, focus, boxes, children);
    return box ? fitCamera(box, width, height, focus.kind === 'overview' ? FIT.overview : FIT.node) : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the frame changes with the step (focusKey), not with each equal focus object
  }, [focusKey, boxes, children, width, height]);
  const settled = useCameraGlide(layerRef, target, width, height);

  return (
    <div
      ref={boxRef}
      data-testid="audience-map"
      data-focus={focusKey}
      data-settled={settled && target ? 'true' : 'false'}
      className={className ?? 'relative h-full w-full overflow-hidden'}
      style={{ background: 'radial-gradient(ellipse at 50% 40%, #1e293b 0%, #0f172a 55%, #020617 100%)' }}
    >
      {width > 0 && (
        <svg width={width} height={height} className="block" role="img" aria-label={ariaLabel(focus, boxes, map)} style={{ fontFamily: AUDIENCE_FONT }}>
          <defs>
            <filter id="audience-glow" x="-50%" y="-50%" width="200%" height="200%">
              <feDropShadow dx="0" dy="0" stdDeviation="10" floodColor="#ffffff" floodOpacity="0.55" />
            </filter>
            <filter id="audience-shadow" x="-20%" y="-20%" width="140%" height="160%">
              <feDropShadow dx="0" dy="4" stdDeviation="6" floodColor="#000000" floodOpacity="0.45" />
            </filter>
          </defs>
          <g ref={layerRef}>
            <Edges map={map} boxes={boxes} states={states} />
            {[...boxes.values()].map((b) => (
              <AudienceNode key={b.id} box={b} state={states.get(b.id) ?? 'ahead'} />
            ))}
          </g>
        </svg>
      )}
    </div>
  );
}

function ariaLabel(focus: AudienceFocus, boxes: ReadonlyMap<string, AudienceBox>, map: AudienceMapProps['map']): string {
  if (focus.kind === 'overview') return `The whole map: ${map.nodes.length === 1 ? '1 idea' : `${map.nodes.length} ideas`}`;
  return boxes.get(focus.nodeId)?.lines.join(' ') ?? '';
}

const OPACITY: Record<AudienceNodeState, number> = { current: 1, frame: 1, ahead: 1, covered: 0.3 };

const Edges = memo(function Edges({
  map,
  boxes,
  states,
}: {
  map: AudienceMapProps['map'];
  boxes: ReadonlyMap<string, AudienceBox>;
  states: ReadonlyMap<string, AudienceNodeState>;
}) {
  return (
    <g fill="none" strokeLinecap="round">
      {map.connections.map((c, i) => {
        const a = boxes.get(c.from);
        const b = boxes.get(c.to);
        if (!a || !b) return null;
        const dim = states.get(c.from) === 'covered' || states.get(c.to) === 'covered';
        const lit = !dim && (states.get(c.from) === 'current' || states.get(c.to) === 'current');
        return (
          <path
            key={i}
            d={connectionPath(a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2)}
            stroke={lit ? '#e2e8f0' : '#64748b'}
            strokeWidth={lit ? 3 : 2}
            opacity={dim ? 0.25 : 0.85}
            style={{ transition: 'opacity 600ms ease, stroke 600ms ease' }}
          />
        );
      })}
    </g>
  );
});

const AudienceNode = memo(function AudienceNode({ box, state }: { box: AudienceBox; state: AudienceNodeState }) {
  const lineHeight = box.fontSize * AUDIENCE_NODE.lineHeight;
  const cx = box.x + box.width / 2;
  const first = box.y + box.height / 2 - ((box.lines.length - 1) * lineHeight) / 2 + box.fontSize * 0.35;
  const current = state === 'current';
  return (
    <g data-testid="audience-node" data-node-id={box.id} data-state={state}>
      {current && (
        <rect
          x={box.x - 7}
          y={box.y - 7}
          width={box.width + 14}
          height={box.height + 14}
          rx={19}
          fill="none"
          stroke="#ffffff"
          strokeWidth={3}
          filter="url(#audience-glow)"
        />
      )}
      {/* An opaque base: a dimmed node stays solid, the connections do not show through it. */}
      <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={14} fill="#0f172a" filter="url(#audience-shadow)" />
      <g opacity={OPACITY[state]} style={{ transition: 'opacity 600ms ease' }}>
        <rect data-box x={box.x} y={box.y} width={box.width} height={box.height} rx={14} fill={box.fill} />
        <text fontSize={box.fontSize} fontWeight={600} fill={box.ink} textAnchor="middle">
          {box.lines.map((line, i) => (
            <tspan key={i} x={cx} y={first + i * lineHeight}>
              {line}
            </tspan>
          ))}
        </text>
      </g>
    </g>
  );
});
