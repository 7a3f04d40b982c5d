// Issue 24 item 5: the dashboard card of an imported file reads as words. The XMind 8 fixture has a topic
// whose title is an XML sample; the import keeps it (the author's content) and moves what passes the
// title limit into the text, which was the card's whole preview: "</comment> … </comments>".
import { describe, expect, it } from 'vitest';
import { previewOf } from '../../src/plugins/app/mind-maps/mind-maps-service';
import { fixture, haveFixtures, importMap } from './support';

describe.skipIf(!haveFixtures)('preview of an imported file', () => {
  it('XMind 8: the node keeps its text, the preview holds no markup', () => {
    const map = importMap(fixture('xmind8-file-structure.xmind'), 'xmind8-file-structure.xmind');
    expect(map.nodes.some((n) => n.text.includes('</comments>'))).toBe(true);
    const preview = previewOf(map.nodes, map.nodeOrder);
    expect(preview ?? '').not.toMatch(/<\/?[a-z]/i);
  });

  it('a node of markup and words gives only the words', () => {
    const node = (id: string, text: string) => ({ id, x: 0, y: 0, title: id, text, color: '#3B82F6' });
    expect(previewOf([node('1', '<p>Welcome <b>everyone</b></p>'), node('2', '</comment> ... </comments>'), node('3', 'Thanks')], ['1', '2', '3'])).toBe(
      'Welcome everyone Thanks',
    );
  });
});
