// Integration health (issue 39, decision 0044): a staff member with the integração role creates an
// integration client (its secret shown once, with Copiar), opens it, then retries a webhook delivery that
// failed — the e2e seed gives the webhook client a webhook to a receiver on this machine (loopback, allowed
// outside production: decision 0038) and one event, whose delivery fails while nothing listens — and the
// receiver this journey starts gets the event, signed with the webhook's secret (HMAC-SHA256 of
// "<timestamp>.<body>"). The bulk loads screen too. Every screen is scanned by both engines in both themes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { WEBHOOK_CABECALHOS } from '@portal/domain/contract/integracao/eventos';
import { E2E_WEBHOOK } from '@portal/test-support/integracao';
import { expectAccessible } from '../support/a11y';
import { caminhoConsole, entrarNoConsole } from '../support/console';
import { expect, test } from '../support/test';

const PORTA = E2E_WEBHOOK.portaReceptor(Number(process.env.E2E_PORT ?? 3100));

interface Recebido {
  headers: IncomingHttpHeaders;
  corpo: string;
  /** What the receiver answered. */
  status: number;
}

/** The receiver's rule (decision 0038 §5): any `v1=` value equal to the HMAC with a secret it holds. */
function assinaturaConfere(pedido: Recebido, segredo: string): boolean {
  const timestamp = String(pedido.headers[WEBHOOK_CABECALHOS.timestamp] ?? '');
  const esperado = Buffer.from(
    createHmac('sha256', segredo).update(`${timestamp}.${pedido.corpo}`).digest('hex'),
  );
  return String(pedido.headers[WEBHOOK_CABECALHOS.assinatura] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.startsWith('v1='))
    .some((item) => {
      const valor = Buffer.from(item.slice(3));
      return valor.length === esperado.length && timingSafeEqual(valor, esperado);
    });
}

test('an integração user creates a client, then retries a failed webhook delivery and the receiver gets it signed', async ({
  page,
}) => {
  test.slow();
  // The receiver refuses (503) until the retry: the worker's own retries keep failing meanwhile.
  let status = 503;
  const recebidos: Recebido[] = [];
  const receptor = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (parte: Buffer) => partes.push(parte));
    req.on('end', () => {
      recebidos.push({ headers: req.headers, corpo: Buffer.concat(partes).toString('utf8'), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((pronto) => receptor.listen(PORTA, '127.0.0.1', pronto));
  try {
    await entrarNoConsole(page, 'integracao', 'integracao/clientes');
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes de integração' })).toBeVisible();
    await expect(page.getByRole('row', { name: /ERP dos webhooks \(jornada\)/ })).toBeVisible();
    await expectAccessible(page, 'Clientes de integração');

    // A new client: its secret once, in a dialog with Copiar.
    const nome = `ERP Agenda ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Novo cliente' }).click();
    await page.getByLabel('Nome do sistema').fill(nome);
    await page.getByRole('checkbox', { name: 'agenda:escrita' }).check();
    await page.getByLabel('Limite de chamadas por minuto').fill('120');
    await expectAccessible(page, 'Clientes de integração (novo)');
    await page.getByRole('button', { name: 'Criar cliente' }).click();
    const dialogo = page.getByRole('dialog', { name: `Cliente “${nome}” criado` });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByLabel('Segredo (client_secret)')).toHaveValue(/^[\w-]{43}$/);
    await expect(dialogo.getByRole('button', { name: 'Copiar' })).toBeVisible();
    await expectAccessible(page, 'Clientes de integração (segredo)');
    await dialogo.getByRole('button', { name: 'Já guardei, fechar' }).click();
    await expect(dialogo).toBeHidden();
    await page.getByRole('link', { name: nome }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cliente de integração' })).toBeVisible();
    await expect(page.getByText('120/min', { exact: true })).toBeVisible();
    await expectAccessible(page, 'Cliente de integração');

    // The seeded event's delivery failed while nothing listened (or got the 503): retry it now.
    // By its address: at 360 px the side menu is folded behind its button.
    await page.goto(caminhoConsole('integracao/entregas'));
    await expect(page.getByRole('heading', { level: 1, name: 'Entregas de webhooks' })).toBeVisible();
    const reenviar = page.getByRole('button', { name: `Reenviar agora o evento ${E2E_WEBHOOK.eventoId}` });
    await expect(async () => {
      await page.reload();
      await page.getByRole('button', { name: /^Ver entregas de ERP dos webhooks \(jornada\)/ }).click();
      await page.getByLabel('Situação').selectOption({ label: 'Com falha' });
      await expect(reenviar).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: new RegExp(E2E_WEBHOOK.eventoId) })).toContainText(
      'Com falha',
    );
    await expectAccessible(page, 'Entregas de webhooks');

    status = 200;
    await reenviar.click();
    await expect(page.getByText(`Entrega do evento ${E2E_WEBHOOK.eventoId} de volta à fila`)).toBeVisible();
    const aceitos = () =>
      recebidos.filter(
        (r) => r.status === 200 && r.headers[WEBHOOK_CABECALHOS.eventoId] === E2E_WEBHOOK.eventoId,
      );
    await expect.poll(() => aceitos().length, { timeout: 20_000 }).toBeGreaterThan(0);
    const entregue = aceitos()[0]!;
    expect(JSON.parse(entregue.corpo)).toMatchObject({
      id: E2E_WEBHOOK.eventoId,
      tipo: 'dados-pessoais.alterados',
    });
    expect(assinaturaConfere(entregue, E2E_WEBHOOK.segredoWebhook)).toBe(true);
    // Delivered: it leaves the failed list.
    await expect(async () => {
      await page.reload();
      await page.getByRole('button', { name: /^Ver entregas de ERP dos webhooks \(jornada\)/ }).click();
      await expect(page.getByRole('row', { name: new RegExp(E2E_WEBHOOK.eventoId) })).toHaveCount(0, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });

    await page.goto(caminhoConsole('integracao/cargas'));
    await expect(page.getByRole('heading', { level: 1, name: 'Cargas em lote' })).toBeVisible();
    await expectAccessible(page, 'Cargas em lote');
  } finally {
    await new Promise((fechado) => receptor.close(fechado));
  }
});
