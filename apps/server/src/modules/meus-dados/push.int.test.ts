// Web Push (issue 42, decision 0053): "Notificações neste aparelho" and the sender the outbox calls, against a
// local push service that receives the encrypted message and opens it with the keys a browser would hold.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { EVENTOS_NOTIFICACAO } from '@portal/domain/contract/meus-dados/eventos-notificacao';
import { notificacoesEndpoints } from '@portal/domain/contract/meus-dados/notificacoes';
import { pushEndpoints, PUSH_MESSAGES, type SituacaoPush } from '@portal/domain/contract/meus-dados/push';
import { manifestoEndpoints } from '@portal/domain/contract/shell/manifesto';
import {
  decifrar,
  iniciarServicoPush,
  novasChavesNavegador,
  vapidDoCabecalho,
  type ServicoPush,
} from '@portal/test-support/servico-push';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config.js';
import { contas } from '../../db/schema/auth.js';
import { beneficiarios } from '../../db/schema/contratos.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { assinaturasPush } from '../../db/schema/push.js';
import { destinoPermitido } from '../../platform/push/destino-push.js';
import { arquivoVapid, vapidDe } from '../../platform/push/vapid.js';
import { chamar } from '../../test/contrato.js';
import { novoCliente, novoPedidoAutorizacao, putLote, tokenDe } from '../../test/integracao.js';
import { TestAgent } from '../../test/test-agent.js';
import {
  createTestHarness,
  DEMO,
  login,
  TEST_SESSION_SECRET,
  type TestHarness,
} from '../../test/test-app.js';

const VAPID = webpush.generateVAPIDKeys();
const MENSAGEM = {
  titulo: 'Sua autorização foi analisada',
  corpo: 'Veja o resultado no portal.',
  url: '/autorizacoes',
};

let h: TestHarness;
let servico: ServicoPush;
let app: FastifyInstance;
const logs: string[] = [];

beforeAll(async () => {
  servico = await iniciarServicoPush();
  h = await createTestHarness({
    env: {
      PORTAL_VAPID_PUBLIC_KEY: VAPID.publicKey,
      PORTAL_VAPID_PRIVATE_KEY: VAPID.privateKey,
      PORTAL_VAPID_SUBJECT: 'mailto:ti@valeverdesaude.example',
      PORTAL_PUSH_ORIGENS: servico.origem,
      LOG_LEVEL: 'info',
    },
    logStream: { write: (linha) => logs.push(linha) },
  });
  app = h.app;
});
afterAll(async () => {
  await h.close();
  await servico.fechar();
});

async function pessoaDe(cpf: string) {
  const [linha] = await h.database.db
    .select({ pessoaId: pessoas.id, contaId: contas.id })
    .from(pessoas)
    .innerJoin(contas, eq(contas.pessoaId, pessoas.id))
    .where(eq(pessoas.cpf, cpf));
  return linha!;
}

const assinaturasDaConta = (contaId: number) =>
  h.database.db.select().from(assinaturasPush).where(eq(assinaturasPush.contaId, contaId));

async function assinar(agent: TestAgent, endpoint: string, chaves = novasChavesNavegador()) {
  const resposta = await chamar(agent, pushEndpoints.assinar, {
    body: { endpoint, expirationTime: null, keys: { p256dh: chaves.p256dh, auth: chaves.auth } },
  });
  return { resposta, chaves };
}

