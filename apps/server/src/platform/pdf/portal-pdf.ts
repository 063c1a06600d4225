// One look for every document the portal hands out (virtual card, portability letter, statements,
// stay declaration): the operator's name at the top, a footer on every page with the operator's
// name, ANS registration and page number, and text that stays selectable (see fonts.ts).
import PDFDocument from 'pdfkit';
import { ansRegistration } from '@portal/domain';
import { systemClock, type Clock } from '../clock.js';
import { pdfFonts } from './fonts.js';

export interface Operador {
  nome: string;
  registroAns: string;
  endereco?: string;
  /**
   * The published brand's logo when it is a PNG (issue 38): drawn above the name on the first page. pdfkit
   * draws PNG and JPEG only, so an SVG or WebP logo leaves the letterhead to the name.
   */
  logo?: { png: Buffer; largura: number; altura: number };
}

export interface PortalPdfOptions {
  /** Shown as the first heading and as the document title in the viewer's window. */
  title: string;
  operador: Operador;
  subject?: string;
  clock?: Clock;
}

/**
 * A drawing made of filled rectangles on a grid of modules (a barcode's bars, a QR code's dark cells),
 * drawn as vector rectangles so it stays sharp when printed or zoomed.
 */
export interface ModuleShape {
  rects: { x: number; y: number; width: number; height: number }[];
  /** Size of the whole grid in modules, quiet zones included. */
  width: number;
  height: number;
}

export interface KeyValueRow {
  label: string;
  value: string;
}

export interface PortalPdf {
  /** The underlying pdfkit document, for drawing that the helpers do not cover. */
  readonly doc: PDFKit.PDFDocument;
  heading(text: string, level?: 1 | 2): PortalPdf;
  paragraph(
    text: string,
    options?: { bold?: boolean; align?: 'left' | 'center' | 'right' | 'justify' },
  ): PortalPdf;
  keyValueTable(rows: readonly KeyValueRow[]): PortalPdf;
  /** The shape stretched to fill the box (quiet zones included), centred; a new page if it does not fit. */
  shape(shape: ModuleShape, box: { width: number; height: number }): PortalPdf;
  space(lines?: number): PortalPdf;
  /** Adds the footers and finishes the document. */
  end(): Promise<Buffer>;
}

const FONT = { regular: 'portal-regular', bold: 'portal-bold' } as const;
const COLOR = { text: '#1a1a1a', muted: '#555555', rule: '#bbbbbb' } as const;
const SIZE = { body: 10.5, h1: 16, h2: 12.5, header: 9, footer: 8 } as const;
const MARGIN = { top: 56, bottom: 84, left: 56, right: 56 } as const;
const FOOTER_TOP_FROM_BOTTOM = 64;
const TABLE_LABEL_SHARE = 0.36;
const TABLE_GAP = 12;
const ROW_PADDING = 5;
/** The letterhead logo's height (points), narrower logos are as wide as half the page at most. */
const LOGO_HEIGHT = 32;

