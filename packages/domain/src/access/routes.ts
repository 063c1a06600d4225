// Spec §2: the route table, shared by the web router (paths, titles, guards) and the server
// (which permission guards each API area). No hand-typed URLs elsewhere: use ROUTES.<id>.path.
import { MENU, TELA, type MenuPermission, type TelaPermission } from './permissions.js';

/** Spec §2 "Home menu groups and items": the four service groups (access/menu.ts). */
export type MenuGroupId = 'MEUS_DADOS' | 'FINANCEIRO' | 'MINHA_SAUDE' | 'FACILIDADES';

export type RouteParam = 'cpfPessoaSelecionada' | 'codigoPlano' | 'token' | 'secao';

export interface RouteDef {
  /** Path without the optional parameter segment, e.g. '/meu-plano'. */
  readonly path: string;
  /** Portuguese screen title: document title suffix and h1. */
  readonly title: string;
  /** Public routes need no login (spec §2 "Public routes"). */
  readonly public: boolean;
  /** A public route that stays reachable once logged in; others send a signed-in user home. */
  readonly keepsPublicAccess?: boolean;
  /** Permission required (spec §6: the first one counts). */
  readonly permission?: TelaPermission;
  /** Extra path parameter: also reachable as `${path}/:param`. */
  readonly param?: RouteParam;
  /** Reachable from the mobile app with acessoInternoApp=true (no bar, header or footer). */
  readonly appAccess?: boolean;
  /** Hides the accessibility bar (terms and privacy). */
  readonly hideA11yBar?: boolean;
  /** Shows the footer although public (public scheduling keeps the private footer). */
  readonly showFooter?: boolean;
  /** Only these routes run the invisible bot-check widget. */
  readonly botCheck?: boolean;
  /**
   * A screen the spec's menus do not list (issue 36): its entry, shown with `permissao` at the end of its
   * group, titled like the screen. The spec's own entries keep their order in access/menu.ts.
   */
  readonly menu?: { readonly grupo: MenuGroupId; readonly permissao: MenuPermission };
}

const r = <T extends Record<string, RouteDef>>(table: T): T => table;

