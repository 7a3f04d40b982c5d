// Browser side of the map image: measuring text with a canvas, and drawing the SVG onto a canvas
// (through an <img>) to make a PNG. Kept apart from map-image.ts, which is pure and unit-tested.
import { MAP_IMAGE_FONT, type MeasureText } from './map-image';

/** Canvas text metrics in the image's font, or null where there is no 2D canvas (tests). */
export function canvasMeasure(): MeasureText | null {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return null;
  return (text, fontSize) => {
    ctx.font = `600 ${fontSize}px ${MAP_IMAGE_FONT}`;
    return ctx.measureText(text).width;
  };
}

/** Browsers refuse canvases past about 16k px a side or ~268 M pixels: stay well inside. */
const MAX_SIDE = 16_000;
const MAX_PIXELS = 64_000_000;

/** The scale a map of this size is drawn at: sharp (2×) when it can be, smaller for a huge map. */
export function rasterScale(width: number, height: number, wanted = 2): number {
  return Math.min(wanted, MAX_SIDE / width, MAX_SIDE / height, Math.sqrt(MAX_PIXELS / (width * height)));
}

/** Draws the SVG at `scale` on white and encodes it as PNG. */
export async function svgToPng(svg: string, width: number, height: number, scale = rasterScale(width, height)): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw images.');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
