// The audience view's rules (issue 29 items 1–2): the path is the Node Order without skipped nodes; a
// step frames its node with its children (its whole branch when marked); the prompter's position maps
// to a step, with an overview before the start and after the end; the camera fits a frame and the
// smooth zoom runs from one camera to the other.
import { describe, expect, it } from 'vitest';
import {
  audienceChildren,
  audienceFocus,
  audienceFrame,
  audiencePath,
  fitCamera,
  previewFocus,
  unionBox,
  zoomPath,
  type AudienceCue,
  type AudienceGraph,
} from '../src/map/audience';
import { AUDIENCE_NODE, audienceStates, connectionPath, focusBox, layoutAudience, titleLines } from '../src/map/audience-scene';

// Root 1 → 2, 3; 2 → 4, 5; 4 → 6. Order lists 3 before 2 (the talk's order, not the tree's).
const map = (marks: Record<string, 'branch' | 'skip'> = {}): AudienceGraph => ({
  nodes: ['1', '2', '3', '4', '5', '6'].map((id) => ({ id, ...(id === '1' ? { isRoot: true } : {}), ...(marks[id] ? { audience: marks[id] } : {}) })),
  connections: [
    { from: '1', to: '2' },
    { from: '1', to: '3' },
    { from: '2', to: '4' },
    { from: '5', to: '2' },
    { from: '4', to: '6' },
  ],
  nodeOrder: ['1', '3', '2', '4', '5', '6'],
});

const cue = (section: number, fraction: number, over: Partial<AudienceCue> = {}): AudienceCue => ({
  playing: true,
  elapsedMs: 1000,
  position: { section, fraction },
  sections: [{ nodeId: '1' }, { nodeId: '3' }, { nodeId: '2' }, { nodeId: '4' }],
  ...over,
});

describe('audience path', () => {
  it('follows the Node Order and leaves skipped nodes out; nodes the order misses follow', () => {
    expect(audiencePath(map())).toEqual(['1', '3', '2', '4', '5', '6']);
    expect(audiencePath(map({ '3': 'skip', '5': 'skip' }))).toEqual(['1', '2', '4', '6']);
    expect(audiencePath({ ...map(), nodeOrder: ['2'] })).toEqual(['2', '1', '3', '4', '5', '6']);
  });

  it('frames a node with its children, or with its whole branch when marked', () => {
    const children = audienceChildren(map());
    expect(children.get('2')).toEqual(['4', '5']);
    expect(audienceFrame(map(), '2')).toEqual(['2', '4', '5']);
    expect(audienceFrame(map(), '3')).toEqual(['3']);
    expect(audienceFrame(map({ '2': 'branch' }), '2')).toEqual(['2', '4', '6', '5']);
    expect(audienceFrame(map(), 'missing')).toEqual([]);
  });
});

describe('audience focus', () => {
  const path = audiencePath(map());

  it('shows the overview before the talk starts and after its last section is read', () => {
    expect(audienceFocus(null, path)).toEqual({ kind: 'overview', at: 'start' });
    expect(audienceFocus(cue(0, 0, { playing: false, elapsedMs: 0 }), path)).toEqual({ kind: 'overview', at: 'start' });
    expect(audienceFocus(cue(3, 1, { playing: false }), path)).toEqual({ kind: 'overview', at: 'end' });
    expect(audienceFocus(cue(3, 0.8, { playing: false, atEnd: true }), path)).toEqual({ kind: 'overview', at: 'end' });
  });

  it('shows the section’s node once reading starts, and follows jumps both ways', () => {
    expect(audienceFocus(cue(0, 0, { playing: true, elapsedMs: 0 }), path)).toEqual({ kind: 'node', nodeId: '1', step: 0 });
    expect(audienceFocus(cue(2, 0.4), path)).toEqual({ kind: 'node', nodeId: '2', step: 2 });
    expect(audienceFocus(cue(1, 0), path)).toEqual({ kind: 'node', nodeId: '3', step: 1 });
    // Present from here: paused at the top of a later section, nothing elapsed.
    expect(audienceFocus(cue(3, 0, { playing: false, elapsedMs: 0 }), path)).toEqual({ kind: 'node', nodeId: '4', step: 3 });
  });

  it('keeps the last node for a section off the path; an opening shows the start, a closing the end', () => {
    const sections = [{ nodeId: null }, { nodeId: '1' }, { nodeId: null }, { nodeId: '3' }, { nodeId: null }];
    expect(audienceFocus(cue(0, 0.5, { sections }), path)).toEqual({ kind: 'overview', at: 'start' });
    expect(audienceFocus(cue(2, 0.5, { sections }), path)).toEqual({ kind: 'node', nodeId: '1', step: 0 });
    expect(audienceFocus(cue(4, 0.2, { sections }), path)).toEqual({ kind: 'overview', at: 'end' });
    const skipped = audiencePath(map({ '3': 'skip' }));
    expect(audienceFocus(cue(1, 0.5), skipped)).toEqual({ kind: 'node', nodeId: '1', step: 0 });
  });

  it('steps a preview from the overview through the path to the overview again', () => {
    expect([0, 1, 2, 7].map((i) => previewFocus(['a', 'b'], i))).toEqual([
      { kind: 'overview', at: 'start' },
      { kind: 'node', nodeId: 'a', step: 0 },
      { kind: 'node', nodeId: 'b', step: 1 },
      { kind: 'overview', at: 'end' },
    ]);
  });
});

