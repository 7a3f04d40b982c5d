// The map as a single-file HTML presentation (issue 29 item 4): an overview of the whole map, then each
// node in the Node Order (not those marked 'skip'; one marked 'branch' framed with its whole branch, the
// others with their children) — highlighted, what was covered dimmed — then the
// overview again. One file with its CSS and script inline: it opens offline, asks for no account, loads
// nothing (its own Content-Security-Policy says so). Node titles only: a node's details are the
// speaker's notes and never appear. Every text from the map is escaped as markup, and the script reads
// only numbers (the frames), so a title such as `</script>` stays text.
import type { Connection, MindMapNode } from '../schemas/mind-maps';
import { NODE_CENTER_OFFSET } from '../map/constants';
import { orderNodes } from '../map/order';
import { hexColor } from './deck';
import { escapeXml } from './writers';

interface PresentedMap {
  title: string;
  nodes: readonly MindMapNode[];
  connections: readonly Connection[];
  nodeOrder?: readonly string[] | null;
}

export const HTML_PRESENTATION_TEXT = {
  overview: 'Overview',
  previous: 'Previous',
  next: 'Next',
  hint: 'Arrow keys, Space or a click move on · Home and End go to the overview',
} as const;

const NODE_W = 200;
const ROOT_W = 240;
const LINE_CHARS = 20;
const PAD = 70;
/** The smallest frame (landscape; turned on a portrait screen): a node is shown in its neighbourhood, not blown up. */
const MIN_FRAME = { w: 640, h: 360 };

type Box = { x: number; y: number; w: number; h: number };

/** A title in at most two lines of about LINE_CHARS characters, the second cut with '…'. */
function wrapTitle(title: string): string[] {
  const words = title.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= LINE_CHARS || !line) line = next;
    else {
      lines.push(line);
      line = word;
      if (lines.length === 2) break;
    }
  }
  if (lines.length < 2 && line) lines.push(line);
  const cut = (s: string) => (s.length > LINE_CHARS + 4 ? `${s.slice(0, LINE_CHARS + 2)}…` : s);
  const shown = lines.slice(0, 2).map(cut);
  if (words.join(' ').length > shown.join(' ').replace(/…$/, '').length && !shown[shown.length - 1]!.endsWith('…')) shown[shown.length - 1] += '…';
  return shown.length ? shown : ['Untitled'];
}

const union = (boxes: readonly Box[]): Box => {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map((b) => b.x + b.w)) - x, h: Math.max(...boxes.map((b) => b.y + b.h)) - y };
};

/**
 * What a step must show: [centre x, centre y, width, height] — centred on `around` (a node, or the whole
 * map) and holding `boxes` (its children). The page widens it to its screen's shape and a least size.
 */
function frame(around: Box, boxes: readonly Box[] = []): number[] {
  const cx = around.x + around.w / 2;
  const cy = around.y + around.h / 2;
  const reach = (b: Box) => ({ x: Math.max(Math.abs(b.x - cx), Math.abs(b.x + b.w - cx)), y: Math.max(Math.abs(b.y - cy), Math.abs(b.y + b.h - cy)) });
  const far = [around, ...boxes].map(reach);
  const r = (n: number) => Math.round(n);
  return [r(cx), r(cy), r(2 * Math.max(...far.map((f) => f.x)) + PAD * 2), r(2 * Math.max(...far.map((f) => f.y)) + PAD * 2)];
}

