// How a doctor is named on the health screens: 'Dr(a). Ana Souza — CRM 123456/SP'.
import type { Medico } from '@portal/domain/contract/saude/autorizacoes';

export const medicoTexto = (medico: Medico): string =>
  `Dr(a). ${medico.nome} — CRM ${medico.crm}/${medico.uf}`;