export function createPortalPdf({
  title,
  operador,
  subject,
  clock = systemClock,
}: PortalPdfOptions): PortalPdf {
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true, // footers need the page count, known only at the end
    // Our font from the start, so pdfkit never loads Helvetica. Its types want a path here, but the
    // option takes any font source, as registerFont does (see fonts.ts).
    font: fonts.regular as string,
    lang: 'pt-BR',
    displayTitle: true,
    // pdfkit writes every key it is given, so an absent subject must be left out, not undefined.
    info: {
      Title: title,
      Author: operador.nome,
      Creator: operador.nome,
      CreationDate: clock(),
      ...(subject ? { Subject: subject } : {}),
    },
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const contentWidth = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const contentBottom = () => doc.page.height - doc.page.margins.bottom;
  const ensureRoom = (height: number) => {
    if (doc.y + height > contentBottom()) doc.addPage();
  };
  const write = (font: string, size: number, color: string) => doc.font(font).fontSize(size).fillColor(color);

  function rule(y: number, color: string = COLOR.rule) {
    const { left, right } = doc.page.margins;
    doc
      .moveTo(left, y)
      .lineTo(doc.page.width - right, y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }

  function drawFooter(page: number, total: number) {
    const { left } = doc.page.margins;
    const width = contentWidth();
    const top = doc.page.height - FOOTER_TOP_FROM_BOTTOM;
    // Text below the bottom margin would otherwise make pdfkit open a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    rule(top - 6);
    const lines = [ansRegistration(operador.registroAns), operador.endereco].filter(Boolean) as string[];
    write(FONT.bold, SIZE.footer, COLOR.muted).text(operador.nome, left, top, {
      width: width * 0.8,
      lineBreak: false,
    });
    lines.forEach((line, i) =>
      write(FONT.regular, SIZE.footer, COLOR.muted).text(line, left, top + (i + 1) * 11, {
        width: width * 0.8,
        lineBreak: false,
      }),
    );
    write(FONT.regular, SIZE.footer, COLOR.muted).text(`${page}/${total}`, left, top, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }

  const pdf: PortalPdf = {
    doc,

    heading(text, level = 1) {
      const size = level === 1 ? SIZE.h1 : SIZE.h2;
      ensureRoom(size * 3);
      doc.moveDown(level === 1 ? 0.4 : 0.6);
      write(FONT.bold, size, COLOR.text).text(text, doc.page.margins.left, doc.y, { width: contentWidth() });
      doc.moveDown(0.4);
      return pdf;
    },

    paragraph(text, { bold = false, align = 'left' } = {}) {
      write(bold ? FONT.bold : FONT.regular, SIZE.body, COLOR.text).text(text, doc.page.margins.left, doc.y, {
        width: contentWidth(),
        align,
        lineGap: 2,
      });
      doc.moveDown(0.6);
      return pdf;
    },

    keyValueTable(rows) {
      const left = doc.page.margins.left;
      const labelWidth = contentWidth() * TABLE_LABEL_SHARE;
      const valueWidth = contentWidth() - labelWidth - TABLE_GAP;
      for (const { label, value } of rows) {
        const height = Math.max(
          write(FONT.bold, SIZE.body, COLOR.text).heightOfString(label, { width: labelWidth }),
          write(FONT.regular, SIZE.body, COLOR.text).heightOfString(value || ' ', { width: valueWidth }),
        );
        ensureRoom(height + 2 * ROW_PADDING);
        const top = doc.y + ROW_PADDING;
        write(FONT.bold, SIZE.body, COLOR.muted).text(label, left, top, { width: labelWidth });
        write(FONT.regular, SIZE.body, COLOR.text).text(value, left + labelWidth + TABLE_GAP, top, {
          width: valueWidth,
        });
        doc.y = top + height + ROW_PADDING;
        rule(doc.y);
      }
      doc.x = left;
      doc.moveDown(0.8);
      return pdf;
    },

    shape({ rects, width: columns, height: rows }, { width, height }) {
      ensureRoom(height);
      const [unitX, unitY] = [width / columns, height / rows];
      const left = doc.page.margins.left + (contentWidth() - width) / 2;
      const top = doc.y;
      for (const r of rects)
        doc.rect(left + r.x * unitX, top + r.y * unitY, r.width * unitX, r.height * unitY);
      doc.fillColor('#000000').fill();
      doc.x = doc.page.margins.left;
      doc.y = top + height;
      doc.moveDown(0.6);
      return pdf;
    },

    space(lines = 1) {
      doc.moveDown(lines);
      return pdf;
    },

    async end() {
      const { start, count } = doc.bufferedPageRange();
      for (let i = start; i < start + count; i += 1) {
        doc.switchToPage(i);
        drawFooter(i - start + 1, count);
      }
      doc.flushPages();
      doc.end();
      return finished;
    },
  };

  // Letterhead on the first page, then the title.
  if (operador.logo) {
    const { png, largura, altura } = operador.logo;
    const height = Math.min(LOGO_HEIGHT, (contentWidth() / 2) * (altura / largura));
    const top = doc.y;
    doc.image(png, doc.page.margins.left, top, { height });
    doc.y = top + height + 4;
  }
  write(FONT.bold, SIZE.header, COLOR.muted).text(operador.nome, doc.page.margins.left, doc.y, {
    width: contentWidth(),
  });
  if (operador.endereco) write(FONT.regular, SIZE.header, COLOR.muted).text(operador.endereco);
  doc.moveDown(0.4);
  rule(doc.y);
  doc.moveDown(0.4);
  return pdf.heading(title, 1);
}
