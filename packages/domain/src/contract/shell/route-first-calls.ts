// The calls a screen makes first that depend on nothing but its route (issue 37, "every screen as fast as the
// home"): the page itself starts them with the document (apps/server/src/platform/early-calls.ts), so a data
// screen's largest paint no longer waits for its chunks to run before its data is even asked for. Only calls the
// screen makes at once on every visit, with no parameter and no query: a call the screen does not make would be
// an audited read of nothing shown. The URLs are spelled as the web's client spells them (API_BASE + path);
// route-first-calls.test.ts holds each to a GET of the contract with no path parameter.
import type { RouteId } from '../../access/routes.js';
import { API_BASE } from '../../constants.js';
import { reembolsoCalls } from '../calls/financeiro/reembolso.js';
import { situacaoFinanceiraCalls } from '../calls/financeiro/situacao-financeira.js';
import { dadosPessoaisCalls } from '../calls/meus-dados/dados-pessoais.js';
import { meuPlanoCalls } from '../calls/meus-dados/meu-plano.js';
import { autorizacoesCalls } from '../calls/saude/autorizacoes.js';

const url = (call: { path: string }): string => `${API_BASE}${call.path}`;

const dadosPessoais = [url(dadosPessoaisCalls.listagem), url(dadosPessoaisCalls.constantes)];

export const ROUTE_FIRST_CALLS: Partial<Record<RouteId, readonly string[]>> = {
  situacaoFinanceira: [url(situacaoFinanceiraCalls.titulos)],
  dadosPessoais,
  dadosPessoaisV2: dadosPessoais,
  meuPlano: [url(meuPlanoCalls.contratos), url(meuPlanoCalls.constantes)],
  solicitacaoReembolso: [
    url(reembolsoCalls.listagem),
    url(reembolsoCalls.listagemSolicitacao),
    url(reembolsoCalls.constantes),
    url(reembolsoCalls.contatos),
  ],
  autorizacoes: [url(autorizacoesCalls.listagem)],
};
