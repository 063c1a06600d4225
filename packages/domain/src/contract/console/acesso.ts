// The Console da Operadora's door (issue 38, decision 0040): its API lives under /console/api, apart from
// the member API (/api) and the operator systems' API (/integracao). Each console endpoint declares one of
// these accesses in its contract, and the server refuses to start when a /console/api route declares
// another kind of access, or an /api or /integracao route declares a console one (platform/access.ts).
// - 'console:publico': the sign-in and enrolment steps (no staff session yet);
// - 'console:sessao': any signed-in staff member (second factor done), whatever their roles;
// - 'console:<papel>': a signed-in staff member holding that role.

/** The staff roles (issue 38 §"Staff identity"): what each may manage in the console. */
export const PAPEIS = [
  'administrador',
  'conteudo',
  'parametros',
  'atendimento',
  'atendimento-saude',
  'retaguarda',
  'encarregado-lgpd',
  'integracao',
] as const;
export type Papel = (typeof PAPEIS)[number];

/** Each role's name on screen (pt-BR). */
export const NOME_PAPEL: Record<Papel, string> = {
  administrador: 'Administrador',
  conteudo: 'Conteúdo',
  parametros: 'Parâmetros',
  atendimento: 'Atendimento',
  'atendimento-saude': 'Atendimento — saúde',
  retaguarda: 'Retaguarda',
  'encarregado-lgpd': 'Encarregado LGPD',
  integracao: 'Integração',
};

/** What each role lets a staff member do (pt-BR, shown when inviting and in the API document). */
export const DESCRICAO_PAPEL: Record<Papel, string> = {
  administrador: 'Convidar e administrar a equipe e seus papéis; ler a auditoria da equipe.',
  conteudo: 'Tópicos, banners da página inicial e textos legais.',
  parametros: 'Parâmetros da operadora, marca e modo de manutenção.',
  atendimento:
    'Atender beneficiários: buscar com motivo, ver o portal como o beneficiário vê (sem as áreas de saúde), reenviar acesso, bloquear e encerrar sessões; filas de solicitações.',
  'atendimento-saude':
    'Junto com Atendimento: ver também as áreas de saúde do beneficiário (autorizações, exames, reembolsos, agendamentos).',
  retaguarda:
    'Filas de solicitações: analisar, pedir documentos, aprovar, negar e pagar, com os prazos da RN 623.',
  'encarregado-lgpd':
    'Pedidos de titulares de dados (LGPD) e a busca na auditoria de beneficiários e equipe.',
  integracao: 'Clientes, webhooks e cargas da API de integração.',
};

export const isPapel = (value: string): value is Papel => (PAPEIS as readonly string[]).includes(value);

export const CONSOLE_ACCESS_PREFIX = 'console:';

/**
 * A console endpoint's access. Issue 39: a route two roles open ('console:atendimento|retaguarda', the
 * request queues) — any one of them is enough, as in the console's route table.
 */
export type ConsoleAccess =
  'console:publico' | 'console:sessao' | `console:${Papel}` | `console:${Papel}|${Papel}`;

export const consoleAccess = <P extends Papel>(papel: P): `console:${P}` =>
  `${CONSOLE_ACCESS_PREFIX}${papel}`;

/** The access of a route that either role opens. */
export const consoleAccessQualquer = <P extends Papel, Q extends Papel>(a: P, b: Q): `console:${P}|${Q}` =>
  `${CONSOLE_ACCESS_PREFIX}${a}|${b}`;

/** True for any console access (public, session or a role). */
export const isConsoleAccess = (access: string): access is ConsoleAccess =>
  access === 'console:publico' || access === 'console:sessao' || papeisDoAcesso(access) !== null;

/**
 * The roles a console access accepts (any one of them); null for 'console:publico', 'console:sessao' and
 * other APIs.
 */
export function papeisDoAcesso(access: string): Papel[] | null {
  if (!access.startsWith(CONSOLE_ACCESS_PREFIX)) return null;
  const papeis = access.slice(CONSOLE_ACCESS_PREFIX.length).split('|');
  return papeis.length <= 2 && papeis.every(isPapel) ? papeis : null;
}

/** The one role a console access requires; null for public, session, two-role accesses and other APIs. */
export function papelDoAcesso(access: string): Papel | null {
  const papeis = papeisDoAcesso(access);
  return papeis?.length === 1 ? papeis[0]! : null;
}

/** Where the console's browser app is served (apps/console) and the path its cookies are scoped to. */
export const CONSOLE_PATH = '/console';
/** The console API: every console endpoint's path is under it. */
export const CONSOLE_PREFIX = '/console/api';

/** The staff session cookie (HttpOnly, SameSite=Strict, Path=/console). */
export const CONSOLE_SESSION_COOKIE = 'portal_console';
/** The console's CSRF token, readable by the console app (Path=/console), sent back in CONSOLE_CSRF_HEADER. */
export const CONSOLE_CSRF_COOKIE = 'CONSOLE-XSRF-TOKEN';
export const CONSOLE_CSRF_HEADER = 'x-console-csrf';

/** A staff session ends after 15 minutes without a call, and 8 hours after sign-in whatever happens. */
export const CONSOLE_IDLE_MS = 15 * 60_000;
export const CONSOLE_ABSOLUTE_MS = 8 * 60 * 60_000;
/** Header of every signed-in console answer: milliseconds the staff session has left (like the member one). */
export const CONSOLE_SESSION_REMAINING_HEADER = 'x-console-sessao-restante';