describe('Notificações neste aparelho', () => {
  it('gives the VAPID public key and counts the devices; subscribing twice keeps one row', async () => {
    const maria = await login(app, DEMO.maria);
    const { contaId } = await pessoaDe(DEMO.maria);
    const antes = (await chamar(maria, pushEndpoints.situacao, {})).json<SituacaoPush>();
    expect(antes).toEqual({ chavePublica: VAPID.publicKey, aparelhos: 0 });

    const endpoint = servico.novoEndpoint();
    expect((await assinar(maria, endpoint)).resposta.statusCode).toBe(204);
    const novas = novasChavesNavegador();
    expect((await assinar(maria, endpoint, novas)).resposta.statusCode).toBe(204);
    const linhas = await assinaturasDaConta(contaId);
    expect(linhas).toHaveLength(1);
    // The browser's latest keys, and the signed-in device (decision 0055) the row ends with.
    expect(linhas[0]).toMatchObject({ endpoint, p256dh: novas.p256dh, auth: novas.auth });
    expect(linhas[0]!.dispositivoId).not.toBeNull();
    expect(linhas[0]!.userAgent).toBeTruthy();
    expect((await chamar(maria, pushEndpoints.situacao, {})).json<SituacaoPush>().aparelhos).toBe(1);

    // The same device subscribing anew (the browser made another endpoint): the old one goes.
    const outro = servico.novoEndpoint();
    await assinar(maria, outro);
    expect((await assinaturasDaConta(contaId)).map((l) => l.endpoint)).toEqual([outro]);

    expect((await chamar(maria, pushEndpoints.cancelar, { body: { endpoint: outro } })).statusCode).toBe(204);
    expect(await assinaturasDaConta(contaId)).toEqual([]);
  });

  it('moves an endpoint to the account now signed in on that browser; another account cannot remove it', async () => {
    const maria = await login(app, DEMO.maria);
    const joao = await login(app, DEMO.joao);
    const { contaId: contaMaria } = await pessoaDe(DEMO.maria);
    const { contaId: contaJoao } = await pessoaDe(DEMO.joao);
    const endpoint = servico.novoEndpoint();
    await assinar(maria, endpoint);
    await assinar(joao, endpoint);
    expect(await assinaturasDaConta(contaMaria)).toEqual([]);
    expect((await assinaturasDaConta(contaJoao)).map((l) => l.endpoint)).toEqual([endpoint]);
    // Maria no longer holds it: her "turn off" with that endpoint changes nothing.
    expect((await chamar(maria, pushEndpoints.cancelar, { body: { endpoint } })).statusCode).toBe(204);
    expect(await assinaturasDaConta(contaJoao)).toHaveLength(1);
    await chamar(joao, pushEndpoints.cancelar, { body: { endpoint } });
  });

  it('keeps one row when the same endpoint is subscribed at once by two accounts (the UNIQUE endpoint)', async () => {
    const maria = await login(app, DEMO.maria);
    const joao = await login(app, DEMO.joao);
    const endpoint = servico.novoEndpoint();
    const respostas = await Promise.all(
      [maria, joao, maria, joao, maria, joao].map((agente) => assinar(agente, endpoint)),
    );
    expect(respostas.map((r) => r.resposta.statusCode)).toEqual([204, 204, 204, 204, 204, 204]);
    const linhas = await h.database.db
      .select()
      .from(assinaturasPush)
      .where(eq(assinaturasPush.endpoint, endpoint));
    expect(linhas).toHaveLength(1);
    await h.database.db.delete(assinaturasPush).where(eq(assinaturasPush.endpoint, endpoint));
  });

  it('refuses an endpoint that is not a push service (SSRF) or keys of the wrong size, writing nothing', async () => {
    const maria = await login(app, DEMO.maria);
    const { contaId } = await pessoaDe(DEMO.maria);
    for (const endpoint of [
      'http://127.0.0.1:5432/',
      'http://localhost:3000/api/health',
      'https://169.254.169.254/latest/meta-data/',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.atacante.example/fcm/send/x',
      'https://user:senha@fcm.googleapis.com/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
    ]) {
      const { resposta } = await assinar(maria, endpoint);
      expect(resposta.statusCode, endpoint).toBe(400);
      expect(resposta.json<{ mensagem: string }>().mensagem, endpoint).toBe(PUSH_MESSAGES.endpointRecusado);
    }
    expect((await assinar(maria, 'file:///etc/passwd')).resposta.statusCode).toBe(400);
    const curta = await chamar(maria, pushEndpoints.assinar, {
      body: { endpoint: servico.novoEndpoint(), keys: { p256dh: 'BAAA', auth: 'x' } },
    });
    expect(curta.statusCode).toBe(400);
    expect(await assinaturasDaConta(contaId)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const anonimo = new TestAgent(app);
    expect((await chamar(anonimo, pushEndpoints.situacao, {})).statusCode).toBe(401);
  });
});

describe('the push destinations', () => {
  it("accepts the browsers' push services over https and the configured origins only", () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGx1',
      'https://wns2-bn3p.notify.windows.com/w/?token=BQYA',
    ])
      expect(destinoPermitido(ok, []), ok).toBe(true);
    expect(destinoPermitido('http://127.0.0.1:4999/push/x', ['http://127.0.0.1:4999'])).toBe(true);
    expect(destinoPermitido('http://127.0.0.1:5000/push/x', ['http://127.0.0.1:4999'])).toBe(false);
    expect(destinoPermitido(`https://fcm.googleapis.com/${'a'.repeat(1100)}`, [])).toBe(false);
    expect(destinoPermitido('https://evilfcm.googleapis.com.example/x', [])).toBe(false);
  });
});

