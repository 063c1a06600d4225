// The Guia Médico's search (issue 40, decision 0046): the locations of one product's network, by what (a
// catalogue entry, or free text read both as catalogue terms and as providers' names), where (a CEP's sector,
// the phone's position, a city and neighbourhood) and filters, one stable page at a time. Names by pg_trgm
// word similarity over rede_prestadores.nome_busca (its GIN index), distance by KNN over the GiST index on
// ll_to_earth(latitude, longitude), services and products through their link tables' primary keys. Two
// queries whatever the page: the preparation (product, catalogue terms, the CEP's origin) and the page with
// each row's services and announced departure — in one transaction when there is free text (the name threshold
// is local to it).
import { sql, type SQL } from 'drizzle-orm';
import { normalizarNomeBusca } from '@portal/domain/contract/console/atendimento';
import {
  GUIA_MEDICO_MAX_SUGESTOES,
  GUIA_MEDICO_MESSAGES as MSG,
  GUIA_MEDICO_POR_PAGINA,
  type BuscaRede,
  type buscaRedeQuerySchema,
  type ResultadoRede,
  type ServicoRede,
} from '@portal/domain/contract/facilidades/guia-medico';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  redeLocais,
  redeLocalProdutos,
  redeLocalServicos,
  redeNomePalavras,
  redePrestadores,
  redeProdutos,
  redeServicos,
} from '../../db/schema/rede.js';
import { executarNomeado, type ComSessao } from '../../db/sql-nomeado.js';
import { HttpError, notFound } from '../../platform/errors.js';
import {
  abertoAgoraSql,
  agoraDe,
  arrayParam,
  enderecoColunas,
  enderecoDe,
  naoSaiuSql,
  nomeLocalSql,
  saidaDe,
  saidaJsonSql,
  servicosJsonSql,
  type Agora,
  type EnderecoRow,
  type Executor,
  type SaidaJson,
  type ServicoComId,
} from './guia-medico-local.js';

export type BuscaRedeParams = z.output<typeof buscaRedeQuerySchema>;

/** Word similarity from which a provider's name counts as found: one or two typos in a word (as the console's). */
export const LIMIAR_NOME = 0.45;
/**
 * Word similarity from which a word of the names' vocabulary reads a word typed (nomesParecidosSql): a letter
 * dropped from a short word ('esar' ~ 'estar' 0.4, 'cetro' ~ 'centro' 0.44) — the transaction's
 * pg_trgm.word_similarity_threshold, under which the whole name is still checked against LIMIAR_NOME.
 */
export const LIMIAR_PALAVRA = 0.4;
/**
 * How the catalogue reads what the member typed, by name or any synonym, accent-free.
 * - Suggestions, as the member types: word similarity ≥ 0.6, so a word's beginning finds it ('cardio' →
 *   Cardiologia, 'ped' → Pediatria) and typos too ('ortopedsta' → Ortopedia, 0.8); 'maria' not Mamografia (0.5).
 * - The search's reading of a whole term (servicosEntendidos): strict word similarity (whole words) ≥ 0.5 and
 *   within 0.15 of the best entry — a person's name is not a speciality by its first letters ('ana' is not
 *   Análises Clínicas), and 'fisioterapia' reads as Fisioterapia, not as every other '…terapia'.
 */
export const LEITURA_SUGESTOES = { funcao: 'word_similarity', limiar: 0.6, doMelhor: 1 } as const;
export const LEITURA_BUSCA = { funcao: 'strict_word_similarity', limiar: 0.5, doMelhor: 0.15 } as const;
type Leitura = typeof LEITURA_SUGESTOES | typeof LEITURA_BUSCA;
/**
 * The providers a name search ranks at most, the most similar first (ties by id): a word as common as
 * "clínica" resembles a good part of the network, and reading every match costs a scan of their locations
 * (180 ms at 100,000); a specific name, typos included, has fewer matches than this (as the console's, 0042).
 */
