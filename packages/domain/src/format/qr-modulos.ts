// A QR code as its modules, packed (issue 37, decision 0061): what the Cartão Virtual's card list carries for
// each card, and what the screen draws. The server's encoder (qrcode, with its byte segment and mask choice)
// decides the modules; the browser only paints them, so the picture and the text can never disagree and no
// encoder loads with the screen. 73 × 73 modules are ~900 characters, against ~9 KB for an SVG of them and
// ~6 KB for a PNG (the API's JSON is not compressed, decision 0012).

/** `lado` × `lado` modules, row after row, 8 to a byte, the first module in the highest bit; base64. */
export interface ModulosQr {
  lado: number;
  modulos: string;
}

/** Packs the modules `escuro(linha, coluna)` says are dark. */
export function empacotarModulos(
  lado: number,
  escuro: (linha: number, coluna: number) => boolean,
): ModulosQr {
  const bytes = new Uint8Array(Math.ceil((lado * lado) / 8));
  for (let i = 0; i < lado * lado; i += 1) {
    if (escuro(Math.floor(i / lado), i % lado)) bytes[i >> 3]! |= 0x80 >> (i & 7);
  }
  let binario = '';
  for (const byte of bytes) binario += String.fromCharCode(byte);
  return { lado, modulos: btoa(binario) };
}

/** Whether the module at (linha, coluna) is dark. */
export function lerModulos({ lado, modulos }: ModulosQr): (linha: number, coluna: number) => boolean {
  const binario = atob(modulos);
  return (linha, coluna) => {
    const i = linha * lado + coluna;
    return (binario.charCodeAt(i >> 3) & (0x80 >> (i & 7))) !== 0;
  };
}

/** A run of dark modules along a row: where it starts and how many modules it spans. */
export interface Corrida {
  linha: number;
  coluna: number;
  largura: number;
}

/**
 * The runs of dark modules, row by row: what both drawings of a code paint — the card list's SVG here and the
 * card PDF's rectangles (apps/server/src/platform/pdf/qr-code.ts).
 */
export function corridasEscuras(lado: number, escuro: (linha: number, coluna: number) => boolean): Corrida[] {
  const corridas: Corrida[] = [];
  for (let linha = 0; linha < lado; linha += 1) {
    for (let coluna = 0; coluna < lado;) {
      if (!escuro(linha, coluna)) {
        coluna += 1;
        continue;
      }
      const inicio = coluna;
      while (coluna < lado && escuro(linha, coluna)) coluna += 1;
      corridas.push({ linha, coluna: inicio, largura: coluna - inicio });
    }
  }
  return corridas;
}

/**
 * An SVG data URL of the code on white with a quiet zone of `margem` modules (4, as the standard asks): one
 * stroke along the middle of each run of dark modules, sharp at any size.
 */
export function svgDosModulos(qr: ModulosQr, margem = 4): string {
  const total = qr.lado + 2 * margem;
  const d = corridasEscuras(qr.lado, lerModulos(qr))
    .map(({ linha, coluna, largura }) => `M${coluna + margem} ${linha + margem}.5h${largura}`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="#fff"/><path stroke="#000" d="${d}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
