// "Meu plano cobre?" and the reimbursement preview (issue 41, part B, decision 0049), on the caller's family
// scope. The beneficiary comes through the health-data rule (SAUDE for the coverage: its answer shows waiting
// periods and CPTs; REEMBOLSO for the preview, as filing a claim does): 404 outside the family, 403 with the
// reason inside it. A fixed number of queries whatever the table's size: the beneficiary's plans, the product's
// segmentations, the procedure (by code, or the text's best matches by pg_trgm word similarity over the GIN
// index of `procedimentos.busca`), then together its rules, its reimbursement line and what blocks it.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  COBERTURA_MESSAGES as M,
  formatCents,
  formatDate,
  formatIsoDate,
  operatorDate,
} from '@portal/domain';
import { normalizarNomeBusca } from '@portal/domain/contract/console/atendimento';
import { GRUPO_CARENCIA } from '@portal/domain/contract/plano/carencias-codigos';
import {
  COBERTURA_MAX_SUGESTOES,
  COBERTURA_TERMO_MINIMO,
  type Cobertura,
  type CoberturaQuery,
  type PreviaReembolso,
  type PreviaReembolsoQuery,
  type ProcedimentoCobertura,
} from '@portal/domain/contract/plano/cobertura';
import {
  estimarReembolso,
  SEGMENTACAO_ROL_NOMES,
  segmentacoesDoContrato,
  type Coparticipacao,
  type SegmentacaoRol,
} from '@portal/domain/contract/plano/procedimentos-codigos';
import { GRUPOS_ARQUIVO_REEMBOLSO } from '@portal/domain/contract/financeiro/reembolso';
import type { ContatoOperadora } from '@portal/domain/contract/shell/contatos-operadora';
import type { Database } from '../../db/client.js';
import { contratos } from '../../db/schema/contratos.js';
import { parametrosOperadora } from '../../db/schema/operator.js';
import {
  planoProdutoRegras,
  planoProdutos,
  planoReembolsoTabela,
  procedimentos,
} from '../../db/schema/procedimentos.js';
import { PARAMETRO_ARQUIVOS_DO_GRUPO, PARAMETROS_REEMBOLSO } from '../../db/schema/reembolso.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import { holdsPlan } from '../../platform/family-scope.js';
import { getOperatorContacts } from '../../shared-domain/operator-contacts.js';
import { carenciaQueBloqueia } from './carencias.service.js';

type Procedimento = typeof procedimentos.$inferSelect;

interface Contexto {
  db: Database;
  scope: FamilyScope;
  now: Date;
}

/** The channels a member confirms coverage through: the SAC's phone and e-mail. */
const CANAIS: readonly ContatoOperadora['chave'][] = ['FONE_SAC', 'EMAIL_SAC'];

async function canais(db: Database): Promise<ContatoOperadora[]> {
  return (await getOperatorContacts({ db })).filter((c) => CANAIS.includes(c.chave));
}

/** The beneficiary's plan rows, the chosen plan (the first when none is named) and its segmentations. */
async function planoDe(db: Database, rows: VisibleBeneficiario[], codigoPlano: string | undefined) {
  const comPlano = rows.filter(holdsPlan);
  if (comPlano.length === 0) throw notFound();
  const planos = await db
    .select({
      id: contratos.id,
      codigo: contratos.codigo,
      nome: contratos.plano,
      segmentacao: contratos.segmentacao,
      registroAns: contratos.registroAnsProduto,
      segmentacoesProduto: planoProdutos.segmentacoes,
    })
    .from(contratos)
    .leftJoin(planoProdutos, eq(planoProdutos.registroAns, contratos.registroAnsProduto))
    .where(
      inArray(
        contratos.id,
        comPlano.map((r) => r.contratoId),
      ),
    )
    .orderBy(asc(contratos.id));
  const plano = codigoPlano === undefined ? planos[0] : planos.find((p) => p.codigo === codigoPlano);
  if (!plano) throw notFound();
  const beneficiario = comPlano.find((r) => r.contratoId === plano.id)!;
  // The product's registration at the ANS when the operator sent it; else the contract's own words.
  const segmentacoes = plano.segmentacoesProduto ?? segmentacoesDoContrato(plano.segmentacao);
  return {
    beneficiario,
    plano: { codigo: plano.codigo, nome: plano.nome, segmentacao: plano.segmentacao, segmentacoes },
    registroAns: plano.registroAns,
    planos: planos.map((p) => ({ codigo: p.codigo, nome: p.nome })),
  };
}

/**
 * Word similarity from which a procedure's names count as what the member typed. First pg_trgm's default, 0.6
 * (a word's beginning, a typo in a short text), which keeps the candidates the GIN index hands over few; only
 * when that finds nothing, 0.45 (a typo or two in each word of a longer text: 'resonancia magnetca do cranio'),
 * set for the search's transaction. At 0.45 a text of common words ('dosagem de …') resembles hundreds of
 * entries, each rechecked: most searches never pay it (bench:cobertura, decision 0049).
 */
