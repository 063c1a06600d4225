// What Situação Financeira and the home card say about one bill, as plain data (unit-tested): its name
// (the competence month), the value to pay today and the lines of values shown for it. For an overdue
// bill the updated value, fine and interest come from the server (decision 0014): never recomputed here.
// Issue 37: a bill has one status. An overdue one says so once, with its days ("Vencido há 10 dias"), beside
// its original due date and the updated value — never "Pendente" and "Vencido" together, nor "Vencido" beside
// today's date (the updated boleto's, which reads as if the bill were due today).
import { formatCents, formatCompetencia, formatDate } from '@portal/domain';
import type { Titulo } from '@portal/domain/contract/financeiro/situacao-financeira';
import { SITUACAO_TEXTS } from './financeiro-texts';

/** 'Março/2026': how a member names a bill. */
export const rotuloTitulo = (titulo: Pick<Titulo, 'competencia'>): string =>
  formatCompetencia(titulo.competencia);

/** The one status of a bill: 'Vencido há N dias' (danger) for an overdue one, else its situation's badge. */
export function statusTitulo(titulo: Pick<Titulo, 'situacao' | 'vencido' | 'pagamento'>): {
  status: Titulo['situacao'];
  label?: string;
  tone?: 'danger';
} {
  if (!titulo.vencido) return { status: titulo.situacao };
  const dias = titulo.pagamento?.diasAtraso ?? 0;
  const label =
    dias <= 0
      ? SITUACAO_TEXTS.vencido
      : `${SITUACAO_TEXTS.vencido} há ${dias === 1 ? '1 dia' : `${dias} dias`}`;
  return { status: titulo.situacao, label, tone: 'danger' };
}

/** The value a payment made today must carry: the updated one for an open bill, else the bill's. */
export const valorAPagar = (titulo: Pick<Titulo, 'valorCentavos' | 'pagamento'>): number =>
  titulo.pagamento?.valorAtualizadoCentavos ?? titulo.valorCentavos;

/** The label-value lines of an open bill, the updated amounts only when it is overdue. */
export function linhasValores(titulo: Titulo): [string, string][] {
  const linhas: [string, string][] = [
    ['Vencimento', formatDate(titulo.vencimento)],
    ['Valor', formatCents(titulo.valorCentavos)],
  ];
  const pagamento = titulo.pagamento;
  if (!pagamento || pagamento.diasAtraso === 0) return linhas;
  // The days overdue are in the status ("Vencido há N dias"); the updated boleto is due today.
  return [
    ...linhas,
    ['Multa (2%)', formatCents(pagamento.multaCentavos)],
    ['Juros (1% ao mês)', formatCents(pagamento.jurosCentavos)],
    ['Valor atualizado', formatCents(pagamento.valorAtualizadoCentavos)],
    ['Valor atualizado válido até', formatDate(pagamento.vencimentoAtualizado)],
  ];
}

/** The bill the home card shows: the open one due first (an overdue one before any other). */
export function proximoTitulo<T extends Pick<Titulo, 'vencimento'>>(emAberto: readonly T[]): T | null {
  // ISO dates compare as text; the server already sorts, this keeps the card right if it ever did not.
  // (Not localeCompare: it makes a collator, ≈ 14 ms at a phone's speed — a long task of the home, issue 11.)
  return emAberto.reduce<T | null>(
    (first, t) => (!first || t.vencimento < first.vencimento ? t : first),
    null,
  );
}
