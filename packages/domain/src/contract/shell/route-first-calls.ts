// The calls a screen makes first that depend on nothing but its route (issue 37, "every screen as fast as the
// home"): the page itself starts them with the document (apps/server/src/platform/early-calls.ts), so a data
// screen's largest paint no longer waits for its chunks to run before its data is even asked for. Only calls the
// screen makes at once on every visit, with no parameter and no query: a call the screen does not make would be
// an audited read of nothing shown. The URLs are spelled as the web's client spells them (API_BASE + path);
// route-first-calls.test.ts holds each to a GET of the contract with no path parameter.
import type { RouteId } from '../../access/routes.js';
import { API_BASE } from '../../constants.js';
import { PERIODO_RECENTE } from './escolha-inicial.js';
import { chavesAcessoCalls } from '../calls/auth/chaves-acesso.js';
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
import { acessosDadosCalls } from '../calls/meus-dados/acessos-dados.js';
import { acessosSaudeCalls } from '../calls/meus-dados/acessos-saude.js';
import { cartaPortabilidadeCalls } from '../calls/meus-dados/carta-portabilidade.js';
import { cartaoVirtualCalls } from '../calls/meus-dados/cartao-virtual.js';
import { dadosPessoaisCalls } from '../calls/meus-dados/dados-pessoais.js';
import { direitosTitularCalls } from '../calls/meus-dados/direitos-titular.js';
import { dispositivosConectadosCalls } from '../calls/meus-dados/dispositivos-conectados.js';
import { exportacaoDadosCalls } from '../calls/meus-dados/exportacao-dados.js';
import { faixaEtariaCalls } from '../calls/meus-dados/faixa-etaria.js';
import { meuPlanoCalls } from '../calls/meus-dados/meu-plano.js';
import { notificacoesCalls } from '../calls/meus-dados/notificacoes.js';
import { carenciasCalls } from '../calls/plano/carencias.js';
import { coberturaCalls } from '../calls/plano/cobertura.js';
import { segundaViaCartaoCalls } from '../calls/meus-dados/segunda-via-cartao.js';
import { tokenAtendimentoCalls } from '../calls/meus-dados/token-atendimento.js';
import { agendamentosCalls } from '../calls/saude/agendamentos.js';
import { autorizacoesCalls } from '../calls/saude/autorizacoes.js';
import { receitasAtestadosCalls } from '../calls/saude/receitas-atestados.js';
import { resultadoExamesCalls } from '../calls/saude/resultado-exames.js';
import { solicitacaoAutorizacaoCalls } from '../calls/saude/solicitacao-autorizacao.js';
import { contatosOperadoraCalls } from '../calls/shell/contatos-operadora.js';

const url = (call: { path: string }): string => `${API_BASE}${call.path}`;

/** A first call for the screen's default period (PERIODO_RECENTE), spelled as the web's client spells it. */
const noPeriodoRecente = (call: { path: string }): string =>
  `${url(call)}?inicio=${PERIODO_RECENTE.inicio}&fim=${PERIODO_RECENTE.fim}`;

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
  // With the operator's constants the form needs (nobody's data) once a beneficiary is chosen.
  solicitarAutorizacao: [
    url(solicitacaoAutorizacaoCalls.listagem),
    url(solicitacaoAutorizacaoCalls.constantes),
  ],
  acessosSaude: [url(acessosSaudeCalls.lista)],
  // Quem Acessou Meus Dados: its first page of the last 30 days, for everyone (issue 37: the one screen whose
  // list came after its first paint, a second render of the whole screen Lighthouse counted as blocking).
  acessosDados: [noPeriodoRecente(acessosDadosCalls.lista)],
  protocolos: [url(protocolosCalls.listagem)],
  agendamento: [url(agendamentosCalls.listagem)],
  // With the constants and the specialities the choices are drawn from (the same for any beneficiary).
  novoAgendamento: [
    url(agendamentosCalls.listagem),
    url(agendamentosCalls.constantes),
    url(agendamentosCalls.especialidades),
  ],
  declaracaoQuitacao: [url(declaracaoQuitacaoCalls.listagem)],
  // The plan-information screens (issue 42): each page asks its beneficiaries' list at once.
  minhasCarencias: [url(carenciasCalls.listagem)],
  meuPlanoCobre: [url(coberturaCalls.listagem)],
  previaReembolso: [url(coberturaCalls.listagemPrevia)],
  // The member's own LGPD requests and notification choices: each page's one list, asked at once.
  direitosTitular: [url(direitosTitularCalls.listar)],
  notificacoes: [url(notificacoesCalls.preferencias)],
  // The screens issue 42 added, each drawn from one list asked at once (issue 37: each drew its loader, then the
  // list; Chaves de Acesso's largest paint came at 1.81 s).
  tokenAtendimento: [url(tokenAtendimentoCalls.listagem)],
  chavesAcesso: [url(chavesAcessoCalls.lista)],
  dispositivosConectados: [url(dispositivosConectadosCalls.lista)],
  // Issue 40: the home's Guia Médico card asks for the member's network notices on every visit (not audited).
  home: [url(guiaMedicoCalls.avisos)],
};

