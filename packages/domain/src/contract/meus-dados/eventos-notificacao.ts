// The catalogue of what the portal tells a member (issue 42, decision 0052): one row per kind of event — its
// label on the "Notificações" screen, its group, the channels it goes to when the member chose nothing, the
// health area it belongs to (who may follow it for someone else is the health-data rule of decision 0026) and
// the neutral text of its push, which never carries a health detail (the detail is behind sign-in, at `tela`).
//
// Groups:
//   - FINANCEIRO — about a contract's bills; they go to the contract's financial responsibles (the titular and
//     the contratante who hold the financial screen), each on their own channels;
//   - SAUDE — about one person's care; besides the person (or whoever filed the request), a relative may
//     follow them while the health rule lets them read that area (a minor's titular; an adult's consent);
//   - CONTA — the member's own requests and legal notices; only the member;
//   - SEGURANCA — password, contact and new-device notices: always e-mail, never turned off (a member who
//     could silence them would not learn of the takeover they warn about).
import type { RouteId } from '../../access/routes.js';
import type { AreaAcessoSaude } from './acessos-saude.js';

export const CANAIS_NOTIFICACAO = ['EMAIL', 'SMS', 'PUSH'] as const;
export type CanalPreferencia = (typeof CANAIS_NOTIFICACAO)[number];

export const ROTULO_CANAL: Record<CanalPreferencia, string> = {
  EMAIL: 'E-mail',
  SMS: 'SMS',
  PUSH: 'Notificação no aparelho',
};

export const GRUPOS_EVENTO = ['FINANCEIRO', 'SAUDE', 'CONTA', 'SEGURANCA'] as const;
export type GrupoEvento = (typeof GRUPOS_EVENTO)[number];

export const ROTULO_GRUPO: Record<GrupoEvento, string> = {
  FINANCEIRO: 'Faturas e pagamentos',
  SAUDE: 'Saúde',
  CONTA: 'Pedidos e avisos da operadora',
  SEGURANCA: 'Avisos de segurança',
};

export interface EventoCatalogo {
  rotulo: string;
  grupo: GrupoEvento;
  /** Channels on when the member chose nothing (no preference row). */
  padrao: readonly CanalPreferencia[];
  /** SAUDE only: the area of the health rule a relative must be able to read to follow it. */
  area?: AreaAcessoSaude;
  /** The push's title and body: what happened, never a health detail, a value or a name. */
  push: { titulo: string; corpo: string };
  /** The route id (access/routes.ts) of the screen the push opens. */
  tela: RouteId;
}

