// Migration 0013 (issue 17): accounts of the previous release gain the permissions of "Quem Acessou Meus
// Dados" and "Meus Dados em um Arquivo" (every kind of account holds them now), plan holders the PA Virtual
// entry, once, and existing audit rows stay readable with no device. The test migrates to 0012, writes a
// contratante's and a titular's account and an audit row, applies the rest.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENU, TELA } from '@portal/domain';
import { migrationTest } from '../test/migrations-before.js';
import { auditoria } from './schema/audit.js';
import { contas } from './schema/auth.js';

const TAG = '0013_auditoria_topicos';

const migracao = migrationTest(TAG);

describe('migration 0013 (access log and topics)', () => {
  it('gives existing accounts the access-log permissions and keeps old audit rows', async () => {
    await migracao.migrateBefore();
    await migracao.database.db.execute(sql`
      insert into pessoas (cpf, nome_completo, data_nascimento, sexo)
      values ('11144477735', 'Contratante Migrado', '1974-04-12', 'M')`);
    await migracao.database.db.execute(sql`
      insert into contas (pessoa_id, senha_hash, permissoes)
      values ((select id from pessoas where cpf = '11144477735'), 'hash',
        '{"tela": ["tela-situacao-financeira", "tela-contatos"], "menu": ["menu-situacao-financeira"], "funcao": []}')`);
    await migracao.database.db.execute(sql`
      insert into pessoas (cpf, nome_completo, data_nascimento, sexo)
      values ('39053344705', 'Titular Migrada', '1980-01-01', 'F')`);
    await migracao.database.db.execute(sql`
      insert into contas (pessoa_id, senha_hash, permissoes)
      values ((select id from pessoas where cpf = '39053344705'), 'hash',
        '{"tela": ["tela-meus-dados"], "menu": ["menu-dados-pessoais"], "funcao": []}')`);
    await migracao.database.db.execute(sql`
      insert into auditoria (at, acao, resultado) values ('2026-01-02T10:00:00Z', 'LOGIN', 'SUCESSO')`);

    await migracao.database.migrate();

    const [contratante, titular] = await migracao.database.db
      .select({ permissoes: contas.permissoes })
      .from(contas)
      .orderBy(contas.id);
    expect(contratante!.permissoes).toEqual({
      tela: ['tela-situacao-financeira', 'tela-contatos', TELA.acessosDados, TELA.exportacaoDados],
      menu: ['menu-situacao-financeira', MENU.acessosDados, MENU.exportacaoDados],
      funcao: [],
    });
    expect(titular!.permissoes).toEqual({
      // Migration 0024 (issue 33): whoever has Meus Dados may say who sees their health data.
      tela: ['tela-meus-dados', TELA.acessosDados, TELA.exportacaoDados, TELA.acessosSaude],
      menu: [
        'menu-dados-pessoais',
        MENU.acessosDados,
        MENU.exportacaoDados,
        MENU.paVirtual,
        MENU.acessosSaude,
      ],
      funcao: [],
    });
    const [linha] = await migracao.database.db
      .select({ dispositivo: auditoria.dispositivo })
      .from(auditoria)
      .where(eq(auditoria.acao, 'LOGIN'));
    expect(linha).toEqual({ dispositivo: null });
  });
});