describe('the sender the outbox calls (app.push)', () => {
  it('encrypts for each of the person’s browsers: the local push service opens the message with their keys', async () => {
    const maria = await login(app, DEMO.maria);
    const { pessoaId } = await pessoaDe(DEMO.maria);
    const endpoint = servico.novoEndpoint();
    const { chaves } = await assinar(maria, endpoint);
    expect(await app.push!.temDispositivo(pessoaId)).toBe(true);

    const resultado = await app.push!.enviar(pessoaId, MENSAGEM);
    expect(resultado).toEqual({ entregues: 1, removidas: 0, falhas: 0 });
    const recebida = await servico.proxima(endpoint);
    expect(recebida.cabecalhos['content-encoding']).toBe('aes128gcm');
    expect(recebida.cabecalhos.ttl).toBe(String(12 * 60 * 60));
    expect(recebida.cabecalhos.urgency).toBe('normal');
    const vapid = vapidDoCabecalho(recebida.cabecalhos.authorization);
    expect(vapid.k).toBe(VAPID.publicKey);
    expect(vapid.claims).toMatchObject({ aud: servico.origem, sub: 'mailto:ti@valeverdesaude.example' });
    // Opened as the browser would: the neutral text and the screen's path, nothing else.
    expect(JSON.parse(decifrar(recebida.corpo, chaves))).toEqual(MENSAGEM);
    // Nothing of the subscription in the log: not the endpoint, not the keys.
    const log = logs.join('');
    expect(log).toContain('push: mensagem enviada');
    for (const segredo of [endpoint, new URL(endpoint).pathname, chaves.p256dh, chaves.auth])
      expect(log).not.toContain(segredo);
    await chamar(maria, pushEndpoints.cancelar, { body: { endpoint } });
  });

  it('drops a subscription the push service says is gone (410, 404), and reports other failures for a retry', async () => {
    const roberto = await login(app, DEMO.roberto);
    const { pessoaId, contaId } = await pessoaDe(DEMO.roberto);
    const vivo = servico.novoEndpoint();
    const sumido = servico.novoEndpoint();
    await assinar(roberto, vivo);
    // Another browser of Roberto's (a session older than the device cookie: no device).
    const agora = h.clock();
    const chaves = novasChavesNavegador();
    await h.database.db.insert(assinaturasPush).values({
      contaId,
      endpoint: sumido,
      p256dh: chaves.p256dh,
      auth: chaves.auth,
      criadaEm: agora,
      ultimoUsoEm: agora,
    });
    servico.responder(sumido, 410);
    servico.responder(vivo, 503);
    expect(await app.push!.enviar(pessoaId, MENSAGEM)).toEqual({ entregues: 0, removidas: 1, falhas: 1 });
    expect((await assinaturasDaConta(contaId)).map((l) => l.endpoint)).toEqual([vivo]);
    servico.responder(vivo, 404);
    expect(await app.push!.enviar(pessoaId, MENSAGEM)).toEqual({ entregues: 0, removidas: 1, falhas: 0 });
    expect(await app.push!.temDispositivo(pessoaId)).toBe(false);
  });

  it('never posts to a row whose endpoint is no longer allowed (written before PORTAL_PUSH_ORIGENS changed)', async () => {
    const { pessoaId, contaId } = await pessoaDe(DEMO.carlos);
    const endpoint = servico.novoEndpoint();
    const agora = h.clock();
    await h.database.db.insert(assinaturasPush).values({
      contaId,
      endpoint: endpoint.replace(servico.origem, 'http://127.0.0.1:1'),
      p256dh: novasChavesNavegador().p256dh,
      auth: novasChavesNavegador().auth,
      criadaEm: agora,
      ultimoUsoEm: agora,
    });
    const antes = servico.recebidas.length;
    expect(await app.push!.enviar(pessoaId, MENSAGEM)).toEqual({ entregues: 0, removidas: 1, falhas: 0 });
    expect(servico.recebidas.length).toBe(antes);
    expect(await assinaturasDaConta(contaId)).toEqual([]);
  });
});

