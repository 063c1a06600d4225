// Spec §2 "Home menu groups and items" and "Signed-in header": the four service groups.
// Each entry shows only with its menu-* permission; an external service's entry (PA Virtual) opens that
// service instead of a route, and the Guia Médico opens the operator's external guide when URL_GUIA_MEDICO is
// set (issue 40: the portal's own otherwise).
import { MENU, type MenuPermission } from './permissions.js';
import { ROUTES, type MenuGroupId, type RouteId } from './routes.js';

export type { MenuGroupId };

export interface MenuEntry {
  readonly chave: string;
  readonly titulo: string;
  /** Route of the entry; absent for external services. */
  readonly rota?: RouteId;
  readonly permissao: MenuPermission;
  /**
   * What a screen reader hears right after the visible title: an abbreviation spelled out (spec §2's
   * screen-reader title, "Informe para Imposto de Renda", is heard as "Informe para IR – Imposto de Renda").
   * Issue 37: the accessible name starts with the visible text, so a member who says what they see to
   * voice control reaches the entry (WCAG 2.5.3, label in name).
   */
  readonly complementoLeitorTela?: string;
  /** External service resolved at click time (the API gives PA Virtual's address). */
  readonly externo?: 'PA_VIRTUAL';
}

export interface MenuGroup {
  readonly id: MenuGroupId;
  readonly titulo: string;
  readonly itens: readonly MenuEntry[];
}

const GRUPOS_DA_SPEC: readonly MenuGroup[] = [
  {
    id: 'MEUS_DADOS',
    titulo: 'Meus Dados',
    itens: [
      {
        chave: 'DADOS_PESSOAIS',
        titulo: 'Dados Pessoais',
        rota: 'dadosPessoais',
        permissao: MENU.dadosPessoais,
      },
      { chave: 'MEU_PLANO', titulo: 'Meu Plano', rota: 'meuPlano', permissao: MENU.meuPlano },
      {
        chave: 'CARTAO_VIRTUAL',
        titulo: 'Cartão Virtual',
        rota: 'cartaoVirtual',
        permissao: MENU.cartaoVirtual,
      },
      {
        chave: 'FAIXA_ETARIA',
        titulo: 'Troca de Faixa Etária',
        rota: 'faixaEtaria',
        permissao: MENU.faixaEtaria,
      },
      {
        chave: 'CARTA_PORTABILIDADE',
        titulo: 'Carta de Portabilidade',
        rota: 'cartaPortabilidade',
        permissao: MENU.cartaPortabilidade,
      },
      {
        chave: 'EXPORTACAO_DADOS',
        titulo: 'Meus Dados em um Arquivo',
        rota: 'exportacaoDados',
        permissao: MENU.exportacaoDados,
      },
      {
        chave: 'ACESSOS_DADOS',
        titulo: 'Quem Acessou Meus Dados',
        rota: 'acessosDados',
        permissao: MENU.acessosDados,
      },
      {
        chave: 'ACESSOS_SAUDE',
        titulo: 'Quem Pode Ver Meus Dados de Saúde',
        rota: 'acessosSaude',
        permissao: MENU.acessosSaude,
      },
    ],
  },
  {
    id: 'FINANCEIRO',
    titulo: 'Financeiro',
    itens: [
      { chave: 'DEBITO_CONTA', titulo: 'Débito em Conta', rota: 'debitoConta', permissao: MENU.debitoConta },
      {
        chave: 'SITUACAO_FINANCEIRA',
        titulo: 'Situação Financeira',
        rota: 'situacaoFinanceira',
        permissao: MENU.situacaoFinanceira,
      },
      { chave: 'REEMBOLSO', titulo: 'Reembolso', rota: 'solicitacaoReembolso', permissao: MENU.reembolso },
      {
        chave: 'DEMONSTRATIVO_COPARTICIPACAO',
        titulo: 'Demonstrativo de Taxas de Coparticipação',
        rota: 'demonstrativoCoparticipacao',
        permissao: MENU.demonstrativoCoparticipacao,
      },
      {
        chave: 'INFORME_IR',
        titulo: 'Informe para IR',
        complementoLeitorTela: 'Imposto de Renda',
        rota: 'informeIr',
        permissao: MENU.informeIr,
      },
      {
        chave: 'HISTORICO_REAJUSTE',
        titulo: 'Histórico de Reajuste',
        rota: 'historicoReajuste',
        permissao: MENU.historicoReajuste,
      },
    ],
  },
  {
    id: 'MINHA_SAUDE',
    titulo: 'Minha Saúde',
    itens: [
      { chave: 'AUTORIZACOES', titulo: 'Autorizações', rota: 'autorizacoes', permissao: MENU.autorizacoes },
      {
        chave: 'RESULTADO_EXAMES',
        titulo: 'Resultado de Exames',
        rota: 'resultadoDeExames',
        permissao: MENU.resultadoExames,
      },
      {
        chave: 'RECEITAS_ATESTADOS',
        titulo: 'Receitas e Atestados Digitais',
        rota: 'receitasEAtestados',
        permissao: MENU.receitasAtestados,
      },
      { chave: 'AGENDAMENTO', titulo: 'Agendamento', rota: 'agendamento', permissao: MENU.agendamento },
    ],
  },
  {
    id: 'FACILIDADES',
    titulo: 'Facilidades',
    itens: [
      // Issue 40: the portal's own guide, unless the operator set URL_GUIA_MEDICO (web service-groups.tsx).
      { chave: 'GUIA_MEDICO', titulo: 'Guia Médico', rota: 'guiaMedico', permissao: MENU.guiaMedico },
      {
        chave: 'SEGUNDA_VIA_CARTAO',
        titulo: '2ª Via de Cartão',
        rota: 'segundaViaCartao',
        permissao: MENU.segundaViaCartao,
      },
      { chave: 'PROTOCOLOS', titulo: 'Protocolos', rota: 'protocolos', permissao: MENU.protocolos },
      {
        chave: 'PA_VIRTUAL',
        titulo: 'PA Virtual',
        complementoLeitorTela: 'Pronto Atendimento Virtual',
        permissao: MENU.paVirtual,
        externo: 'PA_VIRTUAL',
      },
    ],
  },
];

/** The entries the route table declares (`menu`) for a group: screens the spec's menus do not list. */
const entradasDaTabela = (grupo: MenuGroupId): MenuEntry[] =>
  (Object.keys(ROUTES) as RouteId[]).flatMap((rota) => {
    const { menu, title } = ROUTES[rota] as {
      menu?: { grupo: MenuGroupId; permissao: MenuPermission };
      title: string;
    };
    if (menu?.grupo !== grupo) return [];
    return [
      {
        chave: rota.replace(/[A-Z]/g, (letra) => `_${letra}`).toUpperCase(),
        titulo: title,
        rota,
        permissao: menu.permissao,
      },
    ];
  });

export const MENU_GROUPS: readonly MenuGroup[] = GRUPOS_DA_SPEC.map((grupo) => ({
  ...grupo,
  itens: [...grupo.itens, ...entradasDaTabela(grupo.id)],
}));

/** Spec §2: the header panel's groups are shown in capitals. */
export const menuGroupHeading = (group: MenuGroup): string => group.titulo.toLocaleUpperCase('pt-BR');
