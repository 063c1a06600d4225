// Migration 0005 renames the tables to the glossary's Portuguese names (issue 8 §5). A database that was
// running the previous release must keep every row: the test migrates to 0004, writes rows under the old
// names, applies the rest and reads them back under the new ones.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test/test-database.js';
import { migrationTest } from '../test/migrations-before.js';
import { auditoria } from './schema/audit.js';
import { contas, sessoes } from './schema/auth.js';
import { pessoas } from './schema/pessoas.js';

const RENAME_TAG = '0005_vocabulario_unico';

const tableExists = async (database: TestDatabase, name: string): Promise<boolean> => {
  const result: unknown = await database.db.execute(
    sql`select to_regclass(${`public.${name}`})::text as found`,
  );
  // Both drivers answer raw SQL with `{ rows }`.
  return (result as { rows: { found: string | null }[] }).rows[0]?.found != null;
};

const migracao = migrationTest(RENAME_TAG);

describe('migration 0005 (one vocabulary)', () => {
  it('keeps the rows written under the old table names', async () => {
    await migracao.migrateBefore();
    expect(await tableExists(migracao.database, 'people')).toBe(true);
    await migracao.database.db.execute(sql`
      insert into people (cpf, nome_completo, data_nascimento, sexo)
      values ('52998224725', 'Pessoa Migrada', '1980-01-31', 'F')`);
    await migracao.database.db.execute(sql`
      insert into portal_accounts (pessoa_id, senha_hash, permissoes)
      select id, 'hash-antigo', '{"tela":[],"menu":[],"funcao":[]}'::jsonb from people`);
    await migracao.database.db.execute(sql`
      insert into sessions (token_hash, conta_id, created_at, last_seen_at, absolute_expires_at)
      select 'sessao-antiga', id, now(), now(), now() + interval '12 hours' from portal_accounts`);
    await migracao.database.db.execute(sql`
      insert into audit_log (at, acao, resultado) values (now(), 'LOGIN', 'SUCESSO')`);

    await migracao.database.migrate();

    const [pessoa] = await migracao.database.db.select().from(pessoas);
    expect(pessoa).toMatchObject({ cpf: '52998224725', nomeCompleto: 'Pessoa Migrada' });
    const [conta] = await migracao.database.db.select().from(contas).where(eq(contas.pessoaId, pessoa!.id));
    expect(conta).toMatchObject({ senhaHash: 'hash-antigo' });
    const [sessao] = await migracao.database.db.select().from(sessoes).where(eq(sessoes.contaId, conta!.id));
    expect(sessao).toMatchObject({ tokenHash: 'sessao-antiga' });
    expect(await migracao.database.db.select({ acao: auditoria.acao }).from(auditoria)).toEqual([
      { acao: 'LOGIN' },
    ]);
  });

  it('leaves only the new names, whose identities and foreign keys still work', async () => {
    for (const old of ['people', 'portal_accounts', 'sessions', 'audit_log', 'notification_outbox']) {
      expect(await tableExists(migracao.database, old)).toBe(false);
    }
    for (const renamed of ['pessoas', 'contas', 'sessoes', 'auditoria', 'caixa_saida_notificacoes']) {
      expect(await tableExists(migracao.database, renamed)).toBe(true);
    }
    const [segunda] = await migracao.database.db
      .insert(pessoas)
      .values({ cpf: '11144477735', nomeCompleto: 'Pessoa Nova', dataNascimento: '1990-05-01', sexo: 'M' })
      .returning({ id: pessoas.id });
    expect(segunda!.id).toBeGreaterThan(1);
    // The foreign key moved with the table: an account for nobody is still refused.
    await expect(
      migracao.database.db.insert(contas).values({
        pessoaId: 999_999,
        senhaHash: 'x',
        permissoes: { tela: [], menu: [], funcao: [] },
      }),
    ).rejects.toThrow();
  });
});
