// Consulta de Protocolos (issue 15) on the demo seed (seeded relative to the test clock's day): every kind
// of protocol with its history, the RN 623 business days left or overdue, the ANS orientation of an
// overdue one, and the 404 of another family's protocol.
import { beforeAll, describe, expect, it } from 'vitest';
import { SAUDE_MESSAGES } from '@portal/domain';
import {
  protocolosEndpoints,
  TIPOS_PROTOCOLO_CODIGOS,
  type DetalheProtocolo,
} from '@portal/domain/contract/facilidades/protocolos';
import type { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson } from '../../test/contrato.js';
import { DEMO, withDemo } from '../../test/test-app.js';

const demo = withDemo();
let maria: TestAgent;
let roberto: TestAgent;
let joao: TestAgent;
beforeAll(async () => {
  [maria, roberto, joao] = await Promise.all([demo.as('maria'), demo.as('roberto'), demo.as('joao')]);
});

const lista = async (agent: TestAgent, cpf: string) =>
  (await getJson(agent, protocolosEndpoints.protocolos, { params: { cpf } })).protocolos;
const detalhe = (agent: TestAgent, protocolo: string) =>
  chamar(agent, protocolosEndpoints.detalhe, { body: { protocolo } });

describe('the list', () => {
  it('holds every kind across the family, newest first, with deadlines counted in business days', async () => {
    const todos = [...(await lista(maria, DEMO.maria)), ...(await lista(joao, DEMO.joao))];
    expect(new Set(todos.map((p) => p.tipo))).toEqual(new Set(TIPOS_PROTOCOLO_CODIGOS));
    const daMaria = await lista(maria, DEMO.maria);
    const abertos = daMaria.map((p) => p.abertoEm);
    expect(abertos).toEqual([...abertos].sort().reverse());
    const atrasado = daMaria.find((p) => p.atrasado)!;
    expect(atrasado).toMatchObject({
      tipo: 'AUTORIZACAO',
      situacao: 'EM_ANDAMENTO',
      andamento: 'Em análise',
    });
    expect(atrasado.diasUteisRestantes).toBeLessThan(0);
    const noPrazo = daMaria.find((p) => p.tipo === 'SEGUNDA_VIA_CARTAO' && p.situacao === 'EM_ANDAMENTO')!;
    expect(noPrazo.atrasado).toBe(false);
    expect(noPrazo.diasUteisRestantes).toBeGreaterThan(0);
    for (const fechado of daMaria.filter((p) => p.situacao === 'FECHADO')) {
      expect(fechado.diasUteisRestantes).toBeNull();
      expect(fechado.atrasado).toBe(false);
    }
    const imediato = (await lista(joao, DEMO.joao)).find((p) => p.prazoImediato)!;
    expect(imediato.prazoResposta).toBeNull();
  });

  it("keeps a data subject's request (LGPD) from the rest of the family: not listed, not found", async () => {
    const doJoao = (await lista(joao, DEMO.joao)).find((p) => p.tipo === 'DIREITOS_TITULAR')!;
    expect(doJoao).toBeDefined();
    const vistoPelaMaria = await getJson(maria, protocolosEndpoints.protocolos, {
      params: { cpf: DEMO.joao },
    });
    expect(vistoPelaMaria.protocolos.length).toBeGreaterThan(0);
    expect(vistoPelaMaria.protocolos.map((p) => p.tipo)).not.toContain('DIREITOS_TITULAR');
    expect((await detalhe(maria, doJoao.protocolo)).statusCode).toBe(404);
    expect((await detalhe(joao, doJoao.protocolo)).statusCode).toBe(200);
  });

  it('is 404 for a beneficiary of another family', async () => {
    expect(
      (await chamar(maria, protocolosEndpoints.protocolos, { params: { cpf: DEMO.roberto } })).statusCode,
    ).toBe(404);
  });
});

describe('one protocol', () => {
  it('shows the history oldest first and, when overdue, the ANS orientation with its phone', async () => {
    const atrasado = (await lista(maria, DEMO.maria)).find((p) => p.atrasado)!;
    const response = await detalhe(maria, atrasado.protocolo);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<DetalheProtocolo>();
    expect(body.historico.map((a) => a.titulo)).toEqual(['Solicitação registrada', 'Em análise']);
    expect(body.orientacaoAtraso?.mensagem).toBe(SAUDE_MESSAGES.overdueGuidance);
    expect(body.orientacaoAtraso?.contatos.map((c) => c.chave)).toEqual(['FONE_ANS']);
    const fechado = (await lista(joao, DEMO.joao)).find((p) => p.situacao === 'FECHADO')!;
    const closed = (await detalhe(joao, fechado.protocolo)).json<DetalheProtocolo>();
    expect(closed.orientacaoAtraso).toBeUndefined();
    expect(closed.historico.at(-1)?.situacao).toBe('FECHADO');
  });

  it('is 404 for another family’s or an unknown number, 400 for a malformed one', async () => {
    const deRoberto = (await lista(roberto, DEMO.roberto))[0]!;
    expect((await detalhe(maria, deRoberto.protocolo)).statusCode).toBe(404);
    expect((await detalhe(maria, '34567820200101999999')).statusCode).toBe(404);
    expect((await detalhe(maria, '123')).statusCode).toBe(400);
  });
});
