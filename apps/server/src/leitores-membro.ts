// The composition root's side of the service desk (issue 39, decision 0042): the member modules' own
// functions, handed to the console's member support (modules/console/atendimento-leitores.ts) by app.ts.
// Here and not in modules/console because a module does not import another.
import { SITUACOES_AUTORIZACAO_CODIGOS } from '@portal/domain/contract/saude/autorizacao-situacoes';
import type { LeitoresDoMembro } from './modules/console/atendimento-leitores.js';
import { novoCodigo } from './modules/auth/codigo.service.js';
import { findSubject } from './modules/auth/verificacao.service.js';
import { listProtocolos } from './modules/facilidades/protocolos.service.js';
import { listReembolsos } from './modules/financeiro/reembolso.service.js';
import { listTitulos } from './modules/financeiro/titulos.service.js';
import { getCartoes } from './modules/meus-dados/cartao-virtual.service.js';
import { listAgendamentos } from './modules/saude/agendamentos.service.js';
import { listAutorizacoes } from './modules/saude/autorizacoes.service.js';
import { listResultados } from './modules/saude/resultado-exames.service.js';

export const leitoresMembro: LeitoresDoMembro = {
  cartoes: getCartoes,
  titulos: listTitulos,
  protocolos: listProtocolos,
  autorizacoes: async (scope, cpf) =>
    (await listAutorizacoes(scope, cpf, SITUACOES_AUTORIZACAO_CODIGOS)).autorizacoes,
  // No period: the one holding the latest results, as the member's screen opens.
  resultados: async (scope, cpf, hoje) =>
    (await listResultados(scope, cpf, { periodo: null, hoje })).resultados,
  reembolsos: listReembolsos,
  agendamentos: async (scope, cpf, agora) => (await listAgendamentos(scope, cpf, agora)).proximos,
  titularDoAcesso: (db, cpf) => findSubject({ db, cpf }),
  novoCodigo: (options) => novoCodigo(options),
};
