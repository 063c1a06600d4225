// The PDFs of Situação Financeira (issue 12): the second copy of the boleto — what a bank teller or a
// banking app reads: beneficiary (operator name, CNPJ, address), payer (name, CPF), values, due date, the
// linha digitável and the Interleaved 2 of 5 barcode of the 44 digits —, the bill's statement
// (demonstrativo), its blocks and items per beneficiary with totals, and a paid bill's receipt (issue 41).
// All use the portal's PDF look.
import {
  formatCents,
  formatCnpj,
  formatCompetencia,
  formatCpf,
  formatDate,
  formatLinhaDigitavel,
} from '@portal/domain';
import { FORMAS_PAGAMENTO } from '@portal/domain/contract/financeiro/situacao-financeira';
import type { Clock } from '../../platform/clock.js';
import { QUIET_ZONE, boletoBarcode } from '../../platform/pdf/barcode.js';
import { createPortalPdf } from '../../platform/pdf/portal-pdf.js';
import type { TituloCompleto } from './titulos.service.js';

const SITUACAO_LABEL = { PENDENTE: 'Pendente', PAGO: 'Pago', NEGOCIADO: 'Negociado' } as const;

/** FEBRABAN: the bars are 103 mm wide, quiet zones aside, and 13 mm high (1 mm = 72/25.4 pt). */
const MM = 72 / 25.4;
const BARS = { width: 103 * MM, height: 13 * MM };

const operadorDe = ({ cobranca }: TituloCompleto) => ({
  nome: cobranca.nome,
  registroAns: cobranca.registroAns,
  endereco: cobranca.endereco,
});

/** Who pays the bill (the contract's contratante, else its titular) and the contract. */
const pagadorDe = ({ pagador, titulo }: TituloCompleto) => [
  { label: 'Nome', value: pagador ? pagador.nomeCompleto : '' },
  { label: 'CPF', value: pagador ? formatCpf(pagador.cpf) : '' },
  { label: 'Contrato', value: `${titulo.contrato.codigo} — ${titulo.contrato.plano}` },
];

/** POST /{codigoTitulo}/download — only for an open bill (the caller checks). */
export function boletoPdf(completo: TituloCompleto, clock: Clock): Promise<Buffer> {
  const { titulo, row, cobranca } = completo;
  const pagamento = titulo.pagamento;
  if (!pagamento) throw new Error('boleto de um título que não está em aberto');
  const pdf = createPortalPdf({
    title: '2ª via de boleto',
    subject: `Título ${titulo.codigoTitulo} — ${formatCompetencia(titulo.competencia)}`,
    operador: operadorDe(completo),
    clock,
  });
  pdf.heading('Linha digitável', 2).paragraph(formatLinhaDigitavel(pagamento.linhaDigitavel), { bold: true });
  pdf.heading('Beneficiário', 2).keyValueTable([
    { label: 'Nome', value: cobranca.nome },
    { label: 'CNPJ', value: formatCnpj(cobranca.cnpj) },
    { label: 'Endereço', value: cobranca.endereco },
    { label: 'Agência / código do beneficiário', value: cobranca.agenciaConta },
  ]);
  pdf.heading('Pagador', 2).keyValueTable(pagadorDe(completo));
  pdf.heading('Documento', 2).keyValueTable([
    { label: 'Número do documento', value: titulo.codigoTitulo },
    { label: 'Nosso número', value: row.nossoNumero },
    { label: 'Competência', value: formatCompetencia(titulo.competencia) },
    { label: 'Vencimento original', value: formatDate(titulo.vencimento) },
    { label: 'Data de vencimento', value: formatDate(pagamento.vencimentoAtualizado) },
    { label: 'Valor do documento', value: formatCents(pagamento.valorOriginalCentavos) },
    { label: '(+) Multa (2%)', value: formatCents(pagamento.multaCentavos) },
    {
      label: `(+) Juros (1% ao mês, ${pagamento.diasAtraso} ${pagamento.diasAtraso === 1 ? 'dia' : 'dias'})`,
      value: formatCents(pagamento.jurosCentavos),
    },
    { label: '(=) Valor cobrado', value: formatCents(pagamento.valorAtualizadoCentavos) },
  ]);
  pdf.paragraph(
    pagamento.diasAtraso > 0
      ? `Valor atualizado para pagamento até ${formatDate(pagamento.vencimentoAtualizado)}. Após essa data, emita nova 2ª via.`
      : 'Pagável em qualquer banco, lotérica ou aplicativo bancário até o vencimento.',
  );
  const barcode = boletoBarcode(pagamento.codigoBarras);
  const moduleWidth = BARS.width / (barcode.width - 2 * QUIET_ZONE);
  pdf.shape(barcode, { width: barcode.width * moduleWidth, height: BARS.height });
  return pdf.end();
}

