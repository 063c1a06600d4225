// The member reads whose own statements go in groups with other calls' (decision 0066), called by every demo
// member at once, three times over: each member gets exactly the answer they get alone — their own rows, none of the
// family that travelled in the same statement — and the calls did share statements (fewer than the calls).
import { beforeAll, describe, expect, it } from 'vitest';
import { WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import { LEITURAS_DO_MEMBRO } from '../test/escala/leituras.js';
import type { TestAgent } from '../test/test-agent.js';
import { DEMO, QueryCounter, withDemo } from '../test/test-app.js';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
/** The demo's members with an account: four families' views (Maria's as titular, João's and Pedro's own). */
const membros = ['carlos', 'maria', 'joao', 'pedro', 'roberto'] as const;
/** Each read's own statement (the session's and the audit's are decision 0063's). */
const PROPRIO: Record<string, RegExp> = {
  boletos: /from "titulos"/,
  'extrato de utilização (6 meses)': /from "utilizacoes"/,
  reembolsos: /from "reembolsos"/,
  autorizações: /from "autorizacoes"/,
  agendamentos: /from "agendamentos"/,
};
const leituras = LEITURAS_DO_MEMBRO.filter((l) => PROPRIO[l.nome]);
let agentes: TestAgent[];

beforeAll(async () => {
  agentes = await Promise.all(membros.map((m) => demo.as(m)));
});

describe('member reads of several families at the same moment', () => {
  it.each(leituras.map((l) => [l.nome, l] as const))(
    '%s: each member gets the answer they get alone',
    async (_nome, leitura) => {
      const ler = (i: number) =>
        agentes[i]!.get(leitura.url(DEMO[membros[i]!]), {
          headers: { 'x-origin': WEB_ORIGIN_HEADER_VALUE },
        }).then((r) => ({ status: r.statusCode, corpo: r.body }));
      const sozinhos = [];
      for (const i of membros.keys()) sozinhos.push(await ler(i));
      expect(sozinhos.filter((r) => r.status === 200).length).toBeGreaterThan(1);

      let juntos: typeof sozinhos = [];
      const comandos = await counter.during(async () => {
        juntos = await Promise.all([0, 1, 2].flatMap(() => membros.map((_, i) => ler(i))));
      });
      expect(juntos).toEqual([...sozinhos, ...sozinhos, ...sozinhos]);
      // Grouped: fewer of the read's own statements than calls that got an answer.
      const proprios = comandos.filter((c) => PROPRIO[leitura.nome]!.test(c));
      expect(proprios.length).toBeGreaterThan(0);
      expect(proprios.length).toBeLessThan(juntos.filter((r) => r.status === 200).length);
    },
  );
});
