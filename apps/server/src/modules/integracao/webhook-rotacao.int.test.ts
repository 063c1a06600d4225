// Rotating a webhook's signing secret without downtime (issue 19, decision 0025 §5): during the overlap each
// delivery carries a signature with the new secret and one with the previous, so a real receiver on
// loopback that still holds only the old secret keeps accepting, and so does one that already moved to the
// new; after the overlap (ended by the operator or by time) only the new one signs. Also on PostgreSQL when
// TEST_DATABASE_URL is set.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { integracaoClientes } from '../../db/schema/integracao.js';
import { integracaoEntregas, integracaoWebhooks } from '../../db/schema/integracao-eventos.js';
import { systemRandom } from '../../platform/clock.js';
import { SEGREDO_ILEGIVEL } from '../../platform/integracao/entregas.js';
import { cifrarSegredoWebhook, decifrarSegredoWebhook } from '../../platform/integracao/segredo-webhook.js';
import {
  idDoCliente,
  novoCliente,
  novoReembolso,
  rodadaDeEntregas,
  rodarComando,
} from '../../test/integracao.js';
import { assinaturaConfere, assinaturasDo, receptor } from '../../test/receptor-webhook.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const db = () => h.database.db;
const CHAVE = createHash('sha256').update('chave dos webhooks do teste de rotação').digest();
const HORA = 3_600_000;

/** Runs the clients command (random secrets: each rotation's differs); its exit code and printed lines. */
const comando = (...argv: string[]) =>
  rodarComando(
    { db: db(), clock: h.clock, random: systemRandom, chaveWebhooks: CHAVE, producao: false },
    argv,
  );

const segredoImpresso = (linhas: string[]): string => {
  const impressos = linhas.filter((l) => l.startsWith('webhook_secret: '));
  expect(impressos).toHaveLength(1);
  return impressos[0]!.replace('webhook_secret: ', '');
};

/** One round of the worker with this file's key; one event of Maria's written before it. */
const rodada = () => rodadaDeEntregas(db(), h.clock, CHAVE);
const eventoDaMaria = () => novoReembolso(db(), h.clock, DEMO.maria);

/** The client's row id (its webhook and deliveries are keyed by it). */
const idDo = (clientId: string) => idDoCliente(db(), clientId);

const webhookDe = async (clientId: string) => {
  const [linha] = await db()
    .select({ webhook: integracaoWebhooks })
    .from(integracaoWebhooks)
    .innerJoin(integracaoClientes, eq(integracaoClientes.id, integracaoWebhooks.clienteId))
    .where(eq(integracaoClientes.clientId, clientId));
  return linha!.webhook;
};

