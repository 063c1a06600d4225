// Migration 0010 (issue 15) gives every existing protocol whom it is about, who filed it, a situation, an
// RN 623 deadline and a first history step, from the request that holds its number. The test migrates to
// 0009, writes a card re-issue request of the previous release, applies the rest and reads it back.
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationTest } from '../test/migrations-before.js';
import { pessoas } from './schema/pessoas.js';
import { protocoloAndamentos, protocolos } from './schema/protocolos.js';

const TAG = '0010_protocolos_saude';

const migracao = migrationTest(TAG);

describe('migration 0010 (protocols of Consulta de Protocolos)', () => {
  it('backfills person, requester, situation, the 7-business-day deadline and the first step', async () => {
    await migracao.migrateBefore();
    const pessoa = (cpf: string, nome: string) => sql`
      insert into pessoas (cpf, nome_completo, data_nascimento, sexo)
      values (${cpf}, ${nome}, '1980-01-31', 'F')`;
    await migracao.database.db.execute(pessoa('52998224725', 'Titular Migrada'));
    await migracao.database.db.execute(pessoa('11144477735', 'Dependente Migrado'));
    // Filed on Wednesday 01/04/2026: Good Friday (03/04) is skipped → 02, 06, 07, 08, 09, 10, 13.
    for (const [protocolo, sequencia, situacao] of [
      ['34567820260401000001', 1, 'SOLICITADO'],
      ['34567820260401000002', 2, 'ENVIADO'],
    ] as const) {
      await migracao.database.db.execute(sql`
        insert into protocolos (protocolo, dia, sequencia, tipo, criado_em)
        values (${protocolo}, '2026-04-01', ${sequencia}, 'SEGUNDA_VIA_CARTAO', '2026-04-01T13:00:00Z')`);
      await migracao.database.db.execute(sql`
        insert into segunda_via_solicitacoes
          (protocolo, pessoa_id, solicitado_por_pessoa_id, carteiras, tipo_motivo, endereco, situacao, solicitado_em)
        values (${protocolo},
          (select id from pessoas where cpf = '11144477735'), (select id from pessoas where cpf = '52998224725'),
          '[]', 'PERDA', '{}', ${situacao}, '2026-04-01T13:00:00Z')`);
    }

    await migracao.database.migrate();

    const rows = await migracao.database.db.select().from(protocolos).orderBy(asc(protocolos.sequencia));
    const [dependente] = await migracao.database.db
      .select({ id: pessoas.id })
      .from(pessoas)
      .where(eq(pessoas.cpf, '11144477735'));
    expect(rows.map((r) => [r.pessoaId, r.situacao, r.prazoResposta])).toEqual([
      [dependente!.id, 'EM_ANDAMENTO', '2026-04-13'],
      [dependente!.id, 'FECHADO', '2026-04-13'],
    ]);
    expect(rows.every((r) => r.solicitantePessoaId !== r.pessoaId)).toBe(true);
    const passos = await migracao.database.db
      .select({ titulo: protocoloAndamentos.titulo, situacao: protocoloAndamentos.situacao })
      .from(protocoloAndamentos)
      .where(eq(protocoloAndamentos.protocolo, '34567820260401000002'))
      .orderBy(asc(protocoloAndamentos.id));
    expect(passos).toEqual([
      { titulo: 'Solicitação registrada', situacao: 'EM_ANDAMENTO' },
      { titulo: 'Solicitação concluída', situacao: 'FECHADO' },
    ]);
  });
});
