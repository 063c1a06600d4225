// The direct mapping of a prepared select (mapeamento-direto.ts) gives the rows drizzle's own mapping gives: the
// same statement prepared twice, once each way, on the demo's data — columns of two tables (an inner join), a
// nested object, timestamps drizzle turns into Dates, dates kept as text, nulls, JSON, an SQL value with its own
// decoder and an aliased one. An outer join is refused (drizzle nulls a missing table's object; this does not).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { comMapeamentoDireto } from './mapeamento-direto.js';
import { contas } from './schema/auth.js';
import { pessoas } from './schema/pessoas.js';
import { contratos } from './schema/contratos.js';
import { titulos } from './schema/financeiro.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('a prepared select mapped directly', () => {
  it('gives the rows drizzle gives: two tables, nesting, dates, nulls, JSON and decoded SQL', async () => {
    const { db } = database;
    const consulta = () =>
      db
        .select({
          titulo: getTableColumns(titulos),
          contrato: { codigo: contratos.codigo, plano: contratos.plano },
          json: sql<{ n: number }>`json_build_object('n', ${titulos.valorCentavos})`,
          // Text from the database, a number through its decoder.
          metade: sql`(${titulos.valorCentavos} / 2)::text`.mapWith(Number),
          nulo: sql<null>`null`,
          apelido: sql<string>`upper(${titulos.situacao})`.as('apelido'),
        })
        .from(titulos)
        .innerJoin(contratos, eq(contratos.id, titulos.contratoId))
        .orderBy(titulos.id);
    const doDrizzle = await consulta().prepare('teste_mapeamento_drizzle').execute();
    const diretas = await comMapeamentoDireto(consulta().prepare('teste_mapeamento_direto')).execute();
    expect(doDrizzle.length).toBeGreaterThan(10);
    // Paid bills and open ones: a null payment day and a filled one.
    expect(new Set(doDrizzle.map((t) => t.titulo.dataPagamento === null))).toEqual(new Set([true, false]));
    expect(diretas).toEqual(doDrizzle);
  });

  it('turns timestamps into the Dates drizzle makes', async () => {
    const { db } = database;
    const consulta = () =>
      db
        .select({ conta: getTableColumns(contas), cpf: pessoas.cpf })
        .from(contas)
        .innerJoin(pessoas, eq(pessoas.id, contas.pessoaId))
        .orderBy(contas.id);
    const doDrizzle = await consulta().prepare('teste_mapeamento_contas_drizzle').execute();
    const diretas = await comMapeamentoDireto(consulta().prepare('teste_mapeamento_contas_direto')).execute();
    expect(doDrizzle[0]!.conta.createdAt).toBeInstanceOf(Date);
    expect(diretas).toEqual(doDrizzle);
  });

  it('refuses an outer join, whose missing side drizzle maps to null', () => {
    const { db } = database;
    const preparada = db
      .select({ conta: contas.id, cpf: pessoas.cpf })
      .from(contas)
      .leftJoin(pessoas, eq(pessoas.id, contas.pessoaId))
      .prepare('teste_mapeamento_externa');
    expect(() => comMapeamentoDireto(preparada)).toThrow(/junção externa/);
  });
});