describe('webhook signing-secret rotation', () => {
  it('a receiver verifying with the old secret, then with the new, accepts every delivery across the rotation; after its end only the new signs', async () => {
    // The receiver holds the secrets its operator deployed and applies the documented rule.
    let guardados: string[] = [];
    const rx = await receptor((_n, pedido) => (assinaturaConfere(pedido, guardados) ? 204 : 401));
    const cliente = await novoCliente(db(), h.clock, ['eventos:leitura']);
    const criado = await comando('webhook', '--cliente', cliente.clientId, '--url', rx.url);
    const antigo = segredoImpresso(criado.linhas);
    guardados = [antigo];

    await eventoDaMaria();
    expect(await rodada()).toMatchObject({ entregues: 1 });
    expect(assinaturasDo(rx.recebidos[0]!)).toHaveLength(1);

    const rotacao = await comando('webhook-rotacionar', '--cliente', cliente.clientId);
    expect(rotacao.codigo, rotacao.linhas.join('\n')).toBe(0);
    const novo = segredoImpresso(rotacao.linhas);
    expect(novo).toMatch(/^whsec_[\w-]{43}$/);
    expect(novo).not.toBe(antigo);
    const fimPadrao = new Date(h.clock().getTime() + 24 * HORA).toISOString();
    expect(rotacao.linhas.join('\n')).toContain(fimPadrao);
    expect(rotacao.linhas.join('\n')).not.toContain(antigo);

    // Overlap: two signatures; the receiver still on the old secret accepts...
    await eventoDaMaria();
    expect(await rodada()).toMatchObject({ entregues: 1 });
    const durante = rx.recebidos[1]!;
    expect(assinaturasDo(durante)).toHaveLength(2);
    expect(assinaturaConfere(durante, [novo])).toBe(true);
    expect(assinaturaConfere(durante, [antigo])).toBe(true);
    expect(assinaturaConfere(durante, ['whsec_outro'])).toBe(false);
    // ...and so does it once it moved to the new one (the ERP deploys the new secret during the overlap).
    guardados = [novo];
    await eventoDaMaria();
    expect(await rodada()).toMatchObject({ entregues: 1 });
    expect(rx.recebidos.map((r) => r.status)).toEqual([204, 204, 204]);

    // The operator ends the old one: only the new signs; a receiver left on the old one would refuse.
    expect(await comando('webhook-encerrar-anterior', '--cliente', cliente.clientId)).toMatchObject({
      codigo: 0,
    });
    await eventoDaMaria();
    expect(await rodada()).toMatchObject({ entregues: 1 });
    const depois = rx.recebidos[3]!;
    expect(assinaturasDo(depois)).toHaveLength(1);
    expect(assinaturaConfere(depois, [novo])).toBe(true);
    expect(assinaturaConfere(depois, [antigo])).toBe(false);
    expect(await webhookDe(cliente.clientId)).toMatchObject({
      segredoAnterior: null,
      anteriorExpiraEm: null,
    });
    // Nothing left to end.
    expect((await comando('webhook-encerrar-anterior', '--cliente', cliente.clientId)).codigo).toBe(1);

    // A rotation bounded by time: two signatures for its hours, then the new one alone, on its own.
    const terceiro = segredoImpresso(
      (await comando('webhook-rotacionar', '--cliente', cliente.clientId, '--horas', '2')).linhas,
    );
    guardados = [terceiro];
    h.clock.advance(2 * HORA - 1000);
    await eventoDaMaria();
    expect(await rodada()).toMatchObject({ entregues: 1 });
    expect(assinaturasDo(rx.recebidos[4]!)).toHaveLength(2);
    expect(assinaturaConfere(rx.recebidos[4]!, [novo])).toBe(true);
    h.clock.advance(1000);
    await eventoDaMaria();
    expect(await rodada()).toMatchObject({ entregues: 1 });
    expect(assinaturasDo(rx.recebidos[5]!)).toHaveLength(1);
    expect(assinaturaConfere(rx.recebidos[5]!, [novo])).toBe(false);
    expect(assinaturaConfere(rx.recebidos[5]!, [terceiro])).toBe(true);
    // Expired, it is no longer "live": a new rotation is allowed without ending it first.
    expect((await comando('webhook-encerrar-anterior', '--cliente', cliente.clientId)).codigo).toBe(1);
    expect((await comando('webhook-rotacionar', '--cliente', cliente.clientId)).codigo).toBe(0);

    await comando('revogar', '--cliente', cliente.clientId);
    await rx.fechar();
  });

  it('the command prints the new secret once and keeps it encrypted; refuses a second rotation during the overlap, bad hours, a client without webhook; webhook again drops the previous', async () => {
    const cliente = await novoCliente(db(), h.clock, ['eventos:leitura']);
    const semWebhook = await comando('webhook-rotacionar', '--cliente', cliente.clientId);
    expect(semWebhook.codigo).toBe(1);
    expect(semWebhook.linhas.join('\n')).toContain('não tem webhook');
    const antigo = segredoImpresso(
      (await comando('webhook', '--cliente', cliente.clientId, '--url', 'https://erp.exemplo/w')).linhas,
    );
    for (const horas of ['0', '169', '1.5', 'um dia', '']) {
      const saida = await comando('webhook-rotacionar', '--cliente', cliente.clientId, `--horas=${horas}`);
      expect(saida.codigo, horas).toBe(1);
    }
    expect((await comando('webhook-rotacionar', '--cliente', 'erp-nao-existe')).codigo).toBe(1);
    expect((await comando('webhook-encerrar-anterior', '--cliente', cliente.clientId)).codigo).toBe(1);

    const rotacao = await comando('webhook-rotacionar', '--cliente', cliente.clientId, '--horas', '48');
    expect(rotacao.codigo).toBe(0);
    const novo = segredoImpresso(rotacao.linhas);
    expect(rotacao.linhas.join('\n').split(novo)).toHaveLength(2);
    const linha = await webhookDe(cliente.clientId);
    const id = await idDo(cliente.clientId);
    // Both stored encrypted (neither in clear), bound to the client, the previous one until now + 48 h.
    for (const guardado of [linha.segredo, linha.segredoAnterior!]) {
      expect(guardado).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(guardado).not.toContain(novo.replace('whsec_', ''));
      expect(guardado).not.toContain(antigo.replace('whsec_', ''));
    }
    expect(decifrarSegredoWebhook(CHAVE, id, linha.segredo)).toBe(novo);
    expect(decifrarSegredoWebhook(CHAVE, id, linha.segredoAnterior!)).toBe(antigo);
    expect(linha.anteriorExpiraEm).toEqual(new Date(h.clock().getTime() + 48 * HORA));
    // listar shows the webhook and the overlap's end, never either secret.
    const lista = (await comando('listar')).linhas.join('\n');
    expect(lista).not.toContain(novo);
    expect(lista).not.toContain(antigo);
    const linhaDoCliente = async () =>
      (await comando('listar')).linhas.find((l) => l.startsWith(cliente.clientId))!;
    expect(await linhaDoCliente()).toContain(
      `\twebhook: https://erp.exemplo/w (segredo anterior assina até ${linha.anteriorExpiraEm!.toISOString()})`,
    );

    // A third secret is refused while the previous one lives.
    const terceira = await comando('webhook-rotacionar', '--cliente', cliente.clientId);
    expect(terceira.codigo).toBe(1);
    expect(terceira.linhas.join('\n')).toContain('webhook-encerrar-anterior');
    expect((await webhookDe(cliente.clientId)).segredo).toBe(linha.segredo);

    // Setting the webhook again starts over: a new secret, no previous one.
    await comando('webhook', '--cliente', cliente.clientId, '--url', 'https://erp.exemplo/w2');
    expect(await webhookDe(cliente.clientId)).toMatchObject({
      segredoAnterior: null,
      anteriorExpiraEm: null,
    });
    expect(await linhaDoCliente()).toMatch(/\twebhook: https:\/\/erp\.exemplo\/w2$/);
    await comando('revogar', '--cliente', cliente.clientId);
  });

  it('a previous secret that does not decrypt blocks the delivery (never sent with one signature less); ending it lets it go', async () => {
    const rx = await receptor(() => 204);
    const cliente = await novoCliente(db(), h.clock, ['eventos:leitura']);
    await comando('webhook', '--cliente', cliente.clientId, '--url', rx.url);
    const novo = segredoImpresso((await comando('webhook-rotacionar', '--cliente', cliente.clientId)).linhas);
    // The previous secret's row altered: encrypted for another client, so it fails its authentication.
    const id = await idDo(cliente.clientId);
    await db()
      .update(integracaoWebhooks)
      .set({ segredoAnterior: cifrarSegredoWebhook(CHAVE, id + 1, 'whsec_de_outro') })
      .where(eq(integracaoWebhooks.clienteId, id));

    await eventoDaMaria();
    expect(await rodada()).toMatchObject({ entregues: 0, adiadas: 1 });
    expect(rx.recebidos).toHaveLength(0);
    const [entrega] = await db()
      .select()
      .from(integracaoEntregas)
      .where(eq(integracaoEntregas.clienteId, id));
    expect(entrega).toMatchObject({ situacao: 'PENDENTE', ultimoErro: SEGREDO_ILEGIVEL });

    expect((await comando('webhook-encerrar-anterior', '--cliente', cliente.clientId)).codigo).toBe(0);
    h.clock.advance(HORA);
    expect(await rodada()).toMatchObject({ entregues: 1 });
    expect(assinaturasDo(rx.recebidos[0]!)).toHaveLength(1);
    expect(assinaturaConfere(rx.recebidos[0]!, [novo])).toBe(true);
    await comando('revogar', '--cliente', cliente.clientId);
    await rx.fechar();
  });
});
