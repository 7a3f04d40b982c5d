// Export → import gives back the same titles, details, hierarchy and order, for every outline format
// (md, opml, mm, xmind; indented text for titles and hierarchy), on random maps: unicode titles full
// of the characters each format must escape, empty and multi-paragraph details, deep and wide trees.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { outline, outlineToMap, writeIndentedText, type ImportedMap, type Outline } from '@cuemap/shared';
import { exportFile } from '../../src/plugins/app/io/export-file';
import { importMap, outlineLines } from './support';

/** Runs per format; IO_ROUND_TRIPS=<n> runs more (a deeper search). */
const RUNS = Number(process.env.IO_ROUND_TRIPS ?? 60);

// Letters of several scripts, emoji, and every character Markdown, XML or HTML treat specially.
const CHARS = [...'abcxyzABZ019', ...'éßøĞЖжΩλ中文字あア한국어עבריתالعربية', '😀', '👍🏽', ...'*_#[]()<>&|~`\\!-+=.:;\'"/{}@$%^?,'];
const word = fc.array(fc.constantFrom(...CHARS), { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));
const line = fc.array(word, { minLength: 1, maxLength: 6 }).map((ws) => ws.join(' '));
const title = line.filter((t) => t.length <= 200);
const paragraph = fc.array(line, { minLength: 1, maxLength: 3 }).map((ls) => ls.join('\n'));
const details = fc.oneof(
  fc.constant(''),
  fc.array(paragraph, { minLength: 1, maxLength: 3 }).map((ps) => ps.join('\n\n')),
);

/** Random trees: up to 9 levels below the root (Markdown lists start at level 6), up to 6 children each. */
const tree = (titles: fc.Arbitrary<string>, withDetails: boolean): fc.Arbitrary<Outline> => {
  const { node } = fc.letrec<{ node: Outline }>((tie) => ({
    node: fc
      .record({
        title: titles,
        details: withDetails ? details : fc.constant(''),
        children: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constant([]), fc.array(tie('node'), { maxLength: 6 })),
      })
      .map(({ title: t, details: d, children }) => outline(t, d, [...children])),
  }));
  return node;
};
/** A deep chain (each node one child), to reach the list levels and beyond. */
const chain = (titles: fc.Arbitrary<string>) =>
  fc
    .array(fc.record({ title: titles, details }), { minLength: 7, maxLength: 30 })
    .map((items) => items.reduceRight<Outline | undefined>((child, { title: t, details: d }) => outline(t, d, child ? [child] : []), undefined)!);

const detailsOf = (map: Pick<ImportedMap, 'nodes' | 'nodeOrder'>) => {
  const byId = new Map(map.nodes.map((n) => [n.id, n.text]));
  return map.nodeOrder.map((id) => byId.get(id));
};

async function roundTrip(original: Outline, format: 'md' | 'opml' | 'mm' | 'xmind') {
  const saved = outlineToMap(original);
  const file = await exportFile(saved, null, format);
  const back = importMap(file.body, `export.${format}`);
  expect(outlineLines(back)).toEqual(outlineLines(saved));
  expect(detailsOf(back)).toEqual(detailsOf(saved));
  expect(back.notes).toEqual([]);
}

describe('export → import round trip', () => {
  for (const format of ['md', 'opml', 'mm', 'xmind'] as const) {
    it(`keeps titles, details, hierarchy and order: ${format}`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(tree(title, true), chain(title)), (t) => roundTrip(t, format)),
        { numRuns: RUNS },
      );
    });
  }

  it('keeps titles, hierarchy and order: indented text (titles only; no bullet-like starts)', () => {
    const plainTitle = title.filter((t) => !/^(?:[-*+•]|\d+[.)])\s/.test(t));
    fc.assert(
      fc.property(fc.oneof(tree(plainTitle, false), chain(plainTitle)), (t) => {
        const saved = outlineToMap(t);
        expect(outlineLines(importMap(writeIndentedText(t), 'export.txt'))).toEqual(outlineLines(saved));
      }),
      { numRuns: RUNS },
    );
  });
});
