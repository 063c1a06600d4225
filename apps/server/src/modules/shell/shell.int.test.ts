import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import {
  contatosOperadoraResponseSchema,
  contatosOperadoraEndpoints,
} from '@portal/domain/contract/shell/contatos-operadora';
import {
  PARAMETROS_PUBLICOS,
  PARAMETROS_RESTRITOS,
  parametrosEndpoints,
} from '@portal/domain/contract/shell/parametros';
import {
  MAINTENANCE_END,
  MAINTENANCE_FLAG,
  MAINTENANCE_START,
  parametrosOperadora,
} from '../../db/schema/operator.js';
import { chamar } from '../../test/contrato.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, withDemo, login, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const names = (...nome: string[]) => ({ query: { nome } });

describe('GET /api/parametros/publicos', () => {
  it('answers the asked public parameters in order, omitting unknown and restricted names', async () => {
    const response = await chamar(
      new TestAgent(h.app),
      parametrosEndpoints.publicos,
      names('REGISTRO_ANS', 'NAO_EXISTE', 'EXTENSOES_PERMITIDAS', 'NOME_ABREVIADO', 'ENDERECO'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { nome: 'REGISTRO_ANS', valor: '345678' },
      { nome: 'NOME_ABREVIADO', valor: 'Vale Verde Saúde' },
      { nome: 'ENDERECO', valor: 'Av. das Palmeiras, 1500 - Centro, Campinas - SP, 13010-000' },
    ]);
  });

  it('accepts a single nome and reads repeated keys from the raw query string', async () => {
    const agent = new TestAgent(h.app);
    expect(
      (await chamar(agent, parametrosEndpoints.publicos, { query: { nome: 'NOME_OPERADORA' } })).json(),
    ).toEqual([{ nome: 'NOME_OPERADORA', valor: 'Vale Verde Saúde Cooperativa Médica' }]);
    const repeated = await chamar(agent, parametrosEndpoints.publicos, {
      query: { nome: ['REGISTRO_ANS', 'FONE_CONTATO'] },
    });
    expect(repeated.json<unknown[]>()).toHaveLength(2);
  });

  // The demo configures no chatbot (issue 10: one that cannot load is a CSP error on every page) and no
  // external Guia Médico (issue 40: the portal's own).
  it('seeds every public parameter except the captcha ones (from configuration), the chatbot and the external guide', async () => {
    const response = await chamar(
      new TestAgent(h.app),
      parametrosEndpoints.publicos,
      names(...PARAMETROS_PUBLICOS),
    );
    const got = response.json<{ nome: string; valor: string }[]>().map((p) => p.nome);
    expect(got).toEqual(
      PARAMETROS_PUBLICOS.filter(
        (n) => n !== 'CAPTCHA_CHAVE_SITE' && !n.startsWith('CHATBOT_') && n !== 'URL_GUIA_MEDICO',
      ),
    );
    expect(response.json()).toContainEqual({ nome: 'CAPTCHA_PROVEDOR', valor: 'local' });
  });

  it('reports the configured captcha provider and site key', async () => {
    const app = await h.newApp({
      env: { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: '0x4AAA-site', CAPTCHA_SECRET: 'segredo' },
    });
    const response = await chamar(
      new TestAgent(app),
      parametrosEndpoints.publicos,
      names('CAPTCHA_PROVEDOR', 'CAPTCHA_CHAVE_SITE'),
    );
    expect(response.json()).toEqual([
      { nome: 'CAPTCHA_PROVEDOR', valor: 'turnstile' },
      { nome: 'CAPTCHA_CHAVE_SITE', valor: '0x4AAA-site' },
    ]);
    expect(response.body).not.toContain('segredo');
  });

  it('answers 400 in Portuguese without nome', async () => {
    const response = await chamar(new TestAgent(h.app), parametrosEndpoints.publicos);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ mensagem: MESSAGES.required, campos: { nome: MESSAGES.required } });
  });
});

