// One passkey answer sent twice at once (issue 42, decision 0054), on PGlite and on PostgreSQL
// (TEST_DATABASE_URL, as CI runs it): the challenge is taken by one DELETE … RETURNING, so exactly one of the
// two opens a session and the other is refused — never two sessions from one signed challenge.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginChaveAcessoEndpoints as entrada } from '@portal/domain/contract/auth/login-chave-acesso';
import { sessoes } from '../../db/schema/auth.js';
import { chavesAcesso } from '../../db/schema/chaves-acesso.js';
import { cadastrarChave, navegadorNovo, rpDe } from '../../test/chaves-acesso.js';
import { chamar, getJson } from '../../test/contrato.js';
import { DEMO, login, withDemo, type TestHarness } from '../../test/test-app.js';

const RODADAS = 10;

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

describe('one challenge answered twice at once', () => {
  it(`opens one session, ${RODADAS} times`, async () => {
    const maria = await login(h.app, DEMO.maria);
    const { autenticador, chave } = await cadastrarChave(h, maria);
    const [{ contaId }] = (await h.database.db
      .select({ contaId: chavesAcesso.contaId })
      .from(chavesAcesso)
      .where(eq(chavesAcesso.id, chave.id))) as [{ contaId: number }];
    const sessoesDaConta = async () =>
      (await h.database.db.select({ n: count() }).from(sessoes).where(eq(sessoes.contaId, contaId)))[0]!.n;
    const rp = rpDe(h);
    for (let i = 0; i < RODADAS; i++) {
      const [a, b] = [await navegadorNovo(h), await navegadorNovo(h)];
      const { opcoes } = await getJson(a, entrada.opcoes);
      const resposta = autenticador.usar(opcoes, rp.rpID);
      const antes = await sessoesDaConta();
      const respostas = await Promise.all(
        [a, b].map((agente) => chamar(agente, entrada.entrar, { body: { resposta } })),
      );
      expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 401]);
      expect(await sessoesDaConta()).toBe(antes + 1);
    }
  });
});