export const CANDIDATOS_NOME = 300;
/**
 * The catalogue's reading of a free text is kept only within LEITURA_BUSCA.doMelhor (0.15) of the term's best
 * reading, providers' names included — as each catalogue entry is kept only within it of the best entry:
 * 'clinica alvoada' resembles "Clínica Alvorada" (0.75) far more than Clínica Médica (0.50), so it does not
 * bring every location offering Clínica Médica; 'ortopedsta' resembles "Ortopedia São Lucas" no more than
 * Ortopedia (0.64 both), so it reads as both.
 */
export const VANTAGEM_DO_NOME = LEITURA_BUSCA.doMelhor;
/** The catalogue entries a free text is read as, at most (the best ones). */
const MAX_SERVICOS_ENTENDIDOS = 5;
/** The services each result lists, those the search matched first. */
const SERVICOS_POR_RESULTADO = 5;

/** A free text as the names and the catalogue are compared with it (normalizarNomeBusca, the console's). */
export const termoDeBusca = (texto: string): string => normalizarNomeBusca(texto);

/** City and neighbourhood as rede_locais.cidade_busca/bairro_busca hold them: lower case, no accents. */
export const lugarDeBusca = (texto: string): string =>
  texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** 'CEP 13010-001'. */
const cepFormatado = (cep: string) => `CEP ${cep.slice(0, 5)}-${cep.slice(5)}`;

/**
 * The catalogue entries `termo` (normalized) reads as, best first: name or any synonym, accent-free (kept so in
 * rede_servicos.termos_busca).
 */
const catalogoSql = (termo: string, limite: number, leitura: Leitura): SQL => {
  const f = sql.raw(leitura.funcao);
  return sql`
  select c.codigo, c.nome, c.tipo, c.id, c.semelhanca from (
    select s.*, max(s.semelhanca) over () as melhor from (
      select s.id, s.codigo, s.nome, s.tipo,
        coalesce((select max(${f}(${termo}, x)) from unnest(s.termos_busca) x), 0) as semelhanca
      from ${redeServicos} s) s) c
  where c.semelhanca >= ${leitura.limiar} and c.semelhanca >= c.melhor - ${leitura.doMelhor}
  order by c.semelhanca desc, c.nome, c.codigo
  limit ${limite}`;
};

interface ServicoIdRow extends ServicoRede {
  id: number;
  semelhanca: number;
}

/** GET /guia-medico/servicos: suggestions as the member types. */
export async function sugerirServicos(db: Executor, texto: string): Promise<ServicoRede[]> {
  const rows = rowsOf<ServicoIdRow>(
    await db.execute(catalogoSql(termoDeBusca(texto), GUIA_MEDICO_MAX_SUGESTOES, LEITURA_SUGESTOES)),
  );
  return rows.map(({ codigo, nome, tipo }) => ({ codigo, nome, tipo }));
}

interface Preparacao {
  produto_id: number | null;
  servico_id: number | null;
  servicos: ServicoIdRow[] | null;
  origem: { latitude: number; longitude: number } | null;
}

/** The CEP's sector centre: the average position of the network's locations sharing its first n digits. */
const setorCep = (cep: string, digitos: number): SQL => {
  const prefixo = cep.slice(0, digitos);
  return sql`(select json_build_object('latitude', avg(latitude), 'longitude', avg(longitude))
    from ${redeLocais} where cep between ${prefixo.padEnd(8, '0')} and ${prefixo.padEnd(8, '9')}
    having count(*) > 0)`;
};

/**
 * One query: the product's id, the picked service's, the catalogue entries the free text reads as, the CEP's
 * origin (5, then 4, then 3 digits: COALESCE evaluates the wider sectors only when needed), and the name
 * threshold for the rest of the transaction.
 */
