// PUT /integracao/v1/rede/produtos, /rede/servicos, /rede/prestadores, /rede/locais and /rede/alteracoes (issue
// 40, decision 0047): the network the Guia Médico searches, published by the operator's systems into the rede_*
// tables (db/schema/rede.ts). Five more TipoLote descriptions on lote.ts's machine: each kind's references are
// read once per batch (a fixed number of queries whatever its size), each record is judged against them and
// written only when it differs from the stored one (the same batch twice is `inalterado` and writes nothing).
// A location and its link sets (services, products) are written in the record's savepoint: a failure leaves
// neither. The kind's advisory lock serialises its batches across instances, so two copies of one batch sent
// together end with one row and the link sets of one of them. The portal only reads these tables; no audit of
// the rows (the area's hook audits each call) and no outbox event (decision 0025: events are what members file).
// The bulk load (importacao.ts) writes new providers and locations of a batch in a few multi-row statements
// (`gravarJuntos`); updates go record by record.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { INTEGRACAO_MESSAGES, INTEGRACAO_REDE_MESSAGES as M, isValidCnpjDigits } from '@portal/domain';
import type { ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import {
  alteracaoRedeErpSchema,
  localRedeErpSchema,
  prestadorRedeErpSchema,
  produtoRedeErpSchema,
  servicoRedeErpSchema,
  type AlteracaoRedeErp,
  type LocalRedeErp,
  type PrestadorRedeErp,
  type ProdutoRedeErp,
  type ServicoRedeErp,
} from '@portal/domain/contract/integracao/rede';
import type { Database } from '../../db/client.js';
import {
  redeAlteracoes,
  redeLocais,
  redeLocalProdutos,
  redeLocalServicos,
  redePrestadores,
  redeProdutos,
  redeServicos,
} from '../../db/schema/rede.js';
import { prestadores } from '../../db/schema/saude.js';
import type { Clock } from '../../platform/clock.js';
import { checarHorarios, semana } from './agenda-erp.service.js';
import {
  aplicarLote,
  type Campos,
  checarDias,
  criado,
  distintos,
  mesmasColunas,
  porChave,
  recusar,
  RegistroInvalido,
  seHouver,
  type TipoLote,
} from './lote.js';

/** What every network upsert needs: the database and the clock of `atualizado_em`. */
export interface ContextoRede {
  db: Database;
  clock: Clock;
}

/** The same members whatever the order (a list the ERP re-sorts is `inalterado`). */
export const mesmoConjunto = (a: readonly (string | number)[], b: readonly (string | number)[]): boolean => {
  if (a.length !== b.length) return false;
  const ordenado = (l: readonly (string | number)[]) => l.map(String).sort();
  const [x, y] = [ordenado(a), ordenado(b)];
  return x.every((v, i) => v === y[i]);
};

/** Refuses a list where a value appears twice, naming the second one. */
export function semRepetidos(
  lista: readonly string[],
  campo: string,
  mensagem: string = M.codigoRepetido,
): void {
  const vistos = new Set<string>();
  const repetido = lista.findIndex((v) => {
    const normal = v.toLocaleLowerCase('pt-BR');
    if (vistos.has(normal)) return true;
    vistos.add(normal);
    return false;
  });
  if (repetido >= 0) recusar(mensagem, `${campo}.${repetido}`);
}

/** Each reference of `lista` missing from `conhecidos` refused on its index, all named in one message. */
function exigirConhecidos(
  lista: readonly string[],
  conhecidos: ReadonlyMap<string, unknown>,
  campo: string,
  mensagem: (faltando: readonly string[]) => string,
): void {
  const faltando = lista.flatMap((v, i) => (conhecidos.has(v) ? [] : [{ v, i }]));
  if (faltando.length === 0) return;
  const texto = mensagem(faltando.map((f) => f.v));
  const campos: Campos = Object.fromEntries(faltando.map((f) => [`${campo}.${f.i}`, texto]));
  throw new RegistroInvalido(texto, campos);
}

// -------------------------------------------------------------------------------------------- products

async function referenciasProdutos(db: Database, lote: ProdutoRedeErp[]) {
  const registros = lote.map((p) => p.registroAns);
  const rows = await seHouver(registros, () =>
    db.select().from(redeProdutos).where(inArray(redeProdutos.registroAns, registros)),
  );
  return porChave(rows, (p) => p.registroAns);
}

function tipoProdutos(
  clock: Clock,
): TipoLote<ProdutoRedeErp, Awaited<ReturnType<typeof referenciasProdutos>>> {
  return {
    chave: 'integracao:rede-produtos',
    chaveBruta: 'registroAns',
    schema: produtoRedeErpSchema,
    invalido: M.produtoInvalido,
    idErp: (p) => p.registroAns,
    referencias: referenciasProdutos,
    julgar: (p, porRegistro) => {
      const atual = porRegistro.get(p.registroAns);
      const colunas = { nome: p.nome, segmento: p.segmento, ativo: p.ativo };
      if (atual && mesmasColunas(atual, colunas)) return { resultado: 'inalterado' };
      return {
        resultado: atual ? 'atualizado' : 'criado',
        gravar: async (sp) => {
          const linha = { ...colunas, atualizadoEm: clock() };
          if (atual) await sp.update(redeProdutos).set(linha).where(eq(redeProdutos.id, atual.id));
          else await sp.insert(redeProdutos).values({ ...linha, registroAns: p.registroAns });
        },
      };
    },
    unicas: { rede_produtos_registro_ans_unique: INTEGRACAO_MESSAGES.registroConcorrente },
  };
}

export const upsertProdutosRede = (
  ctx: ContextoRede,
  registros: readonly unknown[],
): Promise<ResultadoLote> => aplicarLote(ctx.db, tipoProdutos(ctx.clock), registros);

// ------------------------------------------------------------------------------------ services catalogue

async function referenciasServicos(db: Database, lote: ServicoRedeErp[]) {
  const codigos = lote.map((s) => s.codigo);
  const rows = await seHouver(codigos, () =>
    db.select().from(redeServicos).where(inArray(redeServicos.codigo, codigos)),
  );
  return porChave(rows, (s) => s.codigo);
}

function tipoServicos(
  clock: Clock,
): TipoLote<ServicoRedeErp, Awaited<ReturnType<typeof referenciasServicos>>> {
  return {
    chave: 'integracao:rede-servicos',
    chaveBruta: 'codigo',
    schema: servicoRedeErpSchema,
    invalido: M.servicoInvalido,
    idErp: (s) => s.codigo,
    referencias: referenciasServicos,
    julgar: (s, porCodigo) => {
      semRepetidos(s.sinonimos, 'sinonimos', M.sinonimoRepetido);
      const atual = porCodigo.get(s.codigo);
      const colunas = { nome: s.nome, tipo: s.tipo };
      if (atual && mesmasColunas(atual, colunas) && mesmoConjunto(atual.sinonimos, s.sinonimos)) {
        return { resultado: 'inalterado' };
      }
      return {
        resultado: atual ? 'atualizado' : 'criado',
        gravar: async (sp) => {
          const linha = { ...colunas, sinonimos: s.sinonimos, atualizadoEm: clock() };
          if (atual) await sp.update(redeServicos).set(linha).where(eq(redeServicos.id, atual.id));
          else await sp.insert(redeServicos).values({ ...linha, codigo: s.codigo });
        },
      };
    },
    unicas: { rede_servicos_codigo_unique: INTEGRACAO_MESSAGES.registroConcorrente },
  };
}

export const upsertServicosRede = (
  ctx: ContextoRede,
  registros: readonly unknown[],
): Promise<ResultadoLote> => aplicarLote(ctx.db, tipoServicos(ctx.clock), registros);

// ------------------------------------------------------------------------------------------- providers

async function referenciasPrestadores(db: Database, lote: PrestadorRedeErp[]) {
  const ids = lote.map((p) => p.idErp);
  const rows = await seHouver(ids, () =>
    db.select().from(redePrestadores).where(inArray(redePrestadores.idErp, ids)),
  );
  return porChave(rows, (p) => p.idErp);
}

/** A person with a council registration; a company with a CNPJ whose check digits hold. */
function checarPrestador(p: PrestadorRedeErp): void {
  const registro = { conselho: p.conselho, conselhoNumero: p.conselhoNumero, conselhoUf: p.conselhoUf };
  const faltando = Object.entries(registro).flatMap(([campo, valor]) => (valor == null ? [campo] : []));
  if (p.tipoPessoa === 'PF' && faltando.length > 0) recusar(M.conselhoObrigatorio, ...faltando);
  if (faltando.length > 0 && faltando.length < 3) recusar(M.conselhoIncompleto, ...faltando);
  if (p.tipoPessoa === 'PF' && p.cnpj != null) recusar(M.cnpjSoDePessoaJuridica, 'cnpj');
  if (p.tipoPessoa === 'PJ') {
    if (p.cnpj == null) recusar(M.cnpjObrigatorio, 'cnpj');
    else if (!isValidCnpjDigits(p.cnpj)) recusar(M.cnpjInvalido, 'cnpj');
  }
  semRepetidos(p.qualidade, 'qualidade');
}

const colunasPrestador = (p: PrestadorRedeErp) => ({
  tipoPessoa: p.tipoPessoa,
  nome: p.nome,
  nomeFantasia: p.nomeFantasia ?? null,
  conselho: p.conselho ?? null,
  conselhoNumero: p.conselhoNumero ?? null,
  conselhoUf: p.conselhoUf ?? null,
  cnpj: p.cnpj ?? null,
});

type NovoPrestador = typeof redePrestadores.$inferInsert;

/** New providers' rows, one statement. */
async function inserirPrestadores(
  sp: Database,
  novos: (typeof redePrestadores.$inferInsert)[],
): Promise<void> {
  await sp.insert(redePrestadores).values(novos);
}

function tipoPrestadores(
  clock: Clock,
): TipoLote<PrestadorRedeErp, Awaited<ReturnType<typeof referenciasPrestadores>>, NovoPrestador> {
  return {
    chave: 'integracao:rede-prestadores',
    schema: prestadorRedeErpSchema,
    invalido: M.prestadorInvalido,
    idErp: (p) => p.idErp,
    referencias: referenciasPrestadores,
    julgar: (p, porErp) => {
      checarPrestador(p);
      const atual = porErp.get(p.idErp);
      const colunas = colunasPrestador(p);
      const qualidade = [...p.qualidade].sort();
      if (atual && mesmasColunas(atual, colunas) && mesmoConjunto(atual.qualidade, qualidade)) {
        return { resultado: 'inalterado' };
      }
      const linha = { ...colunas, qualidade, atualizadoEm: clock() };
      if (atual) {
        return {
          resultado: 'atualizado',
          gravar: async (sp) => {
            await sp.update(redePrestadores).set(linha).where(eq(redePrestadores.id, atual.id));
          },
        };
      }
      return criado({ ...linha, idErp: p.idErp }, inserirPrestadores);
    },
    gravarJuntos: inserirPrestadores,
    unicas: { rede_prestadores_id_erp_unique: INTEGRACAO_MESSAGES.registroConcorrente },
  };
}

export const upsertPrestadoresRede = (
  ctx: ContextoRede,
  registros: readonly unknown[],
): Promise<ResultadoLote> => aplicarLote(ctx.db, tipoPrestadores(ctx.clock), registros);

// ------------------------------------------------------------------------------------------- locations

/** Brazil's extremes (with its islands), with a margin: coordinates outside are swapped or in another unit. */
const BRASIL = { latitude: [-34, 5.5], longitude: [-74.5, -28.5] } as const;

/**
 * The providers, services, products and own units named (one query each); the stored locations and their
 * two link sets (one query each).
 */
async function referenciasLocais(db: Database, lote: LocalRedeErp[]) {
  const ids = lote.map((l) => l.idErp);
  const prestadoresErp = distintos(lote.map((l) => l.prestadorIdErp));
  const codigos = distintos(lote.flatMap((l) => l.servicos));
  const registros = distintos(lote.flatMap((l) => l.produtos));
  const unidades = distintos(lote.map((l) => l.unidadeAgendamentoCodigo));
  const donos = await seHouver(prestadoresErp, () =>
    db
      .select({ id: redePrestadores.id, idErp: redePrestadores.idErp })
      .from(redePrestadores)
      .where(inArray(redePrestadores.idErp, prestadoresErp)),
  );
  const servicos = await seHouver(codigos, () =>
    db
      .select({ id: redeServicos.id, codigo: redeServicos.codigo })
      .from(redeServicos)
      .where(inArray(redeServicos.codigo, codigos)),
  );
  const produtos = await seHouver(registros, () =>
    db
      .select({ id: redeProdutos.id, registroAns: redeProdutos.registroAns })
      .from(redeProdutos)
      .where(inArray(redeProdutos.registroAns, registros)),
  );
  const proprias = await seHouver(unidades, () =>
    db
      .select({ id: prestadores.id, codigo: prestadores.codigo, proprio: prestadores.proprio })
      .from(prestadores)
      .where(inArray(prestadores.codigo, unidades)),
  );
  const existentes = await seHouver(ids, () =>
    db.select().from(redeLocais).where(inArray(redeLocais.idErp, ids)),
  );
  const localIds = existentes.map((l) => l.id);
  const linksServicos = await seHouver(localIds, () =>
    db.select().from(redeLocalServicos).where(inArray(redeLocalServicos.localId, localIds)),
  );
  const linksProdutos = await seHouver(localIds, () =>
    db.select().from(redeLocalProdutos).where(inArray(redeLocalProdutos.localId, localIds)),
  );
  const agrupar = (links: { localId: number; id: number }[]) => {
    const porLocal = new Map<number, number[]>();
    for (const { localId, id } of links) {
      const lista = porLocal.get(localId);
      if (lista) lista.push(id);
      else porLocal.set(localId, [id]);
    }
    return porLocal;
  };
  return {
    prestadorPorErp: new Map(donos.map((p) => [p.idErp, p.id])),
    servicoPorCodigo: new Map(servicos.map((s) => [s.codigo, s.id])),
    produtoPorRegistro: new Map(produtos.map((p) => [p.registroAns, p.id])),
    unidadePorCodigo: porChave(proprias, (u) => u.codigo),
    localPorErp: porChave(existentes, (l) => l.idErp),
    servicosPorLocal: agrupar(linksServicos.map((l) => ({ localId: l.localId, id: l.servicoId }))),
    produtosPorLocal: agrupar(linksProdutos.map((l) => ({ localId: l.localId, id: l.produtoId }))),
  };
}

type RefsLocais = Awaited<ReturnType<typeof referenciasLocais>>;

/** A new location with its links, for the bulk load's multi-row writes. */
interface NovoLocal {
  linha: typeof redeLocais.$inferInsert;
  servicoIds: number[];
  produtoIds: number[];
}

/** The rules of a location and what it refers to: its provider, catalogue codes, products, own unit. */
function checarLocal(l: LocalRedeErp, refs: RefsLocais) {
  const foraLatitude = l.latitude < BRASIL.latitude[0] || l.latitude > BRASIL.latitude[1];
  const foraLongitude = l.longitude < BRASIL.longitude[0] || l.longitude > BRASIL.longitude[1];
  if (foraLatitude || foraLongitude) recusar(M.coordenadasForaDoBrasil, 'latitude', 'longitude');
  checarHorarios(l.horarios);
  semRepetidos(l.acessibilidade, 'acessibilidade');
  semRepetidos(l.servicos, 'servicos');
  semRepetidos(l.produtos, 'produtos');
  const prestadorId =
    refs.prestadorPorErp.get(l.prestadorIdErp) ?? recusar(M.prestadorDesconhecido, 'prestadorIdErp');
  exigirConhecidos(l.servicos, refs.servicoPorCodigo, 'servicos', M.servicoDesconhecido);
  exigirConhecidos(l.produtos, refs.produtoPorRegistro, 'produtos', M.produtoDesconhecido);
  let unidadeAgendamentoId: number | null = null;
  if (l.unidadeAgendamentoCodigo != null) {
    const unidade =
      refs.unidadePorCodigo.get(l.unidadeAgendamentoCodigo) ??
      recusar(M.unidadeDesconhecida, 'unidadeAgendamentoCodigo');
    if (!unidade.proprio) recusar(M.unidadeNaoPropria, 'unidadeAgendamentoCodigo');
    unidadeAgendamentoId = unidade.id;
  }
  return {
    prestadorId,
    unidadeAgendamentoId,
    servicoIds: l.servicos.map((c) => refs.servicoPorCodigo.get(c)!),
    produtoIds: l.produtos.map((r) => refs.produtoPorRegistro.get(r)!),
  };
}

/**
 * Makes a link set of the location `novos`: deletes those no longer in it (`apagar`, given the ones to keep)
 * and inserts the missing ones (`inserir`); nothing when the set is the same.
 */
async function trocarLinks(
  atuais: readonly number[],
  novos: readonly number[],
  apagar: (manter: number[]) => PromiseLike<unknown>,
  inserir: (ids: number[]) => PromiseLike<unknown>,
): Promise<void> {
  const [antes, depois] = [new Set(atuais), new Set(novos)];
  if (atuais.some((id) => !depois.has(id))) await apagar([...novos]);
  const entrar = novos.filter((id) => !antes.has(id));
  if (entrar.length > 0) await inserir(entrar);
}

/** The location's own rows of a link table, but those to keep. */
const outrosLinks = (localDe: PgColumn, ligado: PgColumn, localId: number, manter: number[]) =>
  and(eq(localDe, localId), manter.length > 0 ? notInArray(ligado, manter) : undefined);

function tipoLocais(clock: Clock): TipoLote<LocalRedeErp, RefsLocais, NovoLocal> {
  return {
    chave: 'integracao:rede-locais',
    schema: localRedeErpSchema,
    invalido: M.localInvalido,
    idErp: (l) => l.idErp,
    referencias: referenciasLocais,
    julgar: (l, refs) => {
      const { servicoIds, produtoIds, ...ligacoes } = checarLocal(l, refs);
      const atual = refs.localPorErp.get(l.idErp);
      const colunas = {
        ...ligacoes,
        tipo: l.tipo,
        nome: l.nome ?? null,
        logradouro: l.logradouro,
        numero: l.numero,
        complemento: l.complemento ?? null,
        bairro: l.bairro,
        cidade: l.cidade,
        uf: l.uf,
        cep: l.cep,
        latitude: l.latitude,
        longitude: l.longitude,
        prontoSocorro24h: l.prontoSocorro24h,
        telemedicina: l.telemedicina,
      };
      const horarios = [...l.horarios].sort((a, b) => a.dia - b.dia || a.abre.localeCompare(b.abre));
      const acessibilidade = [...l.acessibilidade].sort();
      const servicosAtuais = atual ? (refs.servicosPorLocal.get(atual.id) ?? []) : [];
      const produtosAtuais = atual ? (refs.produtosPorLocal.get(atual.id) ?? []) : [];
      const mesmo =
        atual !== undefined &&
        mesmasColunas(atual, colunas) &&
        // Phones keep their order (the first is the one to call); the other lists are sets.
        atual.telefones.join() === l.telefones.join() &&
        semana(atual.horarios) === semana(horarios) &&
        mesmoConjunto(atual.acessibilidade, acessibilidade) &&
        mesmoConjunto(servicosAtuais, servicoIds) &&
        mesmoConjunto(produtosAtuais, produtoIds);
      if (mesmo) return { resultado: 'inalterado' };
      const linha = { ...colunas, telefones: l.telefones, horarios, acessibilidade, atualizadoEm: clock() };
      if (atual) {
        return {
          resultado: 'atualizado',
          gravar: async (sp) => {
            await sp.update(redeLocais).set(linha).where(eq(redeLocais.id, atual.id));
            await trocarLinks(
              servicosAtuais,
              servicoIds,
              (manter) =>
                sp
                  .delete(redeLocalServicos)
                  .where(
                    outrosLinks(redeLocalServicos.localId, redeLocalServicos.servicoId, atual.id, manter),
                  ),
              (ids) =>
                sp.insert(redeLocalServicos).values(ids.map((id) => ({ localId: atual.id, servicoId: id }))),
            );
            await trocarLinks(
              produtosAtuais,
              produtoIds,
              (manter) =>
                sp
                  .delete(redeLocalProdutos)
                  .where(
                    outrosLinks(redeLocalProdutos.localId, redeLocalProdutos.produtoId, atual.id, manter),
                  ),
              (ids) =>
                sp.insert(redeLocalProdutos).values(ids.map((id) => ({ localId: atual.id, produtoId: id }))),
            );
          },
        };
      }
      const novo: NovoLocal = { linha: { ...linha, idErp: l.idErp }, servicoIds, produtoIds };
      return criado(novo, gravarNovos);
    },
    gravarJuntos: gravarNovos,
    unicas: { rede_locais_id_erp_unique: INTEGRACAO_MESSAGES.registroConcorrente },
  };
}

/**
 * Link rows per statement: two parameters each, far below PostgreSQL's 65,535 (1,000 locations of a batch may
 * carry up to 500 services each).
 */
const LINKS_POR_INSERCAO = 10_000;

/** New locations in one statement, then their services and their products in a few statements each. */
async function gravarNovos(sp: Database, novos: readonly NovoLocal[]): Promise<void> {
  const ids = await sp
    .insert(redeLocais)
    .values(novos.map((n) => n.linha))
    .returning({ id: redeLocais.id, idErp: redeLocais.idErp });
  const idPorErp = new Map(ids.map((r) => [r.idErp, r.id]));
  const servicos = novos.flatMap((n) =>
    n.servicoIds.map((servicoId) => ({ servicoId, localId: idPorErp.get(n.linha.idErp)! })),
  );
  const produtos = novos.flatMap((n) =>
    n.produtoIds.map((produtoId) => ({ produtoId, localId: idPorErp.get(n.linha.idErp)! })),
  );
  for (let i = 0; i < servicos.length; i += LINKS_POR_INSERCAO) {
    await sp.insert(redeLocalServicos).values(servicos.slice(i, i + LINKS_POR_INSERCAO));
  }
  for (let i = 0; i < produtos.length; i += LINKS_POR_INSERCAO) {
    await sp.insert(redeLocalProdutos).values(produtos.slice(i, i + LINKS_POR_INSERCAO));
  }
}

export const upsertLocaisRede = (ctx: ContextoRede, registros: readonly unknown[]): Promise<ResultadoLote> =>
  aplicarLote(ctx.db, tipoLocais(ctx.clock), registros);

// ------------------------------------------------------------------------------------- network changes

async function referenciasAlteracoes(db: Database, lote: AlteracaoRedeErp[]) {
  const ids = lote.map((a) => a.idErp);
  const locais = distintos(lote.flatMap((a) => (a.removido ? [] : [a.localIdErp, a.substitutoLocalIdErp])));
  const achados = await seHouver(locais, () =>
    db
      .select({ id: redeLocais.id, idErp: redeLocais.idErp })
      .from(redeLocais)
      .where(inArray(redeLocais.idErp, locais)),
  );
  const existentes = await seHouver(ids, () =>
    db.select().from(redeAlteracoes).where(inArray(redeAlteracoes.idErp, ids)),
  );
  return {
    localPorErp: new Map(achados.map((l) => [l.idErp, l.id])),
    alteracaoPorErp: porChave(existentes, (a) => a.idErp),
  };
}

function tipoAlteracoes(
  clock: Clock,
): TipoLote<AlteracaoRedeErp, Awaited<ReturnType<typeof referenciasAlteracoes>>> {
  return {
    chave: 'integracao:rede-alteracoes',
    schema: alteracaoRedeErpSchema,
    invalido: M.alteracaoInvalida,
    idErp: (a) => a.idErp,
    referencias: referenciasAlteracoes,
    julgar: (a, refs) => {
      const atual = refs.alteracaoPorErp.get(a.idErp);
      if (a.removido) {
        // Withdrawing what is not there is already done: the same batch twice changes nothing.
        if (!atual) return { resultado: 'inalterado' };
        return {
          resultado: 'atualizado',
          gravar: async (sp) => {
            await sp.delete(redeAlteracoes).where(eq(redeAlteracoes.id, atual.id));
          },
        };
      }
      checarDias(M.alteracaoInvalida, { dataSaida: a.dataSaida });
      if (a.substitutoLocalIdErp != null && a.substitutoLocalIdErp === a.localIdErp) {
        recusar(M.substitutoIgualAoLocal, 'substitutoLocalIdErp');
      }
      const localId = refs.localPorErp.get(a.localIdErp) ?? recusar(M.localDesconhecido, 'localIdErp');
      const substitutoLocalId =
        a.substitutoLocalIdErp == null
          ? null
          : (refs.localPorErp.get(a.substitutoLocalIdErp) ??
            recusar(M.substitutoDesconhecido, 'substitutoLocalIdErp'));
      if (atual && atual.localId !== localId) recusar(M.alteracaoDeOutroLocal, 'localIdErp');
      const colunas = { localId, dataSaida: a.dataSaida, substitutoLocalId, motivo: a.motivo };
      if (atual && mesmasColunas(atual, colunas)) return { resultado: 'inalterado' };
      return {
        resultado: atual ? 'atualizado' : 'criado',
        gravar: async (sp) => {
          const linha = { ...colunas, atualizadoEm: clock() };
          if (atual) await sp.update(redeAlteracoes).set(linha).where(eq(redeAlteracoes.id, atual.id));
          else await sp.insert(redeAlteracoes).values({ ...linha, idErp: a.idErp });
        },
      };
    },
    unicas: { rede_alteracoes_id_erp_unique: INTEGRACAO_MESSAGES.registroConcorrente },
  };
}

export const upsertAlteracoesRede = (
  ctx: ContextoRede,
  registros: readonly unknown[],
): Promise<ResultadoLote> => aplicarLote(ctx.db, tipoAlteracoes(ctx.clock), registros);
