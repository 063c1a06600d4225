// Reads a PDF the way a viewer does (Mozilla's pdf.js) and returns the text a member could select,
// page by page, plus the document info. Used to prove that generated PDFs parse and say what they should
// (server tests on the bytes they build, e2e journeys on the file the browser received).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: string[];
  /** All pages joined, with runs of whitespace collapsed so assertions do not depend on layout. */
  text: string;
  info: Record<string, unknown>;
}

export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js takes ownership of (and detaches) the buffer it is given, so hand it a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''),
      );
    }
    const { info } = await pdf.getMetadata();
    return {
      pages,
      text: pages.join('\n').replace(/\s+/g, ' ').trim(),
      info: info as Record<string, unknown>,
    };
  } finally {
    await pdf.destroy();
  }
}
