// PA Virtual through the API (issue 17): 401 without a session, 403 without menu-pa-virtual (a contratante),
// the link for a member whose own plan's product is listed in PA_VIRTUAL_PRODUTOS (Maria, and her dependant
// João), the §8 friendly message for one whose is not (Roberto), the operator's parameters deciding both,
// the audit row and the PA_VIRTUAL usage of a link handed out, in a fixed number of queries.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FACILIDADES_MESSAGES, MENU } from '@portal/domain';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { paVirtualEndpoints, type PaVirtual } from '@portal/domain/contract/facilidades/pa-virtual';
import { auditoria } from '../../db/schema/audit.js';
import { parametrosOperadora } from '../../db/schema/operator.js';
import { utilizacaoRecursos } from '../../db/schema/contadores-uso.js';
import { OPERATOR_PARAMETERS } from '../../db/seed/operator-data.js';
import { contaIdDe } from '../../test/demo-ids.js';
import { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson } from '../../test/contrato.js';
import { DEMO, login, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';

const seeded = (nome: string) => OPERATOR_PARAMETERS.find((p) => p.nome === nome)!.valor;
const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const answer = (agent: TestAgent) => getJson(agent, paVirtualEndpoints.link);
const setParametro = (nome: string, valor: string) =>
  h.database.db.update(parametrosOperadora).set({ valor }).where(eq(parametrosOperadora.nome, nome));
const contaId = (cpf: string) => contaIdDe(h.database.db, cpf);
const count = async (table: typeof utilizacaoRecursos | typeof auditoria, where: ReturnType<typeof and>) =>
  (await h.database.db.select().from(table).where(where)).length;

describe('GET /api/beneficiarios/pa-virtual', () => {
  it('is 401 without a session and 403 without menu-pa-virtual (a contratante holds no plan nor the entry)', async () => {
    expect((await chamar(new TestAgent(h.app), paVirtualEndpoints.link)).statusCode).toBe(401);
    const carlos = await login(h.app, DEMO.carlos);
    const usuario = await getJson(carlos, usuarioEndpoints.usuario);
    expect(usuario.permissionamento.menu).not.toContain(MENU.paVirtual);
    expect((await chamar(carlos, paVirtualEndpoints.link)).statusCode).toBe(403);
  });

  it('gives a covered member the link, audited and counted as a use of PA_VIRTUAL, in two queries', async () => {
    const maria = await login(h.app, DEMO.maria);
    const id = await contaId(DEMO.maria);
    const usos = () =>
      count(
        utilizacaoRecursos,
        and(eq(utilizacaoRecursos.contaId, id), eq(utilizacaoRecursos.recurso, 'PA_VIRTUAL')),
      );
    const audits = () =>
      count(auditoria, and(eq(auditoria.contaId, id), eq(auditoria.acao, 'LEITURA_PA_VIRTUAL')));
    const [usosAntes, auditsAntes] = [await usos(), await audits()];
    let body: PaVirtual | undefined;
    const queries = await counter.during(async () => {
      body = await answer(maria);
    });
    expect(body).toEqual({ link: seeded('PA_VIRTUAL_URL') });
    // Session check and touch, the two reads of the answer, the usage row and the audit row.
    expect(queries.filter((q) => /parametros_operadora|contratos/.test(q))).toHaveLength(2);
    expect(await usos()).toBe(usosAntes + 1);
    expect(await audits()).toBe(auditsAntes + 1);
    // A dependant on the same plan is covered by their own card.
    expect(await answer(await login(h.app, DEMO.joao))).toEqual({ link: seeded('PA_VIRTUAL_URL') });
  });

  it('gives a member whose plan does not cover it the friendly message, and no use', async () => {
    const roberto = await login(h.app, DEMO.roberto);
    const id = await contaId(DEMO.roberto);
    expect(await answer(roberto)).toEqual({
      mensagemAmigavel: FACILIDADES_MESSAGES.paVirtualSemCobertura,
      tipoMensagem: 'ALERTA',
    });
    expect(
      await count(
        utilizacaoRecursos,
        and(eq(utilizacaoRecursos.contaId, id), eq(utilizacaoRecursos.recurso, 'PA_VIRTUAL')),
      ),
    ).toBe(0);
  });

  it('follows the operator parameters: a product added covers its members; no address means unavailable', async () => {
    const roberto = await login(h.app, DEMO.roberto);
    const maria = await login(h.app, DEMO.maria);
    try {
      // Roberto's Clássico Enfermaria (487.656/21-0), listed with spaces as an operator may type it.
      await setParametro('PA_VIRTUAL_PRODUTOS', `${seeded('PA_VIRTUAL_PRODUTOS')} , 487.656/21-0`);
      expect(await answer(roberto)).toEqual({ link: seeded('PA_VIRTUAL_URL') });
      await setParametro('PA_VIRTUAL_URL', '');
      expect(await answer(maria)).toEqual({
        mensagemAmigavel: FACILIDADES_MESSAGES.paVirtualIndisponivel,
        tipoMensagem: 'ALERTA',
      });
      await setParametro('PA_VIRTUAL_PRODUTOS', '');
      expect(await answer(maria)).toMatchObject({
        mensagemAmigavel: FACILIDADES_MESSAGES.paVirtualSemCobertura,
      });
    } finally {
      await setParametro('PA_VIRTUAL_PRODUTOS', seeded('PA_VIRTUAL_PRODUTOS'));
      await setParametro('PA_VIRTUAL_URL', seeded('PA_VIRTUAL_URL'));
    }
  });
});
