// fontkit ships no type declarations; the PDF code only parses a TrueType file and hands the result
// to pdfkit (see fonts.ts), so this declares just that.
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
