import { describe, expect, it } from 'vitest';
import {
  addNode,
  allNodeTextsBlank,
  buildAiMapContent,
  hasScriptContent,
  parseMapContent,
  buildTeleprompterText,
  charsPerWord,
  clampWpm,
  createChildNode,
  createEmptyMap,
  createRootNode,
  DASHBOARD_ROOT_TITLE,
  deleteNode,
  moveInOrder,
  NODE_PALETTE,
  nodeCenter,
  normalizeMap,
  normalizeNodeEdit,
  normalizeNodeOrder,
  normalizeScript,
  orderNodes,
  reorderNodes,
  resolveMapTitle,
  scriptParagraphs,
  scrollPixelsPerSecond,
  updateNodeContent,
  type MapDocument,
  type MindMapNode,
} from '../src/index';

const node = (id: string, text = '', extra: Partial<MindMapNode> = {}): MindMapNode => ({
  id,
  x: 0,
  y: 0,
  title: `Node ${id}`,
  text,
  color: '#3B82F6',
  ...extra,
});

describe('node defaults', () => {
  it('root: id 1 at 400,300, red, Main Idea in the editor, Central Idea from the dashboard', () => {
    expect(createRootNode()).toEqual({ id: '1', x: 400, y: 300, title: 'Main Idea', text: '', isRoot: true, color: '#dc2626' });
    expect(createRootNode(DASHBOARD_ROOT_TITLE).title).toBe('Central Idea');
  });

  it('new node: timestamp id, New Idea, palette colour, 150 units from the parent', () => {
    const child = createChildNode({ x: 400, y: 300 }, ['1'], { now: () => 1700000000000, random: () => 0 });
    expect(child).toEqual({ id: '1700000000000', x: 550, y: 300, title: 'New Idea', text: '', color: '#EF4444' });
    for (const r of [0.1, 0.37, 0.5, 0.73, 0.99]) {
      const c = createChildNode({ x: 10, y: 20 }, [], { now: () => 5, random: () => r });
      expect(Math.hypot(c.x - 10, c.y - 20)).toBeCloseTo(150, 1);
      expect(NODE_PALETTE).toContain(c.color);
      expect(c.isRoot).toBeUndefined();
    }
  });

  it('prefers a random angle where the new node overlaps no other node', () => {
    const angles = [0, 0.5]; // first try lands on an occupied spot (east), the second is clear (west)
    let i = 0;
    const child = createChildNode({ x: 400, y: 300 }, ['1'], { now: () => 1, random: () => angles[i++ % 2]! }, [
      { x: 400, y: 300 },
      { x: 550, y: 300 },
    ]);
    expect(child.x).toBeCloseTo(250, 5);
    expect(Math.hypot(child.x - 400, child.y - 300)).toBeCloseTo(150, 1);
  });

  it('timestamp ids never collide', () => {
    const c = createChildNode({ x: 0, y: 0 }, ['5', '6'], { now: () => 5 });
    expect(c.id).toBe('7');
  });

  it('connections attach at +70,+25', () => {
    expect(nodeCenter({ x: 400, y: 300 })).toEqual({ x: 470, y: 325 });
  });

  it('node edit: title trimmed with New Idea default, text trimmed', () => {
    expect(normalizeNodeEdit({ title: '  Hook ', text: '  Hello  \n' })).toEqual({ title: 'Hook', text: 'Hello' });
    expect(normalizeNodeEdit({ title: '   ', text: '' })).toEqual({ title: 'New Idea', text: '' });
  });
});

