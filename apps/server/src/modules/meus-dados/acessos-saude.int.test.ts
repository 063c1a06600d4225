// Quem pode ver meus dados de saúde (issue 33): the list (grants given and received, the minors in the
// titular's care, whom the caller may grant), a grant and its edit in place, the refusals in Portuguese, the
// revocation (idempotent; the operator's rows only by the operator), the audit rows and the reader's e-mail,
// and the coming-of-age notices on the operator's calendar.
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACESSO_SAUDE_MESSAGES as M } from '@portal/domain';
import {
  type AcessoSaude,
  type AcessosSaude,
  acessosSaudeEndpoints,
} from '@portal/domain/contract/meus-dados/acessos-saude';
import { acessosSaude } from '../../db/schema/acessos-saude.js';
import { auditoria } from '../../db/schema/audit.js';
import { chamar, getJson } from '../../test/contrato.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { outboxFor } from '../../test/mailbox.js';
import type { TestAgent } from '../../test/test-agent.js';
import { DEMO, createTestHarness, login, type TestHarness } from '../../test/test-app.js';

const MARIA_EMAIL = 'maria.souza@email.test';

let h: TestHarness;
beforeEach(async () => {
  h = await createTestHarness();
});
afterEach(() => h.close());

const lista = (agent: TestAgent): Promise<AcessosSaude> => getJson(agent, acessosSaudeEndpoints.lista);
const conceder = (agent: TestAgent, body: Record<string, unknown>) =>
  chamar(agent, acessosSaudeEndpoints.conceder, { body });
const revogar = (agent: TestAgent, id: number) =>
  chamar(agent, acessosSaudeEndpoints.revogar, { params: { id } });

const pessoaId = (cpf: string) => pessoaIdDe(h.database.db, cpf);

/** João's grants in force to Maria (rows of the table). */
async function vigentesJoaoMaria() {
  const [joao, maria] = await Promise.all([pessoaId(DEMO.joao), pessoaId(DEMO.maria)]);
  return h.database.db
    .select()
    .from(acessosSaude)
    .where(
      and(
        eq(acessosSaude.pessoaId, joao),
        eq(acessosSaude.autorizadoPessoaId, maria),
        isNull(acessosSaude.revogadoEm),
      ),
    );
}