describe("the issue's chain, server side", () => {
  it("the operator decides Maria's authorization through the integration API: her browser gets a push it can open", async () => {
    const maria = await login(app, DEMO.maria);
    const { pessoaId } = await pessoaDe(DEMO.maria);
    // Maria chooses push for authorizations (part A's screen) and turns push on in this browser.
    const escolha = { tipo: 'AUTORIZACAO_DECIDIDA', canal: 'PUSH', ativo: true } as const;
    const salvo = await chamar(maria, notificacoesEndpoints.salvar, {
      params: { cpf: DEMO.maria },
      body: { escolhas: [escolha] },
    });
    expect(salvo.statusCode).toBe(200);
    const endpoint = servico.novoEndpoint();
    const { chaves } = await assinar(maria, endpoint);

    // Her authorization request, answered by the ERP's guide (PUT /integracao/v1/autorizacoes).
    const protocolo = await novoPedidoAutorizacao(h.database.db, h.clock, DEMO.maria);
    const [titular] = await h.database.db
      .select({ idErp: beneficiarios.idErp })
      .from(beneficiarios)
      .where(eq(beneficiarios.pessoaId, pessoaId));
    const token = await tokenDe(app, await novoCliente(h.database.db, h.clock, ['saude:escrita']));
    const lote = await putLote(app, token, 'autorizacoes', {
      autorizacoes: [
        {
          idGuia: '930000001',
          beneficiarioIdErp: titular!.idErp,
          protocolo,
          tipo: 'SADT',
          carater: 'ELETIVO',
          status: 'AUTORIZADA',
          dataSolicitacao: '2026-03-02',
          dataDecisao: '2026-03-04',
          senha: 'SEN123',
          altaComplexidade: false,
          prestador: 'Hospital Vale Verde',
          medico: { nome: 'Dra. Ana Ribeiro', crm: '123456', uf: 'SP' },
          procedimentos: [
            {
              codigoTuss: '40301630',
              descricao: 'Hemograma',
              quantidadeSolicitada: 1,
              quantidadeAutorizada: 1,
            },
          ],
        },
      ],
    });
    expect(lote.response.status, JSON.stringify(lote.error)).toBe(200);

    // The outbox hands the event to the push channel; the local push service gets what her browser would.
    const recebida = await servico.proxima(endpoint);
    const { titulo, corpo } = EVENTOS_NOTIFICACAO.AUTORIZACAO_DECIDIDA.push;
    expect(JSON.parse(decifrar(recebida.corpo, chaves))).toEqual({ titulo, corpo, url: '/autorizacoes' });
    expect(await app.push!.temDispositivo(pessoaId)).toBe(true);
    await chamar(maria, pushEndpoints.cancelar, { body: { endpoint } });
    await chamar(maria, notificacoesEndpoints.salvar, {
      params: { cpf: DEMO.maria },
      body: { escolhas: [{ ...escolha, ativo: false }] },
    });
  });
});

