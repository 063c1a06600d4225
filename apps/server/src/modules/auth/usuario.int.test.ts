import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain';
import { chatbotSchema, usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { auditoria } from '../../db/schema/audit.js';
import { contas } from '../../db/schema/auth.js';
import { utilizacaoFuncionalidades, utilizacaoRecursos } from '../../db/schema/contadores-uso.js';
import { chamar, urlDe, type Pedido } from '../../test/contrato.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, withDemo, login, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const anonymous = async () => {
  const agent = new TestAgent(h.app);
  await chamar(agent, parametrosEndpoints.statusManutencao);
  return agent;
};

describe('GET /api/usuario', () => {
  it('answers the logged-in user (social name kept apart from the full name)', async () => {
    const agent = await login(h.app, DEMO.roberto);
    const response = await chamar(agent, usuarioEndpoints.usuario);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      nomeCompleto: 'Roberto Carlos Lima',
      nomeSocial: 'Roberta Lima',
      imagem: null,
      nrCpf: DEMO.roberto,
      credenciaisNaoExpiradas: true,
    });
  });
});

describe('GET /api/usuario/chatbot', () => {
  it("answers the member's own name, e-mail, cpf and mobile phone, and audits the read", async () => {
    const agent = await login(h.app, DEMO.maria);
    const response = await chamar(agent, usuarioEndpoints.chatbot);
    expect(response.statusCode).toBe(200);
    expect(chatbotSchema.parse(response.json())).toEqual({
      nome: 'Maria Aparecida Souza',
      email: 'maria.souza@email.test',
      cpf: DEMO.maria,
      telefone: '19998765432',
    });
    const rows = await h.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'LEITURA_DADOS_CHATBOT'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      recurso: urlDe(usuarioEndpoints.chatbot),
      origem: 'PORTAL_WEB',
      resultado: 'SUCESSO',
    });
    expect(rows[0]?.pessoaId).toBe(rows[0] && (await personOf(rows[0].contaId)));
    expect(JSON.stringify(rows)).not.toContain('maria.souza');
  });

  it('uses the social name', async () => {
    const response = await chamar(await login(h.app, DEMO.roberto), usuarioEndpoints.chatbot);
    expect(response.json()).toMatchObject({ nome: 'Roberta Lima' });
  });

  it('answers 401 without a session', async () => {
    const response = await chamar(await anonymous(), usuarioEndpoints.chatbot);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.notAuthenticated });
  });
});

const personOf = async (contaId: number | null): Promise<number | undefined> => {
  if (contaId === null) return undefined;
  const [row] = await h.database.db
    .select({ pessoaId: contas.pessoaId })
    .from(contas)
    .where(eq(contas.id, contaId));
  return row?.pessoaId;
};

describe('POST /api/usuario/utilizacao-recurso', () => {
  const post = (agent: TestAgent, body: unknown, pedido: Pedido = {}) =>
    chamar(agent, usuarioEndpoints.utilizacaoRecurso, { ...pedido, body });

  it('stores the usage (204)', async () => {
    const agent = await login(h.app, DEMO.joao);
    const response = await post(agent, { recurso: 'EXAME', latitude: -22.9056, longitude: -47.0608 });
    expect(response.statusCode).toBe(204);
    const rows = await h.database.db
      .select()
      .from(utilizacaoRecursos)
      .where(eq(utilizacaoRecursos.recurso, 'EXAME'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ latitude: -22.9056, longitude: -47.0608, origem: 'PORTAL_WEB' });
  });

  it('answers 400 in Portuguese for an unknown resource or a latitude out of range', async () => {
    const agent = await login(h.app, DEMO.joao);
    for (const payload of [{ recurso: 'NAO_EXISTE' }, { recurso: 'EXAME', latitude: 123 }, {}]) {
      const response = await post(agent, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ mensagem: string }>().mensagem).toMatch(
        /Requisição inválida\.|Campo obrigatório/,
      );
    }
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    expect((await post(await anonymous(), { recurso: 'EXAME' })).statusCode).toBe(401);
    const agent = await login(h.app, DEMO.joao);
    const response = await post(agent, { recurso: 'EXAME' }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.csrfInvalid });
  });
});

describe('POST /api/usuario/utilizacao-funcionalidade', () => {
  const post = (agent: TestAgent, body: unknown, pedido: Pedido = {}) =>
    chamar(agent, usuarioEndpoints.utilizacaoFuncionalidade, { ...pedido, body });

  it('stores the usage (204)', async () => {
    const agent = await login(h.app, DEMO.maria);
    const payload = { recurso: 'CARTAO_VIRTUAL', complemento: 'PDF', documentoAcessado: 'carteira-100001' };
    expect((await post(agent, payload)).statusCode).toBe(204);
    const rows = await h.database.db
      .select()
      .from(utilizacaoFuncionalidades)
      .where(eq(utilizacaoFuncionalidades.recurso, 'CARTAO_VIRTUAL'));
    expect(rows[0]).toMatchObject({ complemento: 'PDF', documentoAcessado: 'carteira-100001' });
  });

  it('answers 400 for an empty resource, 401 without a session, 403 without CSRF', async () => {
    const agent = await login(h.app, DEMO.maria);
    expect((await post(agent, { recurso: '' })).statusCode).toBe(400);
    expect((await post(await anonymous(), { recurso: 'X' })).statusCode).toBe(401);
    expect((await post(agent, { recurso: 'X' }, { csrf: false })).statusCode).toBe(403);
  });
});