async function preparar(tx: Executor, q: BuscaRedeParams, termo: string | null): Promise<Preparacao> {
  const [row] = rowsOf<Preparacao>(
    await tx.execute(sql`select
      ${termo ? sql`set_config('pg_trgm.word_similarity_threshold', ${String(LIMIAR_PALAVRA)}, true)` : sql`null`} as limiar,
      ${termo ? sql`set_config('plan_cache_mode', 'force_generic_plan', true)` : sql`null`} as planos,
      (select id from ${redeProdutos} where registro_ans = ${q.produto}) as produto_id,
      ${q.servico ? sql`(select id from ${redeServicos} where codigo = ${q.servico})` : sql`null::int`} as servico_id,
      ${termo ? sql`(select json_agg(t) from (${catalogoSql(termo, MAX_SERVICOS_ENTENDIDOS, LEITURA_BUSCA)}) t)` : sql`null::json`} as servicos,
      ${q.cep ? sql`coalesce(${setorCep(q.cep, 5)}, ${setorCep(q.cep, 4)}, ${setorCep(q.cep, 3)})` : sql`null::json`} as origem`),
  );
  return row!;
}

interface LocalRow extends EnderecoRow {
  id: number;
  prestador_id: number;
  nome: string;
  prestador_nome: string;
  tipo: ResultadoRede['tipo'];
  telefones: string[];
  pronto_socorro_24h: boolean;
  telemedicina: boolean;
  acessibilidade: ResultadoRede['acessibilidade'];
  qualidade: ResultadoRede['qualidade'];
  aberto_agora: boolean | null;
  /** The location's services (servicosJsonSql) and announced departure (saidaJsonSql), in the page's statement. */
  servicos: ServicoComId[];
  saida: SaidaJson | null;
  /** A free-text search's own: whether the catalogue's reading was kept (VANTAGEM_DO_NOME). */
  catalogo_lido?: boolean;
  distancia: number | null;
  /** A distance search's own: the chord distance it orders by, the farthest read, how many it read. */
  d?: number;
  d_max?: number;
  lidos?: number | string;
}

interface Pagina {
  produtoId: number;
  servicoId: number | null;
  termo: string | null;
  servicosDoTermo: number[];
  /** How well the best of them reads the term (their similarity): what a provider's name must beat. */
  semelhancaDoCatalogo: number;
  origem: { latitude: number; longitude: number } | null;
  agora: Agora;
}

/**
 * The providers whose name resembles the term, the CANDIDATOS_NOME most similar (ties by id), as a CTE list,
 * under the transaction's thresholds (LIMIAR_PALAVRA for the index, LIMIAR_NOME for the name).
 * - First reading, by words (each of 3 characters or more): a provider is a candidate when, for every word
 *   typed, its name has a word of the vocabulary resembling it (`w <% palavra`, rede_nome_palavras' trigram
 *   index, a few thousand words) — the GIN index on rede_prestadores.palavras intersects those short lists —
 *   and the whole term still resembles its name (word similarity, computed for those candidates only). A name
 *   of common words ('clinca santa ana silva') reads the few providers having them all, and a typo in a long
 *   word passes ('antono' ~ 'antonio': 0.71), without reading every name that shares trigrams with "clínica".
 * - Only when that finds nobody (or no word has 3 characters): the whole term alone through the trigram GIN
 *   index on nome_busca, where a typo in a short word costs less ('jse', 'slva' ~ 'silva': 0.4 alone) —
 *   PostgreSQL runs it as a one-time filter, so the common case pays nothing for it.
 */