export { PERIODO_RECENTE };

/** Where a call of ROUTE_CHOICE_CALLS takes the chosen beneficiary's cpf or plan's codigo. */
export const VALOR_ESCOLHIDO = '__escolha__';

/**
 * Calls a screen makes at once for the beneficiary or plan it starts on: with the first answer of `de` (one of
 * the route's first calls) the page's script picks what the screen would pick — the same function
 * (contract/shell/escolha-inicial.ts: `beneficiario`, the picker's rule; `plano`, the plan tabs'), with the
 * route's parameter when the URL carries one — and starts `urls` with VALOR_ESCOLHIDO replaced by it (URI
 * encoded). With `seListadoEm`, only when the choice is also in that first call's answer (Reembolso asks for
 * the form's data only for whom the member may file).
 */
export interface ChamadasDaEscolha {
  de: string;
  /** `de` answers in the /v2 envelope: the list is its `dados` (none with an `erro`). */
  envelope?: true;
  escolha: 'beneficiario' | 'plano';
  urls: readonly string[];
  seListadoEm?: string;
}

/** The first call a choice is made from: its URL, and whether its answer comes in the /v2 envelope. */
const de = (call: { path: string; envelope?: boolean }): Pick<ChamadasDaEscolha, 'de' | 'envelope'> =>
  call.envelope ? { de: url(call), envelope: true } : { de: url(call) };

/** `path` with its one parameter (`:cpf`, `:codigoPlano`) as VALOR_ESCOLHIDO, or the query `?cpf=` of it. */
const daEscolha = (call: { path: string }, query?: string): string =>
  query
    ? `${url(call)}?${query}=${VALOR_ESCOLHIDO}`
    : `${API_BASE}${call.path.replace(/:[A-Za-z]+/, VALOR_ESCOLHIDO)}`;

/** Dados Pessoais (both versions): the chosen beneficiary's data, the whole form. */
const dadosPessoaisEscolha: readonly ChamadasDaEscolha[] = [
  {
    ...de(dadosPessoaisCalls.listagem),
    escolha: 'beneficiario',
    urls: [daEscolha(dadosPessoaisCalls.dados)],
  },
];

/**
 * The screens whose largest paint is the chosen beneficiary's or plan's data (issue 37: it waited for the
 * list, then for the web to run, before it was even asked). Only calls the screen makes on every visit, at
 * once, spelled as the web's client spells them; the primeira-pintura journey holds each to that.
 */
export const ROUTE_CHOICE_CALLS: Partial<Record<RouteId, readonly ChamadasDaEscolha[]>> = {
  resultadoDeExames: [
    {
      ...de(resultadoExamesCalls.listagem),
      escolha: 'beneficiario',
      urls: [daEscolha(resultadoExamesCalls.resultados, 'cpf')],
    },
  ],
  solicitarAutorizacao: [
    {
      ...de(solicitacaoAutorizacaoCalls.listagem),
      escolha: 'beneficiario',
      urls: [daEscolha(solicitacaoAutorizacaoCalls.contatos)],
    },
  ],
  // Protocolos: the chosen beneficiary's protocols, the screen's largest paint (it came at 1.82 s, after a second
  // render once they arrived).
  protocolos: [
    {
      ...de(protocolosCalls.listagem),
      escolha: 'beneficiario',
      urls: [daEscolha(protocolosCalls.protocolos)],
    },
  ],
  // Agendamento: the chosen beneficiary's appointments, the whole screen below the picker (issue 37: the list
  // came after the first paint, drawn in one synchronous render of every card, ≈ 110 ms of blocking time).
  agendamento: [
    {
      ...de(agendamentosCalls.listagem),
      escolha: 'beneficiario',
      urls: [daEscolha(agendamentosCalls.agendamentos, 'cpf')],
    },
  ],
  novoAgendamento: [
    {
      ...de(agendamentosCalls.listagem),
      escolha: 'beneficiario',
      urls: [daEscolha(agendamentosCalls.contatos, 'cpf')],
    },
  ],
  solicitacaoReembolso: [
    {
      ...de(reembolsoCalls.listagem),
      escolha: 'beneficiario',
      urls: [daEscolha(reembolsoCalls.reembolsos)],
    },
    {
      ...de(reembolsoCalls.listagem),
      escolha: 'beneficiario',
      seListadoEm: url(reembolsoCalls.listagemSolicitacao),
      urls: [daEscolha(reembolsoCalls.carteiras), daEscolha(reembolsoCalls.ultimos)],
    },
  ],
  cartaoVirtual: [
    {
      ...de(cartaoVirtualCalls.contratos),
      escolha: 'plano',
      urls: [daEscolha(cartaoVirtualCalls.cartoes)],
    },
  ],
  dadosPessoais: dadosPessoaisEscolha,
  dadosPessoaisV2: dadosPessoaisEscolha,
  // 2ª Via de Cartão: the chosen beneficiary's cards, the screen's first step (its list came after its first paint).
  segundaViaCartao: [
    {
      ...de(segundaViaCartaoCalls.listagem),
      escolha: 'beneficiario',
      urls: [daEscolha(segundaViaCartaoCalls.carteiras)],
    },
  ],
};
