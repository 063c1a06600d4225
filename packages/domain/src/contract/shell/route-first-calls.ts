// The calls a screen makes first that depend on nothing but its route (issue 37, "every screen as fast as the
// home"): the page itself starts them with the document (apps/server/src/platform/early-calls.ts), so a data
// screen's largest paint no longer waits for its chunks to run before its data is even asked for. Only calls the
// screen makes at once on every visit, with no parameter and no query: a call the screen does not make would be
// an audited read of nothing shown. The URLs are spelled as the web's client spells them (API_BASE + path);
// route-first-calls.test.ts holds each to a GET of the contract with no path parameter.
import type { RouteId } from '../../access/routes.js';
import { API_BASE } from '../../constants.js';
import { guiaMedicoCalls } from '../calls/facilidades/guia-medico.js';
import { pontosAtendimentoCalls } from '../calls/facilidades/pontos-atendimento.js';
import { protocolosCalls } from '../calls/facilidades/protocolos.js';
import { debitoContaCalls } from '../calls/financeiro/debito-conta.js';
import { declaracaoQuitacaoCalls } from '../calls/financeiro/declaracao-quitacao.js';
import { demonstrativoCoparticipacaoCalls } from '../calls/financeiro/demonstrativo-coparticipacao.js';
import { extratoUtilizacaoCalls } from '../calls/financeiro/extrato-utilizacao.js';
import { historicoReajusteCalls } from '../calls/financeiro/historico-reajuste.js';
import { reembolsoCalls } from '../calls/financeiro/reembolso.js';
import { situacaoFinanceiraCalls } from '../calls/financeiro/situacao-financeira.js';
import { acessosSaudeCalls } from '../calls/meus-dados/acessos-saude.js';
import { cartaPortabilidadeCalls } from '../calls/meus-dados/carta-portabilidade.js';
import { cartaoVirtualCalls } from '../calls/meus-dados/cartao-virtual.js';
import { dadosPessoaisCalls } from '../calls/meus-dados/dados-pessoais.js';
import { exportacaoDadosCalls } from '../calls/meus-dados/exportacao-dados.js';
import { faixaEtariaCalls } from '../calls/meus-dados/faixa-etaria.js';
import { meuPlanoCalls } from '../calls/meus-dados/meu-plano.js';
import { segundaViaCartaoCalls } from '../calls/meus-dados/segunda-via-cartao.js';
import { agendamentosCalls } from '../calls/saude/agendamentos.js';
import { autorizacoesCalls } from '../calls/saude/autorizacoes.js';
import { receitasAtestadosCalls } from '../calls/saude/receitas-atestados.js';
import { resultadoExamesCalls } from '../calls/saude/resultado-exames.js';
import { solicitacaoAutorizacaoCalls } from '../calls/saude/solicitacao-autorizacao.js';
import { contatosOperadoraCalls } from '../calls/shell/contatos-operadora.js';

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
  // Every other screen whose page component asks, before anything else, for a list that depends on nothing
  // but the member: its beneficiaries, its plans or its documents (the page's top-level query; calls made
  // only once something is chosen or loaded, such as a selected beneficiary's data, are not here).
  contatos: [url(contatosOperadoraCalls.contatos)],
  pontosAtendimento: [url(pontosAtendimentoCalls.lista)],
  extratoUtilizacao: [url(extratoUtilizacaoCalls.listagemBeneficiarios)],
  historicoReajuste: [url(historicoReajusteCalls.contratos)],
  demonstrativoCoparticipacao: [url(demonstrativoCoparticipacaoCalls.contratos)],
  faixaEtaria: [url(faixaEtariaCalls.contratos)],
  segundaViaCartao: [url(segundaViaCartaoCalls.listagem)],
  debitoConta: [url(debitoContaCalls.situacao)],
  cartaPortabilidade: [url(cartaPortabilidadeCalls.listagem)],
  exportacaoDados: [url(exportacaoDadosCalls.listagem)],
  cartaoVirtual: [url(cartaoVirtualCalls.contratos)],
  resultadoDeExames: [url(resultadoExamesCalls.listagem)],
  receitasEAtestados: [url(receitasAtestadosCalls.listagem)],
  solicitarAutorizacao: [url(solicitacaoAutorizacaoCalls.listagem)],
  acessosSaude: [url(acessosSaudeCalls.lista)],
  protocolos: [url(protocolosCalls.listagem)],
  agendamento: [url(agendamentosCalls.listagem)],
  novoAgendamento: [url(agendamentosCalls.listagem)],
  declaracaoQuitacao: [url(declaracaoQuitacaoCalls.listagem)],
  // Issue 40: the home's Guia Médico card asks for the member's network notices on every visit (not audited).
  home: [url(guiaMedicoCalls.avisos)],
};
