// Which module draws each route of the table. Typed by RouteId: a route added to the table and not
// here fails the type check. Every screen is its own chunk (spec §2 "every screen lazy-loaded").
import type { ComponentType } from 'react';
import type { RouteId } from '@portal/domain/access/routes';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Screens that later issues build: the page frame alone (title and h1). */
const placeholder: PageModule = () => import('./routes/placeholder-page');

export const PAGE_MODULES: Record<RouteId, PageModule> = {
  login: () => import('./routes/login-route'),
  cadastro: () => import('../features/auth/pages/cadastro-page'),
  recuperarSenha: () => import('../features/auth/pages/recuperar-senha-page'),
  agendamentoPublico: placeholder,
  termosDeUso: () => import('../features/shell/pages/termos-de-uso-page'),
  politicaDePrivacidade: () => import('../features/shell/pages/politica-de-privacidade-page'),
  home: () => import('./routes/home-route'),
  avisoPermissao: () => import('../features/shell/pages/no-permission-page'),
  erroInesperado: () => import('../features/shell/pages/unexpected-error-page'),
  senhaExpirada: () => import('../features/auth/pages/alterar-senha-page'),
  alterarSenha: () => import('../features/auth/pages/alterar-senha-page'),
  novoAgendamento: placeholder,
  contatos: () => import('../features/shell/pages/contatos-page'),
  extratoUtilizacao: () => import('../features/financeiro/pages/extrato-utilizacao-page'),
  informeIr: () => import('../features/financeiro/pages/informe-ir-page'),
  historicoReajuste: () => import('../features/financeiro/pages/historico-reajuste-page'),
  situacaoFinanceira: () => import('../features/financeiro/pages/situacao-financeira-page'),
  demonstrativoCoparticipacao: () => import('../features/financeiro/pages/demonstrativo-coparticipacao-page'),
  faixaEtaria: () => import('../features/meus-dados/pages/faixa-etaria-page'),
  segundaViaCartao: () => import('../features/meus-dados/pages/segunda-via-cartao-page'),
  debitoConta: () => import('../features/financeiro/pages/debito-conta-page'),
  cartaPortabilidade: () => import('../features/meus-dados/pages/carta-portabilidade-page'),
  dadosPessoais: () => import('../features/meus-dados/pages/dados-pessoais-page'),
  dadosPessoaisV2: () => import('../features/meus-dados/pages/dados-pessoais-page'),
  solicitacaoReembolso: () => import('../features/reembolso/pages/solicitacao-reembolso-page'),
  meuPlano: () => import('../features/meus-dados/pages/meu-plano-page'),
  cartaoVirtual: () => import('../features/meus-dados/pages/cartao-virtual-page'),
  resultadoDeExames: placeholder,
  receitasEAtestados: placeholder,
  autorizacoes: placeholder,
  solicitarAutorizacao: placeholder,
  protocolos: placeholder,
  agendamento: placeholder,
};

export const NOT_FOUND_MODULE: PageModule = () => import('../features/shell/pages/not-found-page');
