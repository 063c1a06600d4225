// Solicitar Autorização (issue 15): a fresh family's titular asks for an authorization for the dependant
// with a photo of the medical order, gets the protocol with its RN 623 deadline (10 business days for a
// high-complexity procedure) and the scheduling phone, and finds the protocol in Protocolos with the same
// deadline and its first history step. An empty form is refused with the spec's words.
import { MESSAGES, ROUTES, SAUDE_MESSAGES } from '@portal/domain';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { pickBeneficiario } from '../support/beneficiario';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { loginTo } from '../meus-dados/plano-support';
import { solicitacaoAutorizacaoEndpoints } from '@portal/domain/contract/saude/solicitacao-autorizacao';
import { daApi } from '../support/api';

const PATH = ROUTES.solicitarAutorizacao.path;
const form = (page: Page) => page.getByRole('form', { name: 'Solicitar autorização' });

/** A small photo of a paper order, as a phone camera would give it (JPEG). */
async function fotoDoPedido(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#000';
    context.fillText('Solicito ressonância magnética do joelho direito', 20, 40);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  return Buffer.from(base64, 'base64');
}

test('a titular requests an authorization for the dependant and follows its protocol', async ({
  page,
  family,
}) => {
  test.slow(); // upload, three screens scanned in both themes
  const dependente = family.dependente!;
  await loginTo(page, family.titular.cpf, PATH, FRESH_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar Autorização' })).toBeVisible();
  await pickBeneficiario(page, dependente.nome);
  await expect(page.getByRole('heading', { name: `Nova solicitação para ${dependente.nome}` })).toBeVisible();
  const f = form(page);
  await expect(f).toBeVisible();
  await expectAccessible(page, 'solicitar autorização: formulário');

  await f.getByLabel('Tipo de solicitação').selectOption({ label: 'Procedimento de alta complexidade' });
  await f.getByLabel('Descrição do pedido médico').fill('Ressonância magnética do joelho direito');
  await expect(f.getByText('39/500 Caracteres')).toBeVisible();
  await f
    // exact: 'Descrição do pedido médico' contains these words too.
    .getByLabel('Pedido médico', { exact: true })
    .setInputFiles({ name: 'pedido.jpg', mimeType: 'image/jpeg', buffer: await fotoDoPedido(page) });
  await expect(f.getByText('Pronto para envio')).toBeVisible({ timeout: 30_000 });

  const envios: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && daApi(solicitacaoAutorizacaoEndpoints.solicitar, request.url()))
      envios.push(request.url());
  });
  await f.getByRole('button', { name: 'Enviar solicitação' }).click();
  const registrada = page.getByRole('heading', { name: 'Solicitação registrada' });
  await expect(registrada).toBeVisible({ timeout: 30_000 });
  await expect(registrada).toBeFocused();
  const mensagem = page.getByRole('status').filter({ hasText: 'Solicitação de autorização registrada' });
  await expect(mensagem).toHaveText(
    /^Solicitação de autorização registrada\. Protocolo n° \d{20}\. A operadora responde até \d{2}\/\d{2}\/\d{4}\.$/,
  );
  const texto = (await mensagem.textContent()) ?? '';
  const protocolo = /\d{20}/.exec(texto)![0];
  const prazo = /\d{2}\/\d{2}\/\d{4}/.exec(texto)![0];
  await expect(page.getByText(`${prazo} (10 dias úteis)`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ligar para / })).toHaveAttribute('href', /^tel:/);
  expect(envios).toHaveLength(1);
  await expectAccessible(page, 'solicitar autorização: protocolo');

  // Protocolos: the new protocol, open, with the same deadline and its first step.
  await page.getByRole('link', { name: 'Acompanhar em Protocolos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Protocolos' })).toBeVisible();
  await pickBeneficiario(page, dependente.nome);
  const bloco = page.getByRole('button', {
    name: `Solicitação de autorização — protocolo n° ${protocolo}`,
  });
  await expect(bloco).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: bloco });
  await expect(item.locator('[data-status]')).toHaveText('Em Andamento');
  await expect(item.getByText(`Prazo: ${prazo} (10 dias úteis restantes)`)).toBeVisible();
  await bloco.click();
  // In the history (the summary above shows the same words as the current step).
  await expect(item.getByRole('listitem').getByText('Solicitação registrada')).toBeVisible();
  await expectAccessible(page, 'protocolos: nova solicitação aberta');
});

test('an empty request is refused with the spec words; an urgency is sent to the emergency room', async ({
  page,
  family,
}) => {
  await loginTo(page, family.titular.cpf, PATH, FRESH_PASSWORD);
  const f = form(page);
  await f.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(f.getByLabel('Tipo de solicitação')).toBeFocused();
  await expect(f.getByText(MESSAGES.required)).toBeVisible();
  await expect(f.getByText(SAUDE_MESSAGES.descriptionRequired)).toBeVisible();
  await expect(f.getByText(MESSAGES.documentRequired)).toBeVisible();
  await f.getByLabel('Tipo de solicitação').selectOption({ label: 'Urgência ou emergência' });
  await expect(f.getByText(SAUDE_MESSAGES.urgencyNotice)).toBeVisible();
  await expectAccessible(page, 'solicitar autorização: erros');
});
