// The status changes an operator system may make to what members file (issue 19, spec §4 badges;
// decision 0024 §5): for each status, where it may go next, what it requires and whether it closes the
// request's protocol. One evaluator for every table, so the server answers a refused change, a repeated
// one and a change missing its data the same way for every kind of request.
import type { SituacaoDebitoRegistro } from '../financeiro/debito-conta.js';
import type { SituacaoReembolso } from '../financeiro/reembolso.js';
import type { SituacaoCertidaoObito } from '../meus-dados/meu-plano.js';
import type { SituacaoSegundaVia } from '../meus-dados/segunda-via-cartao.js';

/** Data a status may carry besides itself. */
export type CampoSituacao = 'motivo' | 'valorPagoCentavos' | 'dataPagamento';

export interface RegraSituacao<S extends string> {
  /** How the member reads it (the badge's label; the title of the protocol's history step). */
  readonly rotulo: string;
  /** The statuses it may move to; empty for a final status. */
  readonly proximas: readonly S[];
  /** Fields it cannot be set without. */
  readonly exige: readonly CampoSituacao[];
  /** Fields it accepts (exige ⊆ aceita); any other one sent is refused. */
  readonly aceita: readonly CampoSituacao[];
  /** The operator's conclusive answer: the protocol becomes FECHADO. */
  readonly encerra: boolean;
  /** Title of the protocol's history step when set (default: the label). */
  readonly andamento?: string;
}

export type TabelaTransicoes<S extends string> = {
  readonly [K in S]: RegraSituacao<S>;
};

/** A status with its data, as stored or as asked for. */
export interface EstadoSituacao<S extends string> {
  situacao: S;
  motivo?: string | null;
  valorPagoCentavos?: number | null;
  dataPagamento?: string | null;
}

export type AvaliacaoMudanca =
  | { tipo: 'aplicar' }
  /** The same status with the same data: already done, nothing to change (idempotent repeat). */
  | { tipo: 'repetida' }
  /** Not an allowed move (409). */
  | { tipo: 'recusada'; mensagem: string }
  /** Missing or unexpected data (400), keyed by field. */
  | { tipo: 'invalida'; mensagem: string; campos: Partial<Record<CampoSituacao, string>> };

export const TRANSICOES_MESSAGES = {
  motivoObrigatorio: 'Informe o motivo para esta situação.',
  valorPagoObrigatorio: 'Informe o valor pago, em centavos.',
  dataPagamentoObrigatoria: 'Informe a data do pagamento.',
  campoNaoAceito: 'Este campo não se aplica a esta situação.',
  dadosInvalidos: 'Dados inválidos para a situação pedida.',
} as const;

const MENSAGEM_EXIGIDO: Record<CampoSituacao, string> = {
  motivo: TRANSICOES_MESSAGES.motivoObrigatorio,
  valorPagoCentavos: TRANSICOES_MESSAGES.valorPagoObrigatorio,
  dataPagamento: TRANSICOES_MESSAGES.dataPagamentoObrigatoria,
};

const CAMPOS: readonly CampoSituacao[] = ['motivo', 'valorPagoCentavos', 'dataPagamento'];

/** Empty text and absent are the same (a blank reason is no reason). */
const valor = (estado: EstadoSituacao<string>, campo: CampoSituacao): string | number | null => {
  const v = estado[campo];
  if (v === undefined || v === null) return null;
  return typeof v === 'string' ? v.trim() || null : v;
};

/** 'Não é possível passar de Pago para Em análise.' */
export const transicaoRecusada = (de: string, para: string): string =>
  `Não é possível passar de ${de} para ${para}.`;

/** '… já está Pago com outros dados.' */
export const situacaoJaAplicada = (rotulo: string): string =>
  `A solicitação já está na situação ${rotulo} com outros dados. Uma situação aplicada não é reescrita.`;

/**
 * Decides a change from `atual` (as stored) to `pedida`. The data is checked first (a change missing its
 * reason is a 400 whatever the current status), then the repeat, then the move itself.
 */
export function avaliarMudanca<S extends string>(
  tabela: TabelaTransicoes<S>,
  atual: EstadoSituacao<S>,
  pedida: EstadoSituacao<S>,
): AvaliacaoMudanca {
  const regra = tabela[pedida.situacao];
  const campos: Partial<Record<CampoSituacao, string>> = {};
  for (const campo of CAMPOS) {
    const presente = valor(pedida, campo) !== null;
    if (!presente && regra.exige.includes(campo)) campos[campo] = MENSAGEM_EXIGIDO[campo];
    if (presente && !regra.aceita.includes(campo)) campos[campo] = TRANSICOES_MESSAGES.campoNaoAceito;
  }
  const primeira = Object.values(campos)[0];
  if (primeira) return { tipo: 'invalida', mensagem: primeira, campos };

  if (atual.situacao === pedida.situacao) {
    const iguais = CAMPOS.every((campo) => valor(atual, campo) === valor(pedida, campo));
    return iguais ? { tipo: 'repetida' } : { tipo: 'recusada', mensagem: situacaoJaAplicada(regra.rotulo) };
  }
  // A stored status the table does not know (written before the table existed) moves nowhere.
  const origem = tabela[atual.situacao] as RegraSituacao<S> | undefined;
  if (!origem?.proximas.includes(pedida.situacao)) {
    return { tipo: 'recusada', mensagem: transicaoRecusada(origem?.rotulo ?? atual.situacao, regra.rotulo) };
  }
  return { tipo: 'aplicar' };
}

