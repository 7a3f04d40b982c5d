// Issue 29 item 4: the map as a one-file HTML presentation (written by @cuemap/shared, sent by the API's
// export). Parsed and run here in jsdom: a step per node in the Node Order between two overviews,
// every title from the map kept as text (a `</script>` or an `<img onerror>` stays words), and the
// arrow keys and a click walking the steps.
import { afterEach, describe, expect, it } from 'vitest';
import { HTML_PRESENTATION_TEXT, writeHtmlPresentation, type MindMapNode } from '@cuemap/shared';

const hostile = 'Why </script><img src=x onerror="window.__hacked=1"> & <b>bold</b>';
const nodes: MindMapNode[] = [
  { id: '1', x: 400, y: 300, title: hostile, text: 'The root’s private notes.', color: '#dc2626', isRoot: true },
  { id: '2', x: 650, y: 150, title: 'Planning', text: 'Speaker notes: never shown.', color: '#22C55E' },
  { id: '3', x: 650, y: 450, title: '</title><script>window.__hacked=2</script>', text: '', color: '#A855F7' },
  { id: '4', x: 900, y: 100, title: 'Child "quoted"', text: '', color: '#22C55E' },
];
const map = {
  title: 'Talk </title><script>window.__hacked=3</script>',
  nodes,
  connections: [
    { from: '1', to: '2' },
    { from: '1', to: '3' },
    { from: '2', to: '4' },
  ],
  nodeOrder: ['1', '2', '4', '3'],
};

declare global {
  interface Window {
    __hacked?: number;
  }
}

afterEach(() => {
  delete window.__hacked;
});

describe('the HTML presentation', () => {
  it('holds a step per node in the Node Order between two overviews, and every title as text', () => {
    const doc = new DOMParser().parseFromString(writeHtmlPresentation(map), 'text/html');
    const steps = [...doc.querySelectorAll('[data-step]')].map((s) => s.textContent);
    expect(steps).toEqual([
      HTML_PRESENTATION_TEXT.overview,
      hostile,
      'Planning',
      'Child "quoted"',
      '</title><script>window.__hacked=2</script>',
      HTML_PRESENTATION_TEXT.overview,
    ]);
    expect(doc.title).toBe(map.title);
    // Only the page's own two scripts (the frames' numbers and the presenter); no element from a title.
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(doc.querySelectorAll('img, b')).toHaveLength(0);
    expect(JSON.parse(doc.getElementById('frames')!.textContent!)).toHaveLength(6);
    // The map's nodes are drawn with their titles (as text), but a node's details never appear.
    expect(doc.querySelectorAll('svg .node')).toHaveLength(4);
    expect(doc.querySelector('svg .node[data-i="0"] text')!.textContent).toContain('Why </script><img');
    expect(doc.documentElement.outerHTML).not.toContain('notes');
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')).toContain("default-src 'none'");
  });

  it("follows the audience marks: a node marked 'skip' is no step, one marked 'branch' is framed with its whole branch", () => {
    const frames = (m: typeof map) =>
      JSON.parse(new DOMParser().parseFromString(writeHtmlPresentation(m), 'text/html').getElementById('frames')!.textContent!) as number[][];
    const marked = {
      ...map,
      nodes: nodes.map((n) => (n.id === '4' ? { ...n, audience: 'skip' as const } : n.id === '1' ? { ...n, audience: 'branch' as const } : n)),
    };
    const doc = new DOMParser().parseFromString(writeHtmlPresentation(marked), 'text/html');
    expect([...doc.querySelectorAll('[data-step]')].map((s) => s.textContent)).toEqual([
      HTML_PRESENTATION_TEXT.overview,
      hostile,
      'Planning',
      '</title><script>window.__hacked=2</script>',
      HTML_PRESENTATION_TEXT.overview,
    ]);
    // Still drawn, only not a step.
    expect(doc.querySelectorAll('svg .node')).toHaveLength(4);
    // The root's frame reaches its grandchild ('Child', 500 px right of it) only when framed with its branch.
    expect(frames(marked)[1]![2]).toBeGreaterThan(frames(map)[1]![2]! + 400);
  });

  it('walks the steps with the arrow keys and a click, and runs nothing from a title', () => {
    document.open();
    document.write(writeHtmlPresentation(map));
    document.close();
    const caption = () => document.getElementById('caption')!.textContent;
    const count = () => document.getElementById('count')!.textContent;
    const current = () => document.querySelector('.node.current')?.getAttribute('data-i') ?? null;
    expect([caption(), count(), current()]).toEqual([HTML_PRESENTATION_TEXT.overview, '1 / 6', null]);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect([caption(), count(), current()]).toEqual([hostile, '2 / 6', '0']);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    document.getElementById('stage')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect([caption(), count(), current()]).toEqual(['Child "quoted"', '4 / 6', '2']);
    // What was covered is dimmed: the root and Planning.
    expect([...document.querySelectorAll('.node.covered')].map((n) => n.getAttribute('data-i'))).toEqual(['0', '1']);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(caption()).toBe('Planning');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect([caption(), count(), current()]).toEqual([HTML_PRESENTATION_TEXT.overview, '6 / 6', null]);
    expect(document.querySelectorAll('.node.covered')).toHaveLength(0);
    expect((document.getElementById('next') as HTMLButtonElement).disabled).toBe(true);
    expect(window.__hacked).toBeUndefined();
  });
});
