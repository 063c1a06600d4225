// The income-tax statement (issue 13): what a member attaches to the IRPF declaration — the operator
// (name, CNPJ, ANS registration), the titular, and per beneficiary the amounts paid in the base year
// (monthly fees and co-participation apart), reimbursements received and the total, with a line on who
// may deduct what. The portal's PDF look (platform/pdf/portal-pdf.ts).
import { formatCents, formatCnpj, formatCpf } from '@portal/domain';
import type { Clock } from '../../platform/clock.js';
import { createPortalPdf } from '../../platform/pdf/portal-pdf.js';
import type { InformeIr } from './informe-ir.service.js';

export function informeIrPdf(informe: InformeIr, clock: Clock): Promise<Buffer> {
  const { anoBase, operador } = informe;
  const pdf = createPortalPdf({
    title: `Demonstrativo para o Imposto de Renda — ano-base ${anoBase}`,
    subject: `Pagamentos ao plano de saúde em ${anoBase}`,
    operador: { nome: operador.nome, registroAns: operador.registroAns },
    clock,
  });
  pdf.keyValueTable([
    { label: 'Operadora', value: operador.nome },
    { label: 'CNPJ', value: formatCnpj(operador.cnpj) },
    { label: 'Registro na ANS', value: operador.registroAns },
    { label: 'Ano-base', value: String(anoBase) },
    { label: 'Titular', value: informe.titular?.nome ?? '' },
    { label: 'CPF do titular', value: informe.titular ? formatCpf(informe.titular.cpf) : '' },
    ...(informe.contratante
      ? [
          {
            label: 'Contratante (responsável financeiro)',
            value: `${informe.contratante.nome} — CPF ${formatCpf(informe.contratante.cpf)}`,
          },
        ]
      : []),
  ]);
  for (const linha of informe.beneficiarios) {
    pdf
      .heading(`${linha.nome} (${linha.tipo})`, 2)
      .keyValueTable([
        { label: 'CPF', value: formatCpf(linha.cpf) },
        { label: 'Mensalidades', value: formatCents(linha.mensalidadesCentavos) },
        { label: 'Coparticipação', value: formatCents(linha.coparticipacaoCentavos) },
        ...(linha.outrosCentavos !== 0
          ? [{ label: 'Outros valores (não dedutíveis)', value: formatCents(linha.outrosCentavos) }]
          : []),
        { label: 'Reembolsos recebidos', value: formatCents(linha.reembolsosCentavos) },
        { label: `Total pago em ${anoBase}`, value: formatCents(linha.totalCentavos) },
      ]);
  }
  pdf.heading(`Total pago em ${anoBase}: ${formatCents(informe.totalCentavos)}`, 2);
  pdf.paragraph(
    'Quem pode deduzir: as mensalidades e a coparticipação são despesas médicas dedutíveis na declaração de ' +
      'quem as pagou, em seu nome ou de seus dependentes na declaração (Lei 9.250/1995, art. 8º). Deduza ' +
      'apenas a parte paga por você, descontados os reembolsos recebidos; outros valores (como a emissão de ' +
      '2ª via de cartão) não são despesas médicas. Um dependente que declara em separado informa as despesas ' +
      'pagas com ele. Valores pagos por empresa contratante não são dedutíveis pelo beneficiário.',
  );
  return pdf.end();
}
