// The five-try limit of verification codes under concurrency (issue 9): many guesses at once must not
// get more than five wrong comparisons, on PGlite and on PostgreSQL (DATABASE_URL, as CI runs it).
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recuperarSenhaEndpoints } from '@portal/domain/contract/auth/recuperar-senha';
import { codigosVerificacao } from '../../db/schema/lifecycle.js';
import { chamar, getJson } from '../../test/contrato.js';
import { codeIn, nthOutboxMessage } from '../../test/mailbox.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, createTestHarness, type TestHarness } from '../../test/test-app.js';
import { CODE_MAX_SENDS, CODE_MAX_TRIES } from '../../shared-domain/codigos-verificacao.js';

const MARIA_EMAIL = 'maria.souza@email.test';
const GUESSES = 200;

let h: TestHarness;
beforeEach(async () => {
  h = await createTestHarness();
});
afterEach(() => h.close());

/** Maria's e-mail in the recovery contact list, with an agent that has its CSRF token. */
async function recoveryContact(): Promise<{ agent: TestAgent; codigoContato: string }> {
  const agent = new TestAgent(h.app);
  const list = await getJson(agent, recuperarSenhaEndpoints.contatos, {
    query: { cpf: DEMO.maria, captcha: 'ok' },
  });
  const email = list.find((c) => c.tipo === 'EMAIL');
  if (!email) throw new Error('sem e-mail');
  return { agent, codigoContato: email.codigo };
}

const sendCode = (agent: TestAgent, codigoContato: string) =>
  chamar(agent, recuperarSenhaEndpoints.enviarCodigo, { body: { cpf: DEMO.maria, codigoContato } });

/** Sends Maria a recovery code and answers it with an agent ready to guess. */
async function recoveryCode(): Promise<{ agent: TestAgent; code: string }> {
  const { agent, codigoContato } = await recoveryContact();
  await sendCode(agent, codigoContato);
  const code = codeIn((await nthOutboxMessage(h.database.db, MARIA_EMAIL, 1)).texto);
  return { agent, code };
}

const validar = (agent: TestAgent, token: string) =>
  chamar(agent, recuperarSenhaEndpoints.validarCodigo, { body: { cpf: DEMO.maria, token } });

const wrongCodes = (code: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));

async function guessAll(agent: TestAgent, guesses: string[]): Promise<number[]> {
  const answers = await Promise.all(guesses.map((token) => validar(agent, token)));
  return answers.map((a) => a.statusCode);
}

const triesCounted = async (): Promise<number> => {
  const [row] = await h.database.db
    .select()
    .from(codigosVerificacao)
    .where(eq(codigosVerificacao.finalidade, 'RECUPERAR_SENHA'));
  return row?.tentativas ?? -1;
};

describe('code tries under concurrency', () => {
  it(`counts exactly ${CODE_MAX_TRIES} of ${GUESSES} simultaneous wrong guesses, then refuses the right code`, async () => {
    const { agent, code } = await recoveryCode();
    const statuses = await guessAll(agent, wrongCodes(code, GUESSES));
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect(await triesCounted()).toBe(CODE_MAX_TRIES);
    const late = await validar(agent, code);
    expect(late.statusCode).toBe(400);
  });

  it(`lets the right code at position 140 of ${GUESSES} win only within the first ${CODE_MAX_TRIES} counted`, async () => {
    const { agent, code } = await recoveryCode();
    const guesses = wrongCodes(code, GUESSES - 1);
    guesses.splice(139, 0, code);
    const statuses = await guessAll(agent, guesses);
    const wins = statuses.filter((s) => s === 200).length;
    const tries = await triesCounted();
    // Exactly five wrong guesses were compared with the code; the guesses queue in arrival order, so
    // the right one at position 140 came long after the code died (the race let it reset the password).
    expect(tries).toBe(CODE_MAX_TRIES);
    expect(wins).toBe(0);
  });

  it('keeps a verified code valid for the next step without spending a try', async () => {
    const { agent, code } = await recoveryCode();
    for (let i = 0; i < CODE_MAX_TRIES - 1; i++) {
      const [wrong = '000000'] = wrongCodes(code, i + 1).slice(i);
      expect((await guessAll(agent, [wrong]))[0]).toBe(400);
    }
    // The fifth comparison is the right code; the password step checks it again and still passes.
    expect((await guessAll(agent, [code]))[0]).toBe(200);
    expect((await guessAll(agent, [code]))[0]).toBe(200);
    expect(await triesCounted()).toBe(CODE_MAX_TRIES - 1);
  });
});

describe('code sends under concurrency', () => {
  it(`sends ${CODE_MAX_SENDS} codes out of 20 simultaneous requests and answers 429 to the rest`, async () => {
    const { agent, codigoContato } = await recoveryContact();
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendCode(agent, codigoContato)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODE_MAX_SENDS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - CODE_MAX_SENDS);
    expect(await h.database.db.select().from(codigosVerificacao)).toHaveLength(CODE_MAX_SENDS);
  });
});