describe('audience camera', () => {
  it('centres a frame on the screen at the zoom that fits it, within the largest zoom', () => {
    const box = unionBox([
      { x: 0, y: 0, width: 100, height: 50 },
      { x: 300, y: 150, width: 100, height: 50 },
    ])!;
    expect(box).toEqual({ x: 0, y: 0, width: 400, height: 200 });
    const cam = fitCamera(box, 1000, 1000, { padding: 0.1, maxZoom: 5 });
    expect(cam.zoom).toBe(2);
    expect(200 * cam.zoom + cam.tx).toBe(500);
    expect(100 * cam.zoom + cam.ty).toBe(500);
    expect(fitCamera({ x: 0, y: 0, width: 10, height: 10 }, 1000, 1000, { maxZoom: 2.5 }).zoom).toBe(2.5);
    expect(unionBox([])).toBeNull();
  });

  it('runs the smooth zoom from one camera to the other, zooming out on a long move', () => {
    const a = fitCamera({ x: 0, y: 0, width: 100, height: 100 }, 800, 600);
    const b = fitCamera({ x: 5000, y: 0, width: 100, height: 100 }, 800, 600);
    const move = zoomPath(a, b, 800, 600);
    expect(move.at(0)).toEqual(a);
    expect(move.at(1)).toEqual(b);
    expect(move.at(0.5).zoom).toBeLessThan(Math.min(a.zoom, b.zoom));
    expect(move.length).toBeGreaterThan(0);
    const same = zoomPath(a, { ...a, zoom: a.zoom * 2, tx: a.tx * 2 - 400, ty: a.ty * 2 - 300 }, 800, 600);
    expect(same.at(0.5).zoom).toBeCloseTo(a.zoom * Math.SQRT2, 5);
  });
});

describe('audience scene', () => {
  it('wraps titles to three lines at most, ending a longer one in an ellipsis, and cuts a word too long for a line', () => {
    const measure = (t: string, size: number) => t.length * size * 0.5;
    expect(titleLines('Short', 100, 10, measure)).toEqual(['Short']);
    expect(titleLines('one two three four', 40, 10, measure)).toEqual(['one two', 'three', 'four']);
    const long = titleLines('alpha beta gamma delta epsilon zeta eta', 40, 10, measure);
    expect(long).toHaveLength(3);
    expect(long[2]!.endsWith('…')).toBe(true);
    expect(titleLines('abcdefghijkl', 40, 10, measure)).toEqual(['abcdefgh', 'ijkl']);
    expect(titleLines('', 40, 10, measure)).toEqual(['']);
  });

  it('lays out boxes at the nodes’ places with readable ink, and marks each node’s state at a step', () => {
    const boxes = layoutAudience([
      { id: '1', x: 10, y: 20, title: 'Root', color: '#dc2626', isRoot: true },
      { id: '2', x: 300, y: 20, title: 'Yellow', color: '#EAB308' },
      { id: '3', x: 300, y: 200, title: 'Bad colour', color: 'red' },
    ]);
    expect(boxes.get('1')).toMatchObject({ x: 10, y: 20, width: AUDIENCE_NODE.width, ink: '#ffffff', fontSize: AUDIENCE_NODE.rootFontSize, isRoot: true });
    expect(boxes.get('2')!.ink).toBe('#1c1917');
    expect(boxes.get('3')!.fill).toBe('#64748b');
    const m = map();
    const path = audiencePath(m);
    const states = audienceStates(m, { kind: 'node', nodeId: '2', step: 2 }, path);
    expect(Object.fromEntries(states)).toEqual({ '1': 'covered', '3': 'covered', '2': 'current', '4': 'frame', '5': 'frame', '6': 'ahead' });
    expect([...audienceStates(m, { kind: 'overview', at: 'end' }, path).values()].every((s) => s === 'ahead')).toBe(true);
    const all = layoutAudience(m.nodes.map((n, i) => ({ id: n.id, x: i * 200, y: 0, title: n.id, color: '#3B82F6' })));
    expect(focusBox(m, { kind: 'node', nodeId: '3', step: 1 }, all)).toEqual({ x: 400, y: 0, width: AUDIENCE_NODE.width, height: AUDIENCE_NODE.minHeight });
    expect(focusBox(m, { kind: 'overview', at: 'start' }, all)!.width).toBe(1000 + AUDIENCE_NODE.width);
    expect(connectionPath(0, 0, 100, 10)).toBe('M 0,0 C 50,0 50,10 100,10');
  });
});