export const ROUTES = r({
  login: { path: '/login', title: 'Login', public: true, botCheck: true },
  cadastro: { path: '/cadastro', title: 'Primeiro Acesso', public: true, botCheck: true },
  recuperarSenha: { path: '/recuperar-senha', title: 'Recuperar Senha', public: true, botCheck: true },
  agendamentoPublico: {
    path: '/servicos/agendamento',
    title: 'Agendamento',
    public: true,
    keepsPublicAccess: true,
    param: 'token',
    showFooter: true,
  },
  // Issue 37: the card a member shared, as a provider's reception opens it from the link (no login): who,
  // which card, which plan, until when the card and the link are valid, and the PDF one click away.
  cartaoCompartilhado: {
    path: '/servicos/cartao-compartilhado',
    title: 'Cartão do Beneficiário',
    public: true,
    keepsPublicAccess: true,
    param: 'token',
    showFooter: true,
  },
  termosDeUso: {
    path: '/termos-de-uso',
    title: 'Termos de Uso',
    public: true,
    keepsPublicAccess: true,
    hideA11yBar: true,
  },
  politicaDePrivacidade: {
    path: '/politica-de-privacidade',
    title: 'Política de Privacidade',
    public: true,
    keepsPublicAccess: true,
    hideA11yBar: true,
  },

  // Issue 40 (decision 0046): the operator's network, public (a visitor picks the plan) and signed in (the
  // member's own plans), with no screen permission. One route for its three screens — the search, a provider
  // (/guia-medico/prestador-12) and the network changes (/guia-medico/alteracoes) — since this table rides in
  // the login's first load. The menus' entry keeps menu-guia-medico and opens URL_GUIA_MEDICO when it is set.
  guiaMedico: {
    path: '/guia-medico',
    title: 'Guia Médico',
    public: true,
    keepsPublicAccess: true,
    param: 'secao',
    showFooter: true,
  },

  home: { path: '/', title: 'Início', public: false },
  avisoPermissao: { path: '/aviso-permissao', title: 'Aviso de Permissão', public: false },
  erroInesperado: { path: '/erro-inesperado', title: 'Erro Inesperado', public: false },
  senhaExpirada: { path: '/senha-expirada', title: 'Senha Expirada', public: false },
  alterarSenha: { path: '/alterar-senha', title: 'Alterar Senha', public: false },
  // Issue 17 (decision 0022): spec §2 lists the service points among the screens but gives them no route;
  // like the home, any signed-in member may open it (its endpoint asks only for a session).
  pontosAtendimento: { path: '/pontos-atendimento', title: 'Pontos de Atendimento', public: false },

  novoAgendamento: {
    path: '/novo-agendamento',
    title: 'Novo Agendamento',
    public: false,
    permission: TELA.agendamento,
  },
  contatos: { path: '/contatos', title: 'Contatos', public: false, permission: TELA.contatos },
  extratoUtilizacao: {
    path: '/extrato-utilizacao',
    title: 'Extrato de Utilização',
    public: false,
    permission: TELA.extratoUtilizacao,
    param: 'cpfPessoaSelecionada',
  },
  informeIr: { path: '/informe-ir', title: 'Informe para IR', public: false, permission: TELA.informeIr },
  historicoReajuste: {
    path: '/historico-reajuste',
    title: 'Histórico de Reajuste',
    public: false,
    permission: TELA.historicoReajuste,
    param: 'codigoPlano',
    appAccess: true,
  },
  situacaoFinanceira: {
    path: '/situacao-financeira',
    title: 'Situação Financeira',
    public: false,
    permission: TELA.situacaoFinanceira,
  },
  demonstrativoCoparticipacao: {
    path: '/demonstrativo-coparticipacao',
    title: 'Demonstrativo de Taxas de Coparticipação',
    public: false,
    permission: TELA.demonstrativoCoparticipacao,
    param: 'codigoPlano',
    appAccess: true,
  },
  faixaEtaria: {
    path: '/faixa-etaria',
    title: 'Troca de Faixa Etária',
    public: false,
    permission: TELA.faixaEtaria,
    param: 'codigoPlano',
    appAccess: true,
  },
  segundaViaCartao: {
    path: '/segunda-via-cartao',
    title: '2ª Via de Cartão',
    public: false,
    permission: TELA.segundaViaCartao,
  },
  debitoConta: {
    path: '/debito-conta',
    title: 'Débito em Conta',
    public: false,
    permission: TELA.debitoConta,
  },
  cartaPortabilidade: {
    path: '/carta-portabilidade',
    title: 'Carta de Portabilidade',
    public: false,
    permission: TELA.cartaPortabilidade,
    param: 'cpfPessoaSelecionada',
    appAccess: true,
  },
  exportacaoDados: {
    path: '/meus-dados-em-arquivo',
    title: 'Meus Dados em um Arquivo',
    public: false,
    permission: TELA.exportacaoDados,
  },
  dadosPessoais: {
    path: '/dados-pessoais',
    title: 'Dados Pessoais',
    public: false,
    permission: TELA.meusDados,
    param: 'cpfPessoaSelecionada',
  },
  dadosPessoaisV2: {
    path: '/dados-pessoais-v2',
    title: 'Dados Pessoais',
    public: false,
    permission: TELA.meusDados,
    param: 'cpfPessoaSelecionada',
  },
  solicitacaoReembolso: {
    path: '/solicitacao-reembolso',
    title: 'Reembolso',
    public: false,
    permission: TELA.solicitacaoReembolso,
    param: 'cpfPessoaSelecionada',
  },
  meuPlano: {
    path: '/meu-plano',
    title: 'Meu Plano',
    public: false,
    permission: TELA.meuPlano,
    param: 'codigoPlano',
  },
  cartaoVirtual: {
    path: '/cartao-virtual',
    title: 'Cartão Virtual',
    public: false,
    permission: TELA.cartaoVirtual,
    param: 'codigoPlano',
  },
  /** Issue 41 (decision 0050): the attendance token, beside the card it belongs to. */
  tokenAtendimento: {
    path: '/token-atendimento',
    title: 'Token de Atendimento',
    public: false,
    permission: TELA.cartaoVirtual,
    menu: { grupo: 'MEUS_DADOS', permissao: MENU.cartaoVirtual },
  },
  resultadoDeExames: {
    path: '/resultado-de-exames',
    title: 'Resultado de Exames',
    public: false,
    permission: TELA.resultadoExames,
  },
  receitasEAtestados: {
    path: '/receitas-e-atestados',
    title: 'Receitas e Atestados Digitais',
    public: false,
    permission: TELA.receitasAtestados,
  },
  autorizacoes: {
    path: '/autorizacoes',
    title: 'Autorizações',
    public: false,
    permission: TELA.autorizacoes,
  },
  solicitarAutorizacao: {
    path: '/solicitar-autorizacao',
    title: 'Solicitar Autorização',
    public: false,
    permission: TELA.autorizacoes,
  },
  acessosDados: {
    path: '/acessos-aos-meus-dados',
    title: 'Quem Acessou Meus Dados',
    public: false,
    permission: TELA.acessosDados,
  },
  // Issue 33 (decision 0026): the path is the API's last segment, so Quem Acessou names this screen.
  acessosSaude: {
    path: '/acessos-saude',
    title: 'Quem Pode Ver Meus Dados de Saúde',
    public: false,
    permission: TELA.acessosSaude,
  },
  // Issue 39 (decision 0045): a member's LGPD art. 18 requests, behind the permission every account holds (the
  // right to know who read one's data, decision 0035); the path is the API's last segment.
  direitosTitular: {
    path: '/direitos-titular',
    title: 'Meus Direitos sobre os Dados',
    public: false,
    permission: TELA.acessosDados,
    menu: { grupo: 'MEUS_DADOS', permissao: MENU.acessosDados },
  },
  // Issue 42 (decision 0052): every account chooses how it is told, behind the permission every account holds.
  notificacoes: {
    path: '/notificacoes',
    title: 'Notificações',
    public: false,
    permission: TELA.acessosDados,
    menu: { grupo: 'MEUS_DADOS', permissao: MENU.acessosDados },
  },
  // Issue 42 (decision 0054): the member's passkeys, for every account (a contractor signs in too); the path is
  // the API's last segment, so Quem Acessou names this screen.
  chavesAcesso: {
    path: '/chaves-acesso',
    title: 'Chaves de Acesso',
    public: false,
    permission: TELA.acessosDados,
    menu: { grupo: 'MEUS_DADOS', permissao: MENU.acessosDados },
  },
  // Issue 42 (decision 0055): where the account is signed in, for every account (a contractor signs in too).
  dispositivosConectados: {
    path: '/dispositivos-conectados',
    title: 'Dispositivos Conectados',
    public: false,
    permission: TELA.acessosDados,
    menu: { grupo: 'MEUS_DADOS', permissao: MENU.acessosDados },
  },
  protocolos: { path: '/protocolos', title: 'Protocolos', public: false, permission: TELA.protocolos },
  agendamento: {
    path: '/agendamento',
    title: 'Agendamento',
    public: false,
    permission: TELA.agendamento,
  },
  // Lei 12.007/2009 (issue 41): not in the spec's menus; behind the bills' permission, listed under Financeiro.
  declaracaoQuitacao: {
    path: '/declaracao-quitacao',
    title: 'Declaração de Quitação de Débitos',
    public: false,
    permission: TELA.situacaoFinanceira,
    menu: { grupo: 'FINANCEIRO', permissao: MENU.situacaoFinanceira },
  },
  // Issue 41 (decision 0048): not in the spec's menus; behind Meu Plano's permission (the plan's waiting periods),
  // linked from Meu Plano and the virtual card.
  minhasCarencias: {
    path: '/minhas-carencias',
    title: 'Minhas Carências',
    public: false,
    permission: TELA.meuPlano,
    menu: { grupo: 'MEUS_DADOS', permissao: MENU.meuPlano },
  },
  // Issue 41 (decision 0049): not in the spec's menus. "Meu plano cobre?" behind Meu Plano's permission (it
  // answers about the plan), the reimbursement preview behind Reembolso's (it prepares a claim).
  meuPlanoCobre: {
    path: '/meu-plano-cobre',
    title: 'Meu plano cobre?',
    public: false,
    permission: TELA.meuPlano,
    menu: { grupo: 'MEUS_DADOS', permissao: MENU.meuPlano },
  },
  previaReembolso: {
    path: '/previa-reembolso',
    title: 'Prévia de Reembolso',
    public: false,
    permission: TELA.solicitacaoReembolso,
    menu: { grupo: 'FINANCEIRO', permissao: MENU.reembolso },
  },
});

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

export const NOT_FOUND_TITLE = 'Página não encontrada';

/** Path of a route with its optional parameter filled in: routePath('meuPlano', '123') → '/meu-plano/123'. */
export function routePath(id: RouteId, param?: string | number): string {
  const { path } = ROUTES[id];
  return param === undefined || param === '' ? path : `${path}/${encodeURIComponent(String(param))}`;
}

/** Finds the route definition for a concrete pathname (with or without its parameter). */
export function matchRoute(pathname: string): { id: RouteId; route: RouteDef; param?: string } | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const id of ROUTE_IDS) {
    const route: RouteDef = ROUTES[id];
    if (clean === route.path) return { id, route };
    if (route.param && clean.startsWith(`${route.path}/`)) {
      const rest = clean.slice(route.path.length + 1);
      if (rest && !rest.includes('/')) return { id, route, param: decodeURIComponent(rest) };
    }
  }
  return undefined;
}
