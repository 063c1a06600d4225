// One audit row per screen visit (issue 37, decision 0035): the web names the screen visit of every call
// (x-visita); a read that shows data (GET, JSON answer) writes at most one row per account, visit, action
// and subject — the database's unique index, so the two reads Solicitação de Reembolso makes at once (the
// last reimbursements with the accounts, and all of them) are one "Consultou seus reembolsos" on PGlite and
// on PostgreSQL alike. Without a visit (another client), for another account or another subject, every
// call keeps its row.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACOES_AUDITADAS, ROUTES, VISITA_HEADER } from '@portal/domain';
import { reembolsoEndpoints } from '@portal/domain/contract/financeiro/reembolso';
import { acessosDadosEndpoints } from '@portal/domain/contract/meus-dados/acessos-dados';
import { auditoria } from '../db/schema/audit.js';
import { pessoaIdDe } from '../test/demo-ids.js';
import { chamar, getJson } from '../test/contrato.js';
import type { TestAgent } from '../test/test-agent.js';
import { withDemo, DEMO, login, type TestHarness } from '../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});
const pessoaId = (cpf: string) => pessoaIdDe(h.database.db, cpf);

describe('one audit row per screen visit (issue 37)', () => {
  const leiturasDeReembolso = async (pessoa: number) =>
    (
      await h.database.db
        .select({ id: auditoria.id, recurso: auditoria.recurso })
        .from(auditoria)
        .where(and(eq(auditoria.pessoaId, pessoa), eq(auditoria.acao, 'LEITURA_REEMBOLSOS')))
    ).length;
  /** What Solicitação de Reembolso asks when it opens: the last ones (with the accounts) and all of them. */
  const abrirReembolso = (agent: TestAgent, cpf: string, visita?: string) => {
    const headers: Record<string, string> = visita ? { [VISITA_HEADER]: visita } : {};
    const pedido = { params: { cpf }, headers };
    return Promise.all([
      chamar(agent, reembolsoEndpoints.ultimos, pedido),
      chamar(agent, reembolsoEndpoints.reembolsos, pedido),
    ]);
  };

  it('writes one "Consultou seus reembolsos" for the two reads of one visit, and one per new visit', async () => {
    const maria = await login(h.app, DEMO.maria);
    const id = await pessoaId(DEMO.maria);
    const antes = await leiturasDeReembolso(id);
    const respostas = await abrirReembolso(maria, DEMO.maria, 'visita-0001-reembolso');
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await leiturasDeReembolso(id)).toBe(antes + 1);
    // A refetch in the same visit (a window regaining focus) adds nothing; the next visit is a row again.
    await abrirReembolso(maria, DEMO.maria, 'visita-0001-reembolso');
    expect(await leiturasDeReembolso(id)).toBe(antes + 1);
    await abrirReembolso(maria, DEMO.maria, 'visita-0002-reembolso');
    expect(await leiturasDeReembolso(id)).toBe(antes + 2);

    // The member's list shows the visits, not the calls.
    const { acessos } = await getJson(maria, acessosDadosEndpoints.lista, {
      query: { inicio: '2026-03-01', fim: '2026-03-10' },
    });
    const visitas = acessos.filter((a) => a.oQue === ACOES_AUDITADAS.LEITURA_REEMBOLSOS.rotulo);
    expect(visitas).toHaveLength(2);
    expect(visitas.every((a) => a.tela === ROUTES.solicitacaoReembolso.title)).toBe(true);
  });

  it('keeps every call its row without a visit, for another account, or another subject', async () => {
    const maria = await login(h.app, DEMO.maria);
    const [mariaId, joaoId] = [await pessoaId(DEMO.maria), await pessoaId(DEMO.joao)];
    const antes = await leiturasDeReembolso(mariaId);
    // Another client (no header), or a header that is not a visit id: each call audited.
    await abrirReembolso(maria, DEMO.maria);
    expect(await leiturasDeReembolso(mariaId)).toBe(antes + 2);
    await abrirReembolso(maria, DEMO.maria, 'x');
    expect(await leiturasDeReembolso(mariaId)).toBe(antes + 4);
    // The same visit id from Carlos's account is his own row: nobody can hide another's read.
    const carlos = await login(h.app, DEMO.carlos);
    await abrirReembolso(maria, DEMO.maria, 'visita-0003-compartilhada');
    await abrirReembolso(carlos, DEMO.maria, 'visita-0003-compartilhada');
    expect(await leiturasDeReembolso(mariaId)).toBe(antes + 6);
    // João's reimbursements read in the same visit are a row of his.
    const joaoAntes = await leiturasDeReembolso(joaoId);
    await abrirReembolso(maria, DEMO.joao, 'visita-0003-compartilhada');
    expect(await leiturasDeReembolso(joaoId)).toBe(joaoAntes + 1);
  });
});
