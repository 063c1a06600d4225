import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, SERVER_MESSAGES } from '@portal/domain';
import { pessoas } from '../db/schema/pessoas.js';
import { cardNumber } from '../db/seed/family.js';
import { chamar } from '../test/contrato.js';
import { DEMO, QueryCounter, login, withDemo, type TestHarness } from '../test/test-app.js';
import { HttpError } from './errors.js';
import { FamilyScope, familyScope } from './family-scope.js';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

/** Routes only these tests register (under /api, not in the contract), called like the contract's. */
const rotasDeTeste = {
  beneficiario: { method: 'GET', path: '/teste/beneficiarios/:cpf' },
  familia: { method: 'GET', path: '/teste/familia' },
  semFamilia: { method: 'GET', path: '/teste/sem-familia' },
} as const;
const registrada = (rota: { path: string }) => `${API_BASE}${rota.path}`;

const pessoaId = async (cpf: string): Promise<number> => {
  const [row] = await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf));
  if (!row) throw new Error(`sem pessoa ${cpf}`);
  return row.id;
};

const scopeOf = async (cpf: string) => new FamilyScope(h.database.db, await pessoaId(cpf));

const visibleCpfs = async (cpf: string): Promise<string[]> => {
  const rows = await (await scopeOf(cpf)).visible();
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

const familyA = [DEMO.carlos, DEMO.maria, DEMO.joao, DEMO.ana, DEMO.pedro].sort();

describe('family visibility', () => {
  it('lets the titular Maria see her whole family group, on both contracts', async () => {
    expect(await visibleCpfs(DEMO.maria)).toEqual(familyA);
    const scope = await scopeOf(DEMO.maria);
    expect(new Set((await scope.visible()).map((r) => r.contratoId)).size).toBe(2);
    for (const cpf of familyA) expect((await scope.beneficiario(cpf)).length).toBeGreaterThan(0);
  });

  it('lets the contratante Carlos see the family he pays for', async () => {
    expect(await visibleCpfs(DEMO.carlos)).toEqual(familyA);
  });

  it('lets the dependant João see only himself', async () => {
    expect(await visibleCpfs(DEMO.joao)).toEqual([DEMO.joao]);
    const scope = await scopeOf(DEMO.joao);
    await expectNotFound(scope.beneficiario(DEMO.maria));
    await expectNotFound(scope.beneficiario(DEMO.ana));
  });

  it("keeps Roberto out of Maria's family (404, as for a CPF that does not exist)", async () => {
    const scope = await scopeOf(DEMO.roberto);
    expect(await visibleCpfs(DEMO.roberto)).toEqual([DEMO.roberto]);
    await expectNotFound(scope.beneficiario(DEMO.maria));
    await expectNotFound(scope.beneficiario('52998224725'));
    const own = await scope.beneficiario(DEMO.roberto);
    expect(own[0]).toMatchObject({ cpf: DEMO.roberto, tipo: 'TITULAR', nomeSocial: 'Roberta Lima' });
  });

  it('keeps Maria out of other families', async () => {
    const scope = await scopeOf(DEMO.maria);
    for (const cpf of [DEMO.roberto, DEMO.fernanda, DEMO.lucas]) {
      await expectNotFound(scope.beneficiario(cpf));
    }
  });
});

describe('contracts, cards and owners through the scope', () => {
  it('gives the contratante the plan holders of his contract, never himself as one', async () => {
    const scope = await scopeOf(DEMO.carlos);
    const { beneficiarios, titular } = await scope.contrato('100001');
    expect(beneficiarios.map((b) => b.cpf).sort()).toEqual(
      [DEMO.maria, DEMO.joao, DEMO.ana, DEMO.pedro].sort(),
    );
    expect(titular).toBe(false);
    expect((await scope.planHolders()).some((b) => b.cpf === DEMO.carlos)).toBe(false);
    expect(await scope.owns(await pessoaId(DEMO.carlos))).toBe(true);
  });

  it("answers 404 for another family's contract or card, and owns nobody outside the family", async () => {
    const scope = await scopeOf(DEMO.roberto);
    await expectNotFound(scope.contrato('100001'));
    await expectNotFound(scope.contrato('999999'));
    const maria = await pessoaId(DEMO.maria);
    await expectNotFound(scope.carteira(cardNumber('100001', maria)));
    expect(await scope.owns(maria)).toBe(false);
    const own = await scope.carteira(cardNumber('200001', await pessoaId(DEMO.roberto)));
    expect(own.beneficiario.cpf).toBe(DEMO.roberto);
  });

  it('records whose data it handed out, and the caller when it resolved nobody', async () => {
    const scope = await scopeOf(DEMO.maria);
    expect(scope.auditSubjects()).toEqual([scope.pessoaId]);
    await scope.beneficiario(DEMO.ana);
    expect(scope.auditSubjects()).toEqual([await pessoaId(DEMO.ana)]);
  });
});

describe('familyScope in a route', () => {
  it('answers 404 for a CPF outside the caller family and the rows for one inside', async () => {
    const app = await h.newApp({
      extend: (a) => {
        a.get<{ Params: { cpf: string } }>(
          registrada(rotasDeTeste.beneficiario),
          { config: { access: 'session' } },
          async (request) => ({
            tipos: (await familyScope(request).beneficiario(request.params.cpf)).map((r) => r.tipo),
          }),
        );
      },
    });
    const roberto = await login(app, DEMO.roberto);
    const denied = await chamar(roberto, rotasDeTeste.beneficiario, { params: { cpf: DEMO.maria } });
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ mensagem: SERVER_MESSAGES.notFound });
    const maria = await login(app, DEMO.maria);
    expect((await chamar(maria, rotasDeTeste.beneficiario, { params: { cpf: DEMO.ana } })).json()).toEqual({
      tipos: ['DEPENDENTE', 'DEPENDENTE'],
    });
  });
});

describe('the family read with the session (issue 18)', () => {
  it('from its second call on, a route that uses the scope gets it with the session: the same rows, one query', async () => {
    const app = await h.newApp({
      extend: (a) => {
        a.get(registrada(rotasDeTeste.familia), { config: { access: 'session' } }, async (request) => ({
          rows: await familyScope(request).visible(),
        }));
        a.get(registrada(rotasDeTeste.semFamilia), { config: { access: 'session' } }, () => ({ ok: true }));
      },
    });
    for (const cpf of [DEMO.maria, DEMO.carlos, DEMO.joao, DEMO.roberto]) {
      const agent = await login(app, cpf);
      const expected = await (await scopeOf(cpf)).visible();
      const first = await counter.during(async () => {
        expect((await chamar(agent, rotasDeTeste.familia)).json()).toEqual({ rows: expected });
      });
      const next = await counter.during(async () => {
        expect((await chamar(agent, rotasDeTeste.familia)).json()).toEqual({ rows: expected });
      });
      expect(next.length).toBeLessThanOrEqual(first.length);
      expect(next.filter((q) => q.includes('"beneficiarios"'))).toHaveLength(1);
      expect(next.find((q) => q.includes('"beneficiarios"'))).toContain('from "sessoes"');
      // A route that never used the scope does not pay for the family.
      const other = await counter.during(() => chamar(agent, rotasDeTeste.semFamilia));
      expect(other.filter((q) => q.includes('"beneficiarios"'))).toEqual([]);
    }
  });
});
