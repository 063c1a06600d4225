// Writes a generated network (gerar.ts) in a few statements: each table's rows go as ONE JSON parameter that
// the database expands (jsonb_to_recordset) and joins to the ids it already has (providers by ERP id, own units
// by code, services by code, products by ANS registration). Every test file seeds the demo, so the network's
// ~2,000 locations must cost little (measured in docs/guia-medico.md): a statement per table instead of a row
// (or a bound parameter) per value. The benches write 100,000 locations the same way, in batches.
import { sql } from 'drizzle-orm';
import type { Database } from '../../client.js';
import { redeProdutos, redeServicos } from '../../schema/rede.js';
import type { LocalGerado, PrestadorGerado, RedeGerada } from './gerar.js';

/** Locations (or providers) per statement: one JSON of a few megabytes at most. */
const LOTE = 5000;

const json = (linhas: readonly unknown[]) => sql`${JSON.stringify(linhas)}::jsonb`;

function* emLotes<T>(linhas: readonly T[]): Generator<readonly T[]> {
  for (let i = 0; i < linhas.length; i += LOTE) yield linhas.slice(i, i + LOTE);
}

async function inserirPrestadores(db: Database, lote: readonly PrestadorGerado[], em: Date): Promise<void> {
  await db.execute(sql`
    insert into rede_prestadores
      (id_erp, tipo_pessoa, nome, nome_fantasia, conselho, conselho_numero, conselho_uf, cnpj, qualidade, atualizado_em)
    select x."idErp", x."tipoPessoa", x.nome, x."nomeFantasia", x.conselho, x."conselhoNumero", x."conselhoUf",
           x.cnpj, x.qualidade, ${em.toISOString()}::timestamptz
      from jsonb_to_recordset(${json(lote)}) as x(
        "idErp" text, "tipoPessoa" text, nome text, "nomeFantasia" text, conselho text, "conselhoNumero" text,
        "conselhoUf" text, cnpj text, qualidade text[])`);
}

/** A location without its link sets, which go apart (a smaller JSON for the location's own row). */
const semVinculos = ({ servicos: _servicos, produtos: _produtos, ...local }: LocalGerado) => local;

async function inserirLocais(db: Database, lote: readonly LocalGerado[], em: Date): Promise<void> {
  await db.execute(sql`
    insert into rede_locais
      (id_erp, prestador_id, tipo, nome, logradouro, numero, complemento, bairro, cidade, uf, cep, latitude,
       longitude, telefones, horarios, pronto_socorro_24h, telemedicina, acessibilidade, unidade_agendamento_id,
       atualizado_em)
    select x."idErp", p.id, x.tipo, x.nome, x.logradouro, x.numero, x.complemento, x.bairro, x.cidade, x.uf,
           x.cep, x.latitude, x.longitude, x.telefones, x.horarios, x."prontoSocorro24h", x.telemedicina,
           x.acessibilidade, u.id, ${em.toISOString()}::timestamptz
      from jsonb_to_recordset(${json(lote.map(semVinculos))}) as x(
        "idErp" text, "prestadorIdErp" text, tipo text, nome text, logradouro text, numero text,
        complemento text, bairro text, cidade text, uf text, cep text, latitude double precision,
        longitude double precision, telefones text[], horarios jsonb, "prontoSocorro24h" boolean,
        telemedicina boolean, acessibilidade text[], "unidadeAgendamentoCodigo" text)
      join rede_prestadores p on p.id_erp = x."prestadorIdErp"
      left join prestadores u on u.codigo = x."unidadeAgendamentoCodigo"`);
  // The link sets: only the ERP id and the codes of each location, as a second, smaller JSON.
  const vinculos = json(lote.map((l) => ({ l: l.idErp, s: l.servicos, p: l.produtos })));
  await db.execute(sql`
    with x as (select * from jsonb_to_recordset(${vinculos}) as x(l text, s text[], p text[])),
    s as (
      insert into rede_local_servicos (servico_id, local_id)
      select s.id, l.id
        from x join rede_locais l on l.id_erp = x.l
        cross join unnest(x.s) as c(codigo)
        join rede_servicos s on s.codigo = c.codigo)
    insert into rede_local_produtos (produto_id, local_id)
    select p.id, l.id
      from x join rede_locais l on l.id_erp = x.l
      cross join unnest(x.p) as c(registro)
      join rede_produtos p on p.registro_ans = c.registro`);
}

/**
 * Writes `rede` with `em` as every row's update time. The catalogue and the products are kept when they exist
 * (a second network shares them); providers and locations are new rows.
 */
export async function inserirRede(db: Database, rede: RedeGerada, em: Date): Promise<void> {
  if (rede.produtos.length > 0) {
    await db
      .insert(redeProdutos)
      .values(rede.produtos.map((p) => ({ ...p, atualizadoEm: em })))
      .onConflictDoNothing();
  }
  if (rede.servicos.length > 0) {
    await db
      .insert(redeServicos)
      .values(rede.servicos.map((s) => ({ ...s, sinonimos: [...s.sinonimos], atualizadoEm: em })))
      .onConflictDoNothing();
  }
  for (const lote of emLotes(rede.prestadores)) await inserirPrestadores(db, lote, em);
  for (const lote of emLotes(rede.locais)) await inserirLocais(db, lote, em);
  if (rede.alteracoes.length === 0) return;
  await db.execute(sql`
    insert into rede_alteracoes (id_erp, local_id, data_saida, substituto_local_id, motivo, atualizado_em)
    select x."idErp", l.id, x."dataSaida", s.id, x.motivo, ${em.toISOString()}::timestamptz
      from jsonb_to_recordset(${json(rede.alteracoes)}) as x(
        "idErp" text, "localIdErp" text, "dataSaida" date, "substitutoLocalIdErp" text, motivo text)
      join rede_locais l on l.id_erp = x."localIdErp"
      left join rede_locais s on s.id_erp = x."substitutoLocalIdErp"`);
}
