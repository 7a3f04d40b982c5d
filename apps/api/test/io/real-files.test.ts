// Files written by the real tools (../shared/fixtures/import, see its SOURCES.md; never copied into
// this repository). The expected figures come from reading the files themselves: <node> and
// <outline> elements counted, topics counted in content.json/content.xml, headings and list items
// counted outside fenced code.
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, LIMITS, UNTITLED_TOPIC, boxesOverlap } from '@cuemap/shared';
import { fixture, fixtureNames, haveFixtures, importMap, outlineLines } from './support';

const load = (name: string) => {
  const map = importMap(fixture(name), name);
  const titles = map.nodes.map((n) => n.title);
  const text = (title: string) => map.nodes.find((n) => n.title === title)?.text;
  const childrenOf = (title: string) => {
    const id = map.nodes.find((n) => n.title === title)!.id;
    const kids = new Set(map.connections.filter((c) => c.from === id).map((c) => c.to));
    return map.nodes.filter((n) => kids.has(n.id)).map((n) => n.title);
  };
  return { map, titles, text, childrenOf };
};

describe.skipIf(!haveFixtures)('real files from other tools', () => {
  it('imports every file into a well-formed map: titles within the limit, a tree, depth-first order, no overlaps', () => {
    const names = fixtureNames();
    expect(names.length).toBeGreaterThanOrEqual(10);
    for (const name of names) {
      const { map } = load(name);
      expect(map.nodes.length, name).toBeGreaterThan(8);
      expect(map.connections, name).toHaveLength(map.nodes.length - 1);
      for (const n of map.nodes) {
        expect(n.title.trim().length, `${name}: ${n.id}`).toBeGreaterThan(0);
        expect(n.title.length).toBeLessThanOrEqual(LIMITS.nodeTitleMax);
        expect(n.text.length).toBeLessThanOrEqual(LIMITS.nodeTextMax);
      }
      expect(map.nodeOrder).toEqual(map.nodes.map((n) => n.id));
      const clashes: string[] = [];
      for (let i = 0; i < map.nodes.length; i++) {
        for (let j = i + 1; j < map.nodes.length; j++) if (boxesOverlap(map.nodes[i]!, map.nodes[j]!)) clashes.push(`${i}/${j}`);
      }
      expect(clashes, name).toEqual([]);
    }
  });

  it('FreeMind 0.9: its documentation map, rich-content titles, image-only nodes, notes', () => {
    const { map, titles, childrenOf } = load('freemind-docs.mm');
    expect(map.format).toBe('freemind');
    expect(map.nodes).toHaveLength(482); // 482 <node> elements
    expect(titles[0]).toBe('FreeMind - free mind mapping software -');
    expect(childrenOf('Table of key mappings')).toHaveLength(1);
    expect(titles).toContain('Download the Java Runtime Environment (at least J2RE1.4)');
    // 7 rich-content nodes hold only an <img>: kept, with the placeholder title.
    expect(titles.filter((t) => t === UNTITLED_TOPIC)).toHaveLength(7);
    expect(map.notes).toContain(IMPORT_MESSAGES.untitled(7));
    // 17 nodes carry a NOTE; the key-mapping list is one long TEXT whose overflow went to its details.
    expect(map.nodes.filter((n) => n.text).length).toBeGreaterThanOrEqual(17);
    const keys = map.nodes.find((n) => n.title.startsWith('File commands:New map - Ctrl+N'))!;
    expect(keys.text).toContain("Ctrl+'+'");
  });

  it('Freeplane 1.9: multi-line root, HTML titles with entities, notes and details', () => {
    const { map, titles, text } = load('freeplane-functions.mm');
    expect(map.nodes).toHaveLength(69); // 69 <node> elements
    expect(map.title).toBe('Basic Freeplane Functions');
    expect(titles).toContain('Spell check & Academic Writing suite');
    expect(text('Spell check & Academic Writing suite')).toContain('Help > Tutorial Spelling dictionaries resp. Academic writing suite');
    expect(text('Basic Freeplane Functions')).toMatch(/^Hover with the cursor over the different texts/);
    // Two nodes have TEXT="" and one rich title is only an image.
    expect(titles.filter((t) => t === UNTITLED_TOPIC)).toHaveLength(3);
    expect(map.nodes.filter((n) => n.text).length).toBeGreaterThanOrEqual(30);
  });

  it('Coggle: over-long quotes keep their node, the overflow at the start of the details', () => {
    const { map, titles, childrenOf } = load('coggle-gilgamesh.mm');
    expect(map.nodes).toHaveLength(70);
    expect(titles[0]).toBe('GILGAMESH');
    expect(childrenOf('GILGAMESH')).toContain('Metaphors');
    expect(titles).toContain("Humbaba's Description");
    expect(map.notes).toContain(IMPORT_MESSAGES.titlesShortened(2));
    const long = map.nodes.filter((n) => n.title.length > 150 && n.text);
    expect(long.length).toBeGreaterThanOrEqual(2);
  });

  it('XMind 2020: content.json, not the content.xml warning stub; notes become details', () => {
    const { map, titles, text, childrenOf } = load('xmind2020-central-topic.xmind');
    expect(map.format).toBe('xmind');
    expect(map.nodes).toHaveLength(16);
    expect(map.title).toBe('Central Topic');
    expect(titles.some((t) => /warning/i.test(t))).toBe(false);
    expect(childrenOf('Central Topic')).toEqual(['Main Topic 1', 'Main Topic 2', 'Main Topic 3', 'Main Topic 4']);
    expect(childrenOf('Main Topic 1')).toEqual(['Subtopic 1', 'Subtopic 2', 'Subtopic 3', 'Subtopic 4']);
    expect(text('Central Topic')).toBe('Some note for central topic');
    expect(text('Main Topic 2')).toBe('it is also note\nbla bla bla');
  });

  it('XMind Zen: 30 topics seven levels deep', () => {
    const { map, titles, childrenOf } = load('xmind-zen-test-v2.xmind');
    expect(map.nodes).toHaveLength(30);
    expect(map.title).toBe('zen test v2 >');
    expect(childrenOf('zen test v2 >')).toEqual(['!suite 3', 'ui check']);
    expect(titles).toContain('equal to "login.example.com"');
    expect(Math.max(...outlineLines(map).map((l) => Number(l.split(' ')[0])))).toBe(7);
  });

  it('XMind 8: content.xml, Chinese titles, an XML-laden title over the limit', () => {
    const { map, titles } = load('xmind8-file-structure.xmind');
    expect(map.nodes).toHaveLength(48); // 48 <topic> elements
    expect(map.title).toBe('XMind文件结构');
    expect(titles).toContain('存放思维导图内容信息，具体结构如下');
    expect(titles).toContain('xmap-content');
    expect(map.notes).toEqual([IMPORT_MESSAGES.titlesShortened(1)]);
    expect(map.nodes.some((n) => n.title.startsWith('<?xml version="1.0" encoding="utf-8"?>'))).toBe(true);
  });

  it('Drummer OPML: one top outline is the root', () => {
    const { map, childrenOf } = load('drummer-states.opml');
    expect(map.nodes).toHaveLength(59);
    expect(map.title).toBe('United States');
    expect(childrenOf('United States')).toEqual(['Far West', 'Great Plains', 'Mid-Atlantic', 'Midwest', 'Mountains', 'New England', 'South', 'Southwest']);
    expect(childrenOf('Far West')).toEqual(['Alaska', 'California', 'Hawaii', 'Nevada', 'Oregon', 'Washington']);
  });

  it('Zavala OPML: several top outlines share a root named by the head title', () => {
    const { map, childrenOf } = load('zavala-starter-outline.opml');
    expect(map.nodes).toHaveLength(13);
    expect(map.title).toBe('Starter Outline');
    expect(childrenOf('Starter Outline')).toEqual(['Test 1', 'Test 2', 'Test 3', 'Test 4', 'Test 5', 'Test 6']);
    expect(childrenOf('Test 1.3')).toEqual(['Test 1.3.1', 'Test 1.3.2']);
  });

  it("markmap's README: headings and nested lists, paragraphs as details", () => {
    const { map, text, childrenOf } = load('markmap-readme.md');
    expect(map.nodes).toHaveLength(10);
    expect(map.title).toBe('markmap');
    expect(childrenOf('markmap')).toEqual(['Related Projects', 'Usage']);
    expect(childrenOf('Vim / Neovim:')).toHaveLength(2);
    expect(text('markmap')).toContain('Visualize your Markdown as mindmaps.');
    expect(text('Usage')).toContain('Read the documentation for more detail.');
  });

  it("mkdocs-markmap's README: '#' and '*' lines inside fenced code are details, not topics", () => {
    const { map, titles, text } = load('mkdocs-markmap-readme.md');
    expect(map.nodes).toHaveLength(22); // 29 headings and items, less the 7 inside the ```` fence
    for (const t of ['Root', 'Branch 1', 'Branch 2', 'Branchlet 1a']) expect(titles).not.toContain(t);
    expect(text('Usage')).toContain('# Root\n\n## Branch 1\n\n* Branchlet 1a');
    expect(text('Install')).toBe('pip install mkdocs-markmap');
    expect(titles).toContain('Nav tree lists markmaps');
  });
});
