// The co-participation statement as a PDF (issue 13): the same answer as the list (same filters), its
// events in date order, the others' events grouped by month and kind (issue 33: no procedure or provider of
// someone the reader may not see clinically), the totals per beneficiary and the overall total.
import { formatCents, formatCpf, formatDate, formatMonthYear } from '@portal/domain';
import type { CoparticipacaoResponse } from '@portal/domain/contract/financeiro/demonstrativo-coparticipacao';
import { TIPOS_UTILIZACAO } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import type { Clock } from '../../platform/clock.js';
import { createPortalPdf, type Operador } from '../../platform/pdf/portal-pdf.js';

export function coparticipacaoPdf(
  demonstrativo: CoparticipacaoResponse,
  operador: Operador,
  clock: Clock,
): Promise<Buffer> {
  const { periodo } = demonstrativo;
  const pdf = createPortalPdf({
    title: 'Demonstrativo de coparticipação',
    subject: `Contrato ${demonstrativo.codigoPlano} — ${formatMonthYear(periodo.inicio)} a ${formatMonthYear(periodo.fim)}`,
    operador,
    clock,
  });
  pdf.keyValueTable([
    { label: 'Contrato', value: `${demonstrativo.codigoPlano} — ${demonstrativo.plano}` },
    { label: 'Período', value: `${formatMonthYear(periodo.inicio)} a ${formatMonthYear(periodo.fim)}` },
  ]);
  if (demonstrativo.eventos.length + demonstrativo.agrupados.length === 0) {
    pdf.paragraph(demonstrativo.mensagemAmigavel ?? '');
    return pdf.end();
  }
  if (demonstrativo.eventos.length > 0) pdf.heading('Eventos', 2);
  for (const e of demonstrativo.eventos) {
    pdf.paragraph(`${formatDate(e.data)} — ${e.beneficiario.nome}`, { bold: true }).keyValueTable([
      { label: 'Procedimento', value: `${e.procedimento.codigoTuss} — ${e.procedimento.descricao}` },
      { label: 'Prestador', value: e.prestador },
      { label: 'Quantidade', value: String(e.quantidade) },
      { label: 'Coparticipação', value: formatCents(e.valorCentavos) },
    ]);
  }
  if (demonstrativo.agrupados.length > 0) {
    pdf.heading('Eventos agrupados por tipo', 2).paragraph(demonstrativo.aviso ?? '');
    for (const g of demonstrativo.agrupados) {
      const tipo = TIPOS_UTILIZACAO.find((t) => t.tipo === g.tipo)?.nome ?? g.tipo;
      pdf.paragraph(`${formatMonthYear(g.mes)} — ${g.beneficiario.nome}`, { bold: true }).keyValueTable([
        { label: 'Tipo de atendimento', value: tipo },
        { label: 'Eventos', value: String(g.quantidadeEventos) },
        { label: 'Coparticipação', value: formatCents(g.valorCentavos) },
      ]);
    }
  }
  pdf.heading('Totais por beneficiário', 2).keyValueTable(
    demonstrativo.totaisPorBeneficiario.map((t) => ({
      label: `${t.nome} (CPF ${formatCpf(t.cpf)}) — ${t.quantidadeEventos} ${t.quantidadeEventos === 1 ? 'evento' : 'eventos'}`,
      value: formatCents(t.totalCentavos),
    })),
  );
  pdf.heading(`Total de coparticipação: ${formatCents(demonstrativo.totalCentavos)}`, 2);
  return pdf.end();
}
