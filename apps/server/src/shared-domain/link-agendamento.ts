// The public scheduling link a notice or reminder carries (spec §2 /servicos/agendamento/:token): the
// configured public origin (never a request's Host) and the web route of the shared route table.
import { routePath } from '@portal/domain';

export const linkAgendamentoPublico = (publicUrl: string, token: string): string =>
  `${publicUrl}${routePath('agendamentoPublico', token)}`;
