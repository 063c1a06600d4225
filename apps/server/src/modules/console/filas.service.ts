// The console's request queues (issue 39, decision 0043; contract in contract/console/filas.ts). Rules:
// - A queue is the protocols every request gets (shared-domain/protocolo.ts), ordered by the effective
//   deadline — coalesce(prazo_resposta, dia): an immediate one is due the day it was filed — then number, so
//   the overdue come first, then those due today, then by deadline; the same expression is the keyset and
//   the index (protocolos_fila_idx / _tipo_idx, migration 0041). One query for the page, one for the two
//   counts (index ranges), one for the page's last steps; the RN 623 countdown (business days on the
//   operator's calendar, shared-domain/dias-uteis.ts) is computed for the page's rows only.
// - Taking a request is one conditional UPDATE: free, already mine, or (asked explicitly) someone else's; a
//   lost race or someone else's is a 409 naming who has it. Each take and release is in the staff audit.
// - Answers go through shared-domain/situacao-solicitacoes.ts with the staff actor: the same transition
//   tables, history step, e-mail and member audit as the integration API (one rule, two doors).
// - Health: a reimbursement's or an authorization's detail, answers and attachments need retaguarda, or
//   atendimento with the health scope (decision 0026's rule applies to staff: decision 0042).
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  formatCents,
  formatDate,
  formatIsoDate,
  operatorDate,
  parseIsoDate,
  type CalendarDate,
} from '@portal/domain';
import type { Papel } from '@portal/domain/contract/console/acesso';
import {
  FILA_LIMITE_PADRAO,
  MENSAGENS_FILAS as MSG,
  solicitacaoComOutraPessoa,
  type AcaoSolicitacao,
  type AnexoSolicitacao,
  type DetalheSolicitacao,
  type Fila,
  type FilaQuery,
  type ItemFila,
  type RespostaSolicitacao,
} from '@portal/domain/contract/console/filas';
import { TIPOS_PROTOCOLO, type TipoProtocolo } from '@portal/domain/contract/facilidades/protocolos';
import { GRUPOS_ARQUIVO_REEMBOLSO } from '@portal/domain/contract/financeiro/reembolso';
import { SITUACOES_AUTORIZACAO } from '@portal/domain/contract/saude/autorizacoes';
import { TIPOS_SOLICITACAO_AUTORIZACAO } from '@portal/domain/contract/saude/solicitacao-autorizacao';
import {
  TRANSICOES_CERTIDAO_OBITO,
  TRANSICOES_DEBITO_CONTA,
  TRANSICOES_REEMBOLSO,
  TRANSICOES_SEGUNDA_VIA,
  TRANSICOES_MESSAGES,
  type TabelaTransicoes,
} from '@portal/domain/contract/integracao/transicoes';
import type { Database } from '../../db/client.js';
import { certidoesObito, contratoCancelamentos } from '../../db/schema/contrato-eventos.js';
import { equipe } from '../../db/schema/equipe.js';
import { debitosConta } from '../../db/schema/financeiro.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { protocoloAndamentos, protocolos } from '../../db/schema/protocolos.js';
import {
  reembolsoArquivos,
  reembolsoOpcoes,
  reembolsos,
  type TipoOpcaoReembolso,
} from '../../db/schema/reembolso.js';
import {
  autorizacaoProcedimentos,
  autorizacoes,
  solicitacaoAutorizacaoArquivos,
  solicitacoesAutorizacao,
} from '../../db/schema/saude.js';
import { segundaViaSolicitacoes } from '../../db/schema/segunda-via.js';
import { autorDe, registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { registrarLeituraEquipe } from '../../platform/console/leitura-equipe.js';
import { sessaoEquipe } from '../../platform/console/sessao-equipe.js';
import { HttpError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { diasUteisAte } from '../../shared-domain/dias-uteis.js';
import { MOTIVO_FILA, type AtorMudanca } from '../../shared-domain/mudanca-situacao.js';
import {
  mudarSituacaoCertidaoObito,
  mudarSituacaoDebitoConta,
  mudarSituacaoReembolso,
  mudarSituacaoSegundaVia,
} from '../../shared-domain/situacao-solicitacoes.js';

/** The queue's order and keyset: the deadline, or the filing day for an immediate one. */
const prazoEfetivo = sql<string>`coalesce(${protocolos.prazoResposta}, ${protocolos.dia})`;

/** The kinds whose status the console moves, with their table and where the status is stored. */
const COM_TABELA = {
  REEMBOLSO: { tabela: TRANSICOES_REEMBOLSO, coluna: reembolsos.situacao, chave: reembolsos.protocolo },
  DEBITO_CONTA_ATIVACAO: {
    tabela: TRANSICOES_DEBITO_CONTA,
    coluna: debitosConta.situacao,
    chave: debitosConta.protocolo,
  },
  SEGUNDA_VIA_CARTAO: {
    tabela: TRANSICOES_SEGUNDA_VIA,
    coluna: segundaViaSolicitacoes.situacao,
    chave: segundaViaSolicitacoes.protocolo,
  },
  CERTIDAO_OBITO: {
    tabela: TRANSICOES_CERTIDAO_OBITO,
    coluna: certidoesObito.situacao,
    chave: certidoesObito.protocolo,
  },
} as const;
type TipoComTabela = keyof typeof COM_TABELA;
const temTabela = (tipo: TipoProtocolo): tipo is TipoComTabela => Object.hasOwn(COM_TABELA, tipo);

/** Kinds whose content is health data (decision 0026): retaguarda, or atendimento with the health scope. */
const TIPOS_SAUDE: readonly TipoProtocolo[] = ['REEMBOLSO', 'AUTORIZACAO', 'AGENDAMENTO'];

/** The button of each target status (the table's label is the member's badge; staff read a verb). */
const VERBO: Record<string, string> = {
  ANALISE: 'Analisar',
  PENDENTE: 'Pedir documentos',
  PAGO: 'Pagar',
  INDEFERIDO: 'Indeferir',
  ATIVO: 'Ativar',
  ENCERRADO: 'Encerrar',
  EMITIDO: 'Confirmar emissão',
  ACEITA: 'Aceitar',
  RECUSADA: 'Recusar',
};

const nomeTipo = (tipo: string): string => TIPOS_PROTOCOLO.find((t) => t.tipo === tipo)?.nome ?? tipo;

/** The role the staff member acts with in the queues (both open them; the back office is the queues' own). */
export function papelNaFila(request: FastifyRequest): Papel {
  return sessaoEquipe(request).papeis.includes('retaguarda') ? 'retaguarda' : 'atendimento';
}

export function exigirSaude(request: FastifyRequest, tipo: TipoProtocolo): void {
  if (!TIPOS_SAUDE.includes(tipo)) return;
  const { papeis } = sessaoEquipe(request);
  const pode =
    papeis.includes('retaguarda') || (papeis.includes('atendimento') && papeis.includes('atendimento-saude'));
  if (!pode) throw forbidden(MSG.saude);
}

const hojeOperador = (request: FastifyRequest): CalendarDate => operatorDate(request.server.ctx.clock());

interface LinhaFila {
  protocolo: string;
  tipo: TipoProtocolo;
  criadoEm: Date;
  dia: string;
  situacao: 'EM_ANDAMENTO' | 'FECHADO';
  prazoResposta: string | null;
  pessoaId: number;
  pessoaNome: string;
  responsavelId: number | null;
  responsavelNome: string | null;
}

const colunasFila = {
  protocolo: protocolos.protocolo,
  tipo: protocolos.tipo,
  criadoEm: protocolos.criadoEm,
  dia: protocolos.dia,
  situacao: protocolos.situacao,
  prazoResposta: protocolos.prazoResposta,
  pessoaId: protocolos.pessoaId,
  pessoaNome: sql<string>`coalesce(${pessoas.nomeSocial}, ${pessoas.nomeCompleto})`,
  responsavelId: protocolos.responsavelEquipeId,
  responsavelNome: equipe.nome,
};

function item(row: LinhaFila, andamento: string, hoje: CalendarDate): ItemFila {
  const aberto = row.situacao === 'EM_ANDAMENTO';
  const prazo = parseIsoDate(row.prazoResposta ?? row.dia)!;
  const dias = aberto ? diasUteisAte(hoje, prazo) : null;
  const venceHoje = aberto && formatIsoDate(prazo) === formatIsoDate(hoje);
  return {
    protocolo: row.protocolo,
    tipo: row.tipo,
    tipoNome: nomeTipo(row.tipo),
    abertoEm: row.criadoEm.toISOString(),
    pessoaNome: row.pessoaNome,
    situacao: row.situacao,
    andamento,
    prazoResposta: row.prazoResposta,
    prazoImediato: row.prazoResposta === null,
    diasUteisRestantes: dias,
    atrasado: aberto && formatIsoDate(prazo) < formatIsoDate(hoje),
    venceHoje,
    responsavel:
      row.responsavelId === null ? null : { equipeId: row.responsavelId, nome: row.responsavelNome ?? '' },
  };
}

async function ultimosAndamentos(db: Database, numeros: string[]): Promise<Map<string, string>> {
  if (numeros.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([protocoloAndamentos.protocolo], {
      protocolo: protocoloAndamentos.protocolo,
      titulo: protocoloAndamentos.titulo,
    })
    .from(protocoloAndamentos)
    .where(inArray(protocoloAndamentos.protocolo, numeros))
    .orderBy(protocoloAndamentos.protocolo, desc(protocoloAndamentos.em), desc(protocoloAndamentos.id));
  return new Map(rows.map((r) => [r.protocolo, r.titulo]));
}

/** The request's own status filter: only for a kind with a table, and a status that table knows. */
function filtroSituacaoPedido(query: FilaQuery): SQL | undefined {
  if (!query.situacaoPedido) return undefined;
  if (!query.tipo || !temTabela(query.tipo)) {
    throw badRequest(MSG.situacaoDesconhecida, { situacaoPedido: MSG.situacaoDesconhecida });
  }
  const { tabela, coluna, chave } = COM_TABELA[query.tipo];
  if (!Object.hasOwn(tabela, query.situacaoPedido)) {
    throw badRequest(MSG.situacaoDesconhecida, { situacaoPedido: MSG.situacaoDesconhecida });
  }
  return sql`exists (select 1 from ${chave.table} where ${chave} = ${protocolos.protocolo} and ${coluna} = ${query.situacaoPedido})`;
}

/**
 * The page's query and the counts' query of a queue, as the plan test EXPLAINs them (filas-plano.int.test.ts):
 * both must stay index range scans of protocolos at any size.
 */
export function consultasFila(db: Database, query: FilaQuery, hojeIso: string, equipeId: number) {
  const limite = query.limite ?? FILA_LIMITE_PADRAO;
  const situacao = query.situacao ?? 'EM_ANDAMENTO';
  const porTipo = query.tipo ? [eq(protocolos.tipo, query.tipo)] : [];
  const condicoes: (SQL | undefined)[] = [eq(protocolos.situacao, situacao), ...porTipo];
  if (query.prazo === 'ATRASADAS') condicoes.push(sql`${prazoEfetivo} < ${hojeIso}::date`);
  if (query.prazo === 'HOJE') condicoes.push(sql`${prazoEfetivo} = ${hojeIso}::date`);
  if (query.prazo === 'NO_PRAZO') condicoes.push(sql`${prazoEfetivo} > ${hojeIso}::date`);
  if (query.responsavel === 'EU') condicoes.push(eq(protocolos.responsavelEquipeId, equipeId));
  if (query.responsavel === 'NINGUEM') condicoes.push(isNull(protocolos.responsavelEquipeId));
  condicoes.push(filtroSituacaoPedido(query));
  if (query.apos) {
    const [dia, numero] = query.apos.split('_');
    if (!parseIsoDate(dia!)) throw badRequest(MSG.cursorInvalido, { apos: MSG.cursorInvalido });
    condicoes.push(sql`(${prazoEfetivo}, ${protocolos.protocolo}) > (${dia}::date, ${numero})`);
  }
  return {
    limite,
    pagina: db
      .select(colunasFila)
      .from(protocolos)
      .innerJoin(pessoas, eq(pessoas.id, protocolos.pessoaId))
      .leftJoin(equipe, eq(equipe.id, protocolos.responsavelEquipeId))
      .where(and(...condicoes))
      .orderBy(asc(prazoEfetivo), asc(protocolos.protocolo))
      .limit(limite + 1),
    contagens: db
      .select({
        atrasadas: sql<number>`count(*) filter (where ${prazoEfetivo} < ${hojeIso}::date)`.mapWith(Number),
        hoje: sql<number>`count(*) filter (where ${prazoEfetivo} = ${hojeIso}::date)`.mapWith(Number),
      })
      .from(protocolos)
      .where(
        and(eq(protocolos.situacao, 'EM_ANDAMENTO'), ...porTipo, sql`${prazoEfetivo} <= ${hojeIso}::date`),
      ),
  };
}

export async function listarFila(request: FastifyRequest, query: FilaQuery): Promise<Fila> {
  const { db } = request.server.ctx;
  const hoje = hojeOperador(request);
  const hojeIso = formatIsoDate(hoje);
  const consultas = consultasFila(db, query, hojeIso, sessaoEquipe(request).equipeId);
  const { limite } = consultas;
  const [linhas, contagens] = await Promise.all([consultas.pagina, consultas.contagens]);
  const pagina = linhas.slice(0, limite) as LinhaFila[];
  const andamentos = await ultimosAndamentos(
    db,
    pagina.map((r) => r.protocolo),
  );
  const ultima = pagina.at(-1);
  return {
    hoje: hojeIso,
    contagens: contagens[0] ?? { atrasadas: 0, hoje: 0 },
    itens: pagina.map((r) => item(r, andamentos.get(r.protocolo) ?? '', hoje)),
    proximo:
      linhas.length > limite && ultima ? `${ultima.prazoResposta ?? ultima.dia}_${ultima.protocolo}` : null,
  };
}

export async function carregarProtocolo(db: Database, protocolo: string): Promise<LinhaFila> {
  const [row] = await db
    .select(colunasFila)
    .from(protocolos)
    .innerJoin(pessoas, eq(pessoas.id, protocolos.pessoaId))
    .leftJoin(equipe, eq(equipe.id, protocolos.responsavelEquipeId))
    .where(eq(protocolos.protocolo, protocolo));
  if (!row) throw notFound(MSG.naoEncontrada);
  return row;
}

interface Conteudo {
  situacaoPedido: string | null;
  /** The status's label when the kind has no transition table (an authorization's guide). */
  rotulo?: string;
  guia?: DetalheSolicitacao['guia'];
  dados: DetalheSolicitacao['dados'];
  anexos: AnexoSolicitacao[];
}

const linha = (rotulo: string, valor: string | null | undefined) => (valor ? [{ rotulo, valor }] : []);

/** The operator's name of a reimbursement form option (its code when the list no longer has it). */
async function nomeOpcao(db: Database, tipo: TipoOpcaoReembolso, valor: string): Promise<string> {
  const [opcao] = await db
    .select({ nome: reembolsoOpcoes.nome })
    .from(reembolsoOpcoes)
    .where(and(eq(reembolsoOpcoes.tipo, tipo), eq(reembolsoOpcoes.valor, valor)));
  return opcao?.nome ?? valor;
}

/** What the member filed and what was answered, kind by kind, and the files they sent. */
async function conteudo(db: Database, tipo: TipoProtocolo, protocolo: string): Promise<Conteudo> {
  switch (tipo) {
    case 'REEMBOLSO': {
      const [r] = await db.select().from(reembolsos).where(eq(reembolsos.protocolo, protocolo));
      if (!r) return { situacaoPedido: null, dados: [], anexos: [] };
      const arquivos = await db
        .select()
        .from(reembolsoArquivos)
        .where(eq(reembolsoArquivos.reembolsoId, r.id))
        .orderBy(reembolsoArquivos.nome);
      return {
        situacaoPedido: r.situacao,
        dados: [
          ...linha('Valor pedido', formatCents(r.valorCentavos)),
          ...linha('Data do atendimento', formatDate(r.dataAtendimento)),
          ...linha('Tipo de atendimento', await nomeOpcao(db, 'TIPO_ATENDIMENTO', r.tipoAtendimento)),
          ...linha('Motivo do reembolso', await nomeOpcao(db, 'MOTIVO', r.motivo)),
          ...linha('Local', `${r.localAtendimento} — ${r.cidade}/${r.uf}`),
          ...linha('Motivo informado', r.motivoSituacao),
          ...linha('Valor pago', r.valorPagoCentavos ? formatCents(r.valorPagoCentavos) : null),
          ...linha('Data do pagamento', r.dataPagamento ? formatDate(r.dataPagamento) : null),
        ],
        anexos: arquivos.map((a) => ({
          id: a.id,
          nome: a.nome,
          grupo: GRUPOS_ARQUIVO_REEMBOLSO.find((g) => g.grupo === a.grupo)?.titulo ?? a.grupo,
          contentType: a.contentType,
          tamanhoBytes: a.tamanhoBytes,
        })),
      };
    }
    case 'AUTORIZACAO': {
      const [s] = await db
        .select()
        .from(solicitacoesAutorizacao)
        .where(eq(solicitacoesAutorizacao.protocolo, protocolo));
      if (!s) return { situacaoPedido: null, dados: [], anexos: [] };
      const arquivos = await db
        .select()
        .from(solicitacaoAutorizacaoArquivos)
        .where(eq(solicitacaoAutorizacaoArquivos.solicitacaoId, s.id))
        .orderBy(solicitacaoAutorizacaoArquivos.nome);
      // The answer is a guide naming the protocol (the ERP's or the console's, decision 0043 §7).
      const [guia] = await db
        .select()
        .from(autorizacoes)
        .where(eq(autorizacoes.protocolo, protocolo))
        .orderBy(desc(autorizacoes.id))
        .limit(1);
      const situacaoGuia = SITUACOES_AUTORIZACAO.find((x) => x.situacao === guia?.status);
      const procedimentos = guia
        ? await db
            .select({
              codigoTuss: autorizacaoProcedimentos.codigoTuss,
              descricao: autorizacaoProcedimentos.descricao,
              quantidadeSolicitada: autorizacaoProcedimentos.quantidadeSolicitada,
              quantidadeAutorizada: autorizacaoProcedimentos.quantidadeAutorizada,
            })
            .from(autorizacaoProcedimentos)
            .where(eq(autorizacaoProcedimentos.autorizacaoId, guia.id))
            .orderBy(asc(autorizacaoProcedimentos.ordem))
        : [];
      return {
        situacaoPedido: guia?.status ?? null,
        rotulo: situacaoGuia?.nome,
        guia: guia
          ? {
              idGuia: guia.idGuia,
              tipo: guia.tipo,
              carater: guia.carater,
              status: guia.status,
              prestador: guia.prestador,
              medico: { nome: guia.medicoNome, crm: guia.medicoCrm, uf: guia.medicoUf },
              procedimentos,
            }
          : null,
        dados: [
          ...linha('Tipo', TIPOS_SOLICITACAO_AUTORIZACAO.find((t) => t.tipo === s.tipo)?.nome ?? s.tipo),
          ...linha('Descrição', s.descricao),
          ...(guia
            ? [
                ...linha('Guia', guia.idGuia),
                ...linha('Situação da guia', situacaoGuia?.nome ?? guia.status),
                ...linha('Prestador', guia.prestador),
                ...linha('Senha', guia.senha),
                ...linha('Validade', guia.validade ? formatDate(guia.validade) : null),
                ...linha('Motivo da negativa', guia.negativaMotivo),
                ...linha('Fundamento da negativa', guia.negativaFundamento),
              ]
            : []),
        ],
        anexos: arquivos.map((a) => ({
          id: a.id,
          nome: a.nome,
          grupo: 'Pedido médico',
          contentType: a.contentType,
          tamanhoBytes: a.tamanhoBytes,
        })),
      };
    }
    case 'DEBITO_CONTA_ATIVACAO': {
      const [d] = await db.select().from(debitosConta).where(eq(debitosConta.protocolo, protocolo));
      return {
        situacaoPedido: d?.situacao ?? null,
        dados: d
          ? [
              ...linha('Banco', d.bancoCodigo),
              ...linha('Dia de vencimento', String(d.diaVencimento)),
              ...linha('Motivo informado', d.motivoSituacao),
            ]
          : [],
        anexos: [],
      };
    }
    case 'SEGUNDA_VIA_CARTAO': {
      const [s] = await db
        .select()
        .from(segundaViaSolicitacoes)
        .where(eq(segundaViaSolicitacoes.protocolo, protocolo));
      return {
        situacaoPedido: s?.situacao ?? null,
        dados: s
          ? [
              ...linha('Motivo', s.tipoMotivo),
              ...linha('Cartões', String(s.carteiras.length)),
              ...linha('Motivo informado', s.motivoSituacao),
            ]
          : [],
        anexos: [],
      };
    }
    case 'CERTIDAO_OBITO': {
      const [c] = await db.select().from(certidoesObito).where(eq(certidoesObito.protocolo, protocolo));
      return {
        situacaoPedido: c?.situacao ?? null,
        dados: c ? linha('Motivo informado', c.motivoSituacao) : [],
        anexos: c
          ? [
              {
                id: ANEXO_CERTIDAO,
                nome: c.nomeArquivo,
                grupo: 'Certidão de óbito',
                contentType: c.contentType,
                tamanhoBytes: c.tamanho,
              },
            ]
          : [],
      };
    }
    case 'CANCELAMENTO_CONTRATO': {
      // RN 412: effective on request (decision 0030 §7); staff read what the titular gave as the reason.
      const [c] = await db
        .select()
        .from(contratoCancelamentos)
        .where(eq(contratoCancelamentos.protocolo, protocolo));
      return {
        situacaoPedido: null,
        dados: c ? [...linha('Motivo', c.motivo), ...linha('Observação', c.observacao)] : [],
        anexos: [],
      };
    }
    case 'AGENDAMENTO':
    case 'DEBITO_CONTA_DESATIVACAO':
    case 'DIREITOS_TITULAR':
      return { situacaoPedido: null, dados: [], anexos: [] };
  }
}

/** The death certificate is the request's one file: its attachment id is this word. */
const ANEXO_CERTIDAO = 'certidao';

function acoesDe(tipo: TipoProtocolo, situacaoPedido: string | null): AcaoSolicitacao[] {
  if (!temTabela(tipo) || situacaoPedido === null) return [];
  const tabela = COM_TABELA[tipo].tabela as TabelaTransicoes<string>;
  const atual = tabela[situacaoPedido];
  if (!atual) return [];
  return atual.proximas.map((situacao) => {
    const regra = tabela[situacao]!;
    return {
      situacao,
      rotulo: VERBO[situacao] ?? regra.rotulo,
      exige: [...regra.exige],
      encerra: regra.encerra,
    };
  });
}

export async function obterSolicitacao(
  request: FastifyRequest,
  protocolo: string,
): Promise<DetalheSolicitacao> {
  const { db } = request.server.ctx;
  const row = await carregarProtocolo(db, protocolo);
  exigirSaude(request, row.tipo);
  const [andamentos, dados] = await Promise.all([
    db
      .select({
        em: protocoloAndamentos.em,
        titulo: protocoloAndamentos.titulo,
        descricao: protocoloAndamentos.descricao,
        situacao: protocoloAndamentos.situacao,
      })
      .from(protocoloAndamentos)
      .where(eq(protocoloAndamentos.protocolo, protocolo))
      .orderBy(asc(protocoloAndamentos.em), asc(protocoloAndamentos.id)),
    conteudo(db, row.tipo, protocolo),
  ]);
  // Opening a member's request is a read of their data: both audits (decision 0042).
  await registrarLeituraEquipe(db, {
    request,
    papel: papelNaFila(request),
    pessoaIds: [row.pessoaId],
    acao: 'LEITURA_SOLICITACAO',
    recurso: row.tipo,
    motivo: MOTIVO_FILA(protocolo),
    acaoEquipe: 'solicitacao.ler',
    detalhe: { protocolo },
  });
  const hoje = hojeOperador(request);
  const tabela = temTabela(row.tipo) ? (COM_TABELA[row.tipo].tabela as TabelaTransicoes<string>) : null;
  return {
    ...item(row, andamentos.at(-1)?.titulo ?? '', hoje),
    situacaoPedido: dados.situacaoPedido,
    situacaoPedidoRotulo:
      dados.situacaoPedido === null
        ? null
        : (tabela?.[dados.situacaoPedido]?.rotulo ?? dados.rotulo ?? dados.situacaoPedido),
    dados: dados.dados,
    historico: andamentos.map((a) => ({ ...a, em: a.em.toISOString() })),
    acoes: acoesDe(row.tipo, dados.situacaoPedido),
    anexos: dados.anexos,
    guia: dados.guia ?? null,
  };
}

export async function responderSolicitacao(
  request: FastifyRequest,
  protocolo: string,
  resposta: RespostaSolicitacao,
) {
  const { db } = request.server.ctx;
  const row = await carregarProtocolo(db, protocolo);
  exigirSaude(request, row.tipo);
  if (row.tipo === 'AUTORIZACAO') throw new HttpError(409, { mensagem: MSG.respondidaComGuia });
  if (!temTabela(row.tipo)) throw new HttpError(409, { mensagem: MSG.semTransicoes });
  if (!Object.hasOwn(COM_TABELA[row.tipo].tabela, resposta.situacao)) {
    throw badRequest(MSG.situacaoDesconhecida, { situacao: MSG.situacaoDesconhecida });
  }
  const ator: AtorMudanca = { tipo: 'equipe', papel: papelNaFila(request), esperada: resposta.esperada };
  const { esperada: _esperada, situacao, motivo } = resposta;
  if (row.tipo === 'REEMBOLSO') {
    return mudarSituacaoReembolso(
      request,
      protocolo,
      {
        situacao: situacao as keyof typeof TRANSICOES_REEMBOLSO,
        motivo,
        valorPagoCentavos: resposta.valorPagoCentavos,
        dataPagamento: resposta.dataPagamento,
      },
      ator,
    );
  }
  // Only a reimbursement carries a value and a day.
  for (const campo of ['valorPagoCentavos', 'dataPagamento'] as const) {
    if (resposta[campo] !== undefined && resposta[campo] !== null) {
      throw badRequest(TRANSICOES_MESSAGES.campoNaoAceito, { [campo]: TRANSICOES_MESSAGES.campoNaoAceito });
    }
  }
  switch (row.tipo) {
    case 'DEBITO_CONTA_ATIVACAO':
      return mudarSituacaoDebitoConta(
        request,
        protocolo,
        { situacao: situacao as keyof typeof TRANSICOES_DEBITO_CONTA, motivo },
        ator,
      );
    case 'SEGUNDA_VIA_CARTAO':
      return mudarSituacaoSegundaVia(
        request,
        protocolo,
        { situacao: situacao as keyof typeof TRANSICOES_SEGUNDA_VIA, motivo },
        ator,
      );
    case 'CERTIDAO_OBITO':
      return mudarSituacaoCertidaoObito(
        request,
        protocolo,
        { situacao: situacao as keyof typeof TRANSICOES_CERTIDAO_OBITO, motivo },
        ator,
      );
  }
}

/**
 * Take the request: one conditional UPDATE (free, mine already, or someone else's when `assumir`), so two
 * staff taking one at once end with one of them; the loser learns who has it.
 */
export async function atribuirSolicitacao(request: FastifyRequest, protocolo: string, assumir: boolean) {
  const { db, clock } = request.server.ctx;
  const eu = sessaoEquipe(request);
  return db.transaction(async (tx) => {
    const [antes] = await tx
      .select({ responsavel: protocolos.responsavelEquipeId, nome: equipe.nome })
      .from(protocolos)
      .leftJoin(equipe, eq(equipe.id, protocolos.responsavelEquipeId))
      .where(eq(protocolos.protocolo, protocolo));
    if (!antes) throw notFound(MSG.naoEncontrada);
    const livre = sql`(${protocolos.responsavelEquipeId} is null or ${protocolos.responsavelEquipeId} = ${eu.equipeId})`;
    const [feito] = await tx
      .update(protocolos)
      .set({ responsavelEquipeId: eu.equipeId, atribuidoEm: clock() })
      .where(and(eq(protocolos.protocolo, protocolo), assumir ? undefined : livre))
      .returning({ protocolo: protocolos.protocolo });
    if (!feito) {
      // Someone took it between the read and the update, or had it already: say who has it now.
      const [agora] = await tx
        .select({ nome: equipe.nome })
        .from(protocolos)
        .innerJoin(equipe, eq(equipe.id, protocolos.responsavelEquipeId))
        .where(eq(protocolos.protocolo, protocolo));
      throw new HttpError(409, { mensagem: solicitacaoComOutraPessoa(agora?.nome ?? 'outra pessoa') });
    }
    if (antes.responsavel !== eu.equipeId) {
      await registrarAcaoEquipe(tx, {
        ...autorDe(request, papelNaFila(request)),
        acao: antes.responsavel === null ? 'solicitacao.atribuir' : 'solicitacao.assumir',
        alvo: `protocolo:${protocolo}`,
        antes: { responsavelEquipeId: antes.responsavel },
        depois: { responsavelEquipeId: eu.equipeId },
      });
    }
    return { responsavel: { equipeId: eu.equipeId, nome: eu.nome } };
  });
}

export async function devolverSolicitacao(request: FastifyRequest, protocolo: string) {
  const { db } = request.server.ctx;
  const eu = sessaoEquipe(request);
  return db.transaction(async (tx) => {
    const [feito] = await tx
      .update(protocolos)
      .set({ responsavelEquipeId: null, atribuidoEm: null })
      .where(and(eq(protocolos.protocolo, protocolo), eq(protocolos.responsavelEquipeId, eu.equipeId)))
      .returning({ protocolo: protocolos.protocolo });
    if (!feito) {
      const [existe] = await tx
        .select({ p: protocolos.protocolo })
        .from(protocolos)
        .where(eq(protocolos.protocolo, protocolo));
      if (!existe) throw notFound(MSG.naoEncontrada);
      throw new HttpError(409, { mensagem: MSG.soDevolveAPropria });
    }
    await registrarAcaoEquipe(tx, {
      ...autorDe(request, papelNaFila(request)),
      acao: 'solicitacao.devolver',
      alvo: `protocolo:${protocolo}`,
      antes: { responsavelEquipeId: eu.equipeId },
      depois: { responsavelEquipeId: null },
    });
    return { responsavel: null };
  });
}

/** The stored file of an attachment of the request (the kind's own table), or 404. */
export async function localizarAnexo(
  request: FastifyRequest,
  protocolo: string,
  id: string,
): Promise<{ pessoaId: number; chave: string; nome: string; contentType: string; tamanho: number }> {
  const { db } = request.server.ctx;
  const row = await carregarProtocolo(db, protocolo);
  exigirSaude(request, row.tipo);
  const uuid = /^[0-9a-f-]{36}$/i.test(id);
  let achado: { chave: string; nome: string; contentType: string; tamanho: number } | undefined;
  if (row.tipo === 'REEMBOLSO' && uuid) {
    [achado] = await db
      .select({
        chave: reembolsoArquivos.chave,
        nome: reembolsoArquivos.nome,
        contentType: reembolsoArquivos.contentType,
        tamanho: reembolsoArquivos.tamanhoBytes,
      })
      .from(reembolsoArquivos)
      .innerJoin(reembolsos, eq(reembolsos.id, reembolsoArquivos.reembolsoId))
      .where(and(eq(reembolsoArquivos.id, id), eq(reembolsos.protocolo, protocolo)));
  } else if (row.tipo === 'AUTORIZACAO' && uuid) {
    [achado] = await db
      .select({
        chave: solicitacaoAutorizacaoArquivos.chave,
        nome: solicitacaoAutorizacaoArquivos.nome,
        contentType: solicitacaoAutorizacaoArquivos.contentType,
        tamanho: solicitacaoAutorizacaoArquivos.tamanhoBytes,
      })
      .from(solicitacaoAutorizacaoArquivos)
      .innerJoin(
        solicitacoesAutorizacao,
        eq(solicitacoesAutorizacao.id, solicitacaoAutorizacaoArquivos.solicitacaoId),
      )
      .where(
        and(eq(solicitacaoAutorizacaoArquivos.id, id), eq(solicitacoesAutorizacao.protocolo, protocolo)),
      );
  } else if (row.tipo === 'CERTIDAO_OBITO' && id === ANEXO_CERTIDAO) {
    [achado] = await db
      .select({
        chave: certidoesObito.arquivoChave,
        nome: certidoesObito.nomeArquivo,
        contentType: certidoesObito.contentType,
        tamanho: certidoesObito.tamanho,
      })
      .from(certidoesObito)
      .where(eq(certidoesObito.protocolo, protocolo));
  }
  if (!achado) throw notFound(MSG.anexoNaoEncontrado);
  return { pessoaId: row.pessoaId, ...achado };
}