describe('GET /api/parametros/restritos', () => {
  it('answers public and restricted parameters to a signed-in member', async () => {
    const agent = await login(h.app, DEMO.maria);
    const response = await chamar(
      agent,
      parametrosEndpoints.restritos,
      names(...PARAMETROS_RESTRITOS, 'REGISTRO_ANS'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { nome: 'TAMANHO_MAXIMO_ARQUIVO_MB', valor: '5' },
      { nome: 'EXTENSOES_PERMITIDAS', valor: 'pdf,jpg,jpeg,png' },
      { nome: 'URL_CONSULTA_CEP', valor: 'https://viacep.com.br/ws/{cep}/json/' },
      { nome: 'FONE_AGENDAMENTO_AUTORIZACAO', valor: '(19) 3256-7010' },
      { nome: 'FONE_AGENDAMENTO_CONTATO', valor: '(19) 3256-7020' },
      { nome: 'REGISTRO_ANS', valor: '345678' },
    ]);
  });

  it('answers 401 without a session and 400 without nome', async () => {
    const response = await chamar(
      new TestAgent(h.app),
      parametrosEndpoints.restritos,
      names('EXTENSOES_PERMITIDAS'),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ mensagem: SERVER_MESSAGES.notAuthenticated });
    const agent = await login(h.app, DEMO.joao);
    expect((await chamar(agent, parametrosEndpoints.restritos)).statusCode).toBe(400);
  });
});

// Issue 34: the route answered any name in the table. Who may read a parameter is the catalogue's `visivel`.
describe('parameters members may not read', () => {
  const SERVIDOR = [
    'PA_VIRTUAL_URL',
    'PA_VIRTUAL_PRODUTOS',
    'PIX_CHAVE',
    'BOLETO_CONVENIO',
    'BOLETO_AGENCIA_CONTA',
    'REEMBOLSO_VALOR_MAXIMO_CENTAVOS',
    'EM_MANUTENCAO',
  ];

  it('leaves server-only parameters out for every member, covered plan or not', async () => {
    for (const cpf of [DEMO.roberto, DEMO.carlos, DEMO.maria]) {
      const agent = await login(h.app, cpf);
      const response = await chamar(
        agent,
        parametrosEndpoints.restritos,
        names(...SERVIDOR, 'URL_CONSULTA_CEP'),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { nome: 'URL_CONSULTA_CEP', valor: 'https://viacep.com.br/ws/{cep}/json/' },
      ]);
    }
  });

  it('follows the catalogue, not the table: a row marked public or unknown to the catalogue stays hidden', async () => {
    await h.database.db
      .insert(parametrosOperadora)
      .values([{ nome: 'SEGREDO_DO_OPERADOR', valor: 'chave-interna', publico: true }]);
    await h.database.db
      .update(parametrosOperadora)
      .set({ publico: true })
      .where(eq(parametrosOperadora.nome, 'TAMANHO_MAXIMO_ARQUIVO_MB'));
    try {
      const anonymous = await chamar(
        new TestAgent(h.app),
        parametrosEndpoints.publicos,
        names('SEGREDO_DO_OPERADOR', 'TAMANHO_MAXIMO_ARQUIVO_MB', 'REGISTRO_ANS'),
      );
      expect(anonymous.json()).toEqual([{ nome: 'REGISTRO_ANS', valor: '345678' }]);
      const agent = await login(h.app, DEMO.joao);
      const member = await chamar(agent, parametrosEndpoints.restritos, names('SEGREDO_DO_OPERADOR'));
      expect(member.json()).toEqual([]);
    } finally {
      await h.database.db
        .delete(parametrosOperadora)
        .where(eq(parametrosOperadora.nome, 'SEGREDO_DO_OPERADOR'));
      await h.database.db
        .update(parametrosOperadora)
        .set({ publico: false })
        .where(eq(parametrosOperadora.nome, 'TAMANHO_MAXIMO_ARQUIVO_MB'));
    }
  });
});

