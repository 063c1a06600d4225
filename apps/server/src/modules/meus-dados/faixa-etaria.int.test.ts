import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLANO_MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import type { ContratosResponse } from '@portal/domain/contract/meus-dados/contratos';
import {
  type HistoricoFaixaEtariaResponse,
  faixaEtariaEndpoints,
} from '@portal/domain/contract/meus-dados/faixa-etaria';
import { auditoria } from '../../db/schema/audit.js';
import { chamar } from '../../test/contrato.js';
import { withDemo, DEMO, login, QueryCounter, type TestHarness } from '../../test/test-app.js';
import { percentChange } from '../../shared-domain/faixa-etaria-historico.js';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

describe('GET /api/beneficiarios/faixa-etaria/contratos', () => {
  it('lists the contracts to choose from', async () => {
    const maria = await login(h.app, DEMO.maria);
    const body = (await chamar(maria, faixaEtariaEndpoints.contratos)).json<ContratosResponse>();
    expect(body.contratos.map((c) => c.codigo)).toEqual(['100001', '100002']);
  });

  it('answers 403 without the permission and 401 without a session', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    expect((await chamar(carlos, faixaEtariaEndpoints.contratos)).statusCode).toBe(403);
    expect(
      (await chamar(carlos, faixaEtariaEndpoints.historico, { query: { codigoPlano: '100001' } })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/beneficiarios/faixa-etaria/historico', () => {
  it('shows the family history newest first with the price change, audited for each person', async () => {
    const maria = await login(h.app, DEMO.maria);
    const queries = await counter.during(async () => {
      const response = await chamar(maria, faixaEtariaEndpoints.historico, {
        query: { codigoPlano: '100001' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<HistoricoFaixaEtariaResponse>();
      expect(body.mensagemAmigavel).toBeUndefined();
      expect(body.historico).toEqual([
        {
          nome: 'João Pedro Souza',
          cpf: DEMO.joao,
          dataAlteracao: '2025-03-01',
          idade: 19,
          faixaAnterior: '0 a 18 anos',
          faixaNova: '19 a 23 anos',
          valorAnterior: 298.55,
          valorNovo: 421.96,
          percentual: 41.34,
        },
        expect.objectContaining({
          nome: 'Maria Aparecida Souza',
          dataAlteracao: '2022-10-01',
          percentual: 17.09,
        }),
      ]);
    });
    // Session, contract, visible family, history, audit: no query per row.
    expect(queries.length).toBeLessThanOrEqual(6);
    const rows = await h.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'LEITURA_FAIXA_ETARIA'));
    expect(rows).toHaveLength(4);
  });

  it('shows a dependant only their own changes, and the empty message on a plan without age bands', async () => {
    const joao = await login(h.app, DEMO.joao);
    const own = (
      await chamar(joao, faixaEtariaEndpoints.historico, { query: { codigoPlano: '100001' } })
    ).json<HistoricoFaixaEtariaResponse>();
    expect(own.historico.map((t) => t.cpf)).toEqual([DEMO.joao]);
    const odonto = (
      await chamar(joao, faixaEtariaEndpoints.historico, { query: { codigoPlano: '100002' } })
    ).json<HistoricoFaixaEtariaResponse>();
    expect(odonto).toEqual({
      codigoPlano: '100002',
      historico: [],
      mensagemAmigavel: PLANO_MESSAGES.noAgeBandHistory,
      tipoMensagem: 'ALERTA',
    });
  });

  it("answers 404 for another family's contract and 400 without or with a malformed code", async () => {
    const roberto = await login(h.app, DEMO.roberto);
    const other = await chamar(roberto, faixaEtariaEndpoints.historico, { query: { codigoPlano: '100001' } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ mensagem: SERVER_MESSAGES.notFound });
    const own = (
      await chamar(roberto, faixaEtariaEndpoints.historico, { query: { codigoPlano: '200001' } })
    ).json<HistoricoFaixaEtariaResponse>();
    expect(own.historico.map((t) => t.nome)).toEqual(['Roberta Lima']);
    const missing = await chamar(roberto, faixaEtariaEndpoints.historico);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ campos: { codigoPlano: 'Campo obrigatório' } });
    expect(
      (await chamar(roberto, faixaEtariaEndpoints.historico, { query: { codigoPlano: 'abc' } })).statusCode,
    ).toBe(400);
  });
});

describe('percentChange', () => {
  it('rounds to two decimals and is 0 without a previous price', () => {
    expect(percentChange(812.4, 951.27)).toBe(17.09);
    expect(percentChange(0, 10)).toBe(0);
  });
});
