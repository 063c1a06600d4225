// How a doctor is named on the health screens: 'Dra. Ana Souza — CRM 123456/SP'. The name is shown as the
// operator records it (with its own title, when it has one): a prefix added here would double it.
import type { Medico } from '@portal/domain/contract/saude/autorizacoes';

export const medicoTexto = (medico: Medico): string => `${medico.nome} — CRM ${medico.crm}/${medico.uf}`;
