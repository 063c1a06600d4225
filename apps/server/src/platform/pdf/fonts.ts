// PDFs embed DejaVu Sans rather than the built-in Helvetica: Helvetica covers Portuguese (WinAnsi),
// but member names may carry letters beyond Latin-1 (Ł, ő, ș…), and an embedded TrueType font gets
// a Unicode map for every glyph, so all of the text stays selectable and searchable.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const PDF_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
