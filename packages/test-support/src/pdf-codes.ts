// Scans the barcode or QR code that a PDF draws as vector rectangles (the boleto's bars, the virtual
// card's QR code): pdf.js reads the page's drawing operations, the filled rectangles are painted black
// on a white bitmap, and ZXing reads it — so a test checks what a bank's or a clinic's scanner would
// read from the file itself, not what the generator was asked to draw.
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { readBarcode } from './read-barcode.js';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** pdf.js's path codes (DrawOPS), in the flat path data of a constructPath operation. */
const PATH = { moveTo: 0, lineTo: 1, curveTo: 2, quadraticCurveTo: 3, closePath: 4 } as const;
const ARGUMENTS: Record<number, number> = {
  [PATH.moveTo]: 2,
  [PATH.lineTo]: 2,
  [PATH.curveTo]: 6,
  [PATH.quadraticCurveTo]: 4,
  [PATH.closePath]: 0,
};

/** pdf.js hands path data over as 32-bit floats: keep a thousandth of a point, drop the noise. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** Bounding boxes of the closed straight-line subpaths in one path (a rectangle each, for our PDFs). */
function subpathBoxes(data: ArrayLike<number>): Rect[] {
  const boxes: Rect[] = [];
  let xs: number[] = [];
  let ys: number[] = [];
  for (let i = 0; i < data.length;) {
    const code = data[i] ?? PATH.closePath;
    const count = ARGUMENTS[code] ?? 0;
    for (let k = 0; k < count; k += 2) {
      xs.push(data[i + 1 + k] ?? 0);
      ys.push(data[i + 2 + k] ?? 0);
    }
    i += 1 + count;
    if (code === PATH.closePath && xs.length > 0) {
      const [x, y] = [Math.min(...xs), Math.min(...ys)];
      const [width, height] = [Math.max(...xs) - x, Math.max(...ys) - y];
      boxes.push({ x: round(x), y: round(y), width: round(width), height: round(height) });
      xs = [];
      ys = [];
    }
  }
  return boxes;
}

/**
 * The filled rectangles of one page, in the page's top-left coordinates (pdfkit's), in points. Strokes
 * (table rules) and text are left out.
 */
export async function filledRects(bytes: Uint8Array, pageNumber = 1): Promise<Rect[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const { fnArray, argsArray } = await (await pdf.getPage(pageNumber)).getOperatorList();
    const rects: Rect[] = [];
    fnArray.forEach((fn, i) => {
      const [drawing, paths] = (argsArray[i] ?? []) as [number, ArrayLike<number>[]];
      if (fn !== OPS.constructPath || (drawing !== OPS.fill && drawing !== OPS.eoFill)) return;
      for (const path of paths) rects.push(...subpathBoxes(path));
    });
    return rects;
  } finally {
    await pdf.destroy();
  }
}

/** Paints the rectangles black on white, `scale` pixels per point, with a white margin around them. */
export function paintRects(rects: readonly Rect[], scale: number, marginPixels = 40): Buffer {
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  const png = new PNG({
    width: Math.ceil((right - left) * scale) + 2 * marginPixels,
    height: Math.ceil((bottom - top) * scale) + 2 * marginPixels,
  });
  png.data.fill(255);
  const pixel = (edge: number, origin: number) => Math.round((edge - origin) * scale) + marginPixels;
  for (const r of rects) {
    for (let y = pixel(r.y, top); y < pixel(r.y + r.height, top); y += 1) {
      for (let x = pixel(r.x, left); x < pixel(r.x + r.width, left); x += 1) {
        const i = (y * png.width + x) * 4;
        png.data[i] = png.data[i + 1] = png.data[i + 2] = 0;
      }
    }
  }
  return PNG.sync.write(png);
}

/**
 * What a scanner reads from the code drawn on the page (every filled rectangle on it belongs to it).
 * The page is painted at the resolution that makes its smallest module four whole pixels: at a
 * fractional number of pixels per module ZXing misreads some valid QR codes that phone cameras read.
 */
export async function scanPdfCode(bytes: Uint8Array, format: 'qr' | 'itf', pageNumber = 1): Promise<string> {
  const rects = await filledRects(bytes, pageNumber);
  if (rects.length === 0) throw new Error(`no filled rectangles on page ${pageNumber}`);
  const smallest = Math.min(...rects.flatMap((r) => [r.width, r.height]));
  return readBarcode(paintRects(rects, 4 / smallest), format);
}
