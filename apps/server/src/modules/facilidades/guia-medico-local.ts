// Guia Médico (issue 40, decision 0046): what the search, the provider page and the network changes read of
// a location the same way — the clock of the operator ("aberto agora" as ONE SQL rule, the domain's
// abertoAgora in SQL), the address, the location's name, the changes of a set of locations, and the map.
import { sql, type SQL } from 'drizzle-orm';
import { relogioOperadora } from '@portal/domain/format/horario-funcionamento';
import type { ServicoRede } from '@portal/domain/contract/facilidades/guia-medico';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  redeAlteracoes,
  redeLocais,
  redeLocalServicos,
  redePrestadores,
  redeServicos,
} from '../../db/schema/rede.js';
import { diaOperador } from '../../platform/family-scope.js';
import { GUIA_MEDICO_DIAS_AVISO, type BuscaRede } from '@portal/domain/contract/facilidades/guia-medico';

export type Executor = Pick<Database, 'execute'>;

/** The instant of a call on the operator's calendar and clock. */
export interface Agora {
  /** 'yyyy-MM-dd', the operator's day. */
  hoje: string;
  /** 0 = domingo … 6 = sábado. */
  dia: number;
  /** 'HH:MM' on the operator's clock (compares with the periods' strings). */
  hora: string;
}

export function agoraDe(instante: Date): Agora {
  const { dia, minuto } = relogioOperadora(instante);
  const hh = String(Math.floor(minuto / 60)).padStart(2, '0');
  const mm = String(minuto % 60).padStart(2, '0');
  return { hoje: diaOperador(instante), dia, hora: `${hh}:${mm}` };
}

/**
 * "Aberto agora" of the location `l` (format/horario-funcionamento.ts abertoAgora, in SQL, so the search can
 * filter by it): a 24-hour emergency is open; a location without hours is unknown (null); otherwise one of
 * the day's periods holds the minute, the opening minute included and the closing one excluded. 'HH:MM'
 * strings compare as times.
 */
export const abertoAgoraSql = (agora: Agora): SQL<boolean | null> => sql`(case
    when l.pronto_socorro_24h then true
    when jsonb_array_length(l.horarios) = 0 then null
    else exists (select 1 from jsonb_array_elements(l.horarios) h
      where (h->>'dia')::int = ${agora.dia} and h->>'abre' <= ${agora.hora} and ${agora.hora} < h->>'fecha')
  end)`;

/**
 * A location that has left the network (a change whose day has come) is never offered again. Checked row by row
 * (OFFSET 0: not a join), so a distance search still walks its index nearest first.
 */
export const naoSaiuSql = (agora: Agora): SQL =>
  sql`not exists (select 1 from ${redeAlteracoes} sa where sa.local_id = l.id and sa.data_saida <= ${agora.hoje}::date offset 0)`;

/** What the member reads as a location's title: its own name, else the provider's trade name, else its name. */
export const nomeLocalSql = sql<string>`coalesce(l.nome, p.nome_fantasia, p.nome)`;

/** The address columns of `l` (rede_locais). */
export const enderecoColunas = sql`l.logradouro, l.numero, l.complemento, l.bairro, l.cidade, l.uf, l.cep,
  l.latitude, l.longitude`;

export interface EnderecoRow {
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  latitude: number;
  longitude: number;
}

export const enderecoDe = (r: EnderecoRow) => ({
  logradouro: r.logradouro,
  numero: r.numero,
  complemento: r.complemento,
  bairro: r.bairro,
  cidade: r.cidade,
  uf: r.uf,
  cep: r.cep,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
});

