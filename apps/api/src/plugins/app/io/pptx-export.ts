// The script as a PowerPoint deck (.pptx, issue 29 item 4), written with pptxgenjs (MIT) on a job worker:
// a title slide, then a slide per section (io/deck.ts) with the node's title, its details as bullets,
// the map's colour as an accent bar, and the section's spoken words in the speaker notes. Plain shapes
// and text only (no masters, media or fonts of ours), so Keynote and Google Slides read it as PowerPoint does.
import { DECK_LIMITS, DECK_MESSAGES, ImportError, type Deck } from '@cuemap/shared';

/** 16:9, in inches (pptxgenjs' LAYOUT_16x9). */
const W = 10;
const H = 5.625;
const INK = '1F2937';
const MUTED = '6B7280';
const FONT = 'Calibri';

export async function writeDeckPptx(deck: Deck): Promise<Uint8Array> {
  // Refused before any slide is built: the bound is on the sections, not on what was already made.
  if (deck.slides.length > DECK_LIMITS.slidesMax) throw new ImportError(413, DECK_MESSAGES.tooManySlides(deck.slides.length));
  // Loaded with the first deck: the server and most job workers never write one.
  const { default: PptxGenJS } = await import('pptxgenjs');
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.author = 'Cuemap';
  pptx.company = 'Cuemap';
  pptx.title = deck.title;

  const cover = pptx.addSlide();
  cover.background = { color: 'FFFFFF' };
  cover.addShape(pptx.ShapeType.rect, { x: 0, y: 0, w: 0.28, h: H, fill: { color: deck.color }, line: { color: deck.color } });
  cover.addText(deck.title, { x: 0.8, y: 1.5, w: W - 1.6, h: 1.5, fontFace: FONT, fontSize: 40, bold: true, color: INK, valign: 'bottom', fit: 'shrink' });
  if (deck.subtitle)
    cover.addText(deck.subtitle, { x: 0.8, y: 3.15, w: W - 1.6, h: 1.1, fontFace: FONT, fontSize: 20, color: MUTED, valign: 'top', fit: 'shrink' });

  const total = deck.slides.length;
  deck.slides.forEach((s, i) => {
    const slide = pptx.addSlide();
    slide.background = { color: 'FFFFFF' };
    slide.addShape(pptx.ShapeType.rect, { x: 0, y: 0, w: W, h: 0.16, fill: { color: s.color }, line: { color: s.color } });
    slide.addShape(pptx.ShapeType.ellipse, { x: 0.6, y: 0.62, w: 0.26, h: 0.26, fill: { color: s.color }, line: { color: s.color } });
    slide.addText(s.title, { x: 1.0, y: 0.4, w: W - 1.6, h: 0.75, fontFace: FONT, fontSize: 30, bold: true, color: INK, valign: 'middle', fit: 'shrink' });
    if (s.bullets.length) {
      slide.addText(
        s.bullets.map((text) => ({ text, options: { bullet: { indent: 18 }, paraSpaceAfter: 8 } })),
        { x: 1.0, y: 1.4, w: W - 1.8, h: H - 2.1, fontFace: FONT, fontSize: 20, color: INK, valign: 'top', fit: 'shrink' },
      );
    }
    slide.addText(`${i + 1} / ${total}`, { x: W - 1.6, y: H - 0.5, w: 1.2, h: 0.3, fontFace: FONT, fontSize: 10, color: MUTED, align: 'right' });
    if (s.notes) slide.addNotes(s.notes);
  });
  return (await pptx.write({ outputType: 'uint8array', compression: true })) as Uint8Array;
}