describe('GET /api/bemmais/status', () => {
  it('is public and answers not in maintenance by default', async () => {
    const response = await chamar(new TestAgent(h.app), parametrosEndpoints.statusManutencao);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ emManutencao: false, mensagem: null });
  });

  it('follows the database flag, and configuration overrides it', async () => {
    await h.database.db
      .update(parametrosOperadora)
      .set({ valor: 'true' })
      .where(eq(parametrosOperadora.nome, MAINTENANCE_FLAG));
    try {
      const fromDb = (
        await chamar(new TestAgent(h.app), parametrosEndpoints.statusManutencao)
      ).json<unknown>();
      expect(fromDb).toEqual({
        emManutencao: true,
        mensagem: 'O Portal do Beneficiário está em manutenção programada. Voltaremos em breve.',
      });
      const forcedOff = await h.newApp({ env: { MAINTENANCE_MODE: 'false' } });
      expect(
        (await chamar(new TestAgent(forcedOff), parametrosEndpoints.statusManutencao)).json(),
      ).toMatchObject({
        emManutencao: false,
      });
    } finally {
      await h.database.db
        .update(parametrosOperadora)
        .set({ valor: 'false' })
        .where(eq(parametrosOperadora.nome, MAINTENANCE_FLAG));
    }
    const forcedOn = await h.newApp({
      env: { MAINTENANCE_MODE: 'true', MAINTENANCE_MESSAGE: 'Volta às 14h.' },
    });
    expect((await chamar(new TestAgent(forcedOn), parametrosEndpoints.statusManutencao)).json()).toEqual({
      emManutencao: true,
      mensagem: 'Volta às 14h.',
    });
  });
});

describe('a scheduled maintenance (issue 38)', () => {
  it('is up from its start until its end on every instance, with no switch thrown', async () => {
    const agora = h.clock();
    const em = (min: number) => new Date(agora.getTime() + min * 60_000).toISOString();
    await h.database.db.insert(parametrosOperadora).values([
      { nome: MAINTENANCE_START, valor: em(30) },
      { nome: MAINTENANCE_END, valor: em(90) },
    ]);
    const outraInstancia = await h.newApp();
    const status = () =>
      Promise.all(
        [h.app, outraInstancia].map(
          async (app) =>
            (await chamar(new TestAgent(app), parametrosEndpoints.statusManutencao)).json<{
              emManutencao: boolean;
            }>().emManutencao,
        ),
      );
    try {
      expect(await status()).toEqual([false, false]);
      h.clock.advance(30 * 60_000);
      expect(await status()).toEqual([true, true]);
      h.clock.advance(60 * 60_000 - 1);
      expect(await status()).toEqual([true, true]);
      h.clock.advance(1);
      expect(await status()).toEqual([false, false]);
    } finally {
      await h.database.db
        .delete(parametrosOperadora)
        .where(inArray(parametrosOperadora.nome, [MAINTENANCE_START, MAINTENANCE_END]));
    }
  });
});

describe('GET /api/beneficiarios/atendimentos/contatos-unimed', () => {
  it("is public and answers the operator's channels in order", async () => {
    const response = await chamar(new TestAgent(h.app), contatosOperadoraEndpoints.contatos);
    expect(response.statusCode).toBe(200);
    const contatos = contatosOperadoraResponseSchema.parse(response.json());
    expect(contatos.map((c) => c.chave)).toEqual([
      'FONE_SAC',
      'EMAIL_SAC',
      'FONE_SOS_EMERGENCIA',
      'FONE_SOS_GERAL',
      'FONE_ANS',
    ]);
    expect(contatos.find((c) => c.chave === 'EMAIL_SAC')).toMatchObject({ tipo: 'EMAIL' });
    expect(contatos.find((c) => c.chave === 'FONE_SOS_GERAL')).toMatchObject({ aceitaWhatsapp: true });
  });
});
