// The procedure table's vocabulary (issue 41, part B, decision 0049): the Rol's segmentations (RN 465/2021 and
// its successors: the ANS list of mandatory procedures says, for each procedure, which assistance segmentations
// must cover it), how a contract's segmentation text reads as them, and the reimbursement estimate's rule.
// Pure: the server's coverage lookup and preview, the integration API's checks and the screen share it.

/** The assistance segmentations of the Rol (Lei 9.656/98 art. 12). A procedure none of them covers is outside the Rol. */
export const SEGMENTACOES_ROL = ['AMBULATORIAL', 'HOSPITALAR', 'OBSTETRICIA', 'ODONTOLOGICO'] as const;
export type SegmentacaoRol = (typeof SEGMENTACOES_ROL)[number];

export const SEGMENTACAO_ROL_NOMES: Record<SegmentacaoRol, string> = {
  AMBULATORIAL: 'Ambulatorial',
  HOSPITALAR: 'Hospitalar',
  OBSTETRICIA: 'Obstetrícia',
  ODONTOLOGICO: 'Odontológico',
};

const semAcento = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The segmentations a contract's text names ('Ambulatorial + Hospitalar com Obstetrícia' → AMBULATORIAL,
 * HOSPITALAR, OBSTETRICIA; 'Hospitalar sem Obstetrícia' → HOSPITALAR; 'Odontológico' → ODONTOLOGICO). The
 * plano-referência (art. 10) is ambulatorial, hospitalar and obstetric. Obstetrics only when the text says
 * "com obstetrícia" or "obstetrícia" without a "sem" before it. Unknown words read as nothing.
 */
export function segmentacoesDoContrato(texto: string): SegmentacaoRol[] {
  const t = semAcento(texto);
  const achadas = new Set<SegmentacaoRol>();
  if (/referencia/.test(t))
    ['AMBULATORIAL', 'HOSPITALAR', 'OBSTETRICIA'].forEach((s) => achadas.add(s as SegmentacaoRol));
  if (/ambulatorial/.test(t)) achadas.add('AMBULATORIAL');
  if (/hospitalar/.test(t)) achadas.add('HOSPITALAR');
  if (/obstetric/.test(t) && !/sem\s+obstetric/.test(t)) achadas.add('OBSTETRICIA');
  if (/odonto/.test(t)) achadas.add('ODONTOLOGICO');
  return SEGMENTACOES_ROL.filter((s) => achadas.has(s));
}

/** A TUSS code: 8 digits (the TUSS terminology 22, procedures and events). */
export const CODIGO_TUSS = /^\d{8}$/;

/** Co-participation of a rule: a percentage of the procedure's value and/or a fixed amount, with a cap. */
export interface Coparticipacao {
  /** 0–100, of the value the operator pays (or of the reimbursed base in a preview). */
  percentual: number | null;
  valorFixoCentavos: number | null;
  /** The most one use costs the member; null: no cap. */
  tetoCentavos: number | null;
}

/** What a use of `baseCentavos` costs the member under `c`: percentage plus fixed amount, capped, never above the base. */
export function valorCoparticipacao(c: Coparticipacao, baseCentavos: number): number {
  const percentual = c.percentual == null ? 0 : Math.round((baseCentavos * c.percentual) / 100);
  const bruto = percentual + (c.valorFixoCentavos ?? 0);
  const comTeto = c.tetoCentavos == null ? bruto : Math.min(bruto, c.tetoCentavos);
  return Math.max(0, Math.min(comTeto, baseCentavos));
}

/** A line of the reimbursement table: a limit in cents, or a multiplier (hundredths) of a reference value. */
export interface TabelaReembolso {
  limiteCentavos: number | null;
  /** 250 = 2,5 × the reference value. */
  multiplicadorCentesimos: number | null;
  valorReferenciaCentavos: number | null;
  coparticipacaoPercentual: number | null;
}

export interface EstimativaReembolso {
  /** What the table allows for the procedure (before co-participation). */
  tetoTabelaCentavos: number;
  /** The lesser of the table's amount and what was paid. */
  baseCentavos: number;
  coparticipacaoCentavos: number;
  estimativaCentavos: number;
}

/**
 * The estimate: the table's amount (the limit, or multiplier × reference, rounded to the cent), never more than
 * what the member paid, minus the co-participation percentage of that base; never negative.
 */
export function estimarReembolso(t: TabelaReembolso, pagoCentavos: number): EstimativaReembolso {
  const tetoTabelaCentavos =
    t.limiteCentavos ??
    Math.round(((t.multiplicadorCentesimos ?? 0) * (t.valorReferenciaCentavos ?? 0)) / 100);
  const baseCentavos = Math.max(0, Math.min(tetoTabelaCentavos, pagoCentavos));
  const coparticipacaoCentavos = valorCoparticipacao(
    { percentual: t.coparticipacaoPercentual, valorFixoCentavos: null, tetoCentavos: null },
    baseCentavos,
  );
  return {
    tetoTabelaCentavos,
    baseCentavos,
    coparticipacaoCentavos,
    estimativaCentavos: baseCentavos - coparticipacaoCentavos,
  };
}

/**
 * Name and synonyms as the search compares them (`procedimentos.busca`): lower case, no accents, one space —
 * the console's and the Guia Médico's normalisation, so 'Ressonância' and 'ressonancia' are one word.
 */
export const buscaDoProcedimento = (nome: string, sinonimos: readonly string[]): string =>
  [nome, ...sinonimos]
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