describe('VAPID keys', () => {
  const base = { SESSION_SECRET: TEST_SESSION_SECRET, LOG_LEVEL: 'silent' };

  it('come from the environment when set, both or neither', () => {
    const config = loadConfig({
      ...base,
      DATA_DIR: '/nonexistent/vapid',
      PORTAL_VAPID_PUBLIC_KEY: VAPID.publicKey,
      PORTAL_VAPID_PRIVATE_KEY: VAPID.privateKey,
    });
    expect(vapidDe(config)).toMatchObject({ publicKey: VAPID.publicKey, privateKey: VAPID.privateKey });
    expect(() => loadConfig({ ...base, PORTAL_VAPID_PUBLIC_KEY: VAPID.publicKey })).toThrow(/juntas/);
    expect(() => loadConfig({ ...base, PORTAL_VAPID_PRIVATE_KEY: 'curta' })).toThrow(
      /PORTAL_VAPID_PRIVATE_KEY/,
    );
    // Several instances on one database must share the pair: production refuses to generate one.
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://portal.example',
        DATABASE_URL: 'postgres://x@db/portal',
        PORTAL_DEMO: 'true',
      }),
    ).toThrow(/PORTAL_VAPID_PUBLIC_KEY/);
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://portal.example',
        PORTAL_DEMO: 'true',
        PORTAL_PUSH_ORIGENS: 'http://127.0.0.1:4999',
      }),
    ).toThrow(/sem TLS/);
  });

  it('are generated once into the data folder otherwise (mode 0600), and read back after a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-vapid-'));
    try {
      const primeira = vapidDe(loadConfig({ ...base, DATA_DIR: dataDir }));
      expect(primeira.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(statSync(arquivoVapid(dataDir)).mode & 0o777).toBe(0o600);
      const depois = vapidDe(loadConfig({ ...base, DATA_DIR: dataDir }));
      expect(depois).toEqual(primeira);
      expect(JSON.parse(readFileSync(arquivoVapid(dataDir), 'utf8'))).toEqual({
        publicKey: primeira.publicKey,
        privateKey: primeira.privateKey,
      });
      // Without PORTAL_VAPID_SUBJECT: the operator's sender address.
      const comSmtp = loadConfig({
        ...base,
        DATA_DIR: dataDir,
        SMTP_HOST: 'smtp.example',
        SMTP_FROM: 'Vale Verde Saúde <nao-responda@valeverdesaude.example>',
      });
      expect(vapidDe(comSmtp).subject).toBe('mailto:nao-responda@valeverdesaude.example');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the web app manifest', () => {
  it("installs the portal with the operator's name, colours and icons, and is revalidated by its ETag", async () => {
    const resposta = await app.inject({ method: 'GET', url: manifestoEndpoints.manifesto.path });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(resposta.headers['set-cookie']).toBeUndefined();
    const manifesto = resposta.json<Record<string, unknown>>();
    expect(manifesto).toMatchObject({
      name: 'Portal do Beneficiário · Vale Verde Saúde',
      short_name: 'Vale Verde',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0a6335',
      lang: 'pt-BR',
    });
    expect(manifesto.icons).toEqual([
      { src: '/icones/portal-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icones/portal-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icones/portal-mascaravel-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    const denovo = await app.inject({
      method: 'GET',
      url: manifestoEndpoints.manifesto.path,
      headers: { 'if-none-match': String(resposta.headers.etag) },
    });
    expect(denovo.statusCode).toBe(304);
  });
});
