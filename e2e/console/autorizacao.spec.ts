// Answering an authorization request from the console (issue 39, decision 0043 §7): demo Maria asks for an
// authorization (through the portal's API, as her screen would, with the medical order); the back office
// (retaguarda@) opens it, registers its guide — authorised, with one procedure, password and validity — and
// Maria then finds the guide 'Autorizada' in Autorizações, the protocol closed in Protocolos, and the e-mail.
// A request of her own, not the demo's overdue one: the Protocolos journey reads that one as overdue.
// The form is scanned by both accessibility engines in both themes (with its field errors showing).
import { CSRF_COOKIE, formatIsoDate, operatorDate, ROUTES, WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import {
  DADOS_SOLICITACAO_AUTORIZACAO_FIELD,
  PEDIDO_MEDICO_FIELD,
  solicitacaoAutorizacaoEndpoints,
  type AutorizacaoSolicitada,
} from '@portal/domain/contract/saude/solicitacao-autorizacao';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { PDF_MINIMO } from '../support/pdf';
import { urlDaApi } from '../support/api';
import { DEMO } from '../support/auth';
import { entrarNoConsole } from '../support/console';
import { waitForMail } from '../support/mail';
import { expect, test } from '../support/test';
import { loginTo } from '../meus-dados/plano-support';

const MARIA_EMAIL = 'maria.souza@email.test';

/** Maria asks for an authorization in her session, with the medical order: its protocol. */
async function mariaPedeAutorizacao(page: Page): Promise<string> {
  const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const resposta = await page.request.post(urlDaApi(solicitacaoAutorizacaoEndpoints.solicitar), {
    headers: { 'x-origin': WEB_ORIGIN_HEADER_VALUE, 'x-csrf-token': decodeURIComponent(csrf) },
    multipart: {
      [DADOS_SOLICITACAO_AUTORIZACAO_FIELD]: JSON.stringify({
        chaveIdempotencia: crypto.randomUUID(),
        cpf: DEMO.maria.cpf.replace(/\D/g, ''),
        tipo: 'CONSULTA_EXAME_TERAPIA',
        descricao: 'Ultrassonografia de abdome total pedida pela clínica geral.',
      }),
      [PEDIDO_MEDICO_FIELD]: { name: 'pedido-medico.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMO },
    },
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
  return ((await resposta.json()) as AutorizacaoSolicitada).protocolo;
}

test('the back office authorises Maria’s request with a guide; she sees it authorised and the protocol closed', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, a sign-in to the console, the form scanned in both themes
  const desde = Date.now();
  await loginTo(page, DEMO.maria.cpf, ROUTES.solicitarAutorizacao.path);
  const protocolo = await mariaPedeAutorizacao(page);
  let idGuia = '';

  const equipe = await browser.newContext();
  try {
    const console_ = await equipe.newPage();
    await entrarNoConsole(console_, 'retaguarda', `solicitacoes/${protocolo}`);
    await expect(console_.getByRole('heading', { level: 2, name: new RegExp(protocolo) })).toBeVisible();
    await expect(
      console_.getByText('Ultrassonografia de abdome total pedida pela clínica geral.'),
    ).toBeVisible();
    const form = console_.getByRole('form', { name: 'Registrar guia' });
    await expect(form).toBeVisible();

    // Sent empty, the form says what is missing, on each field.
    await form.getByRole('button', { name: 'Registrar guia' }).click();
    await expect(form.getByText('Confira os campos destacados.')).toBeVisible();
    await expect(form.getByText('O código TUSS tem 8 números.')).toBeVisible();
    await expect(form.getByText('Informe a senha da autorização.')).toBeVisible();
    await expectAccessible(console_, 'Solicitação de autorização: registrar guia (erros)');

    await form.getByLabel('Tipo de guia').selectOption({ label: 'Exames e terapias (SP/SADT)' });
    await form.getByLabel('Prestador').fill('Hospital Vale Verde');
    await form.getByLabel('Nome').fill('Dra. Ana Ribeiro');
    await form.getByLabel('CRM', { exact: true }).fill('123456');
    await form.getByLabel('UF do CRM').fill('sp');
    await form.getByLabel('Código TUSS').fill('40901114');
    await form.getByLabel('Descrição').fill('Ultrassonografia de abdome total');
    await form.getByLabel('Quantidade autorizada').fill('1');
    await form.getByLabel('Senha da autorização').fill('VV-2031');
    const validade = formatIsoDate(operatorDate(new Date(Date.now() + 30 * 86_400_000)));
    await form.getByLabel('Validade').fill(validade);
    await expectAccessible(console_, 'Solicitação de autorização: registrar guia');
    await form.getByRole('button', { name: 'Registrar guia' }).click();

    const feito = console_.getByText(
      /^Guia \d+ registrada \(autorizar\)\. O beneficiário foi avisado por e-mail\.$/,
    );
    await expect(feito).toBeVisible();
    idGuia = /Guia (\d+)/.exec((await feito.textContent()) ?? '')![1]!;
    await expect(console_.getByText('Pedido respondido com a guia: Autorizada.')).toBeVisible();
    await expect(console_.getByRole('region', { name: /Histórico/ })).toContainText(
      `Guia ${idGuia}: Autorizada`,
    );
    await expect(console_.getByRole('form', { name: 'Registrar guia' })).toHaveCount(0);
  } finally {
    await equipe.close();
  }

  // Maria is told, finds the guide authorised in Autorizações, and the protocol closed in Protocolos.
  const AVISO = 'A situação da sua solicitação mudou para: Autorizada.';
  const aviso = await waitForMail(
    MARIA_EMAIL,
    desde,
    `Solicitação de autorização - protocolo ${protocolo}`,
    AVISO,
  );
  expect(aviso.text).toContain(AVISO);
  await page.goto(ROUTES.autorizacoes.path);
  await page.getByRole('button', { name: /^Situação/ }).click();
  const lista = page.getByRole('listbox', { name: /Situação/ });
  for (const option of await lista.getByRole('option').all()) {
    const quer = ((await option.textContent()) ?? '').trim().endsWith('Autorizada');
    if (((await option.getAttribute('aria-selected')) === 'true') !== quer) await option.click();
  }
  await page.keyboard.press('Escape');
  const guia = page.getByRole('listitem').filter({ hasText: idGuia });
  await expect(guia.locator('[data-status]')).toHaveText('Autorizada');

  await page.goto(ROUTES.protocolos.path);
  const bloco = page.getByRole('listitem').filter({ hasText: protocolo });
  await expect(bloco.locator('[data-status]').first()).toHaveAttribute('data-status', 'FECHADO');
});