describe('ordering', () => {
  const nodes = [node('a'), node('b'), node('c'), node('d')];

  it('orders by nodeOrder and appends nodes it misses', () => {
    expect(orderNodes(nodes, ['c', 'a']).map((n) => n.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('derives the order from the nodes when absent', () => {
    expect(normalizeNodeOrder(nodes, undefined)).toEqual(['a', 'b', 'c', 'd']);
    expect(normalizeNodeOrder(nodes, null)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops unknown and repeated ids', () => {
    expect(normalizeNodeOrder(nodes, ['x', 'b', 'b', 'a'])).toEqual(['b', 'a', 'c', 'd']);
  });

  it('moves an item to the position of the item it is dropped on', () => {
    expect(moveInOrder(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveInOrder(['a', 'b'], 'a', 'zz')).toEqual(['a', 'b']);
  });

  it('normalizeMap sorts nodes and drops dangling connections', () => {
    const map = normalizeMap({
      title: '  ',
      nodes,
      connections: [
        { from: 'a', to: 'b' },
        { from: 'a', to: 'gone' },
      ],
      nodeOrder: ['d'],
    });
    expect(map.title).toBe('Untitled Script');
    expect(map.nodes.map((n) => n.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(map.nodeOrder).toEqual(['d', 'a', 'b', 'c']);
    expect(map.connections).toEqual([{ from: 'a', to: 'b' }]);
  });
});

describe('map commands', () => {
  it('a new map has one root node', () => {
    const map = createEmptyMap();
    expect(map.title).toBe('Untitled Script');
    expect(map.nodes).toEqual([createRootNode()]);
    expect(map.nodeOrder).toEqual(['1']);
  });

  it('add node: from the selected node, else the root; connected and appended to the order', () => {
    const start = createEmptyMap();
    const first = addNode(start, null, { now: () => 100, random: () => 0.25 });
    if (!first.ok) throw new Error('expected ok');
    expect(first.map.connections).toEqual([{ from: '1', to: '100' }]);
    expect(first.map.nodeOrder).toEqual(['1', '100']);
    const second = addNode(first.map, '100', { now: () => 100, random: () => 0.5 });
    if (!second.ok) throw new Error('expected ok');
    expect(second.node.id).toBe('101');
    expect(second.map.connections).toContainEqual({ from: '100', to: '101' });
    // Placed by the layout (issue 14): one column (box + gap) further out than its parent, same row.
    expect(first.node).toMatchObject({ x: 400 + 210, y: 300 });
    expect(second.node).toMatchObject({ x: 400 + 420, y: 300 });
  });

  it('add node with nothing selectable fails', () => {
    const empty: MapDocument = { title: 'x', nodes: [], connections: [], nodeOrder: [] };
    expect(addNode(empty, null).ok).toBe(false);
  });

  it('delete refuses the root', () => {
    expect(deleteNode(createEmptyMap(), '1')).toEqual({ ok: false, reason: 'root' });
    const flagged: MapDocument = { title: 't', nodes: [node('r', '', { isRoot: true })], connections: [], nodeOrder: ['r'] };
    expect(deleteNode(flagged, 'r')).toEqual({ ok: false, reason: 'root' });
  });

  it('delete removes the node, its connections and its order entry', () => {
    const map: MapDocument = {
      title: 't',
      nodes: [createRootNode(), node('a'), node('b')],
      connections: [
        { from: '1', to: 'a' },
        { from: 'a', to: 'b' },
        { from: '1', to: 'b' },
      ],
      nodeOrder: ['1', 'a', 'b'],
    };
    const result = deleteNode(map, 'a');
    if (!result.ok) throw new Error('expected ok');
    expect(result.map.nodes.map((n) => n.id)).toEqual(['1', 'b']);
    expect(result.map.connections).toEqual([{ from: '1', to: 'b' }]);
    expect(result.map.nodeOrder).toEqual(['1', 'b']);
    expect(deleteNode(map, 'zzz')).toEqual({ ok: false, reason: 'missing' });
  });

  it('edits and reorders immutably', () => {
    const map = createEmptyMap();
    const edited = updateNodeContent(map, '1', { title: ' Intro ', text: ' Hi ' });
    expect(edited.nodes[0]).toMatchObject({ title: 'Intro', text: 'Hi' });
    expect(map.nodes[0]!.title).toBe('Main Idea');
    const withTwo: MapDocument = { ...map, nodes: [...map.nodes, node('a')], nodeOrder: ['1', 'a'] };
    expect(reorderNodes(withTwo, 'a', '1').nodeOrder).toEqual(['a', '1']);
  });
});

describe('title rules', () => {
  it('a blank value or Untitled Script keeps the previous title', () => {
    expect(resolveMapTitle('', 'My Talk')).toBe('My Talk');
    expect(resolveMapTitle('   ', 'My Talk')).toBe('My Talk');
    expect(resolveMapTitle('Untitled Script', 'My Talk')).toBe('My Talk');
  });
  it('falls back to the default when there is no previous title', () => {
    expect(resolveMapTitle('', undefined)).toBe('Untitled Script');
    expect(resolveMapTitle('', '')).toBe('Untitled Script');
  });
  it('accepts and trims a real title', () => {
    expect(resolveMapTitle('  Keynote  ', 'Old')).toBe('Keynote');
  });
});

describe('teleprompter text', () => {
  const nodes = [node('a', 'Alpha'), node('b', '   '), node('c', ' Gamma\n'), node('d', '')];

  it('joins non-blank node texts in node order with a blank line', () => {
    expect(buildTeleprompterText(nodes, ['c', 'b', 'a', 'd'])).toBe('Gamma\n\nAlpha');
    expect(buildTeleprompterText(nodes)).toBe('Alpha\n\nGamma');
  });

  it('detects maps whose texts are all blank', () => {
    expect(allNodeTextsBlank([node('a', ' '), node('b', '')])).toBe(true);
    expect(allNodeTextsBlank(nodes)).toBe(false);
  });

  it('gives the AI titles and texts in node order, in the format the server parses', () => {
    const content = buildAiMapContent(nodes, ['c', 'a']);
    expect(content).toBe('## Node c\nGamma\n\n## Node a\nAlpha\n\n## Node b\n\n## Node d');
    expect(parseMapContent(content)).toEqual([
      { title: 'Node c', text: 'Gamma' },
      { title: 'Node a', text: 'Alpha' },
      { title: 'Node b', text: '' },
      { title: 'Node d', text: '' },
    ]);
    expect(hasScriptContent(parseMapContent(buildAiMapContent([node('x', ' ')])))).toBe(false);
  });

  it('normalises for display: single breaks become spaces, blank-line runs collapse', () => {
    const raw = 'Line one\nline two\n\n\n\nSecond   para\r\n\r\nThird';
    expect(scriptParagraphs(raw)).toEqual(['Line one line two', 'Second para', 'Third']);
    expect(normalizeScript(raw)).toBe('Line one line two\n\nSecond para\n\nThird');
    expect(scriptParagraphs('  \n\n ')).toEqual([]);
  });
});

describe('teleprompter speed', () => {
  it('clamps to 10–500, empty becomes 10, integers only', () => {
    expect(clampWpm('')).toBe(10);
    expect(clampWpm(null)).toBe(10);
    expect(clampWpm('abc')).toBe(10);
    expect(clampWpm('5')).toBe(10);
    expect(clampWpm(9999)).toBe(500);
    expect(clampWpm('120.6')).toBe(121);
    expect(clampWpm(80)).toBe(80);
  });

  it('derives pixels per second from WPM, 38 characters per line and the line height', () => {
    // 60 WPM × 6 chars/word = 6 chars/s = 6/38 lines/s; at 38 px per line that is 6 px/s.
    expect(scrollPixelsPerSecond(60, 38, 6)).toBeCloseTo(6, 6);
    expect(scrollPixelsPerSecond(500, 38, 6)).toBeCloseTo(50, 6);
    expect(scrollPixelsPerSecond(1, 38, 6)).toBeCloseTo(1, 6); // clamped to 10 WPM
    expect(charsPerWord('ab cd')).toBe(3);
    expect(charsPerWord('')).toBe(6);
  });
});
