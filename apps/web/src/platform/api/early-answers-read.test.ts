import { beforeEach, describe, expect, it } from 'vitest';
import { EARLY_ANSWERS_BOUND_MARK } from '@portal/domain/contract/shell/primeiras-respostas';
import { EARLY_ANSWERS_GLOBAL } from '@portal/domain/contract/shell/startup-calls';
import { earlyAnswersRead, takeReadAnswer } from './early-answers-read';

type Answers = Record<string, Promise<Response> | undefined>;
const global = globalThis as unknown as { window: Record<string, Answers> };
global.window = globalThis as unknown as Record<string, Answers>;
let answers: Answers;

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const any = () => true;
// The answers' keys are whatever URLs the page asked; any text does here.

describe("the first screen's early answers, read before it is drawn (issue 37)", () => {
  beforeEach(() => {
    answers = global.window[EARLY_ANSWERS_GLOBAL] = {};
  });

  it('are taken at once, once, and are then no longer the promise path’s to take', async () => {
    answers['/x/a'] = json({ nome: 'Maria' });
    await earlyAnswersRead(1000);
    expect(takeReadAnswer('/x/a', any)?.body).toEqual({ nome: 'Maria' });
    expect('/x/a' in answers).toBe(false);
    expect(takeReadAnswer('/x/a', any)).toBeUndefined();
  });

  it('include the calls the page starts once the first answers are in (a chosen beneficiary)', async () => {
    answers['/x/lista'] = json({ titulares: [{ cpf: '1' }] }).then((response) => {
      setTimeout(() => {
        answers['/x/dados/1'] = json({ cpf: '1' });
      }, 0);
      return response;
    });
    await earlyAnswersRead(1000);
    expect(takeReadAnswer('/x/dados/1', any)?.body).toEqual({ cpf: '1' });
  });

  it('leave failures and refused bodies to the client, which reports them', async () => {
    answers['/x/falha'] = json({ mensagem: 'x' }, 500);
    answers['/x/envelope'] = json({ erro: { mensagem: 'y' } });
    await earlyAnswersRead(1000);
    expect(takeReadAnswer('/x/falha', any)).toBeUndefined();
    expect(takeReadAnswer('/x/envelope', (body) => !(body as { erro?: unknown }).erro)).toBeUndefined();
    expect(Object.keys(answers)).toEqual(['/x/falha', '/x/envelope']);
  });

  it('wait no longer than told for an answer still on its way', async () => {
    answers['/x/lenta'] = new Promise<Response>(() => {});
    const started = Date.now();
    await earlyAnswersRead(30);
    expect(Date.now() - started).toBeLessThan(500);
    expect(takeReadAnswer('/x/lenta', any)).toBeUndefined();
    expect('/x/lenta' in answers).toBe(true);
    // The page's timeline says the screen was drawn before its answers; a read in time says nothing.
    expect(performance.getEntriesByName(EARLY_ANSWERS_BOUND_MARK)).toHaveLength(1);
  });

  it('mark nothing when every answer was read within the bound', async () => {
    performance.clearMarks(EARLY_ANSWERS_BOUND_MARK);
    answers['/x/a'] = json({ nome: 'Maria' });
    await earlyAnswersRead(30);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(performance.getEntriesByName(EARLY_ANSWERS_BOUND_MARK)).toHaveLength(0);
  });
});