/** Every move a table allows, as [from, to] pairs (for tests and documentation). */
export const transicoesPermitidas = <S extends string>(tabela: TabelaTransicoes<S>): [S, S][] =>
  (Object.keys(tabela) as S[]).flatMap((de) => tabela[de].proximas.map((para): [S, S] => [de, para]));

const semDados = { exige: [], aceita: ['motivo'] } as const;

/**
 * Reimbursement (decision 0017's statuses). SOLICITADO is the member's filing: nothing moves back to it.
 * PAGO and INDEFERIDO are the conclusive answer; an appeal is a new request with its own protocol.
 */
export const TRANSICOES_REEMBOLSO: TabelaTransicoes<SituacaoReembolso> = {
  SOLICITADO: {
    rotulo: 'Solicitado',
    proximas: ['ANALISE', 'PENDENTE', 'PAGO', 'INDEFERIDO'],
    ...semDados,
    encerra: false,
  },
  ANALISE: {
    rotulo: 'Em análise',
    proximas: ['PENDENTE', 'PAGO', 'INDEFERIDO'],
    ...semDados,
    encerra: false,
  },
  PENDENTE: {
    rotulo: 'Pendente',
    proximas: ['ANALISE', 'PAGO', 'INDEFERIDO'],
    exige: ['motivo'],
    aceita: ['motivo'],
    encerra: false,
  },
  PAGO: {
    rotulo: 'Pago',
    proximas: [],
    exige: ['valorPagoCentavos', 'dataPagamento'],
    aceita: ['motivo', 'valorPagoCentavos', 'dataPagamento'],
    encerra: true,
  },
  INDEFERIDO: { rotulo: 'Indeferido', proximas: [], exige: ['motivo'], aceita: ['motivo'], encerra: true },
};

/**
 * Direct debit (decision 0014): the operator activates a requested debit or refuses it, and may end an
 * active one (the bank refused the debit, say). Refusing or ending needs the reason the member will read.
 * The member's own deactivation is not an operator change (it has its own protocol, decision 0014).
 */
export const TRANSICOES_DEBITO_CONTA: TabelaTransicoes<SituacaoDebitoRegistro> = {
  SOLICITADO: { rotulo: 'Solicitado', proximas: ['ATIVO', 'ENCERRADO'], ...semDados, encerra: false },
  ATIVO: {
    rotulo: 'Ativo',
    proximas: ['ENCERRADO'],
    ...semDados,
    encerra: true,
    andamento: 'Débito em conta ativado',
  },
  ENCERRADO: {
    rotulo: 'Encerrado',
    proximas: [],
    exige: ['motivo'],
    aceita: ['motivo'],
    encerra: true,
    andamento: 'Débito em conta encerrado pela operadora',
  },
};

/**
 * Card reissue (decision 0006): the operator issues the new card or refuses the request with the reason
 * the member reads. Both close the protocol and free the cards for a new request (the pending-card unique
 * index covers SOLICITADO only; the cards' rows follow the request's status through their composite
 * foreign key, ON UPDATE CASCADE, in the same statement).
 */
export const TRANSICOES_SEGUNDA_VIA: TabelaTransicoes<SituacaoSegundaVia> = {
  SOLICITADO: { rotulo: 'Solicitado', proximas: ['EMITIDO', 'INDEFERIDO'], ...semDados, encerra: false },
  EMITIDO: { rotulo: 'Emitido', proximas: [], ...semDados, encerra: true, andamento: 'Cartão emitido' },
  INDEFERIDO: { rotulo: 'Indeferido', proximas: [], exige: ['motivo'], aceita: ['motivo'], encerra: true },
};

/**
 * A dependant's death certificate (Meu Plano, decision 0008): the operator accepts it (the death is
 * registered on the contract) or refuses it with the reason — an illegible file, another person's
 * certificate. Both close the protocol.
 */
export const TRANSICOES_CERTIDAO_OBITO: TabelaTransicoes<SituacaoCertidaoObito> = {
  EM_ANALISE: { rotulo: 'Em análise', proximas: ['ACEITA', 'RECUSADA'], ...semDados, encerra: false },
  ACEITA: { rotulo: 'Aceita', proximas: [], ...semDados, encerra: true, andamento: 'Certidão aceita' },
  RECUSADA: {
    rotulo: 'Recusada',
    proximas: [],
    exige: ['motivo'],
    aceita: ['motivo'],
    encerra: true,
    andamento: 'Certidão recusada',
  },
};
