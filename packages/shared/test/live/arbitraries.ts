// fast-check arbitraries and fixtures for the live document tests: valid maps, sections and settings
// in the REST API's shapes, with the repeats and stray ids a stored map may hold.
import fc from 'fast-check';
import type { Connection, LiveSnapshot, MindMapNode, PresenterSettings, ScriptSection, ViewState } from '../../src/index';

/** A property test's time limit: generous, as the machine may be busy (the runs take about a second). */
export const PROPERTY_TIMEOUT = 60_000;

/** Text with line breaks, accents, CJK and astral characters (surrogate pairs). */
const text = (maxLength: number) => fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', 'é', '中', '😀', '👍🏽', 'x', '.'), maxLength });

const coordinate = fc.oneof(fc.integer({ min: -5000, max: 5000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }));

const view = fc.record({ translateX: coordinate, translateY: coordinate, zoom: fc.option(fc.double({ min: 0.1, max: 4, noNaN: true }), { nil: undefined }) });

export const viewStateArb: fc.Arbitrary<ViewState> = fc
  .tuple(view, fc.option(view, { nil: undefined }))
  .map(([v, phone]) => clean({ ...v, ...(phone && { phone: clean(phone) }) }));

const nodeArb = (id: string): fc.Arbitrary<MindMapNode> =>
  fc
    .record({
      x: coordinate,
      y: coordinate,
      title: text(30),
      text: text(80),
      color: fc.constantFrom('#3B82F6', '#10b981', '#fff', '#12345678'),
      isRoot: fc.option(fc.boolean(), { nil: undefined }),
      collapsed: fc.option(fc.boolean(), { nil: undefined }),
      audience: fc.option(fc.constantFrom('branch' as const, 'skip' as const), { nil: undefined }),
    })
    .map((n) => clean({ id, ...n }));

export const sectionArb = (nodeIds: readonly string[]): fc.Arbitrary<ScriptSection> =>
  fc
    .record({
      nodeId: nodeIds.length ? fc.option(fc.constantFrom(...nodeIds), { nil: null }) : fc.constant(null),
      text: text(120),
      origin: fc.constantFrom('map', 'ai', 'edited'),
      mapText: fc.option(text(40), { nil: undefined }),
      stale: fc.option(fc.boolean(), { nil: undefined }),
      nodeText: fc.option(text(40), { nil: undefined }),
      orphaned: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map((s) => clean(s) as ScriptSection);

export const settingsArb: fc.Arbitrary<PresenterSettings> = fc
  .record(
    {
      wpm: fc.integer({ min: 60, max: 300 }),
      targetMinutes: fc.option(fc.double({ min: 0.5, max: 300, noNaN: true }), { nil: null }),
      countdown: fc.integer({ min: 0, max: 10 }),
      markers: fc.boolean(),
      guide: fc.boolean(),
      font: fc.constantFrom('sans', 'serif', 'legible'),
      lineSpacing: fc.double({ min: 1, max: 3, noNaN: true }),
      margin: fc.double({ min: 0, max: 0.3, noNaN: true }),
      theme: fc.constantFrom('dark', 'light', 'yellow'),
      mirror: fc.boolean(),
      mirrorVertical: fc.boolean(),
      guideAt: fc.double({ min: 0.15, max: 0.7, noNaN: true }),
      textScale: fc.double({ min: 0.6, max: 2, noNaN: true }),
    },
    { requiredKeys: [] },
  )
  .map((s) => s as PresenterSettings);

/**
 * A stored script: nodes with unique ids; connections and nodeOrder drawn from the ids (repeats
 * allowed, and nodeOrder may miss nodes or name unknown ones: the normalisation's cases).
 */
export const snapshotArb: fc.Arbitrary<LiveSnapshot> = fc.uniqueArray(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { minLength: 1, maxLength: 25 }).chain((ids) =>
  fc.record({
    map: fc.record({
      title: text(40),
      description: fc.option(text(40), { nil: null }),
      category: fc.option(text(10), { nil: null }),
      type: fc.option(text(10), { nil: null }),
      nodes: fc.tuple(...ids.map(nodeArb)),
      connections: fc.array(fc.record({ from: fc.constantFrom(...ids), to: fc.constantFrom(...ids) }), { maxLength: 40 }),
      nodeOrder: fc.array(fc.oneof(fc.constantFrom(...ids), fc.constant('gone')), { maxLength: 30 }),
      viewState: viewStateArb,
    }),
    script: fc.option(fc.record({ sections: fc.array(sectionArb(ids), { maxLength: 12 }) }), { nil: null }),
    settings: fc.option(settingsArb, { nil: null }),
  }),
);

/** The object without its undefined-valued keys (what JSON and a read back give). */
export function clean<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** A map of `count` nodes: a root and children in a tree three wide, titles and texts like a talk's. */
export function bigMap(count: number): LiveSnapshot['map'] {
  const nodes: MindMapNode[] = [];
  const connections: Connection[] = [];
  for (let i = 0; i < count; i++) {
    const id = i === 0 ? 'root' : String(1733400000000 + i);
    nodes.push({
      id,
      x: (i % 40) * 180.5,
      y: Math.floor(i / 40) * 90.25,
      title: i === 0 ? 'Quarterly review' : `Point ${i}: revenue and people`,
      text: i === 0 ? '' : `We grew in region ${i} because the team shipped early and kept customers close.`,
      color: i === 0 ? '#1E40AF' : '#3B82F6',
      ...(i === 0 && { isRoot: true }),
    });
    if (i > 0) connections.push({ from: nodes[Math.floor((i - 1) / 3)]!.id, to: id });
  }
  return {
    title: 'Quarterly review',
    description: null,
    category: null,
    type: null,
    nodes,
    connections,
    nodeOrder: nodes.map((n) => n.id),
    viewState: { translateX: 120, translateY: -40, zoom: 0.8 },
  };
}
