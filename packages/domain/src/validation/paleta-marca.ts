// The operator's brand colours (issue 38, "Brand"): which pairs the member portal draws with them and the
// contrast each pair must reach, so a palette that a member could not read is refused before it is published.
//
// The palette has the same four colours in each theme — the primary colour (buttons, selected choices, the
// portal's links and coloured text) with the text written on it, and the header's colour with its text —
// because the two themes draw them on opposite pages: the normal theme's page is near-white, the
// high-contrast theme's is black (apps/web/src/styles.css, data-contraste="alto"). One palette for both would
// either fail the black page or wash out the high-contrast theme.
//
// The pairs, read from styles.css and the components that use the tokens:
// - text on the primary colour (bg-primary text-on-primary: buttons, selected dates, tabs, counters), and on
//   its hover shade (bg-primary-strong), derived here: darker when the text on it is light, lighter otherwise;
// - the primary colour as text and as link on the page and on a card (text-primary, text-link: topic links,
//   the side menu's heading; the portal's links take the primary colour);
// - the header's text and logo mark on the header colour (bg-header text-on-header);
// - the focus ring of a dark area (data-superficie="escura", the header) against the header colour: a
//   non-text contrast (WCAG 1.4.11, 3:1).
// Text pairs need 4.5:1 in the normal theme (WCAG 2.x AA, 1.4.3). The high-contrast theme exists for members
// who cannot read the normal one, and every pair it has today reaches 7:1 or more (yellow on black is 19.6:1),
// so its text pairs need 7:1 (AAA, 1.4.6) — a brand may not make it weaker than what members chose it for.
// Ratios are shown truncated to one decimal (4.49 is "4,4:1", never a "4,5:1" that fails).

/** A colour as the console's colour fields write it: #rrggbb (lower or upper case). */
export const COR_HEX = /^#[0-9a-fA-F]{6}$/;

export interface CoresTema {
  /** Buttons, selected choices, links and coloured text. */
  primaria: string;
  /** Text written on the primary colour. */
  textoSobrePrimaria: string;
  /** The header bar's background. */
  cabecalho: string;
  /** The header's text and the logo mark drawn on it. */
  textoSobreCabecalho: string;
}

export interface PaletaMarca {
  normal: CoresTema;
  altoContraste: CoresTema;
}

export type Tema = keyof PaletaMarca;

/** The colours of styles.css that a brand does not change, per theme. */
export const FUNDOS_FIXOS: Record<Tema, { pagina: string; superficie: string; focoEscuro: string }> = {
  normal: { pagina: '#f3f6f4', superficie: '#ffffff', focoEscuro: '#ffd500' },
  altoContraste: { pagina: '#000000', superficie: '#000000', focoEscuro: '#ffff00' },
};

/** The fictional operator's palette: the colours styles.css has always had. */
export const PALETA_PADRAO: PaletaMarca = {
  normal: {
    primaria: '#0a6335',
    textoSobrePrimaria: '#ffffff',
    cabecalho: '#0a6335',
    textoSobreCabecalho: '#ffffff',
  },
  altoContraste: {
    primaria: '#ffff00',
    textoSobrePrimaria: '#000000',
    cabecalho: '#000000',
    textoSobreCabecalho: '#ffff00',
  },
};

export const CONTRASTE_MINIMO_TEXTO: Record<Tema, number> = { normal: 4.5, altoContraste: 7 };
/** Non-text contrast (WCAG 1.4.11): the focus ring against what surrounds it. */
export const CONTRASTE_MINIMO_CONTORNO = 3;

const NOME_TEMA: Record<Tema, string> = { normal: 'Tema normal', altoContraste: 'Tema de alto contraste' };

