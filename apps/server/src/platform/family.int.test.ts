import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain';
import { people } from '../db/schema/people.js';
import { DEMO, createTestHarness, login, type TestHarness } from '../test/test-app.js';
import { HttpError } from './errors.js';
import { assertCpfVisible, assertVisible, visibleBeneficiarios } from './family.js';
import { requireSession } from './session.js';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const personId = async (cpf: string): Promise<number> => {
  const [row] = await h.database.db.select({ id: people.id }).from(people).where(eq(people.cpf, cpf));
  if (!row) throw new Error(`sem pessoa ${cpf}`);
  return row.id;
};

const visibleCpfs = async (cpf: string): Promise<string[]> => {
  const rows = await visibleBeneficiarios(h.database.db, await personId(cpf));
  return [...new Set(rows.map((r) => r.cpf))].sort();
};

const expectNotFound = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(404);
  expect((error as HttpError).body).toEqual({ mensagem: SERVER_MESSAGES.notFound });
};

const familyA = [DEMO.carlos, DEMO.maria, DEMO.joao, DEMO.ana].sort();

describe('family visibility', () => {
  it('lets the titular Maria see her whole family group, on both contracts', async () => {
    expect(await visibleCpfs(DEMO.maria)).toEqual(familyA);
    const rows = await visibleBeneficiarios(h.database.db, await personId(DEMO.maria));
    expect(new Set(rows.map((r) => r.contratoId)).size).toBe(2);
    const session = { personId: await personId(DEMO.maria) };
    for (const cpf of familyA)
      expect((await assertVisible(h.database.db, session, cpf)).length).toBeGreaterThan(0);
  });

  it('lets the contratante Carlos see the family he pays for', async () => {
    expect(await visibleCpfs(DEMO.carlos)).toEqual(familyA);
  });

  it('lets the dependant João see only himself', async () => {
    expect(await visibleCpfs(DEMO.joao)).toEqual([DEMO.joao]);
    const session = { personId: await personId(DEMO.joao) };
    await expectNotFound(assertVisible(h.database.db, session, DEMO.maria));
    await expectNotFound(assertVisible(h.database.db, session, DEMO.ana));
  });

  it("keeps Roberto out of Maria's family (404, as for a CPF that does not exist)", async () => {
    const session = { personId: await personId(DEMO.roberto) };
    expect(await visibleCpfs(DEMO.roberto)).toEqual([DEMO.roberto]);
    await expectNotFound(assertVisible(h.database.db, session, DEMO.maria));
    await expectNotFound(assertVisible(h.database.db, session, '52998224725'));
    const own = await assertVisible(h.database.db, session, DEMO.roberto);
    expect(own[0]).toMatchObject({ cpf: DEMO.roberto, tipo: 'TITULAR', nomeSocial: 'Roberta Lima' });
  });

  it('keeps Maria out of other families', async () => {
    const session = { personId: await personId(DEMO.maria) };
    for (const cpf of [DEMO.roberto, DEMO.fernanda, DEMO.lucas]) {
      await expectNotFound(assertVisible(h.database.db, session, cpf));
    }
  });
});

describe('assertCpfVisible in a route', () => {
  it('answers 404 for a CPF outside the caller family and the rows for one inside', async () => {
    const app = await h.newApp({
      extend: (a) => {
        a.get<{ Params: { cpf: string } }>(
          '/api/teste/beneficiarios/:cpf',
          { preHandler: requireSession },
          async (request) => ({
            tipos: (await assertCpfVisible(request, request.params.cpf)).map((r) => r.tipo),
          }),
        );
      },
    });
    const roberto = await login(app, DEMO.roberto);
    const denied = await roberto.get(`/api/teste/beneficiarios/${DEMO.maria}`);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ mensagem: SERVER_MESSAGES.notFound });
    const maria = await login(app, DEMO.maria);
    expect((await maria.get(`/api/teste/beneficiarios/${DEMO.ana}`)).json()).toEqual({
      tipos: ['DEPENDENTE', 'DEPENDENTE'],
    });
  });
});
