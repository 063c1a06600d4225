// Histórico de Reajuste through the API (issue 13): the ANS ceilings of an individual plan's years, the
// pool and negotiated adjustments of a collective one, the age-band changes from the Troca de Faixa
// Etária history, fees chaining to the cent; 403 without the permission, 404 across families, audit
// rows and resource usage.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { historicoReajusteEndpoints } from '@portal/domain/contract/financeiro/historico-reajuste';
import { auditoria } from '../../db/schema/audit.js';
import { contas } from '../../db/schema/auth.js';
import { pessoas } from '../../db/schema/pessoas.js';
import type { TestAgent } from '../../test/test-agent.js';
import { usosDoRecurso } from '../../test/contadores-uso.js';
import { chamar, getJson } from '../../test/contrato.js';
import { DEMO, login, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
let maria: TestAgent;
beforeAll(async () => {
  h = demo.h;
  maria = await demo.as('maria');
});

const historico = (agent: TestAgent, codigo: string) =>
  getJson(agent, historicoReajusteEndpoints.historico, { params: { codigoPlano: codigo } });
const status = async (agent: TestAgent, codigo: string) =>
  (await chamar(agent, historicoReajusteEndpoints.historico, { params: { codigoPlano: codigo } })).statusCode;

describe('histórico de reajuste', () => {
  it('lists the family’s contracts as plan tabs', async () => {
    const { contratos } = await getJson(maria, historicoReajusteEndpoints.contratos);
    expect(contratos.map((c) => c.codigo)).toEqual(['100001', '100002']);
  });

  it('an individual plan: the ANS ceiling of each year, newest first, and the age-band changes', async () => {
    const answer = await historico(maria, '100001');
    expect(answer.tipoContratacao).toBe('Individual/Familiar');
    const anuais = answer.reajustes.filter((r) => r.tipo === 'ANUAL_ANS');
    expect(anuais.map((r) => [r.data, r.percentualPontosBase])).toEqual([
      ['2026-03-01', 606],
      ['2025-03-01', 691],
      ['2024-03-01', 963],
      ['2023-03-01', 1550],
    ]);
    for (const r of anuais) {
      expect(r.beneficiario).toBeNull();
      // after = before × (1 + p), rounded half up to the cent.
      expect(r.mensalidadeNovaCentavos).toBe(
        Math.round((r.mensalidadeAnteriorCentavos * (10_000 + r.percentualPontosBase)) / 10_000),
      );
    }
    // Each year starts from the fee the year before ended with.
    for (let i = 0; i < anuais.length - 1; i++) {
      expect(anuais[i]!.mensalidadeAnteriorCentavos).toBe(anuais[i + 1]!.mensalidadeNovaCentavos);
    }
    const faixas = answer.reajustes.filter((r) => r.tipo === 'FAIXA_ETARIA');
    expect(faixas.map((r) => [r.beneficiario?.cpf, r.data])).toEqual([
      [DEMO.joao, '2025-03-01'],
      [DEMO.maria, '2022-10-01'],
    ]);
    // 812,40 → 951,27 is 17,09 %.
    expect(faixas[1]).toMatchObject({
      mensalidadeAnteriorCentavos: 81_240,
      mensalidadeNovaCentavos: 95_127,
      percentualPontosBase: 1709,
    });
    // Newest first; the contract's adjustment before a band change of the same day.
    expect(answer.reajustes.map((r) => r.data)).toEqual(
      [...answer.reajustes.map((r) => r.data)].sort().reverse(),
    );
    expect(answer.reajustes.findIndex((r) => r.tipo === 'FAIXA_ETARIA')).toBe(2);
  });

  it('a collective plan: pool and negotiated adjustments, no ANS ceiling', async () => {
    const answer = await historico(maria, '100002');
    expect(answer.tipoContratacao).toBe('Coletivo por Adesão');
    expect(answer.reajustes.map((r) => r.tipo)).toEqual(['ANUAL_NEGOCIADO', 'ANUAL_POOL', 'ANUAL_POOL']);
  });

  it('403 without tela-historico-reajustes; another family’s contract is a 404', async () => {
    const joao = await login(h.app, DEMO.joao);
    expect((await chamar(joao, historicoReajusteEndpoints.contratos)).statusCode).toBe(403);
    expect(await status(joao, '100001')).toBe(403);
    const roberto = await login(h.app, DEMO.roberto);
    expect(await status(roberto, '100001')).toBe(404);
    expect(await status(maria, '200001')).toBe(404);
    expect(await status(maria, '999999')).toBe(404);
    expect((await historico(roberto, '200001')).reajustes.filter((r) => r.tipo === 'ANUAL_ANS')).toHaveLength(
      4,
    );
  });

  it('is audited for the contract’s beneficiaries, counts HISTORICO_REAJUSTE, in a fixed number of queries', async () => {
    const [p] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.maria));
    const [conta] = await h.database.db.select().from(contas).where(eq(contas.pessoaId, p!.id));
    const usage = () => usosDoRecurso(h.database.db, conta!.id, 'HISTORICO_REAJUSTE');
    const before = await usage();
    const queries = await counter.during(() => historico(maria, '100001'));
    expect(queries.length).toBeLessThanOrEqual(10);
    expect(await usage()).toBe(before + 1);
    const rows = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.contaId, conta!.id), eq(auditoria.acao, 'LEITURA_HISTORICO_REAJUSTE')));
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });
});
