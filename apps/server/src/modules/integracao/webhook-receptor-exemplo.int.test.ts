// The webhook receiver example an ERP is given (issue 35, packages/integracao-cliente/exemplos/receptor-webhook.ts)
// against the portal's real deliveries: the worker POSTs a member's event to it over loopback and it accepts
// the signature and hands over the event; requests signed as the portal signs them but tampered with, too old,
// from the future or with another secret are refused 401 (and the portal keeps the delivery to try again);
// a repeated event is answered but handled once. Also on PostgreSQL when TEST_DATABASE_URL is set.
import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarReceptorWebhook } from '@portal/integracao-cliente/exemplos/receptor-webhook';
import { WEBHOOK_CABECALHOS, type EventoWebhook } from '@portal/integracao-cliente/webhook';
import { integracaoEntregas } from '../../db/schema/integracao-eventos.js';
import { systemRandom } from '../../platform/clock.js';
import { assinaturasWebhook } from '../../platform/integracao/entregas.js';
import {
  idDoCliente,
  novoCliente,
  novoReembolso,
  rodadaDeEntregas,
  rodarComando,
} from '../../test/integracao.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
const CHAVE = createHash('sha256').update('chave dos webhooks do teste do receptor de exemplo').digest();

const recebidos: EventoWebhook[] = [];
const recusas: string[] = [];
/** The receiver's clock runs this far from the portal's (a receiver on a machine whose clock drifted). */
let desvioMs = 0;
let segredos: string[] = [];
const receptor = criarReceptorWebhook({
  get segredos() {
    return segredos;
  },
  aoReceber: (evento) => void recebidos.push(evento),
  agora: () => h.clock().getTime() + desvioMs,
  aoRecusar: (motivo) => void recusas.push(motivo),
});
let url: string;

beforeAll(async () => {
  h = demo.h;
  await new Promise<void>((resolve) => receptor.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receptor.address() as AddressInfo).port}/eventos`;
});
// Runs before withDemo's own afterAll (after-hooks run last-registered first), which closes the harness.
afterAll(async () => {
  await new Promise((resolve) => receptor.close(resolve));
});

const db = () => h.database.db;
const rodada = () => rodadaDeEntregas(db(), h.clock, CHAVE);

/** A POST signed the way the portal signs (its own function), with what the test changes. */
const postar = (
  corpo: string,
  opcoes: { timestamp?: number; segredos?: string[]; assinado?: string } = {},
) => {
  const timestamp = opcoes.timestamp ?? Math.floor(h.clock().getTime() / 1000);
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_CABECALHOS.eventoId]: randomUUID(),
      [WEBHOOK_CABECALHOS.timestamp]: String(timestamp),
      [WEBHOOK_CABECALHOS.assinatura]: assinaturasWebhook(
        opcoes.segredos ?? segredos,
        timestamp,
        opcoes.assinado ?? corpo,
      ),
    },
    body: corpo,
  });
};

describe('the webhook receiver example', () => {
  it('accepts the portal’s real delivery and hands over the event; refuses one outside its clock window', async () => {
    const cliente = await novoCliente(db(), h.clock, ['eventos:leitura']);
    const criado = await rodarComando(
      { db: db(), clock: h.clock, random: systemRandom, chaveWebhooks: CHAVE, producao: false },
      ['webhook', '--cliente', cliente.clientId, '--url', url],
    );
    expect(criado.codigo, criado.linhas.join('\n')).toBe(0);
    segredos = [criado.linhas.find((l) => l.startsWith('webhook_secret: '))!.replace('webhook_secret: ', '')];

    const protocolo = await novoReembolso(db(), h.clock, DEMO.maria);
    expect(await rodada()).toMatchObject({ entregues: 1 });
    expect(recebidos.at(-1)).toMatchObject({
      tipo: 'solicitacao.registrada',
      dados: { protocolo, tipoProtocolo: 'REEMBOLSO' },
    });

    // A receiver whose clock is 6 minutes ahead refuses; the portal keeps the delivery and tries again.
    desvioMs = 6 * 60_000;
    await novoReembolso(db(), h.clock, DEMO.maria);
    expect(await rodada()).toMatchObject({ entregues: 0, adiadas: 1 });
    expect(recusas.at(-1)).toBe('timestamp-fora-da-janela');
    const clienteId = await idDoCliente(db(), cliente.clientId);
    const [pendente] = await db()
      .select()
      .from(integracaoEntregas)
      .where(and(eq(integracaoEntregas.clienteId, clienteId), eq(integracaoEntregas.situacao, 'PENDENTE')));
    expect(pendente).toMatchObject({ situacao: 'PENDENTE', ultimoErro: 'HTTP 401' });
    desvioMs = 0;
    h.clock.advance(60_000);
    expect(await rodada()).toMatchObject({ entregues: 1 });
    expect(recebidos).toHaveLength(2);
  });

  it('refuses a tampered body, an old or future timestamp, another secret and no signature; a repeat is handled once', async () => {
    desvioMs = 0;
    const evento = { ...recebidos[0]!, id: randomUUID() };
    const corpo = JSON.stringify(evento);
    const antes = recebidos.length;

    const adulterado = corpo.replace(evento.id, randomUUID());
    expect((await postar(adulterado, { assinado: corpo })).status).toBe(401);
    expect(recusas.at(-1)).toBe('assinatura-nao-confere');
    const agora = Math.floor(h.clock().getTime() / 1000);
    expect((await postar(corpo, { timestamp: agora - 301 })).status).toBe(401);
    expect(recusas.at(-1)).toBe('timestamp-fora-da-janela');
    expect((await postar(corpo, { timestamp: agora + 301 })).status).toBe(401);
    expect((await postar(corpo, { segredos: ['whsec_outro'] })).status).toBe(401);
    expect(recusas.at(-1)).toBe('assinatura-nao-confere');
    const semAssinatura = await fetch(url, { method: 'POST', body: corpo });
    expect(semAssinatura.status).toBe(401);
    expect(recusas.at(-1)).toBe('sem-timestamp');
    expect((await fetch(url)).status).toBe(405);
    expect(recebidos).toHaveLength(antes);

    // Within the window, and during a rotation (the new secret first, then the one this receiver holds).
    expect((await postar(corpo, { timestamp: agora - 299 })).status).toBe(204);
    expect((await postar(corpo, { segredos: ['whsec_novo', ...segredos] })).status).toBe(204);
    // Delivered twice (at least once): answered both times, handled once.
    expect(recebidos).toHaveLength(antes + 1);
    expect(recebidos.at(-1)).toEqual(evento);
  });
});
