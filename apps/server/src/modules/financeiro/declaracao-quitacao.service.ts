// Declaração anual de quitação de débitos (Lei 12.007/2009): per contract the caller pays for, each year with
// a bill due in it (art. 2: January to December, by due date) and whether every one of them is paid (art. 3),
// from the first business day of the next year; and the declaration itself (PDF), art. 4's sentence
// included. Queries: the family (memoised), the contracts and their bills in parallel, and the operator's
// parameters for the PDF — whatever the number of contracts and years.
import { asc, desc, inArray } from 'drizzle-orm';
import {
  formatCnpj,
  formatCpf,
  formatDate,
  formatIsoDate,
  operatorDate,
  type CalendarDate,
} from '@portal/domain';
import type {
  AnoQuitacao,
  ContratoQuitacao,
  DeclaracoesQuitacao,
  PendenciaQuitacao,
} from '@portal/domain/contract/financeiro/declaracao-quitacao';
import { titulos } from '../../db/schema/financeiro.js';
import { contratos } from '../../db/schema/contratos.js';
import type { Clock } from '../../platform/clock.js';
import { HttpError, notFound } from '../../platform/errors.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { createPortalPdf } from '../../platform/pdf/portal-pdf.js';
import { addDiasUteis } from '../../shared-domain/dias-uteis.js';
import { readCobranca } from './cobranca.js';
import { agruparPor } from '../../platform/agrupar-por.js';

/** The first business day of the year after `ano`: when that year's declaration can first be issued. */
export const disponivelEm = (ano: number): CalendarDate => addDiasUteis({ year: ano, month: 12, day: 31 }, 1);

const plural = (n: number, um: string, varios: string) => (n === 1 ? um : varios);

/** A year of a contract: its bills decide it; `hoje` says whether it is over. */
export function anoDeQuitacao(
  ano: number,
  contasDoAno: readonly ContaDoAno[],
  hoje: CalendarDate,
): AnoQuitacao {
  const inicio = disponivelEm(ano);
  const pendencias: PendenciaQuitacao[] = contasDoAno
    .filter((conta) => conta.situacao !== 'PAGO')
    .map(({ codigo, vencimento, valorCentavos, situacao }) => ({
      codigoTitulo: codigo,
      vencimento,
      valorCentavos,
      situacao: situacao === 'NEGOCIADO' ? 'NEGOCIADO' : 'PENDENTE',
    }));
  const base = { ano, disponivelEm: formatIsoDate(inicio), pendencias };
  if (formatIsoDate(hoje) < base.disponivelEm) {
    return {
      ...base,
      situacao: 'EM_ANDAMENTO',
      mensagem: `A declaração de ${ano} poderá ser emitida a partir de ${formatDate(base.disponivelEm)}, se todas as faturas com vencimento no ano estiverem pagas.`,
    };
  }
  if (pendencias.length > 0) {
    const n = pendencias.length;
    return {
      ...base,
      situacao: 'PENDENTE',
      mensagem: `${plural(n, 'Uma fatura', `${n} faturas`)} com vencimento em ${ano} ${plural(n, 'não foi paga', 'não foram pagas')}: a declaração deste ano sai quando ${plural(n, 'ela for quitada', 'todas forem quitadas')}.`,
    };
  }
  return {
    ...base,
    situacao: 'DISPONIVEL',
    mensagem: `Todas as faturas com vencimento em ${ano} foram pagas.`,
  };
}

interface ContaDoAno {
  codigo: string;
  vencimento: string;
  valorCentavos: number;
  situacao: string;
}

