// The modules of the screens a member reaches only after signing in (see route-modules.ts for why they
// live in a chunk of their own). Typed by PrivateRouteId: a route added to the table and to neither list
// fails the type check.
import type { PageModule, PrivateRouteId } from './page-module';

export const PRIVATE_PAGE_MODULES: Record<PrivateRouteId, PageModule> = {
  avisoPermissao: () => import('../../features/shell/pages/no-permission-page'),
  erroInesperado: () => import('../../features/shell/pages/unexpected-error-page'),
  senhaExpirada: () => import('../../features/auth/pages/alterar-senha-page'),
  alterarSenha: () => import('../../features/auth/pages/alterar-senha-page'),
  novoAgendamento: () => import('../../features/saude/pages/novo-agendamento-page'),
  contatos: () => import('../../features/shell/pages/contatos-page'),
  extratoUtilizacao: () => import('../../features/financeiro/pages/extrato-utilizacao-page'),
  informeIr: () => import('../../features/financeiro/pages/informe-ir-page'),
  historicoReajuste: () => import('../../features/financeiro/pages/historico-reajuste-page'),
  situacaoFinanceira: () => import('../../features/financeiro/pages/situacao-financeira-page'),
  demonstrativoCoparticipacao: () =>
    import('../../features/financeiro/pages/demonstrativo-coparticipacao-page'),
  faixaEtaria: () => import('../../features/meus-dados/pages/faixa-etaria-page'),
  segundaViaCartao: () => import('../../features/meus-dados/pages/segunda-via-cartao-page'),
  debitoConta: () => import('../../features/financeiro/pages/debito-conta-page'),
  cartaPortabilidade: () => import('../../features/meus-dados/pages/carta-portabilidade-page'),
  dadosPessoais: () => import('../../features/meus-dados/pages/dados-pessoais-page'),
  dadosPessoaisV2: () => import('../../features/meus-dados/pages/dados-pessoais-page'),
  solicitacaoReembolso: () => import('../../features/financeiro/pages/solicitacao-reembolso-page'),
  meuPlano: () => import('../../features/meus-dados/pages/meu-plano-page'),
  cartaoVirtual: () => import('../../features/meus-dados/pages/cartao-virtual-page'),
  tokenAtendimento: () => import('../../features/meus-dados/pages/token-atendimento-page'),
  resultadoDeExames: () => import('../../features/saude/pages/resultado-de-exames-page'),
  receitasEAtestados: () => import('../../features/saude/pages/receitas-e-atestados-page'),
  autorizacoes: () => import('../../features/saude/pages/autorizacoes-page'),
  solicitarAutorizacao: () => import('../../features/saude/pages/solicitar-autorizacao-page'),
  acessosDados: () => import('../../features/meus-dados/pages/acessos-dados-page'),
  direitosTitular: () => import('../../features/meus-dados/pages/direitos-titular-page'),
  acessosSaude: () => import('../../features/meus-dados/pages/acessos-saude-page'),
  protocolos: () => import('../../features/facilidades/pages/protocolos-page'),
  agendamento: () => import('../../features/saude/pages/agendamento-page'),
  pontosAtendimento: () => import('../../features/facilidades/pages/pontos-atendimento-page'),
  exportacaoDados: () => import('../../features/meus-dados/pages/exportacao-dados-page'),
  declaracaoQuitacao: () => import('../../features/financeiro/pages/declaracao-quitacao-page'),
  meuPlanoCobre: () => import('../../features/plano/pages/meu-plano-cobre-page'),
  previaReembolso: () => import('../../features/plano/pages/previa-reembolso-page'),
  minhasCarencias: () => import('../../features/plano/pages/minhas-carencias-page'),
  // Issue 40: a public screen, yet here rather than in the entry's table: the login's first load has no byte
  // to spare, and a visit that starts on the guide gets this table preloaded with its screen anyway.
  guiaMedico: () => import('../../features/facilidades/pages/guia-medico-telas'),
  notificacoes: () => import('../../features/meus-dados/pages/notificacoes-page'),
  chavesAcesso: () => import('../../features/auth/pages/chaves-acesso-page'),
  dispositivosConectados: () => import('../../features/meus-dados/pages/dispositivos-conectados-page'),
};
