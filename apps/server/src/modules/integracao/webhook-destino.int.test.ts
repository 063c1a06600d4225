// Webhooks never reach the portal's own network (issue 34, platform/integracao/destino-webhook.ts): in
// production the clients command refuses http, internal IP literals and internal names, and a delivery is
// refused before it connects — a URL stored before the rule, and a name that resolves to loopback (checked
// by the connection's DNS lookup) — so nothing reaches a listener on loopback; the delivery fails with the
// reason. Outside production a receiver on loopback keeps working, by address and by name.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { integracaoEntregas, integracaoWebhooks } from '../../db/schema/integracao-eventos.js';
import { entregarDevidas } from '../../platform/integracao/entregas.js';
import {
  idDoCliente,
  novoCliente,
  novoReembolso,
  rodarComando,
  type ClienteTeste,
} from '../../test/integracao.js';
import { receptor } from '../../test/receptor-webhook.js';
import { DEMO, PRODUCTION_ENV, testConfig, withDemo, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const db = () => h.database.db;
const CHAVE = createHash('sha256').update('chave dos webhooks do teste de destino').digest();
/** What the command and the worker take from a production configuration (NODE_ENV=production). */
const PRODUCAO = testConfig(PRODUCTION_ENV).production;
const DESENVOLVIMENTO = testConfig().production;

const comando = (producao: boolean, ...argv: string[]) =>
  rodarComando(
    { db: db(), clock: h.clock, random: (n) => Buffer.alloc(n, 9), chaveWebhooks: CHAVE, producao },
    argv,
  );

const webhook = (producao: boolean, cliente: ClienteTeste, url: string) =>
  comando(producao, 'webhook', '--cliente', cliente.clientId, '--url', url);

const rodada = (producao: boolean) =>
  entregarDevidas({ db: db(), clock: h.clock, timeoutMs: 2000, tentativas: 5, chave: CHAVE, producao });

const idDo = (cliente: ClienteTeste) => idDoCliente(db(), cliente.clientId);

const entregasDo = async (cliente: ClienteTeste) =>
  db()
    .select()
    .from(integracaoEntregas)
    .where(eq(integracaoEntregas.clienteId, await idDo(cliente)));

/** A client with a webhook at `url` registered outside production (as before the rule), and one event for it. */
async function comEntregaPendente(url: string): Promise<ClienteTeste> {
  const cliente = await novoCliente(db(), h.clock, ['eventos:leitura']);
  expect((await webhook(DESENVOLVIMENTO, cliente, url)).codigo).toBe(0);
  await novoReembolso(db(), h.clock, DEMO.maria);
  return cliente;
}

const revogar = (cliente: ClienteTeste) => comando(false, 'revogar', '--cliente', cliente.clientId);

describe('registering a webhook', () => {
  it('in production refuses http, internal addresses and internal names, in Portuguese, storing nothing', async () => {
    expect(PRODUCAO).toBe(true);
    const cliente = await novoCliente(db(), h.clock, ['eventos:leitura']);
    const recusadas = {
      'http://127.0.0.1:4301/webhook': 'em produção o webhook precisa de https',
      'http://erp.valeverde.example/webhook': 'em produção o webhook precisa de https',
      'https://127.0.0.1:4301/webhook': 'endereço interno recusado (127.0.0.1)',
      'https://2130706433/webhook': 'endereço interno recusado (127.0.0.1)',
      'https://169.254.169.254/latest/meta-data/': 'endereço interno recusado (169.254.169.254)',
      'https://10.1.2.3/webhook': 'endereço interno recusado (10.1.2.3)',
      'https://172.16.0.9/webhook': 'endereço interno recusado (172.16.0.9)',
      'https://192.168.0.10/webhook': 'endereço interno recusado (192.168.0.10)',
      'https://100.64.0.1/webhook': 'endereço interno recusado (100.64.0.1)',
      'https://198.18.0.1/webhook': 'endereço interno recusado (198.18.0.1)',
      'https://0.0.0.0/webhook': 'endereço interno recusado (0.0.0.0)',
      'https://[::1]/webhook': 'endereço interno recusado (::1)',
      'https://[::]/webhook': 'endereço interno recusado (::)',
      'https://[::ffff:127.0.0.1]/webhook': 'endereço interno recusado (::ffff:7f00:1)',
      'https://[::ffff:169.254.169.254]/webhook': 'endereço interno recusado (::ffff:a9fe:a9fe)',
      'https://[fd00::1]/webhook': 'endereço interno recusado (fd00::1)',
      'https://[fe80::1]/webhook': 'endereço interno recusado (fe80::1)',
      'https://metadata.google.internal/computeMetadata/v1/':
        'nome interno recusado (metadata.google.internal)',
      'https://localhost/webhook': 'nome interno recusado (localhost)',
      'https://erp/webhook': 'nome interno recusado (erp)',
    };
    for (const [url, motivo] of Object.entries(recusadas)) {
      const saida = await webhook(PRODUCAO, cliente, url);
      expect([saida.codigo, saida.linhas.join('\n')], url).toEqual([
        1,
        `URL do webhook recusada: ${motivo}.`,
      ]);
    }
    const guardados = await db()
      .select()
      .from(integracaoWebhooks)
      .where(eq(integracaoWebhooks.clienteId, await idDo(cliente)));
    expect(guardados).toEqual([]);
    // A public name passes (its addresses are checked when each delivery connects).
    expect((await webhook(PRODUCAO, cliente, 'https://erp.valeverde.example/webhook')).codigo).toBe(0);
    expect((await webhook(PRODUCAO, cliente, 'https://203.0.114.5/webhook')).codigo).toBe(0);
    await revogar(cliente);
  });

  it('outside production keeps a receiver on loopback, not a private network', async () => {
    const cliente = await novoCliente(db(), h.clock, ['eventos:leitura']);
    for (const url of ['http://127.0.0.1:3000/w', 'http://localhost:3000/w', 'https://[::1]:3000/w'])
      expect((await webhook(DESENVOLVIMENTO, cliente, url)).codigo, url).toBe(0);
    for (const url of ['https://10.0.0.1/w', 'https://169.254.169.254/w', 'http://192.168.0.1/w'])
      expect((await webhook(DESENVOLVIMENTO, cliente, url)).codigo, url).toBe(1);
    await revogar(cliente);
  });
});

describe('delivering in production', () => {
  it('a webhook on http://127.0.0.1 stored before the rule gets no connection; the delivery fails with the reason', async () => {
    const rx = await receptor(() => 200);
    const cliente = await comEntregaPendente(rx.url);
    expect(await rodada(PRODUCAO)).toEqual({ entregues: 0, adiadas: 1, mortas: 0 });
    expect(rx.conexoes.total).toBe(0);
    expect(await entregasDo(cliente)).toMatchObject([
      { situacao: 'PENDENTE', ultimoErro: 'destino recusado: em produção o webhook precisa de https' },
    ]);
    await revogar(cliente);
    await rx.fechar();
  });

  it('a name that resolves to loopback is refused when connecting: nothing reaches the listener', async () => {
    const rx = await receptor(() => 200);
    const cliente = await comEntregaPendente(`https://localhost:${rx.porta}/webhook?token=segredo`);
    expect(await rodada(PRODUCAO)).toEqual({ entregues: 0, adiadas: 1, mortas: 0 });
    expect(rx.conexoes.total).toBe(0);
    const [entrega] = await entregasDo(cliente);
    // The address refused, never the URL's query.
    expect(entrega!.ultimoErro).toMatch(
      /^destino recusado: endereço interno recusado \((127\.0\.0\.1|::1)\)$/,
    );
    await revogar(cliente);
    await rx.fechar();
  });

  it('outside production the same name reaches a receiver on loopback', async () => {
    const rx = await receptor(() => 204);
    const cliente = await comEntregaPendente(`http://localhost:${rx.porta}/webhook`);
    expect(await rodada(DESENVOLVIMENTO)).toMatchObject({ entregues: 1 });
    expect(rx.recebidos).toHaveLength(1);
    await revogar(cliente);
    await rx.fechar();
  });
});