/** The contracts the caller pays for (with their row id, for the PDF), each with its years, newest first. */
async function lerContratos(
  scope: FamilyScope,
  hoje: CalendarDate,
): Promise<(ContratoQuitacao & { id: number })[]> {
  const contratoIds = await scope.contratosFinanceiros();
  if (contratoIds.length === 0) return [];
  const [linhas, contas] = await Promise.all([
    scope.db
      .select({ id: contratos.id, codigo: contratos.codigo, plano: contratos.plano })
      .from(contratos)
      .where(inArray(contratos.id, contratoIds))
      .orderBy(asc(contratos.codigo)),
    scope.db
      .select({
        contratoId: titulos.contratoId,
        codigo: titulos.codigo,
        vencimento: titulos.vencimento,
        valorCentavos: titulos.valorCentavos,
        situacao: titulos.situacao,
      })
      .from(titulos)
      .where(inArray(titulos.contratoId, contratoIds))
      .orderBy(desc(titulos.vencimento)),
  ]);
  return linhas.map((contrato) => {
    const porAno = agruparPor(
      contas.filter((conta) => conta.contratoId === contrato.id),
      (conta) => Number(conta.vencimento.slice(0, 4)),
    );
    // Bills are read newest first, so the years come out newest first too.
    const anos = [...porAno].map(([ano, doAno]) => anoDeQuitacao(ano, [...doAno].reverse(), hoje));
    return { id: contrato.id, codigoContrato: contrato.codigo, plano: contrato.plano, anos };
  });
}

/** The contracts the caller pays for, each with its years, newest first. */
export async function listarDeclaracoesQuitacao(
  scope: FamilyScope,
  options: { clock: Clock },
): Promise<DeclaracoesQuitacao> {
  const lidos = await lerContratos(scope, operatorDate(options.clock()));
  return { contratos: lidos.map(({ id: _id, ...contrato }) => contrato) };
}

/** The declaration of a contract's year, when it can be issued: 404 for another's contract, 409 if not yet. */
export async function declaracaoQuitacaoPdf(
  scope: FamilyScope,
  options: { clock: Clock; codigoContrato: string; ano: number },
): Promise<Buffer> {
  const { ano } = options;
  const hoje = operatorDate(options.clock());
  const [lidos, cobranca, visiveis] = await Promise.all([
    lerContratos(scope, hoje),
    readCobranca(scope.db),
    scope.visible(),
  ]);
  const contrato = lidos.find((c) => c.codigoContrato === options.codigoContrato);
  const doAno = contrato?.anos.find((a) => a.ano === ano);
  if (!contrato || !doAno) throw notFound();
  if (doAno.situacao !== 'DISPONIVEL') throw new HttpError(409, { mensagem: doAno.mensagem });
  // The declaration names the contract's titular: the audit row is about them.
  const titular = visiveis.find((b) => b.tipo === 'TITULAR' && b.contratoId === contrato.id);
  if (titular) scope.touch([titular]);
  const pdf = createPortalPdf({
    title: `Declaração anual de quitação de débitos — ${ano}`,
    subject: `Quitação das faturas de ${ano} do contrato ${contrato.codigoContrato}`,
    operador: { nome: cobranca.nome, registroAns: cobranca.registroAns },
    clock: options.clock,
  });
  pdf.keyValueTable([
    { label: 'Operadora', value: cobranca.nome },
    { label: 'CNPJ', value: formatCnpj(cobranca.cnpj) },
    { label: 'Registro na ANS', value: cobranca.registroAns },
    { label: 'Contrato', value: `${contrato.codigoContrato} — ${contrato.plano}` },
    ...(titular
      ? [{ label: 'Titular', value: `${titular.nomeCompleto} — CPF ${formatCpf(titular.cpf)}` }]
      : []),
    { label: 'Ano de referência', value: String(ano) },
  ]);
  pdf.paragraph(
    `${cobranca.nome} declara, nos termos da Lei nº 12.007, de 29 de julho de 2009, que foram pagas todas ` +
      `as faturas do contrato ${contrato.codigoContrato} com vencimento entre 01/01/${ano} e 31/12/${ano}.`,
  );
  // Art. 4: the sentence every declaration carries.
  pdf.paragraph(
    'Esta declaração substitui, para a comprovação do cumprimento das obrigações do consumidor, as ' +
      'quitações dos faturamentos mensais dos débitos do ano a que se refere e dos anos anteriores.',
  );
  pdf.paragraph(`Emitida em ${formatDate(formatIsoDate(hoje))}.`);
  return pdf.end();
}