export function nomesParecidosSql(termo: string): SQL {
  const palavras = [...new Set(termo.split(/[^a-z0-9]+/).filter((palavra) => palavra.length >= 3))];
  const semelhanca = sql`word_similarity(${termo}, cp.nome_busca)`;
  const ordem = sql`order by ${semelhanca} desc, cp.id limit ${CANDIDATOS_NOME}`;
  const peloTermo = (condicao: SQL = sql`true`) => sql`select cp.id, ${semelhanca} as semelhanca
      from ${redePrestadores} cp
      where ${condicao} and ${termo} <% cp.nome_busca and ${semelhanca} >= ${LIMIAR_NOME} ${ordem}`;
  if (palavras.length === 0) return sql`nomes as (${peloTermo()})`;
  // A word of the vocabulary resembles the word typed by word similarity ≥ LIMIAR_PALAVRA (its beginning:
  // 'brom' ~ 'bromelia'; a letter dropped from a short word: 'esar' ~ 'estar'); the whole term's word
  // similarity (LIMIAR_NOME) then keeps the names that resemble it. (Not `%`: PGlite answers it with no row
  // and then hangs.)
  const temPalavraParecida = (palavra: string) =>
    sql`cp.palavras && (select array_agg(v.palavra) from ${redeNomePalavras} v where ${palavra} <% v.palavra)`;
  return sql`nomes_por_palavras as materialized (
      select cp.id, ${semelhanca} as semelhanca from ${redePrestadores} cp
      where ${sql.join(palavras.map(temPalavraParecida), sql` and `)}
        and ${semelhanca} >= ${LIMIAR_NOME}
      ${ordem}),
    nomes as (
      select id, semelhanca from nomes_por_palavras
      union all
      (${peloTermo(sql`not exists (select 1 from nomes_por_palavras)`)}))`;
}

/**
 * The rows a distance search's inner KNN reads beyond the page: room for locations at the same point as the
 * page's last one. When even these are not enough (the last row fetched is as far as the farthest read), the
 * search reads again with more (buscarRede), so the order by (distance, id) is exact.
 */
export const FOLGA_EMPATES = 5;

/**
 * The page's query: the product always, never a departed location, the filters, a stable order, 21 rows.
 * The product and the departure are checked row by row (OFFSET 0 keeps PostgreSQL from turning them into
 * joins that read every link of a product), so a distance search can walk the GiST index nearest first and
 * stop at the page. That walk cannot also order by id (an index ordered by an operator gives no second key),
 * so it reads the first `pagina × 20 + 1 + folga` locations by distance alone and the outer query orders those
 * by (distance, id); `d_max` and `lidos` tell buscarRede whether ties may have been cut.
 */
