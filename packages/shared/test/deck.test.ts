// Issue 29 item 4: the deck before any file format — bullets from a node's details, the title slide's
// subtitle, colours, and the sections' order and titles.
import { describe, expect, it } from 'vitest';
import { DECK_LIMITS, detailBullets, hexColor, scriptDeck } from '../src/io/deck';
import type { MindMapNode } from '../src/schemas/mind-maps';

const node = (id: string, title: string, text: string, extra: Partial<MindMapNode> = {}): MindMapNode => ({
  id,
  x: 0,
  y: 0,
  title,
  text,
  color: '#3B82F6',
  ...extra,
});

describe('the deck', () => {
  it('makes bullets of a node’s details: a line each, list marks and cue marks dropped, long lines cut into sentences, at most six', () => {
    expect(detailBullets('- First **point** [slide]\n\n* Second\n3. Third')).toEqual(['First point', 'Second', 'Third']);
    const long = `${'A sentence that goes on. '.repeat(8)}`.trim();
    expect(detailBullets(long)).toEqual(Array.from({ length: 6 }, (_, i) => (i === 5 ? '…' : 'A sentence that goes on.')));
    expect(detailBullets('x'.repeat(400))[0]!.length).toBe(DECK_LIMITS.bulletCharsMax);
    expect(detailBullets('  \n[pause]\n')).toEqual([]);
  });

  it('titles the deck, puts a short root text under it, and colours each slide as its node', () => {
    const nodes = [node('1', 'Root', 'Short and sweet.', { isRoot: true, color: '#dc2626' }), node('2', 'Two', 'Words.', { color: '#abc' })];
    const deck = scriptDeck({ title: '  ', nodes, nodeOrder: ['1', '2'] }, null);
    expect(deck).toMatchObject({ title: 'Root', subtitle: 'Short and sweet.', color: 'DC2626' });
    expect(deck.slides.map((s) => [s.title, s.color, s.notes])).toEqual([
      ['Root', 'DC2626', 'Short and sweet.'],
      ['Two', 'AABBCC', 'Words.'],
    ]);
    const long = scriptDeck({ title: 'T', nodes: [node('1', 'Root', 'y'.repeat(DECK_LIMITS.subtitleCharsMax + 1), { isRoot: true })] }, null);
    expect(long.subtitle).toBeNull();
    expect(hexColor('red')).toBeNull();
  });

  it('follows a saved script: its sections in order, Opening and Closing for words no node speaks for, blank sections left out', () => {
    const nodes = [node('1', 'Root', '', { isRoot: true }), node('2', 'Two', 'Details')];
    const deck = scriptDeck(
      { title: 'Talk', nodes },
      {
        content: 'x',
        sections: [
          { nodeId: null, text: 'Hello [slide].', origin: 'ai' },
          { nodeId: '2', text: 'About two. [pause]', origin: 'ai' },
          { nodeId: '1', text: '  ', origin: 'ai' },
          { nodeId: null, text: 'Thanks **all**.', origin: 'ai' },
        ],
      },
    );
    expect(deck.slides.map((s) => [s.title, s.bullets, s.notes])).toEqual([
      ['Opening', [], 'Hello.'],
      ['Two', ['Details'], 'About two.'],
      ['Closing', [], 'Thanks all.'],
    ]);
  });
});
