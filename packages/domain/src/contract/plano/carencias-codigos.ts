// Minhas carências (issue 41, decision 0048): the closed vocabulary of waiting periods (carências) and of the
// temporary partial coverage (CPT) for declared pre-existing conditions, shared by the database's CHECKs, the
// integration API that fills them, the coverage lookup (a procedure's `grupo`) and the screens. The legal maxima
// are Lei 9.656/98 art. 12, V (waiting periods) and art. 11 with RN 558/2022 (CPT: up to 24 months).
//
// Dates are calendar days on the operator's calendar ('YYYY-MM-DD'). `fim` is the day the coverage is free:
// on that day the member may use it ("Liberado"), so a waiting period ending today is over today.

/** The coverage groups a waiting period applies to, in the order the screens list them. */
export const GRUPOS_CARENCIA = [
  'URGENCIA_EMERGENCIA',
  'CONSULTAS',
  'EXAMES_SIMPLES',
  'EXAMES_COMPLEXOS_TERAPIAS',
  'ALTA_COMPLEXIDADE',
  'INTERNACOES_CIRURGIAS',
  'PARTO_A_TERMO',
  'ODONTOLOGIA',
] as const;
export type GrupoCarencia = (typeof GRUPOS_CARENCIA)[number];

/** Each group's name for members and its legal maximum in days (24 hours = 1 day). */
export const GRUPO_CARENCIA: Record<
  GrupoCarencia,
  { nome: string; maximoDias: number; maximoTexto: string }
> = {
  URGENCIA_EMERGENCIA: { nome: 'Urgência e emergência', maximoDias: 1, maximoTexto: '24 horas' },
  CONSULTAS: { nome: 'Consultas', maximoDias: 180, maximoTexto: '180 dias' },
  EXAMES_SIMPLES: { nome: 'Exames simples', maximoDias: 180, maximoTexto: '180 dias' },
  EXAMES_COMPLEXOS_TERAPIAS: {
    nome: 'Exames complexos e terapias',
    maximoDias: 180,
    maximoTexto: '180 dias',
  },
  ALTA_COMPLEXIDADE: { nome: 'Procedimentos de alta complexidade', maximoDias: 180, maximoTexto: '180 dias' },
  INTERNACOES_CIRURGIAS: { nome: 'Internações e cirurgias', maximoDias: 180, maximoTexto: '180 dias' },
  PARTO_A_TERMO: { nome: 'Parto a termo', maximoDias: 300, maximoTexto: '300 dias' },
  ODONTOLOGIA: { nome: 'Odontologia', maximoDias: 180, maximoTexto: '180 dias' },
};

/** The legal maxima in one line (the screens' footnote). */
export const MAXIMOS_LEGAIS_CARENCIA =
  'Pela Lei 9.656/98 (art. 12), a carência é de no máximo 24 horas para urgência e emergência, 300 dias para parto a termo e 180 dias para os demais atendimentos; a cobertura parcial temporária (CPT) de doença preexistente dura no máximo 24 meses.';

/** What a CPT restricts for the declared condition (Lei 9.656/98 art. 11, RN 558/2022). */
export const RESTRICOES_CPT = [
  'EVENTOS_CIRURGICOS',
  'LEITOS_ALTA_TECNOLOGIA',
  'PROCEDIMENTOS_ALTA_COMPLEXIDADE',
] as const;
export type RestricaoCpt = (typeof RESTRICOES_CPT)[number];

export const ROTULO_RESTRICAO_CPT: Record<RestricaoCpt, string> = {
  EVENTOS_CIRURGICOS: 'cirurgias',
  LEITOS_ALTA_TECNOLOGIA: 'leitos de alta tecnologia (UTI)',
  PROCEDIMENTOS_ALTA_COMPLEXIDADE: 'procedimentos de alta complexidade',
};

/** A CPT lasts at most 24 months from its start. */
export const CPT_MAXIMO_MESES = 24;

/** Whole days from `de` to `ate` (both 'YYYY-MM-DD'; negative when `ate` is earlier). */
export function diasEntre(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);
}

/** The day `meses` calendar months after `dia` (clamped to the month's last day: 31/08 + 6 → 28/02). */
export function somarMeses(dia: string, meses: number): string {
  const [ano, mes, d] = dia.split('-').map(Number) as [number, number, number];
  const alvo = new Date(Date.UTC(ano, mes - 1 + meses, 1));
  const ultimo = new Date(Date.UTC(alvo.getUTCFullYear(), alvo.getUTCMonth() + 1, 0)).getUTCDate();
  alvo.setUTCDate(Math.min(d, ultimo));
  return alvo.toISOString().slice(0, 10);
}

export type SituacaoCarencia = { liberado: true } | { liberado: false; diasRestantes: number };

/**
 * Whether a waiting period (or a CPT) ending on `fim` is over on `hoje`. `fim` is the first day the coverage
 * is free, so `fim === hoje` is over: "Liberado". Otherwise the days still to wait (≥ 1).
 */
export function situacaoCarencia(fim: string, hoje: string): SituacaoCarencia {
  const dias = diasEntre(hoje, fim);
  return dias <= 0 ? { liberado: true } : { liberado: false, diasRestantes: dias };
}

/**
 * Why a waiting period from the ERP breaks the law, or null: its end before its start, or longer than the
 * group's legal maximum (art. 12, V).
 */
export function motivoCarenciaInvalida(grupo: GrupoCarencia, inicio: string, fim: string): string | null {
  const dias = diasEntre(inicio, fim);
  if (dias < 0) return 'O fim da carência não pode ser anterior ao início.';
  const { nome, maximoDias, maximoTexto } = GRUPO_CARENCIA[grupo];
  if (dias > maximoDias)
    return `A carência de ${nome} não pode passar de ${maximoTexto} (Lei 9.656/98, art. 12, V).`;
  return null;
}

/** Why a CPT from the ERP breaks the law, or null: its end before its start, or beyond 24 months. */
export function motivoCptInvalida(inicio: string, fim: string): string | null {
  if (diasEntre(inicio, fim) < 0)
    return 'O fim da cobertura parcial temporária não pode ser anterior ao início.';
  if (fim > somarMeses(inicio, CPT_MAXIMO_MESES))
    return 'A cobertura parcial temporária não pode passar de 24 meses (Lei 9.656/98, art. 11; RN 558/2022).';
  return null;
}

/** 'YYYY-MM-DD' as members read it: 'dd/mm/aaaa'. */
export const dataBr = (dia: string): string => dia.split('-').reverse().join('/');

/** The situation in the screens' words: "Liberado" or "Liberado em 09/07/2026 (faltam 121 dias)". */
export function textoSituacaoCarencia(fim: string, hoje: string): string {
  const situacao = situacaoCarencia(fim, hoje);
  if (situacao.liberado) return 'Liberado';
  const n = situacao.diasRestantes;
  return `Liberado em ${dataBr(fim)} (${n === 1 ? 'falta 1 dia' : `faltam ${n} dias`})`;
}
