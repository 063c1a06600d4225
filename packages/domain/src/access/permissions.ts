// Spec §6: access runs on permission strings. tela-* govern screens, menu-* govern service entries,
// funcao-* list functions. One check serves the web (menus, guards) and the server (route hooks).

export const TELA = {
  agendamento: 'tela-agendamento-consulta',
  contatos: 'tela-contatos',
  extratoUtilizacao: 'tela-extrato-utilizacao',
  informeIr: 'tela-informativo-ir',
  historicoReajuste: 'tela-historico-reajustes',
  situacaoFinanceira: 'tela-situacao-financeira',
  demonstrativoCoparticipacao: 'tela-demonstrativo-taxa-coparticipacao',
  faixaEtaria: 'tela-historico-troca-faixa-etaria',
  segundaViaCartao: 'tela-solicitacao-2via-cartao',
  debitoConta: 'tela-solicitacao-debito-conta',
  cartaPortabilidade: 'tela-carta-portabilidade',
  meusDados: 'tela-meus-dados',
  solicitacaoReembolso: 'tela-solicitacao-reembolso',
  meuPlano: 'tela-meu-plano',
  cartaoVirtual: 'tela-cartao-virtual',
  resultadoExames: 'tela-resultado-de-exames',
  receitasAtestados: 'tela-receitas-e-atestados',
  autorizacoes: 'tela-consulta-autorizacoes',
  protocolos: 'tela-consulta-protocolos',
  exportacaoDados: 'tela-exportacao-meus-dados',
  // Issue 17 (decision 0022): everyone may see who read their data, contratantes included.
  acessosDados: 'tela-acessos-meus-dados',
  // Issue 33 (decision 0026): who may see my health data; everyone who holds a plan.
  acessosSaude: 'tela-acessos-dados-saude',
} as const;
export type TelaPermission = (typeof TELA)[keyof typeof TELA];

export const MENU = {
  dadosPessoais: 'menu-dados-pessoais',
  meuPlano: 'menu-meu-plano',
  cartaoVirtual: 'menu-cartao-virtual',
  faixaEtaria: 'menu-troca-faixa-etaria',
  cartaPortabilidade: 'menu-carta-portabilidade',
  debitoConta: 'menu-debito-conta',
  situacaoFinanceira: 'menu-situacao-financeira',
  reembolso: 'menu-reembolso',
  demonstrativoCoparticipacao: 'menu-demonstrativo-coparticipacao',
  informeIr: 'menu-informe-ir',
  historicoReajuste: 'menu-historico-reajuste',
  autorizacoes: 'menu-autorizacoes',
  resultadoExames: 'menu-resultado-exames',
  receitasAtestados: 'menu-receitas-atestados',
  agendamento: 'menu-agendamento',
  guiaMedico: 'menu-guia-medico',
  segundaViaCartao: 'menu-segunda-via-cartao',
  protocolos: 'menu-protocolos',
  paVirtual: 'menu-pa-virtual',
  exportacaoDados: 'menu-exportacao-meus-dados',
  acessosDados: 'menu-acessos-meus-dados',
  acessosSaude: 'menu-acessos-dados-saude',
} as const;
export type MenuPermission = (typeof MENU)[keyof typeof MENU];

export const FUNCAO = {
  cancelarContrato: 'funcao-cancelar-contrato',
  alterarDadosPessoais: 'funcao-alterar-dados-pessoais',
} as const;
export type FuncaoPermission = (typeof FUNCAO)[keyof typeof FUNCAO];

export const ALL_TELA: readonly TelaPermission[] = Object.values(TELA);
export const ALL_MENU: readonly MenuPermission[] = Object.values(MENU);
export const ALL_FUNCAO: readonly FuncaoPermission[] = Object.values(FUNCAO);

/** Financial screens and their menu entries: the set the contratante holds in the demo (issue #2 §5). */
export const FINANCIAL_TELA: readonly TelaPermission[] = [
  TELA.informeIr,
  TELA.historicoReajuste,
  TELA.situacaoFinanceira,
  TELA.demonstrativoCoparticipacao,
  TELA.debitoConta,
  TELA.solicitacaoReembolso,
  TELA.extratoUtilizacao,
];
export const FINANCIAL_MENU: readonly MenuPermission[] = [
  MENU.debitoConta,
  MENU.situacaoFinanceira,
  MENU.reembolso,
  MENU.demonstrativoCoparticipacao,
  MENU.informeIr,
  MENU.historicoReajuste,
];

export interface Permissionamento {
  tela: string[];
  menu: string[];
  funcao: string[];
}

/**
 * Spec §6: allowed when nothing is required, or when the first required permission is held.
 * `permissions` may be the flat list or the user's permissionamento.
 */
export function isAllowed(
  permissions: readonly string[] | Permissionamento | null | undefined,
  required: string | readonly string[] | null | undefined,
): boolean {
  const first = typeof required === 'string' ? required : required?.[0];
  if (!first) return true;
  if (!permissions) return false;
  const held = Array.isArray(permissions)
    ? (permissions as readonly string[])
    : [
        ...(permissions as Permissionamento).tela,
        ...(permissions as Permissionamento).menu,
        ...(permissions as Permissionamento).funcao,
      ];
  return held.includes(first);
}

const without = <T extends string>(all: readonly T[], removed: readonly T[]): T[] =>
  all.filter((p) => !removed.includes(p));

/**
 * What an account may use, by what the person is in a plan (decision 0004): a titular everything; a
 * contratante only the financial screens, contacts, their data in a file and who accessed it (issue 17); a
 * dependant everything but the financial screens.
 * The one statement of these bundles, read by first access and by the demo seed.
 */
export const PERMISSOES_POR_TIPO = {
  TITULAR: { tela: [...ALL_TELA], menu: [...ALL_MENU], funcao: [...ALL_FUNCAO] },
  // Everyone may download what the operator holds about them (LGPD art. 18) and see who accessed it
  // (issue 17), contratantes included (decision 0022).
  CONTRATANTE: {
    tela: [...FINANCIAL_TELA, TELA.contatos, TELA.exportacaoDados, TELA.acessosDados],
    menu: [...FINANCIAL_MENU, MENU.exportacaoDados, MENU.acessosDados],
    funcao: [],
  },
  DEPENDENTE: {
    tela: without(ALL_TELA, FINANCIAL_TELA),
    menu: without(ALL_MENU, FINANCIAL_MENU),
    funcao: [...ALL_FUNCAO],
  },
} as const satisfies Record<string, Permissionamento>;
