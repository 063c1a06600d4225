// The denial letter (RN 623/2024 and RN 395/2016 of the ANS: a denial is given in writing, with the reason
// and the contract clause or legal ground). Rendered per request from the guide's stored reason and clause.
import { formatCpf, formatDate } from '@portal/domain';
import { TIPOS_GUIA } from '@portal/domain/contract/saude/autorizacoes';
import type { Clock } from '../../platform/clock.js';
import { createPortalPdf, type Operador } from '../../platform/pdf/portal-pdf.js';
import type { GuiaVisivel } from './autorizacoes.service.js';

export function cartaNegativaPdf(
  { guia, carteira, procedimentos }: GuiaVisivel,
  operador: Operador,
  clock: Clock,
): Promise<Buffer> {
  const pdf = createPortalPdf({
    title: 'Carta de negativa de cobertura',
    subject: `Guia ${guia.idGuia}`,
    operador,
    clock,
  });
  pdf.heading('Beneficiário', 2).keyValueTable([
    { label: 'Nome', value: carteira.beneficiario.nomeCompleto },
    { label: 'CPF', value: formatCpf(carteira.beneficiario.cpf) },
    { label: 'Carteira', value: carteira.codigo },
  ]);
  pdf.heading('Solicitação', 2).keyValueTable([
    { label: 'Guia', value: guia.idGuia },
    { label: 'Tipo', value: TIPOS_GUIA.find((t) => t.tipo === guia.tipo)?.nome ?? guia.tipo },
    { label: 'Data da solicitação', value: formatDate(guia.dataSolicitacao) },
    { label: 'Data da negativa', value: guia.dataDecisao ? formatDate(guia.dataDecisao) : '—' },
    {
      label: 'Médico solicitante',
      value: `${guia.medicoNome} — CRM ${guia.medicoCrm}/${guia.medicoUf}`,
    },
    ...procedimentos.map((p) => ({
      label: `Procedimento (TUSS ${p.codigoTuss})`,
      value: `${p.descricao} — quantidade ${p.quantidadeSolicitada}`,
    })),
  ]);
  pdf.heading('Motivo da negativa', 2).paragraph(guia.negativaMotivo ?? '');
  pdf
    .heading('Fundamento (cláusula contratual ou dispositivo legal)', 2)
    .paragraph(guia.negativaFundamento ?? '');
  pdf
    .heading('Seus direitos', 2)
    .paragraph(
      'Você pode pedir a reanálise desta decisão à operadora. Se discordar da resposta, registre uma ' +
        'reclamação na ANS pelo Disque ANS (0800 701 9656) ou pelo site gov.br/ans.',
    );
  return pdf.end();
}