/** The catalogue. Keys are stored (preferences, outbox events): never rename one. */
export const EVENTOS_NOTIFICACAO = {
  FATURA_DISPONIVEL: {
    rotulo: 'Fatura disponível',
    grupo: 'FINANCEIRO',
    padrao: ['EMAIL'],
    push: { titulo: 'Nova fatura', corpo: 'Uma nova fatura do seu plano está disponível.' },
    tela: 'situacaoFinanceira',
  },
  FATURA_A_VENCER: {
    rotulo: 'Fatura vence em 3 dias',
    grupo: 'FINANCEIRO',
    padrao: ['EMAIL'],
    push: { titulo: 'Fatura a vencer', corpo: 'Uma fatura do seu plano vence em 3 dias.' },
    tela: 'situacaoFinanceira',
  },
  FATURA_VENCIDA: {
    rotulo: 'Fatura vencida',
    grupo: 'FINANCEIRO',
    padrao: ['EMAIL'],
    push: { titulo: 'Fatura vencida', corpo: 'Há uma fatura do seu plano vencida.' },
    tela: 'situacaoFinanceira',
  },
  DEBITO_RECUSADO: {
    rotulo: 'Débito em conta recusado ou alterado',
    grupo: 'FINANCEIRO',
    padrao: ['EMAIL'],
    push: { titulo: 'Débito em conta', corpo: 'Houve uma mudança no seu débito em conta.' },
    tela: 'debitoConta',
  },
  AUTORIZACAO_DECIDIDA: {
    rotulo: 'Autorização analisada',
    grupo: 'SAUDE',
    padrao: ['EMAIL'],
    area: 'SAUDE',
    push: { titulo: 'Autorização', corpo: 'Sua autorização foi analisada.' },
    tela: 'autorizacoes',
  },
  REEMBOLSO_SITUACAO: {
    rotulo: 'Reembolso: pedido e mudanças de situação',
    grupo: 'SAUDE',
    padrao: ['EMAIL'],
    area: 'REEMBOLSO',
    push: { titulo: 'Reembolso', corpo: 'Há uma novidade no seu pedido de reembolso.' },
    tela: 'solicitacaoReembolso',
  },
  AGENDAMENTO: {
    rotulo: 'Consulta agendada, remarcada ou cancelada',
    grupo: 'SAUDE',
    padrao: ['EMAIL'],
    area: 'AGENDAMENTO',
    push: { titulo: 'Agendamento', corpo: 'Há uma novidade em uma consulta agendada.' },
    tela: 'agendamento',
  },
  AGENDAMENTO_LEMBRETE: {
    rotulo: 'Lembrete de consulta',
    grupo: 'SAUDE',
    padrao: ['EMAIL'],
    area: 'AGENDAMENTO',
    push: { titulo: 'Lembrete', corpo: 'Você tem uma consulta em breve.' },
    tela: 'agendamento',
  },
  PROTOCOLO_RESPONDIDO: {
    rotulo: 'Protocolo respondido',
    grupo: 'CONTA',
    padrao: ['EMAIL'],
    push: { titulo: 'Protocolo', corpo: 'Um pedido seu foi respondido.' },
    tela: 'protocolos',
  },
  LGPD_RESPONDIDO: {
    rotulo: 'Pedido sobre meus dados respondido',
    grupo: 'CONTA',
    padrao: ['EMAIL'],
    push: { titulo: 'Seus dados', corpo: 'Seu pedido sobre seus dados foi respondido.' },
    tela: 'direitosTitular',
  },
  NOVOS_TERMOS: {
    rotulo: 'Novos termos de uso para aceitar',
    grupo: 'CONTA',
    padrao: ['EMAIL'],
    push: { titulo: 'Termos de uso', corpo: 'Há uma nova versão dos termos de uso.' },
    tela: 'home',
  },
  REDE_ALTERADA: {
    rotulo: 'Mudança na rede do meu plano',
    grupo: 'CONTA',
    padrao: ['EMAIL'],
    push: { titulo: 'Rede credenciada', corpo: 'Houve uma mudança na rede do seu plano.' },
    tela: 'guiaMedico',
  },
  AVISO_SEGURANCA: {
    rotulo: 'Senha, contatos e acesso de um novo aparelho',
    grupo: 'SEGURANCA',
    padrao: ['EMAIL'],
    push: { titulo: 'Aviso de segurança', corpo: 'Houve uma mudança na sua conta.' },
    tela: 'home',
  },
} as const satisfies Record<string, EventoCatalogo>;

export type TipoEvento = keyof typeof EVENTOS_NOTIFICACAO;
export const TIPOS_EVENTO = Object.keys(EVENTOS_NOTIFICACAO) as [TipoEvento, ...TipoEvento[]];

export const eventoDoCatalogo = (tipo: TipoEvento): EventoCatalogo => EVENTOS_NOTIFICACAO[tipo];

/** Security notices: e-mail always, the choice not offered (the screen shows them fixed). */
export const ehFixo = (tipo: TipoEvento): boolean => EVENTOS_NOTIFICACAO[tipo].grupo === 'SEGURANCA';

/** Events a member may follow about someone else (a relative's care, under the health-data rule). */
export const TIPOS_SOBRE_OUTRO = TIPOS_EVENTO.filter((t) => EVENTOS_NOTIFICACAO[t].grupo === 'SAUDE');

/** The channel's state when the member chose nothing: for oneself the catalogue's default; for another, off. */
export const padraoDoCanal = (tipo: TipoEvento, canal: CanalPreferencia, proprio: boolean): boolean =>
  proprio && (EVENTOS_NOTIFICACAO[tipo].padrao as readonly CanalPreferencia[]).includes(canal);