export const LIMIAR_PROCEDIMENTO = 0.45;

const porSemelhanca = (db: Database, t: string, limite: number) =>
  db
    .select()
    .from(procedimentos)
    .where(sql`${procedimentos.busca} %> ${t}`)
    .orderBy(
      sql`word_similarity(${t}, ${procedimentos.busca}) desc`,
      sql`similarity(${t}, ${procedimentos.busca}) desc`,
      asc(procedimentos.nome),
    )
    .limit(limite);

/**
 * The procedures a text reads as, best first: an 8-digit code exactly, a shorter run of digits as a code's
 * beginning, otherwise names and synonyms by word similarity (`%>` over the GIN index of `busca`), ties to the
 * closer whole text, then by name.
 */
async function procurar(db: Database, termo: string, limite: number): Promise<Procedimento[]> {
  const digitos = termo.replace(/[\s.-]/g, '');
  if (/^\d{8}$/.test(digitos)) {
    return db.select().from(procedimentos).where(eq(procedimentos.codigo, digitos));
  }
  if (/^\d+$/.test(digitos)) {
    return db
      .select()
      .from(procedimentos)
      .where(sql`${procedimentos.codigo} like ${`${digitos}%`}`)
      .orderBy(asc(procedimentos.codigo))
      .limit(limite);
  }
  const t = normalizarNomeBusca(termo);
  return db.transaction(async (tx) => {
    // The planner prices the GIN scan of a text of several words above a sequential scan of a few thousand
    // rows, and then computes the word similarity of every row: 60–100 ms at 5,000, where the index hands over
    // a few dozen to recheck (0.4–4 ms, bench:cobertura). Local to this transaction.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    const achados = await porSemelhanca(tx, t, limite);
    if (achados.length > 0) return achados;
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(LIMIAR_PROCEDIMENTO)}, true)`,
    );
    return porSemelhanca(tx, t, limite);
  });
}

const percentualTexto = (p: number) => `${p}%`;

/** '30% do valor, no máximo R$ 50,00' / 'R$ 25,00 por uso'. */
export function textoCoparticipacao(c: Coparticipacao): string {
  const partes = [
    ...(c.percentual != null ? [`${percentualTexto(c.percentual)} do valor do procedimento`] : []),
    ...(c.valorFixoCentavos != null ? [`${formatCents(c.valorFixoCentavos)} por uso`] : []),
  ];
  const teto = c.tetoCentavos != null ? `, no máximo ${formatCents(c.tetoCentavos)}` : '';
  return `Coparticipação: ${partes.join(' mais ')}${teto}.`;
}

const listaSegmentacoes = (s: readonly SegmentacaoRol[]) => s.map((x) => SEGMENTACAO_ROL_NOMES[x]).join(', ');

/** The coverage of one procedure under a plan's segmentations: the rule and its sentence. */
export function situacaoCobertura(
  p: Pick<Procedimento, 'segmentacoes'>,
  segmentacoesPlano: readonly SegmentacaoRol[],
): Pick<ProcedimentoCobertura, 'situacao' | 'coberto' | 'explicacao'> {
  if (p.segmentacoes.length === 0) {
    return {
      situacao: 'FORA_DO_ROL',
      coberto: false,
      explicacao:
        'Este procedimento não faz parte do Rol de procedimentos da ANS: o plano não é obrigado a cobri-lo. Confirme com a operadora se o seu contrato o inclui.',
    };
  }
  if (!p.segmentacoes.some((s) => segmentacoesPlano.includes(s))) {
    return {
      situacao: 'SEGMENTACAO_NAO_CONTRATADA',
      coberto: false,
      explicacao: `O Rol da ANS inclui este procedimento na segmentação ${listaSegmentacoes(p.segmentacoes)}, que o plano (${listaSegmentacoes(segmentacoesPlano)}) não tem.`,
    };
  }
  return {
    situacao: 'COBERTO',
    coberto: true,
    explicacao: `Coberto pelo Rol da ANS na segmentação ${listaSegmentacoes(p.segmentacoes.filter((s) => segmentacoesPlano.includes(s)))} do plano.`,
  };
}

/** The product's rule for the procedure, else for its group; null when the product has neither. */
async function regraDe(db: Database, registroAns: string, p: Procedimento) {
  const regras = await db
    .select({
      procedimentoId: planoProdutoRegras.procedimentoId,
      percentual: planoProdutoRegras.coparticipacaoPercentual,
      valorFixoCentavos: planoProdutoRegras.coparticipacaoFixaCentavos,
      tetoCentavos: planoProdutoRegras.coparticipacaoTetoCentavos,
      autorizacaoPrevia: planoProdutoRegras.autorizacaoPrevia,
    })
    .from(planoProdutoRegras)
    .innerJoin(planoProdutos, eq(planoProdutos.id, planoProdutoRegras.produtoId))
    .where(
      and(
        eq(planoProdutos.registroAns, registroAns),
        or(eq(planoProdutoRegras.procedimentoId, p.id), eq(planoProdutoRegras.grupo, p.grupo)),
      ),
    );
  return regras.find((r) => r.procedimentoId === p.id) ?? regras[0] ?? null;
}

async function linhaReembolso(db: Database, registroAns: string, procedimentoId: number) {
  const [linha] = await db
    .select()
    .from(planoReembolsoTabela)
    .where(
      and(
        eq(planoReembolsoTabela.registroAns, registroAns),
        eq(planoReembolsoTabela.procedimentoId, procedimentoId),
      ),
    );
  return linha ?? null;
}

async function cobertura(
  db: Database,
  p: Procedimento,
  contexto: { registroAns: string; segmentacoes: SegmentacaoRol[]; beneficiarioId: number; hoje: string },
): Promise<ProcedimentoCobertura> {
  const grupo = p.grupo;
  const [regra, linha, bloqueio] = await Promise.all([
    regraDe(db, contexto.registroAns, p),
    linhaReembolso(db, contexto.registroAns, p.id),
    carenciaQueBloqueia(db, contexto.beneficiarioId, grupo, p.altaComplexidade, contexto.hoje),
  ]);
  const temCoparticipacao = regra && (regra.percentual != null || regra.valorFixoCentavos != null);
  return {
    codigo: p.codigo,
    nome: p.nome,
    grupo,
    grupoNome: GRUPO_CARENCIA[grupo].nome,
    segmentacoesRol: p.segmentacoes,
    ...situacaoCobertura(p, contexto.segmentacoes),
    dut: p.dut,
    carencia: bloqueio && {
      ...bloqueio,
      texto:
        bloqueio.motivo === 'CARENCIA'
          ? `Em carência de ${GRUPO_CARENCIA[grupo].nome.toLowerCase()}: liberado a partir de ${formatDate(bloqueio.ate)}.`
          : `Cobertura parcial temporária (doença ou lesão preexistente declarada): pode ser limitado até ${formatDate(bloqueio.ate)}, se relacionado à condição declarada.`,
    },
    autorizacaoPrevia: regra?.autorizacaoPrevia ?? p.autorizacaoPrevia,
    coparticipacao: temCoparticipacao
      ? {
          percentual: regra.percentual,
          valorFixoCentavos: regra.valorFixoCentavos,
          tetoCentavos: regra.tetoCentavos,
          texto: textoCoparticipacao(regra),
        }
      : null,
    reembolsavel: linha !== null,
  };
}

/** The text a lookup searches by, refused (400) when there is neither a code nor 3+ characters of it. */
function termoDe(q: { codigo?: string | undefined; termo?: string | undefined }): string {
  const termo = q.termo?.trim() ?? '';
  if (q.codigo === undefined && termo === '')
    throw badRequest(M.informeProcedimento, { termo: M.informeProcedimento });
  if (q.codigo === undefined && normalizarNomeBusca(termo).length < COBERTURA_TERMO_MINIMO) {
    throw badRequest(M.termoCurto, { termo: M.termoCurto });
  }
  return termo;
}

/** The procedure by its code, or the text's best matches (the suggestions after it). */
const achar = (db: Database, q: { codigo?: string | undefined }, termo: string) =>
  q.codigo !== undefined
    ? db.select().from(procedimentos).where(eq(procedimentos.codigo, q.codigo))
    : procurar(db, termo, COBERTURA_MAX_SUGESTOES + 1);

export async function consultarCobertura(ctx: Contexto, q: CoberturaQuery): Promise<Cobertura> {
  const termo = termoDe(q);
  const rows = await ctx.scope.saude(q.cpf, 'SAUDE');
  const { beneficiario, plano, registroAns, planos } = await planoDe(ctx.db, rows, q.codigoPlano);
  const [achados, contatos] = await Promise.all([achar(ctx.db, q, termo), canais(ctx.db)]);
  const [melhor, ...outros] = achados;
  const hoje = formatIsoDate(operatorDate(ctx.now));
  return {
    beneficiario: { cpf: beneficiario.cpf, nome: beneficiario.nomeSocial ?? beneficiario.nomeCompleto },
    plano,
    planos,
    procedimento: melhor
      ? await cobertura(ctx.db, melhor, {
          registroAns,
          segmentacoes: plano.segmentacoes,
          beneficiarioId: beneficiario.beneficiarioId,
          hoje,
        })
      : null,
    sugestoes: outros.map((p) => ({ codigo: p.codigo, nome: p.nome })),
    informativo: M.informativo,
    contatos,
    ...(melhor ? {} : { mensagemAmigavel: M.nenhumEncontrado, tipoMensagem: 'INFORMACAO' as const }),
  };
}

/** Reembolso's document groups a request needs: those with a minimum, and the hospital bills of a stay. */
async function documentosExigidos(db: Database, p: Procedimento, autorizacao: boolean) {
  const nomes = GRUPOS_ARQUIVO_REEMBOLSO.map((g) => PARAMETRO_ARQUIVOS_DO_GRUPO[g.grupo]);
  const valores = await db
    .select({ nome: parametrosOperadora.nome, valor: parametrosOperadora.valor })
    .from(parametrosOperadora)
    .where(inArray(parametrosOperadora.nome, nomes));
  const minimo = (grupo: (typeof GRUPOS_ARQUIVO_REEMBOLSO)[number]['grupo']) => {
    const nome = PARAMETRO_ARQUIVOS_DO_GRUPO[grupo];
    const texto = valores.find((v) => v.nome === nome)?.valor ?? PARAMETROS_REEMBOLSO[nome];
    return Number(texto.split(',')[0]) || 0;
  };
  const internacao = p.grupo === 'INTERNACOES_CIRURGIAS' || p.grupo === 'PARTO_A_TERMO';
  return GRUPOS_ARQUIVO_REEMBOLSO.filter(
    (g) =>
      minimo(g.grupo) > 0 ||
      (g.grupo === 'contasHospitalar' && internacao) ||
      (g.grupo === 'senhasAutorizacoes' && autorizacao),
  ).map(({ grupo, titulo }) => ({ grupo, titulo }));
}

export async function simularReembolso(ctx: Contexto, q: PreviaReembolsoQuery): Promise<PreviaReembolso> {
  const termo = termoDe(q);
  const rows = await ctx.scope.saude(q.cpf, 'REEMBOLSO');
  const { beneficiario, plano, registroAns, planos } = await planoDe(ctx.db, rows, q.codigoPlano);
  const [[p, ...outros], contatos] = await Promise.all([achar(ctx.db, q, termo), canais(ctx.db)]);
  const comum = {
    beneficiario: { cpf: beneficiario.cpf, nome: beneficiario.nomeSocial ?? beneficiario.nomeCompleto },
    plano,
    planos,
    sugestoes: outros.map((o) => ({ codigo: o.codigo, nome: o.nome })),
    valorPagoCentavos: q.valorPagoCentavos,
    informativo: M.informativo,
    contatos,
  };
  if (!p) {
    return {
      ...comum,
      procedimento: null,
      estimativa: null,
      comoCalculado: [],
      documentos: [],
      mensagemAmigavel: M.nenhumEncontrado,
      tipoMensagem: 'INFORMACAO',
    };
  }
  const [linha, regra] = await Promise.all([
    linhaReembolso(ctx.db, registroAns, p.id),
    regraDe(ctx.db, registroAns, p),
  ]);
  const documentos = await documentosExigidos(ctx.db, p, regra?.autorizacaoPrevia ?? p.autorizacaoPrevia);
  const base = { ...comum, procedimento: { codigo: p.codigo, nome: p.nome }, documentos };
  if (!linha) {
    return {
      ...base,
      estimativa: null,
      comoCalculado: [],
      mensagemAmigavel: M.semTabelaReembolso,
      tipoMensagem: 'ALERTA',
    };
  }
  const e = estimarReembolso(linha, q.valorPagoCentavos);
  const pago = formatCents(q.valorPagoCentavos);
  const passos = [
    linha.limiteCentavos != null
      ? `A tabela de reembolso do plano paga até ${formatCents(linha.limiteCentavos)} por este procedimento.`
      : `A tabela de reembolso do plano paga ${(linha.multiplicadorCentesimos! / 100).toLocaleString('pt-BR')} × o valor de referência de ${formatCents(linha.valorReferenciaCentavos)} = ${formatCents(e.tetoTabelaCentavos)} por este procedimento.`,
    e.baseCentavos < q.valorPagoCentavos
      ? `Do valor pago (${pago}), o reembolso considera ${formatCents(e.baseCentavos)}, o que a tabela permite.`
      : `O valor pago (${pago}) está dentro do que a tabela permite: o reembolso considera o valor pago.`,
    ...(linha.coparticipacaoPercentual
      ? [
          `Coparticipação de ${percentualTexto(linha.coparticipacaoPercentual)}: menos ${formatCents(e.coparticipacaoCentavos)}.`,
        ]
      : []),
    `Estimativa de reembolso: ${formatCents(e.estimativaCentavos)}.`,
  ];
  return { ...base, estimativa: e, comoCalculado: passos };
}
