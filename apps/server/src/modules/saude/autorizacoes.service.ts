// Autorizações (issue 15): a beneficiary's guides filtered by status, one guide in detail, where an
// authorised procedure can be done, and what the denial letter says. A guide is reached through its card:
// the card's holder must be in the caller's family (FamilyScope.carteira), so another family's guide — or
// the right guide with a wrong `carteira` — is the same 404 as one that does not exist.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { SAUDE_MESSAGES } from '@portal/domain';
import type {
  AutorizacaoResumo,
  CidadeAutorizacao,
  DetalheAutorizacao,
  Prestador,
  SituacaoAutorizacao,
} from '@portal/domain/contract/saude/autorizacoes';
import { porChavesEmGrupo } from '../../db/por-chaves-em-grupo.js';
import { cidades } from '../../db/schema/dados-pessoais.js';
import { carteiras } from '../../db/schema/contratos.js';
import {
  autorizacaoProcedimentos,
  autorizacoes,
  prestadores,
  prestadorProcedimentos,
} from '../../db/schema/saude.js';
import { HttpError, notFound } from '../../platform/errors.js';
import type { FamilyScope, VisibleCarteira } from '../../platform/family-scope.js';

type GuiaRow = typeof autorizacoes.$inferSelect;
type ProcedimentoRow = typeof autorizacaoProcedimentos.$inferSelect;

export interface GuiaVisivel {
  guia: GuiaRow;
  carteira: VisibleCarteira;
  procedimentos: ProcedimentoRow[];
}