export function paginaSql(q: BuscaRedeParams, p: Pagina, folga = FOLGA_EMPATES): SQL {
  const condicoes: SQL[] = [
    sql`exists (select 1 from ${redeLocalProdutos} lp where lp.produto_id = ${p.produtoId} and lp.local_id = l.id offset 0)`,
    naoSaiuSql(p.agora),
  ];
  // A catalogue entry near a point walks the entry's own links, nearest first (their GiST index, 0051).
  const peloServico = Boolean(q.servico && p.origem);
  if (q.servico && !peloServico) {
    condicoes.push(
      sql`exists (select 1 from ${redeLocalServicos} ls where ls.servico_id = ${p.servicoId ?? 0} and ls.local_id = l.id)`,
    );
  }
  if (q.uf) condicoes.push(sql`l.uf = ${q.uf}`);
  if (q.cidade) condicoes.push(sql`l.cidade_busca = ${lugarDeBusca(q.cidade)}`);
  if (q.bairro) condicoes.push(sql`l.bairro_busca = ${lugarDeBusca(q.bairro)}`);
  if (q.tipo) condicoes.push(sql`l.tipo = ${q.tipo}`);
  if (q.prontoSocorro24h) condicoes.push(sql`l.pronto_socorro_24h`);
  if (q.telemedicina) condicoes.push(sql`l.telemedicina`);
  if (q.acessibilidade?.length)
    condicoes.push(sql`l.acessibilidade @> ${arrayParam(q.acessibilidade, 'text')}`);
  if (q.qualidade?.length) condicoes.push(sql`p.qualidade @> ${arrayParam(q.qualidade, 'text')}`);
  if (q.abertoAgora) condicoes.push(sql`${abertoAgoraSql(p.agora)} is true`);

  // Free text: the locations of the providers whose name resembles it and those offering the catalogue entries
  // it reads as (the link's primary key), as one set of candidates — the catalogue's only when no name
  // resembles the term VANTAGEM_DO_NOME better (a one-time filter: not read at all otherwise).
  const catalogoLido = sql`(select coalesce(max(semelhanca), 0) from nomes) < ${
    p.semelhancaDoCatalogo + VANTAGEM_DO_NOME
  }::float8`;
  const candidatos = p.termo
    ? sql`with ${nomesParecidosSql(p.termo)},
      candidatos as (
        select id, max(semelhanca) as semelhanca from (
          select cl.id, n.semelhanca from nomes n join ${redeLocais} cl on cl.prestador_id = n.id
          union all
          select cs.local_id, 0 from ${redeLocalServicos} cs
            where cs.servico_id = any(${arrayParam(p.servicosDoTermo, 'int')}) and ${catalogoLido}) u
        group by id)`
    : sql``;
  const deCandidatos = p.termo ? sql`join candidatos c on c.id = l.id` : sql``;
  const onde = sql.join(condicoes, sql` and `);
  const offset = (q.pagina - 1) * GUIA_MEDICO_POR_PAGINA;
  const colunas = sql`l.id, l.prestador_id, ${nomeLocalSql} as nome, p.nome as prestador_nome, l.tipo,
      ${enderecoColunas}, l.telefones, l.pronto_socorro_24h, l.telemedicina, l.acessibilidade, p.qualidade,
      ${abertoAgoraSql(p.agora)} as aberto_agora, ${servicosJsonSql(sql`l.id`)} as servicos,
      ${saidaJsonSql(sql`l.id`, p.agora)} as saida${p.termo ? sql`, ${catalogoLido} as catalogo_lido` : sql``}`;
  if (!p.origem) {
    const ordem = p.termo
      ? // The name's similarity comes with its candidate (the ≤ 300 names ranked): a location found only by
        // the catalogue reading ranks after them, by name, without a similarity computed for each of the
        // thousands a common service ("Análises Clínicas") may bring.
        sql`c.semelhanca desc, ${nomeLocalSql}, l.id`
      : sql`${nomeLocalSql}, l.id`;
    return sql`${candidatos}
      select ${colunas}, null::int as distancia
      from ${redeLocais} l join ${redePrestadores} p on p.id = l.prestador_id ${deCandidatos}
      where ${onde}
      order by ${ordem}
      limit ${GUIA_MEDICO_POR_PAGINA + 1} offset ${offset}`;
  }
  const origem = sql`ll_to_earth(${p.origem.latitude}::float8, ${p.origem.longitude}::float8)`;
  const precisaPrestador = Boolean(q.qualidade?.length);
  const ponto = peloServico
    ? sql`ll_to_earth(ls.latitude, ls.longitude)`
    : sql`ll_to_earth(l.latitude, l.longitude)`;
  const fonte = peloServico
    ? sql`${redeLocalServicos} ls join ${redeLocais} l on l.id = ls.local_id`
    : sql`${redeLocais} l`;
  const doServico = peloServico ? sql`ls.servico_id = ${p.servicoId ?? 0} and ` : sql``;
  return sql`${candidatos}
    select ${colunas},
      round(earth_distance(ll_to_earth(l.latitude, l.longitude), ${origem}))::int as distancia,
      k.d, max(k.d) over () as d_max, count(*) over () as lidos
    from (
      select l.id, ${ponto} <-> ${origem} as d
      from ${fonte}
        ${precisaPrestador ? sql`join ${redePrestadores} p on p.id = l.prestador_id` : sql``} ${deCandidatos}
      where ${doServico}${onde}
      order by ${ponto} <-> ${origem}
      limit ${offset + GUIA_MEDICO_POR_PAGINA + 1 + folga}) k
    join ${redeLocais} l on l.id = k.id
    join ${redePrestadores} p on p.id = l.prestador_id
    order by k.d, l.id
    limit ${GUIA_MEDICO_POR_PAGINA + 1} offset ${offset}`;
}

const semId = ({ codigo, nome, tipo }: ServicoRede): ServicoRede => ({ codigo, nome, tipo });

