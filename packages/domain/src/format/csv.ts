// CSV for spreadsheets, safe against formula injection (OWASP "CSV Injection"): a cell whose text starts with
// = + - @, a tab or a carriage return is read by Excel, LibreOffice and Google Sheets as a formula (or as one
// after the whitespace), so such a cell is written with a leading apostrophe — the text is kept, the
// spreadsheet shows it as text. One helper for every CSV the portal writes (the bulk load's refused lines in
// the console, the LGPD desk's audit export). Cells are quoted when they hold the separator, a quote or a
// line break (RFC 4180); lines end in CRLF; the separator is ';' (a pt-BR spreadsheet reads ',' as the
// decimal mark) unless given.

const INICIO_PERIGOSO = /^[=+\-@\t\r]/;

/** One cell: neutralised when it could start a formula, quoted when it must be. null/undefined → empty. */
export function celulaCsv(valor: string | number | boolean | null | undefined, separador = ';'): string {
  if (valor === null || valor === undefined) return '';
  let texto = String(valor);
  if (INICIO_PERIGOSO.test(texto)) texto = `'${texto}`;
  const precisaAspas =
    texto.includes(separador) || texto.includes('"') || texto.includes('\n') || texto.includes('\r');
  return precisaAspas ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** A whole file: the header, then each row, every line ending in CRLF. */
export function textoCsv(
  cabecalho: readonly string[],
  linhas: Iterable<readonly (string | number | boolean | null | undefined)[]>,
  separador = ';',
): string {
  const partes = [cabecalho.map((c) => celulaCsv(c, separador)).join(separador)];
  for (const linha of linhas) partes.push(linha.map((c) => celulaCsv(c, separador)).join(separador));
  return `${partes.join('\r\n')}\r\n`;
}