export function writeHtmlPresentation(map: PresentedMap): string {
  const title = map.title.trim() || 'Untitled Script';
  const ordered = orderNodes(map.nodes, map.nodeOrder);
  const index = new Map(ordered.map((n, i) => [n.id, i]));
  const boxes: Box[] = ordered.map((n) => {
    const w = n.isRoot ? ROOT_W : NODE_W;
    const h = n.isRoot ? 76 : 60;
    return { x: n.x + NODE_CENTER_OFFSET.x - w / 2, y: n.y + NODE_CENTER_OFFSET.y - h / 2, w, h };
  });
  const children = new Map<number, number[]>();
  const edges: string[] = [];
  for (const c of map.connections) {
    const from = index.get(c.from);
    const to = index.get(c.to);
    if (from === undefined || to === undefined || from === to) continue;
    children.set(from, [...(children.get(from) ?? []), to]);
    const a = boxes[from]!;
    const b = boxes[to]!;
    const [ax, ay, bx, by] = [a.x + a.w / 2, a.y + a.h / 2, b.x + b.w / 2, b.y + b.h / 2];
    const mx = (ax + bx) / 2;
    edges.push(`<path data-to="${to}" d="M${ax} ${ay}C${mx} ${ay} ${mx} ${by} ${bx} ${by}" stroke="#${hexColor(ordered[to]!.color) ?? '94A3B8'}"/>`);
  }
  const nodes = ordered.map((n, i) => {
    const b = boxes[i]!;
    const color = `#${hexColor(n.color) ?? '64748B'}`;
    const lines = wrapTitle(n.title);
    const lh = 18;
    const top = b.y + b.h / 2 - ((lines.length - 1) * lh) / 2;
    const tspans = lines.map((l, k) => `<tspan x="${b.x + b.w / 2}" y="${top + k * lh}">${escapeXml(l)}</tspan>`).join('');
    return (
      // An opaque card under the face, so a dimmed node still hides the lines behind it.
      `<g class="node${n.isRoot ? ' root' : ''}" data-i="${i}">` +
      `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="14" fill="#f8fafc" stroke="none"/><g class="face">` +
      `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="14" fill="${n.isRoot ? color : '#fff'}" stroke="${color}"/>` +
      `<text dominant-baseline="middle" text-anchor="middle" fill="${n.isRoot ? '#fff' : '#0f172a'}">${tspans}</text></g></g>`
    );
  });
  const all = boxes.length ? union(boxes) : { x: 0, y: 0, w: MIN_FRAME.w, h: MIN_FRAME.h };
  const overview = frame(all);
  /** A node's whole branch below it (iterative: any depth), for a node marked 'frame with its branch'. */
  const branch = (i: number): number[] => {
    const seen = new Set<number>([i]);
    const queue = [i];
    while (queue.length) {
      for (const c of children.get(queue.pop()!) ?? []) {
        if (seen.has(c)) continue;
        seen.add(c);
        queue.push(c);
      }
    }
    seen.delete(i);
    return [...seen];
  };
  // The path: every node in the Node Order but those marked 'skip in the audience view' (issue 29 item 2).
  const path = ordered.flatMap((n, i) => (n.audience === 'skip' ? [] : [i]));
  const frames = [
    overview,
    ...path.map((i) =>
      frame(
        boxes[i]!,
        (ordered[i]!.audience === 'branch' ? branch(i) : (children.get(i) ?? [])).map((c) => boxes[c]!),
      ),
    ),
    overview,
  ];
  const steps = [
    `<li data-step data-node="-1">${HTML_PRESENTATION_TEXT.overview}</li>`,
    ...path.map((i) => `<li data-step data-node="${i}">${escapeXml(ordered[i]!.title.trim() || 'Untitled')}</li>`),
    `<li data-step data-node="-1">${HTML_PRESENTATION_TEXT.overview}</li>`,
  ];
  // Numbers only; '<' cannot occur, and is escaped all the same.
  const data = JSON.stringify(frames).replace(/</g, '\\u003c');
  const t = escapeXml(title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<meta name="generator" content="Cuemap">
<title>${t}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${t}</h1><p id="hint">${HTML_PRESENTATION_TEXT.hint}</p></header>
<main id="stage" aria-label="${t}">
<svg id="map" viewBox="${[overview[0]! - overview[2]! / 2, overview[1]! - overview[3]! / 2, overview[2], overview[3]].join(' ')}" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
<g class="edges" fill="none" stroke-width="3">${edges.join('')}</g>
<g class="nodes" stroke-width="3">${nodes.join('')}</g>
</svg>
</main>
<footer>
<button type="button" id="prev" aria-label="${HTML_PRESENTATION_TEXT.previous}">&#8592;</button>
<p id="caption" aria-live="polite"></p>
<span id="count"></span>
<button type="button" id="next" aria-label="${HTML_PRESENTATION_TEXT.next}">&#8594;</button>
</footer>
<ol id="steps">${steps.join('')}</ol>
<script type="application/json" id="frames">${data}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

const STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%;background:#f8fafc;color:#0f172a;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{display:grid;grid-template-rows:auto 1fr auto;overflow:hidden}
header{display:flex;align-items:baseline;justify-content:space-between;gap:1rem;padding:.75rem 1.25rem}
h1{margin:0;font-size:1.05rem;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
#hint{margin:0;font-size:.8rem;color:#64748b}
main{min-height:0;cursor:pointer}
svg{width:100%;height:100%;display:block}
.node text{font:600 15px system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.face,.edges path{transition:opacity .5s}
.node.covered .face,.edges path.covered{opacity:.35}
.node.current .face rect{stroke-width:6;filter:drop-shadow(0 6px 14px rgba(15,23,42,.25))}
footer{display:flex;align-items:center;gap:1rem;padding:.75rem 1.25rem;border-top:1px solid #e2e8f0;background:#fff}
#caption{flex:1;margin:0;font-size:1.2rem;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
#count{color:#64748b;font-variant-numeric:tabular-nums}
button{font:inherit;font-size:1.3rem;width:2.75rem;height:2.75rem;border-radius:.6rem;border:1px solid #cbd5e1;background:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #3b82f6;outline-offset:2px}
button:disabled{opacity:.4;cursor:default}
#steps{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);margin:0;padding:0}
@media (max-width:640px){#hint{display:none}#caption{font-size:1rem}}
@media (prefers-reduced-motion:reduce){.face,.edges path{transition:none}}`;

// Moves the camera (the SVG's viewBox) between frames; reads only numbers and the steps' own text.
const SCRIPT = `(function(){
var frames=JSON.parse(document.getElementById('frames').textContent),MIN=[${MIN_FRAME.w},${MIN_FRAME.h}];
var steps=[].slice.call(document.querySelectorAll('[data-step]'));
var svg=document.getElementById('map'),nodes=[].slice.call(svg.querySelectorAll('.node')),paths=[].slice.call(svg.querySelectorAll('.edges path'));
var caption=document.getElementById('caption'),count=document.getElementById('count'),prev=document.getElementById('prev'),next=document.getElementById('next');
var still=window.matchMedia&&window.matchMedia('(prefers-reduced-motion: reduce)').matches;
var stage=document.getElementById('stage'),at=-1,view=box(frames[0]),raf=0;
function box(f){var wide=stage.clientWidth>=stage.clientHeight,w=Math.max(f[2],MIN[wide?0:1]),h=Math.max(f[3],MIN[wide?1:0]);return[f[0]-w/2,f[1]-h/2,w,h]}
function camera(f){var to=box(f);cancelAnimationFrame(raf);var from=view.slice(),t0=0;
if(still||typeof requestAnimationFrame!=='function'){view=to.slice();svg.setAttribute('viewBox',view.join(' '));return}
function frame(t){if(!t0)t0=t;var k=Math.min(1,(t-t0)/650),e=k<.5?2*k*k:1-Math.pow(-2*k+2,2)/2;
view=from.map(function(v,i){return v+(to[i]-v)*e});svg.setAttribute('viewBox',view.join(' '));if(k<1)raf=requestAnimationFrame(frame)}
raf=requestAnimationFrame(frame)}
function show(i){i=Math.max(0,Math.min(steps.length-1,i));if(i===at)return;at=i;
var node=Number(steps[i].getAttribute('data-node')),last=i===steps.length-1,covered={};
for(var s=1;s<i;s++)covered[steps[s].getAttribute('data-node')]=1;
nodes.forEach(function(n){var k=n.getAttribute('data-i');n.classList.toggle('current',Number(k)===node);n.classList.toggle('covered',!last&&!!covered[k]&&Number(k)!==node)});
paths.forEach(function(p){var k=p.getAttribute('data-to');p.classList.toggle('covered',!last&&!!covered[k]&&Number(k)!==node)});
steps.forEach(function(s,k){if(k===i)s.setAttribute('aria-current','step');else s.removeAttribute('aria-current')});
caption.textContent=steps[i].textContent;count.textContent=(i+1)+' / '+steps.length;
prev.disabled=i===0;next.disabled=last;camera(frames[i]);
if(history.replaceState)history.replaceState(null,'','#'+(i+1))}
document.addEventListener('keydown',function(e){var k=e.key;if(e.altKey||e.ctrlKey||e.metaKey||(k===' '||k==='Enter')&&e.target.tagName==='BUTTON')return;
if(k==='ArrowRight'||k==='ArrowDown'||k==='PageDown'||k===' '||k==='Enter'&&e.target===document.body)show(at+1);
else if(k==='ArrowLeft'||k==='ArrowUp'||k==='PageUp'||k==='Backspace')show(at-1);
else if(k==='Home')show(0);else if(k==='End')show(steps.length-1);else return;e.preventDefault()});
stage.addEventListener('click',function(){show(at+1)});window.addEventListener('resize',function(){cancelAnimationFrame(raf);view=box(frames[at]);svg.setAttribute('viewBox',view.join(' '))});
prev.addEventListener('click',function(){show(at-1)});next.addEventListener('click',function(){show(at+1)});
var h=parseInt(location.hash.slice(1),10);show(h>0?h-1:0)})();`;
