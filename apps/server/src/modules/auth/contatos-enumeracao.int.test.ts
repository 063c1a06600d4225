// The contact list of the two doors (first access, recovery) must not tell who is a member (issue 9):
// made-up lists for unknown CPFs take the shapes real ones have, and every CPF gets one list on both doors.
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidCpfDigits } from '@portal/domain';
import { toBase64 } from '@portal/domain/contract/auth/basic-authorization';
import type { ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import {
  PRIMEIRO_ACESSO_CPF_HEADER,
  primeiroAcessoEndpoints,
} from '@portal/domain/contract/auth/primeiro-acesso';
import { recuperarSenhaEndpoints } from '@portal/domain/contract/auth/recuperar-senha';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';
import { chamar } from '../../test/contrato.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
let agent: TestAgent;
beforeAll(async () => {
  h = demo.h;
  agent = new TestAgent(h.app);
  await chamar(agent, parametrosEndpoints.statusManutencao);
});

/** `n` valid CPFs of nobody in the seed (nine digits from a counter, then the check digits). */
function unknownCpfs(n: number): string[] {
  const cpfs: string[] = [];
  for (let base = 700_000_001; cpfs.length < n; base += 7919) {
    const nine = String(base);
    for (let check = 0; check < 100; check += 1) {
      const cpf = `${nine}${String(check).padStart(2, '0')}`;
      if (isValidCpfDigits(cpf)) {
        cpfs.push(cpf);
        break;
      }
    }
  }
  return cpfs;
}

const firstAccessList = async (cpf: string) =>
  (
    await chamar(agent, primeiroAcessoEndpoints.contatos, {
      query: { captcha: 'ok' },
      headers: { [PRIMEIRO_ACESSO_CPF_HEADER]: toBase64(cpf) },
    })
  ).json<ContatoMascarado[]>();
const recoveryList = async (cpf: string) =>
  (await chamar(agent, recuperarSenhaEndpoints.contatos, { query: { cpf, captcha: 'ok' } })).json<
    ContatoMascarado[]
  >();

const shapeOf = (list: ContatoMascarado[]) =>
  `${list.filter((c) => c.tipo === 'EMAIL').length}e${list.filter((c) => c.tipo === 'TELEFONE').length}t`;

describe('contact lists of unknown CPFs', () => {
  it('take the varied shapes of real lists, not always one e-mail and one phone', async () => {
    const shapes = new Map<string, number>();
    for (const cpf of unknownCpfs(120)) {
      const shape = shapeOf(await recoveryList(cpf));
      shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    }
    // Real members have 1e1t (Maria), 1e0t, 0e1t, 1e2t (Roberto)…: so must the made-up lists.
    for (const shape of ['1e1t', '1e0t', '0e1t', '1e2t']) expect(shapes.get(shape), shape).toBeGreaterThan(0);
    expect(shapes.get('1e1t')).toBeLessThan(120 * 0.7);
  });

  it('look like masked real contacts', async () => {
    for (const cpf of unknownCpfs(30)) {
      for (const c of await recoveryList(cpf)) {
        expect(c.valor).toMatch(
          c.tipo === 'EMAIL' ? /^[a-z]{2}\*{3,}@[a-z]\*{3,}\.[a-z.]+$/ : /^\(\*\*\) \*{5}-\d{4}$/,
        );
        expect(c.codigo).toMatch(/^[0-9a-f]{16}$/);
      }
    }
  });

  it('are the same on both doors and on every call', async () => {
    for (const cpf of unknownCpfs(10)) {
      const list = await recoveryList(cpf);
      expect(await recoveryList(cpf)).toEqual(list);
      expect(await firstAccessList(cpf)).toEqual(list);
    }
  });
});

describe('contact lists of known people', () => {
  it('give Lucas (a member without an account) his own list on both doors, and send nothing on recovery', async () => {
    const first = await firstAccessList(DEMO.lucas);
    expect(first.map((c) => c.valor)).toContain('lu***********@e****.test');
    expect(await recoveryList(DEMO.lucas)).toEqual(first);

    const before = await h.database.db.select().from(caixaSaidaNotificacoes);
    const sent = await chamar(agent, recuperarSenhaEndpoints.enviarCodigo, {
      body: { cpf: DEMO.lucas, codigoContato: first[0]!.codigo },
    });
    expect(sent.statusCode).toBe(200);
    expect(await h.database.db.select().from(caixaSaidaNotificacoes)).toHaveLength(before.length);
  });
});
