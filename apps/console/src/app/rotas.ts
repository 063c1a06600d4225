// The console's route table: one entry per screen, the only place a screen is declared. Each says its path
// (under /console/), its title (the page's <title> and heading), who opens it and whether the side menu
// lists it, and loads its screen lazily (one chunk per screen: the console stays lean, and nothing of it
// ever reaches the member bundle). To add a screen: docs/console.md.
//
// `papeis`: the staff member needs ANY one of them; [] = any signed-in staff member. The menu shows only
// what the member's roles open, and a screen opened by its URL without the role says so — but the server
// is the one that refuses (each console endpoint declares its access, decision 0040): hiding is courtesy.
import type { ComponentType } from 'react';
import type { Papel } from '@portal/domain/contract/console/acesso';

export type Tela = () => Promise<{ default: ComponentType }>;

export interface RotaConsole {
  /** Relative to /console/, no leading slash ('' is the start screen). */
  readonly path: string;
  readonly titulo: string;
  readonly papeis: readonly Papel[];
  /** The side menu's group, or null for a screen reached otherwise (a detail, a step). */
  readonly menu: GrupoMenu | null;
  readonly tela: Tela;
}

/** The side menu's groups, in this order. */
export const GRUPOS_MENU = [
  'Geral',
  'Atendimento',
  'Solicitações',
  'Conteúdo',
  'Operadora',
  'Integração',
  'LGPD',
  'Equipe',
] as const;
export type GrupoMenu = (typeof GRUPOS_MENU)[number];

/** Screens of a signed-in staff member (inside the layout). */
export const ROTAS: readonly RotaConsole[] = [
  {
    path: '',
    titulo: 'Início',
    papeis: [],
    menu: 'Geral',
    tela: () => import('../features/shell/inicio-page'),
  },
  {
    path: 'minha-conta',
    titulo: 'Minha conta',
    papeis: [],
    menu: 'Geral',
    tela: () => import('../features/acesso/minha-conta-page'),
  },
  {
    path: 'equipe',
    titulo: 'Equipe',
    papeis: ['administrador'],
    menu: 'Equipe',
    tela: () => import('../features/equipe/equipe-page'),
  },
  {
    path: 'equipe/convidar',
    titulo: 'Convidar pessoa',
    papeis: ['administrador'],
    menu: null,
    tela: () => import('../features/equipe/convidar-page'),
  },
  {
    path: 'equipe/auditoria',
    titulo: 'Auditoria da equipe',
    papeis: ['administrador'],
    menu: 'Equipe',
    tela: () => import('../features/equipe/auditoria-page'),
  },
  {
    path: 'equipe/:id',
    titulo: 'Pessoa da equipe',
    papeis: ['administrador'],
    menu: null,
    tela: () => import('../features/equipe/membro-page'),
  },
  {
    path: 'marca',
    titulo: 'Marca',
    papeis: ['parametros'],
    menu: 'Operadora',
    tela: () => import('../features/marca/marca-page'),
  },
  {
    path: 'parametros',
    titulo: 'Parâmetros',
    papeis: ['parametros'],
    menu: 'Operadora',
    tela: () => import('../features/parametros/parametros-page'),
  },
  {
    path: 'manutencao',
    titulo: 'Manutenção',
    papeis: ['parametros'],
    menu: 'Operadora',
    tela: () => import('../features/parametros/manutencao-page'),
  },
  {
    path: 'textos-legais',
    titulo: 'Textos legais',
    papeis: ['conteudo'],
    menu: 'Conteúdo',
    tela: () => import('../features/textos-legais/textos-legais-page'),
  },
  {
    path: 'topicos',
    titulo: 'Tópicos',
    papeis: ['conteudo'],
    menu: 'Conteúdo',
    tela: () => import('../features/conteudo/topicos-page'),
  },
  {
    path: 'banners',
    titulo: 'Banners',
    papeis: ['conteudo'],
    menu: 'Conteúdo',
    tela: () => import('../features/conteudo/banners-page'),
  },
  {
    path: 'lgpd/solicitacoes',
    titulo: 'Pedidos dos titulares',
    papeis: ['encarregado-lgpd'],
    menu: 'LGPD',
    tela: () => import('../features/lgpd/solicitacoes-page'),
  },
  {
    path: 'lgpd/solicitacoes/:protocolo',
    titulo: 'Pedido do titular',
    papeis: ['encarregado-lgpd'],
    menu: null,
    tela: () => import('../features/lgpd/solicitacao-page'),
  },
  {
    path: 'lgpd/auditoria',
    titulo: 'Busca na auditoria',
    papeis: ['encarregado-lgpd'],
    menu: 'LGPD',
    tela: () => import('../features/lgpd/auditoria-page'),
  },
  {
    path: 'integracao/clientes',
    titulo: 'Clientes de integração',
    papeis: ['integracao'],
    menu: 'Integração',
    tela: () => import('../features/integracao/clientes-page'),
  },
  {
    path: 'integracao/clientes/:clientId',
    titulo: 'Cliente de integração',
    papeis: ['integracao'],
    menu: null,
    tela: () => import('../features/integracao/cliente-page'),
  },
  {
    path: 'integracao/entregas',
    titulo: 'Entregas de webhooks',
    papeis: ['integracao'],
    menu: 'Integração',
    tela: () => import('../features/integracao/entregas-page'),
  },
  {
    path: 'integracao/cargas',
    titulo: 'Cargas em lote',
    papeis: ['integracao'],
    menu: 'Integração',
    tela: () => import('../features/integracao/cargas-page'),
  },
  {
    path: 'solicitacoes',
    titulo: 'Fila de solicitações',
    papeis: ['atendimento', 'retaguarda'],
    menu: 'Solicitações',
    tela: () => import('../features/filas/fila-page'),
  },
  {
    path: 'solicitacoes/:protocolo',
    titulo: 'Solicitação',
    papeis: ['atendimento', 'retaguarda'],
    menu: null,
    tela: () => import('../features/filas/solicitacao-page'),
  },
  {
    path: 'atendimento',
    titulo: 'Buscar beneficiário',
    papeis: ['atendimento'],
    menu: 'Atendimento',
    tela: () => import('../features/atendimento/busca-page'),
  },
  {
    path: 'atendimento/:atendimentoId/:pessoaId',
    titulo: 'Beneficiário',
    papeis: ['atendimento'],
    menu: null,
    tela: () => import('../features/atendimento/beneficiario-page'),
  },
];

/** Screens before sign-in (no layout, no session): sign-in and enrolment from the one-time link. */
export const ROTAS_PUBLICAS = [
  { path: 'entrar', titulo: 'Entrar', tela: () => import('../features/acesso/entrar-page') },
  { path: 'cadastro', titulo: 'Cadastro de acesso', tela: () => import('../features/acesso/cadastro-page') },
] as const satisfies readonly Pick<RotaConsole, 'path' | 'titulo' | 'tela'>[];

export const CAMINHO_ENTRAR = '/entrar';

/** Whether a staff member holding `papeis` opens the route. */
export const podeAbrir = (rota: Pick<RotaConsole, 'papeis'>, papeis: readonly Papel[]): boolean =>
  rota.papeis.length === 0 || rota.papeis.some((papel) => papeis.includes(papel));