/** POST /demonstrativo/{codigoTitulo}: blocks, items per beneficiary, totals. */
export async function demonstrativoPdf(completo: TituloCompleto, clock: Clock): Promise<Buffer> {
  const { titulo, pagador } = completo;
  const pdf = createPortalPdf({
    title: 'Demonstrativo do título',
    subject: `Título ${titulo.codigoTitulo} — ${formatCompetencia(titulo.competencia)}`,
    operador: operadorDe(completo),
    clock,
  });
  pdf.keyValueTable([
    { label: 'Título', value: titulo.codigoTitulo },
    { label: 'Contrato', value: `${titulo.contrato.codigo} — ${titulo.contrato.plano}` },
    { label: 'Responsável financeiro', value: pagador ? pagador.nomeCompleto : '' },
    { label: 'Competência', value: formatCompetencia(titulo.competencia) },
    { label: 'Vencimento', value: formatDate(titulo.vencimento) },
    { label: 'Situação', value: SITUACAO_LABEL[titulo.situacao] },
  ]);
  for (const bloco of titulo.blocos) {
    pdf.heading(bloco.titulo, 2);
    for (const beneficiario of bloco.beneficiarios) {
      pdf.paragraph(beneficiario.nome, { bold: true }).keyValueTable([
        ...beneficiario.itens.map((item) => ({
          label: item.data ? `${item.descricao} (${formatDate(item.data)})` : item.descricao,
          value: formatCents(item.valorCentavos),
        })),
        { label: `Total de ${beneficiario.nome}`, value: formatCents(beneficiario.totalCentavos) },
      ]);
    }
    pdf.paragraph(`Total do bloco ${bloco.titulo}: ${formatCents(bloco.totalCentavos)}`, { bold: true });
  }
  pdf.heading(`Total do título: ${formatCents(titulo.valorCentavos)}`, 2);
  return pdf.end();
}

/**
 * POST /comprovante/{codigoTitulo} — only for a paid bill (the caller checks): who received (operator,
 * CNPJ, ANS), who paid, the bill, and the payment's day, amount and means when the billing system said.
 */
export function comprovantePdf(completo: TituloCompleto, clock: Clock): Promise<Buffer> {
  const { titulo, row, cobranca } = completo;
  if (row.situacao !== 'PAGO' || row.dataPagamento === null || row.valorPagoCentavos === null) {
    throw new Error('comprovante de um título que não está pago');
  }
  const pdf = createPortalPdf({
    title: 'Comprovante de pagamento',
    subject: `Título ${titulo.codigoTitulo} — ${formatCompetencia(titulo.competencia)}`,
    operador: operadorDe(completo),
    clock,
  });
  pdf.heading('Recebedor', 2).keyValueTable([
    { label: 'Operadora', value: cobranca.nome },
    { label: 'CNPJ', value: formatCnpj(cobranca.cnpj) },
    { label: 'Registro na ANS', value: cobranca.registroAns },
  ]);
  pdf.heading('Pagador', 2).keyValueTable(pagadorDe(completo));
  pdf.heading('Título', 2).keyValueTable([
    { label: 'Número do documento', value: titulo.codigoTitulo },
    { label: 'Competência', value: formatCompetencia(titulo.competencia) },
    { label: 'Vencimento', value: formatDate(titulo.vencimento) },
    { label: 'Valor do título', value: formatCents(titulo.valorCentavos) },
  ]);
  pdf
    .heading('Pagamento', 2)
    .keyValueTable([
      { label: 'Data do pagamento', value: formatDate(row.dataPagamento) },
      { label: 'Valor pago', value: formatCents(row.valorPagoCentavos) },
      ...(row.formaPagamento
        ? [{ label: 'Forma de pagamento', value: FORMAS_PAGAMENTO[row.formaPagamento] }]
        : []),
    ]);
  pdf.paragraph(
    `${cobranca.nome} declara que recebeu o pagamento do título ${titulo.codigoTitulo} nas condições acima.`,
  );
  return pdf.end();
}