/** A SQL array parameter (`any(…)`, `@>`): one bound value, whichever the driver. */
export const arrayParam = (valores: readonly (string | number)[], tipo: 'int' | 'text'): SQL =>
  tipo === 'int'
    ? sql`${`{${valores.map(Number).join(',')}}`}::int[]`
    : sql`${`{${valores.map((v) => `"${String(v).replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;

export type Saida = NonNullable<BuscaRede['itens'][number]['saida']>;

interface SaidaRow extends EnderecoRow {
  local_id: number;
  data_saida: string;
  motivo: string | null;
  substituto_id: number | null;
  substituto_prestador_id: number | null;
  substituto_nome: string | null;
}

/** The address fields, as enderecoColunas names them. */
const CAMPOS_ENDERECO = [
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'cep',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof EnderecoRow)[];

/**
 * The announced departure of the location `localId` (an SQL expression of the outer query) as one JSON object
 * shaped as saidaDe reads it, or null: the soonest change leaving after today and within the notice period
 * (GUIA_MEDICO_DIAS_AVISO days), with its substitute. A correlated subquery, so the search reads it in its
 * page's own statement, for the page's rows only.
 */
export const saidaJsonSql = (localId: SQL, agora: Agora): SQL => sql`(
  select json_build_object('data_saida', a.data_saida::text, 'motivo', a.motivo,
      'substituto_id', sl.id, 'substituto_prestador_id', sl.prestador_id,
      'substituto_nome', case when sl.id is null then null else coalesce(sl.nome, sp.nome_fantasia, sp.nome) end,
      ${sql.raw(CAMPOS_ENDERECO.map((c) => `'${c}', sl.${c}`).join(', '))})
  from ${redeAlteracoes} a
  left join ${redeLocais} sl on sl.id = a.substituto_local_id
  left join ${redePrestadores} sp on sp.id = sl.prestador_id
  where a.local_id = ${localId}
    and a.data_saida > ${agora.hoje}::date
    and a.data_saida <= ${agora.hoje}::date + ${GUIA_MEDICO_DIAS_AVISO}::int
  order by a.data_saida, a.id
  limit 1)`;

/**
 * The services of the location `localId` (an SQL expression of the outer query) as a JSON array, in
 * catalogue-name order; a correlated subquery, as saidaJsonSql.
 */
export const servicosJsonSql = (localId: SQL): SQL => sql`(
  select coalesce(json_agg(json_build_object('id', s.id, 'codigo', s.codigo, 'nome', s.nome, 'tipo', s.tipo)
      order by s.nome, s.codigo), '[]'::json)
  from ${redeLocalServicos} lsj join ${redeServicos} s on s.id = lsj.servico_id
  where lsj.local_id = ${localId})`;

/** The announced departure of each of `localIds` (saidaJsonSql), one query for the whole set. */
export async function saidasDe(
  db: Executor,
  localIds: readonly number[],
  agora: Agora,
): Promise<Map<number, Saida>> {
  if (localIds.length === 0) return new Map();
  const rows = rowsOf<{ local_id: number; saida: SaidaJson | null }>(
    await db.execute(sql`select x.id as local_id, ${saidaJsonSql(sql`x.id`, agora)} as saida
      from unnest(${arrayParam(localIds, 'int')}) as x(id)`),
  );
  return new Map(rows.flatMap((r) => (r.saida ? [[Number(r.local_id), saidaDe(r.saida)]] : [])));
}

/** What saidaJsonSql answers. */
export type SaidaJson = Omit<SaidaRow, 'local_id'>;

/** The services of a set of locations (servicosJsonSql), one query for the whole set. */
export async function servicosDosLocais(
  db: Executor,
  localIds: readonly number[],
): Promise<Map<number, ServicoComId[]>> {
  if (localIds.length === 0) return new Map();
  const rows = rowsOf<{ local_id: number; servicos: ServicoComId[] }>(
    await db.execute(sql`select x.id as local_id, ${servicosJsonSql(sql`x.id`)} as servicos
      from unnest(${arrayParam(localIds, 'int')}) as x(id)`),
  );
  return new Map(rows.map((r) => [Number(r.local_id), r.servicos]));
}

export type ServicoComId = ServicoRede & { id: number };

export const saidaDe = (r: Omit<SaidaRow, 'local_id'>): Saida => ({
  dataSaida: r.data_saida,
  motivo: r.motivo,
  substituto:
    r.substituto_id === null
      ? null
      : {
          localId: Number(r.substituto_id),
          prestadorId: Number(r.substituto_prestador_id),
          nome: r.substituto_nome ?? '',
          endereco: enderecoDe(r),
        },
});