const procedimentosDe = (scope: FamilyScope, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : scope.db
        .select()
        .from(autorizacaoProcedimentos)
        .where(inArray(autorizacaoProcedimentos.autorizacaoId, ids))
        .orderBy(asc(autorizacaoProcedimentos.autorizacaoId), asc(autorizacaoProcedimentos.ordem));

/** What a guide's summary says of its procedures: the first one's name, and how many there are. */
interface ProcedimentosDoResumo {
  principal: string | null;
  quantos: number;
}

const doResumo = (procs: readonly ProcedimentoRow[]): ProcedimentosDoResumo => ({
  principal: procs[0]?.descricao ?? null,
  quantos: procs.length,
});

/**
 * The same for each guide of a list, as two columns of the guides' own statement (decision 0063: a round trip
 * less on a member read), each an index lookup of the procedures' key (autorizacao_id, ordem).
 */
const procedimentosDoResumo = {
  principal: sql<string | null>`(select ${autorizacaoProcedimentos.descricao} from ${autorizacaoProcedimentos}
    where ${autorizacaoProcedimentos.autorizacaoId} = ${autorizacoes.id}
    order by ${autorizacaoProcedimentos.ordem} limit 1)`,
  quantos: sql<number>`(select count(*)::int from ${autorizacaoProcedimentos}
    where ${autorizacaoProcedimentos.autorizacaoId} = ${autorizacoes.id})`,
};

function resumo(guia: GuiaRow, codigoCarteira: string, procs: ProcedimentosDoResumo): AutorizacaoResumo {
  return {
    idGuia: guia.idGuia,
    codigoCarteiraGuia: codigoCarteira,
    tipoAutorizacao: guia.tipo,
    status: guia.status,
    dataSolicitacao: guia.dataSolicitacao,
    dataDecisao: guia.dataDecisao,
    procedimentoPrincipal: procs.principal ?? '',
    outrosProcedimentos: Math.max(0, procs.quantos - 1),
    prestador: guia.prestador,
    validade: guia.validade,
    altaComplexidade: guia.altaComplexidade,
    prazoResposta: guia.status === 'PENDENTE' ? guia.prazoResposta : null,
  };
}

/**
 * The list's guides, with the other calls' in the same statuses at the same moment (decision 0066): the union
 * of their beneficiary rows in one statement, each call given its own rows' guides.
 */
const lerGuias = porChavesEmGrupo({
  ler: (db, beneficiarioIds, status: readonly SituacaoAutorizacao[]) =>
    db
      .select({
        guia: autorizacoes,
        carteira: carteiras.codigo,
        beneficiarioId: carteiras.beneficiarioId,
        ...procedimentosDoResumo,
      })
      .from(autorizacoes)
      .innerJoin(carteiras, eq(carteiras.id, autorizacoes.carteiraId))
      .where(
        and(
          sql`${carteiras.beneficiarioId} = any(${sql.param(beneficiarioIds)}::integer[])`,
          inArray(autorizacoes.status, [...status]),
        ),
      )
      .orderBy(desc(autorizacoes.dataSolicitacao), desc(autorizacoes.id)),
  chaveDe: (linha) => linha.beneficiarioId,
});

/** GET /autorizacoes?cpf&status: the beneficiary's guides in those statuses, newest first. */
export async function listAutorizacoes(
  scope: FamilyScope,
  cpf: string,
  status: readonly SituacaoAutorizacao[],
): Promise<{ nome: string; autorizacoes: AutorizacaoResumo[] }> {
  const rows = await scope.saude(cpf, 'SAUDE');
  const guias = await lerGuias(
    scope.db,
    rows.map((r) => r.beneficiarioId),
    status,
  );
  return {
    nome: rows[0]!.nomeCompleto,
    autorizacoes: guias.map(({ guia, carteira, principal, quantos }) =>
      resumo(guia, carteira, { principal, quantos }),
    ),
  };
}

/** The guide when its card is in the caller's family (and is `carteira`, when given), or 404. */
export async function guiaVisivel(
  scope: FamilyScope,
  idGuia: string,
  carteira?: string,
): Promise<GuiaVisivel> {
  const [row] = await scope.db
    .select({ guia: autorizacoes, carteira: carteiras.codigo })
    .from(autorizacoes)
    .innerJoin(carteiras, eq(carteiras.id, autorizacoes.carteiraId))
    .where(eq(autorizacoes.idGuia, idGuia));
  if (!row || (carteira !== undefined && row.carteira !== carteira)) throw notFound();
  const visivel = await scope.carteira(row.carteira);
  await scope.saudeByPessoa(visivel.beneficiario.pessoaId, 'SAUDE');
  return { guia: row.guia, carteira: visivel, procedimentos: await procedimentosDe(scope, [row.guia.id]) };
}

export function detalheAutorizacao({ guia, carteira, procedimentos }: GuiaVisivel): DetalheAutorizacao {
  const negada = guia.status === 'NEGADA' && guia.negativaMotivo !== null;
  return {
    ...resumo(guia, carteira.codigo, doResumo(procedimentos)),
    cpf: carteira.beneficiario.cpf,
    nome: carteira.beneficiario.nomeCompleto,
    carater: guia.carater,
    protocolo: guia.protocolo,
    procedimentos: procedimentos.map((p) => ({
      codigoProcedimento: p.codigoTuss,
      descricao: p.descricao,
      quantidadeSolicitada: p.quantidadeSolicitada,
      quantidadeAutorizada: p.quantidadeAutorizada,
    })),
    medicoSolicitante: { nome: guia.medicoNome, crm: guia.medicoCrm, uf: guia.medicoUf },
    senha: guia.senha,
    observacao: guia.observacao,
    negativa: negada ? { motivo: guia.negativaMotivo!, fundamento: guia.negativaFundamento ?? '' } : null,
    negativaPdf: negada,
  };
}

/**
 * The procedure of an AUTHORISED guide (only then is there somewhere to send the member): 409 for a guide
 * in any other status, 404 for a code the guide does not have.
 */
function procedimentoAutorizado(visivel: GuiaVisivel, codigoProcedimento: string): string {
  if (visivel.guia.status !== 'AUTORIZADA') {
    throw new HttpError(409, { mensagem: SAUDE_MESSAGES.notAuthorized });
  }
  if (!visivel.procedimentos.some((p) => p.codigoTuss === codigoProcedimento)) throw notFound();
  return codigoProcedimento;
}

/** GET /{idGuia}/cidades: the cities with a provider that performs the authorised procedure. */
export async function cidadesDoProcedimento(
  scope: FamilyScope,
  visivel: GuiaVisivel,
  codigoProcedimento: string,
): Promise<CidadeAutorizacao[]> {
  const codigo = procedimentoAutorizado(visivel, codigoProcedimento);
  const rows = await scope.db
    .selectDistinct({ id: cidades.id, nome: cidades.nome, uf: cidades.uf })
    .from(prestadorProcedimentos)
    .innerJoin(prestadores, eq(prestadores.id, prestadorProcedimentos.prestadorId))
    .innerJoin(cidades, eq(cidades.id, prestadores.cidadeId))
    .where(eq(prestadorProcedimentos.codigoTuss, codigo))
    .orderBy(asc(cidades.nome));
  return rows.map((c) => ({ codigoCidade: String(c.id), nome: c.nome, uf: c.uf }));
}

/** GET /{idGuia}/prestadores: the providers of that city that perform the authorised procedure. */
export async function prestadoresDoProcedimento(
  scope: FamilyScope,
  visivel: GuiaVisivel,
  codigoProcedimento: string,
  codigoCidade: string,
): Promise<Prestador[]> {
  const codigo = procedimentoAutorizado(visivel, codigoProcedimento);
  const rows = await scope.db
    .select({ prestador: prestadores, cidade: cidades.nome, uf: cidades.uf })
    .from(prestadorProcedimentos)
    .innerJoin(prestadores, eq(prestadores.id, prestadorProcedimentos.prestadorId))
    .innerJoin(cidades, eq(cidades.id, prestadores.cidadeId))
    .where(and(eq(prestadorProcedimentos.codigoTuss, codigo), eq(prestadores.cidadeId, Number(codigoCidade))))
    .orderBy(asc(prestadores.nome));
  return rows.map(({ prestador: p, cidade, uf }) => ({
    codigo: p.codigo,
    nome: p.nome,
    endereco: p.endereco,
    bairro: p.bairro,
    cidade,
    uf,
    telefone: p.telefone,
    latitude: p.latitude,
    longitude: p.longitude,
  }));
}