/** GET /guia-medico/busca. */
export async function buscarRede(db: Database, q: BuscaRedeParams, instante: Date): Promise<BuscaRede> {
  const agora = agoraDe(instante);
  const termo = q.termo ? termoDeBusca(q.termo) || null : null;
  // The name threshold (and the generic plan of its page, executarNomeado) is local to a transaction: only a
  // free-text search needs one.
  const emSequencia = <T>(passos: (executor: Executor & ComSessao) => Promise<T>): Promise<T> =>
    termo ? db.transaction((tx) => passos(tx)) : passos(db);
  const { prep, entendidos, origem, rows } = await emSequencia(async (executor) => {
    const prep = await preparar(executor, q, termo);
    if (prep.produto_id === null) throw notFound(MSG.produtoDesconhecido);
    if (q.cep && !prep.origem) {
      throw new HttpError(422, { mensagem: MSG.cepForaDaRede, campos: { cep: MSG.cepForaDaRede } });
    }
    const entendidos = (prep.servicos ?? []).map((s) => ({ ...s, id: Number(s.id) }));
    const origem =
      q.latitude !== undefined && q.longitude !== undefined
        ? { latitude: q.latitude, longitude: q.longitude, descricao: 'Sua localização' }
        : prep.origem && q.cep
          ? {
              latitude: Number(prep.origem.latitude),
              longitude: Number(prep.origem.longitude),
              descricao: cepFormatado(q.cep),
            }
          : null;
    const consulta = {
      produtoId: Number(prep.produto_id),
      servicoId: prep.servico_id === null ? null : Number(prep.servico_id),
      termo,
      servicosDoTermo: entendidos.map((s) => s.id),
      semelhancaDoCatalogo: Math.max(0, ...entendidos.map((s) => Number(s.semelhanca))),
      origem,
      agora,
    };
    let rows: LocalRow[] = [];
    // A distance search reads again with more room while its last row may tie with one it did not read.
    for (let folga = FOLGA_EMPATES; ; folga *= 4) {
      const pagina = paginaSql(q, consulta, folga);
      rows = rowsOf<LocalRow>(await (termo ? executarNomeado(executor, pagina) : executor.execute(pagina)));
      const ultima = rows[rows.length - 1];
      const cheia =
        ultima !== undefined && Number(ultima.lidos) === q.pagina * GUIA_MEDICO_POR_PAGINA + 1 + folga;
      if (!origem || !cheia || ultima.d !== ultima.d_max) break;
    }
    return { prep, entendidos, origem, rows };
  });
  const pagina = rows.slice(0, GUIA_MEDICO_POR_PAGINA);
  // The catalogue entries the term was read as, unless a name read it better (VANTAGEM_DO_NOME).
  const lidos = rows[0]?.catalogo_lido === false ? [] : entendidos;
  const procurados = new Set([
    ...(prep.servico_id === null ? [] : [Number(prep.servico_id)]),
    ...lidos.map((s) => s.id),
  ]);
  return {
    itens: pagina.map((r) => {
      const id = Number(r.id);
      const doLocal = r.servicos;
      return {
        localId: id,
        prestadorId: Number(r.prestador_id),
        nome: r.nome,
        prestadorNome: r.prestador_nome,
        tipo: r.tipo,
        endereco: enderecoDe(r),
        distanciaMetros: r.distancia === null ? null : Number(r.distancia),
        telefones: r.telefones,
        prontoSocorro24h: r.pronto_socorro_24h,
        telemedicina: r.telemedicina,
        abertoAgora: r.aberto_agora,
        acessibilidade: r.acessibilidade,
        qualidade: r.qualidade,
        servicos: [
          ...doLocal.filter((s) => procurados.has(s.id)),
          ...doLocal.filter((s) => !procurados.has(s.id)),
        ]
          .slice(0, SERVICOS_POR_RESULTADO)
          .map(semId),
        saida: r.saida ? saidaDe(r.saida) : null,
      };
    }),
    pagina: q.pagina,
    temMais: rows.length > GUIA_MEDICO_POR_PAGINA,
    origem,
    servicosEntendidos: lidos.map(semId),
  };
}
