// Migration 0013 (issue 17): accounts of the previous release gain the two permissions of "Quem Acessou
// Meus Dados" (every kind of account holds them now), once, and existing audit rows stay readable with no
// device. The test migrates to 0012, writes a contratante's account and an audit row, applies the rest.
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU, TELA } from '@portal/domain';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { migrationsBefore } from '../test/migrations-before.js';
import { auditoria } from './schema/audit.js';
import { contas } from './schema/auth.js';

const TAG = '0013_auditoria_topicos';

let database: TestDatabase;
let oldFolder: string;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  oldFolder = migrationsBefore(TAG);
});
afterAll(async () => {
  await database.dispose();
  rmSync(oldFolder, { recursive: true, force: true });
});

describe('migration 0013 (access log and topics)', () => {
  it('gives existing accounts the access-log permissions and keeps old audit rows', async () => {
    await database.migrate(oldFolder);
    await database.db.execute(sql`
      insert into pessoas (cpf, nome_completo, data_nascimento, sexo)
      values ('11144477735', 'Contratante Migrado', '1974-04-12', 'M')`);
    await database.db.execute(sql`
      insert into contas (pessoa_id, senha_hash, permissoes)
      values ((select id from pessoas where cpf = '11144477735'), 'hash',
        '{"tela": ["tela-situacao-financeira", "tela-contatos"], "menu": ["menu-situacao-financeira"], "funcao": []}')`);
    await database.db.execute(sql`
      insert into auditoria (at, acao, resultado) values ('2026-01-02T10:00:00Z', 'LOGIN', 'SUCESSO')`);

    await database.migrate();

    const [conta] = await database.db.select({ permissoes: contas.permissoes }).from(contas);
    expect(conta!.permissoes).toEqual({
      tela: ['tela-situacao-financeira', 'tela-contatos', TELA.acessosDados],
      menu: ['menu-situacao-financeira', MENU.acessosDados],
      funcao: [],
    });
    const [linha] = await database.db
      .select({ dispositivo: auditoria.dispositivo })
      .from(auditoria)
      .where(eq(auditoria.acao, 'LOGIN'));
    expect(linha).toEqual({ dispositivo: null });
  });
});