function canal(valor: number): number {
  const c = valor / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function rgb(hex: string): [number, number, number] {
  if (!COR_HEX.test(hex)) throw new Error(`cor inválida: ${hex}`);
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function luminancia(hex: string): number {
  const [r, g, b] = rgb(hex).map(canal) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export function razaoContraste(a: string, b: string): number {
  const [claro, escuro] = [luminancia(a), luminancia(b)].sort((x, y) => y - x) as [number, number];
  return (claro + 0.05) / (escuro + 0.05);
}

/** The ratio as shown: truncated to one decimal, decimal comma ("3,1:1"). */
export function formatarRazao(razao: number): string {
  return `${(Math.floor(razao * 10) / 10).toFixed(1).replace('.', ',')}:1`;
}

const hex2 = (n: number): string =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/** `cor` mixed with `com` (share of `com`, 0–1), as CSS color-mix in srgb would. */
function misturar(cor: string, com: string, parte: number): string {
  const [a, b] = [rgb(cor), rgb(com)];
  return `#${a.map((v, i) => hex2(v + (b[i]! - v) * parte)).join('')}`;
}

/**
 * The primary colour's hover shade (--portal-primary-strong): a quarter of the way to black when the text on
 * it is lighter than the colour, to white otherwise, so the hover never loses contrast against its text.
 */
export function primariaForte({ primaria, textoSobrePrimaria }: CoresTema): string {
  const textoClaro = luminancia(textoSobrePrimaria) > luminancia(primaria);
  return misturar(primaria, textoClaro ? '#000000' : '#ffffff', 0.25).toLowerCase();
}

const nomeCor = (hex: string): string => {
  const h = hex.toLowerCase();
  return h === '#ffffff' ? 'branco' : h === '#000000' ? 'preto' : h;
};

export interface ParContraste {
  tema: Tema;
  /** pt-BR: what is drawn on what, with both colours. */
  descricao: string;
  frente: string;
  fundo: string;
  razao: number;
  minimo: number;
}

/** Every pair the member portal draws with the palette, in both themes, with its ratio and its minimum. */
export function paresContraste(paleta: PaletaMarca): ParContraste[] {
  const pares: ParContraste[] = [];
  for (const tema of ['normal', 'altoContraste'] as const) {
    const cores = paleta[tema];
    const fixos = FUNDOS_FIXOS[tema];
    const texto = CONTRASTE_MINIMO_TEXTO[tema];
    const par = (descricao: string, frente: string, fundo: string, minimo = texto) =>
      pares.push({ tema, descricao, frente, fundo, razao: razaoContraste(frente, fundo), minimo });
    const {
      primaria,
      textoSobrePrimaria: sobrePrimaria,
      cabecalho,
      textoSobreCabecalho: sobreCabecalho,
    } = cores;
    par(`Texto ${nomeCor(sobrePrimaria)} sobre a cor primária (${primaria})`, sobrePrimaria, primaria);
    if (tema === 'normal') {
      // The high-contrast theme's hover is the ink colour (contraste:hover:bg-ink), not a shade of the brand.
      const forte = primariaForte(cores);
      par(
        `Texto ${nomeCor(sobrePrimaria)} sobre a cor primária ao passar o mouse (${forte})`,
        sobrePrimaria,
        forte,
      );
    }
    par(`Links e textos na cor primária (${primaria}) sobre o fundo da página`, primaria, fixos.pagina);
    if (fixos.superficie !== fixos.pagina)
      par(`Links e textos na cor primária (${primaria}) sobre os cartões`, primaria, fixos.superficie);
    par(
      `Texto ${nomeCor(sobreCabecalho)} sobre a cor do cabeçalho (${cabecalho})`,
      sobreCabecalho,
      cabecalho,
    );
    par(
      `Contorno de foco (${fixos.focoEscuro}) sobre a cor do cabeçalho (${cabecalho})`,
      fixos.focoEscuro,
      cabecalho,
      CONTRASTE_MINIMO_CONTORNO,
    );
  }
  return pares;
}

/** One refused pair, as the console shows it and the server answers it. */
export const descreverFalha = (par: ParContraste): string =>
  `${NOME_TEMA[par.tema]} — ${par.descricao}: ${formatarRazao(par.razao)} (mínimo ${formatarRazao(par.minimo)})`;

/** The pairs below their minimum, described in pt-BR; empty when the palette may be published. */
export function falhasContraste(paleta: PaletaMarca): string[] {
  return paresContraste(paleta)
    .filter((par) => par.razao < par.minimo)
    .map(descreverFalha);
}