describe('Quem pode ver meus dados de saúde', () => {
  it('lists whom an adult dependant may grant: the titular and the contratante with accounts', async () => {
    const joao = await login(h.app, DEMO.joao);
    const dados = await lista(joao);
    expect(dados.podeConceder).toBe(true);
    expect(dados.elegiveis.map((p) => p.cpf).sort()).toEqual([DEMO.carlos, DEMO.maria].sort());
    // Maria is titular of Ana (13): she sees her as the guardian until the day before her 18th birthday.
    const maria = await lista(await login(h.app, DEMO.maria));
    expect(maria.responsavelPor).toContainEqual({
      nome: 'Ana Clara Souza',
      cpf: DEMO.ana,
      ate: '2030-11-04',
    });
    // João is nobody's titular, and his family scope holds only himself: Maria may not grant him.
    expect(maria.elegiveis.map((p) => p.cpf)).toEqual([DEMO.carlos]);
  });

  it('grants, edits the grant in force in place, audits it and tells the reader', async () => {
    const joao = await login(h.app, DEMO.joao);
    const antes = (await vigentesJoaoMaria())[0];
    const r = await conceder(joao, { cpf: DEMO.maria, areas: ['SAUDE'], validoAte: null });
    expect(r.statusCode).toBe(201);
    const dado = r.json<AcessoSaude>();
    expect(dado).toMatchObject({
      pessoa: { cpf: DEMO.maria, nome: 'Maria Aparecida Souza' },
      base: 'CONSENTIMENTO',
      areas: ['SAUDE'],
      validoAte: null,
      origem: 'PORTAL',
    });
    // A grant already in force (the demo's, if any) is edited, never doubled.
    if (antes) expect(dado.id).toBe(antes.id);

    const editado = await conceder(joao, {
      cpf: DEMO.maria,
      areas: ['REEMBOLSO', 'SAUDE'],
      validoAte: '2026-12-31',
    });
    expect(editado.statusCode).toBe(201);
    expect(editado.json<AcessoSaude>()).toMatchObject({
      id: dado.id,
      areas: ['REEMBOLSO', 'SAUDE'],
      validoAte: '2026-12-31',
    });
    expect(await vigentesJoaoMaria()).toHaveLength(1);

    const dele = await lista(joao);
    expect(dele.concedidos).toEqual([
      expect.objectContaining({ id: dado.id, areas: ['REEMBOLSO', 'SAUDE'] }),
    ]);
    const dela = await lista(await login(h.app, DEMO.maria));
    expect(dela.recebidos).toContainEqual(
      expect.objectContaining({ id: dado.id, pessoa: { nome: 'João Pedro Souza', cpf: DEMO.joao } }),
    );

    const linhas = await h.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'CONCESSAO_ACESSO_SAUDE'));
    expect(linhas).toHaveLength(2);
    expect(linhas[0]!.pessoaId).toBe(await pessoaId(DEMO.joao));
    await h.app.notify.drain();
    const emails = await outboxFor(h.database.db, MARIA_EMAIL);
    expect(emails.at(-1)!.texto).toContain('João autorizou você a ver os dados de saúde dele');
    expect(emails.at(-1)!.texto).toContain('até 31/12/2026');
  });

  it('refuses bad grants in Portuguese and writes nothing', async () => {
    const joao = await login(h.app, DEMO.joao);
    const antes = await vigentesJoaoMaria();
    const casos: [Record<string, unknown>, number, string][] = [
      [{ cpf: DEMO.maria, areas: [], validoAte: null }, 400, M.areasObrigatorias],
      [{ cpf: DEMO.maria, areas: ['SAUDE', 'SAUDE'], validoAte: null }, 400, M.areasRepetidas],
      [{ cpf: DEMO.maria, areas: ['SAUDE'], validoAte: '2026-03-09' }, 400, M.validadeNoPassado],
      [{ cpf: DEMO.maria, areas: ['SAUDE'], validoAte: '2026-02-30' }, 400, M.dataInvalida],
      [{ cpf: DEMO.joao, areas: ['SAUDE'], validoAte: null }, 400, M.concederSiMesmo],
      // Ana has no account; Roberto is of another family: the same answer, nobody learns who is who.
      [{ cpf: DEMO.ana, areas: ['SAUDE'], validoAte: null }, 400, M.pessoaNaoElegivel],
      [{ cpf: DEMO.roberto, areas: ['SAUDE'], validoAte: null }, 400, M.pessoaNaoElegivel],
      [{ cpf: DEMO.maria, areas: ['SAUDE'], validoAte: null, id: 999_999 }, 404, 'Registro não encontrado.'],
    ];
    for (const [body, status, mensagem] of casos) {
      const r = await conceder(joao, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
      if (status === 400)
        expect(r.json<{ mensagem: string }>().mensagem, JSON.stringify(body)).toBe(mensagem);
    }
    expect(await vigentesJoaoMaria()).toEqual(antes);
  });

  it('the last day is inclusive: a grant until today is in force today, not tomorrow', async () => {
    let joao = await login(h.app, DEMO.joao);
    const r = await conceder(joao, { cpf: DEMO.maria, areas: ['SAUDE'], validoAte: '2026-03-10' });
    expect(r.statusCode).toBe(201);
    expect((await lista(joao)).concedidos.map((c) => c.id)).toContain(r.json<AcessoSaude>().id);
    h.clock.advance(24 * 3600 * 1000);
    joao = await login(h.app, DEMO.joao);
    expect((await lista(joao)).concedidos.map((c) => c.id)).not.toContain(r.json<AcessoSaude>().id);
  });

  it('revokes at once (twice is harmless), only the owner, and tells the reader', async () => {
    const joao = await login(h.app, DEMO.joao);
    const maria = await login(h.app, DEMO.maria);
    const { id } = (
      await conceder(joao, { cpf: DEMO.maria, areas: ['SAUDE'], validoAte: null })
    ).json<AcessoSaude>();
    // Not hers to revoke: the same 404 as an id that does not exist.
    expect((await revogar(maria, id)).statusCode).toBe(404);
    expect((await revogar(joao, 999_999)).statusCode).toBe(404);
    expect((await revogar(joao, id)).statusCode).toBe(204);
    expect((await revogar(joao, id)).statusCode).toBe(204);
    expect(await vigentesJoaoMaria()).toHaveLength(0);
    expect((await lista(maria)).recebidos.map((r) => r.id)).not.toContain(id);
    // An edit of the revoked grant brings nothing back.
    const tarde = await conceder(joao, { id, cpf: DEMO.maria, areas: ['AGENDAMENTO'], validoAte: null });
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json()).toEqual({ mensagem: M.revogadoAntes });
    expect(await vigentesJoaoMaria()).toHaveLength(0);
    expect(
      await h.database.db.select().from(auditoria).where(eq(auditoria.acao, 'REVOGACAO_ACESSO_SAUDE')),
    ).toHaveLength(1);
    await h.app.notify.drain();
    expect((await outboxFor(h.database.db, MARIA_EMAIL)).at(-1)!.texto).toContain(
      'João revogou a autorização',
    );
  });

  it("the operator's record is neither revoked nor edited by the member (409)", async () => {
    const [joao, maria] = await Promise.all([pessoaId(DEMO.joao), pessoaId(DEMO.maria)]);
    const agora = h.clock();
    await h.database.db.delete(acessosSaude).where(eq(acessosSaude.pessoaId, joao));
    const [linha] = await h.database.db
      .insert(acessosSaude)
      .values({
        pessoaId: joao,
        autorizadoPessoaId: maria,
        base: 'CONSENTIMENTO',
        areas: ['SAUDE'],
        origem: 'OPERADORA',
        idErp: 'AUT-1',
        criadoEm: agora,
        alteradoEm: agora,
      })
      .returning();
    const agent = await login(h.app, DEMO.joao);
    const revogado = await revogar(agent, linha!.id);
    expect(revogado.statusCode).toBe(409);
    expect(revogado.json()).toEqual({ mensagem: M.registradoPelaOperadora });
    for (const body of [
      { cpf: DEMO.maria, areas: ['AGENDAMENTO'], validoAte: null },
      { id: linha!.id, cpf: DEMO.maria, areas: ['AGENDAMENTO'], validoAte: null },
    ]) {
      const r = await conceder(agent, body);
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ mensagem: M.registradoPelaOperadora });
    }
    expect(await vigentesJoaoMaria()).toEqual([linha]);
  });

  it('a minor grants nothing: the data is the guardian’s', async () => {
    // João (born 2006-02-14) was 17 on 2024-02-13.
    h.clock.set('2024-02-13T15:00:00.000Z');
    const joao = await login(h.app, DEMO.joao);
    const dados = await lista(joao);
    expect(dados).toMatchObject({ podeConceder: false, elegiveis: [] });
    const r = await conceder(joao, { cpf: DEMO.maria, areas: ['SAUDE'], validoAte: null });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ mensagem: M.menorNaoConcede });
  });

  it('coming of age: the titular is told before and after, the new adult is offered to grant', async () => {
    // Ana turns 18 on 2030-11-05.
    h.clock.set('2030-10-20T15:00:00.000Z');
    let maria = await login(h.app, DEMO.maria);
    expect((await lista(maria)).avisos).toContain(M.completaDezoito('Ana', '05/11/2030', 'F'));
    h.clock.set('2030-11-15T15:00:00.000Z');
    maria = await login(h.app, DEMO.maria);
    const depois = await lista(maria);
    expect(depois.avisos).toContain(M.acessoTerminou('Ana', '05/11/2030', 'F'));
    expect(depois.responsavelPor.map((p) => p.cpf)).not.toContain(DEMO.ana);
    h.clock.set('2030-12-10T15:00:00.000Z');
    maria = await login(h.app, DEMO.maria);
    expect((await lista(maria)).avisos.join(' ')).not.toContain('Ana');

    // João turned 18 on 2024-02-14: for 30 days he is offered to let Maria (his titular) see it again.
    h.clock.set('2024-02-20T15:00:00.000Z');
    const joao = await login(h.app, DEMO.joao);
    await h.database.db.delete(acessosSaude).where(eq(acessosSaude.pessoaId, await pessoaId(DEMO.joao)));
    expect((await lista(joao)).avisos).toEqual([M.completouDezoito('14/02/2024', 'Maria')]);
    await conceder(joao, { cpf: DEMO.maria, areas: ['SAUDE'], validoAte: null });
    expect((await lista(joao)).avisos).toEqual([]);
  });
});
