// Token de Atendimento (issue 41, decision 0050): Maria opens her token, the network goes, and the code is
// still there (computed on her device from the saved secret); the provider's system — this script, through
// POST /integracao/v1/tokens-atendimento/validacao with the e2e seed's provider client — validates the code
// she shows once (accepted, with her name) and a second time (refused: already used by this provider).
import { routePath, ROUTES } from '@portal/domain';
import type { ValidacaoTokenResponse } from '@portal/domain/contract/integracao/tokens-atendimento';
import { E2E_PRESTADOR } from '@portal/test-support/integracao';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { DEMO } from '../support/auth';
import { expect, test } from '../support/family';
import { expectConsoleErrors, offlineCall, PHONE_ONLY } from '../support/test';
import { loginTo } from './plano-support';

async function tokenDoPrestador(request: APIRequestContext): Promise<string> {
  const basic = Buffer.from(`${E2E_PRESTADOR.clientId}:${E2E_PRESTADOR.segredo}`).toString('base64');
  const response = await request.post('/integracao/v1/oauth/token', {
    headers: { authorization: `Basic ${basic}` },
    form: { grant_type: 'client_credentials' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function validar(
  request: APIRequestContext,
  token: string,
  body: { carteira: string; codigo: string },
): Promise<ValidacaoTokenResponse> {
  const response = await request.post('/integracao/v1/tokens-atendimento/validacao', {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ValidacaoTokenResponse;
}

/** The first code shown (Maria's medical card), once computed: its card and its 6 digits. */
async function codigoNaTela(page: Page): Promise<{ carteira: string; codigo: string }> {
  const codigo = page.locator('[data-codigo]').first();
  await expect(codigo).toHaveAttribute('data-codigo', /^\d{6}$/);
  return {
    carteira: (await codigo.getAttribute('data-carteira'))!,
    codigo: (await codigo.getAttribute('data-codigo'))!,
  };
}

test.describe('Token de Atendimento', () => {
  test('Maria’s token works offline; the provider validates it once, and a second time is refused', async ({
    page,
    context,
    request,
  }) => {
    await loginTo(page, DEMO.maria.cpf, ROUTES.tokenAtendimento.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Token de Atendimento' })).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(DEMO.maria.nome) })).toBeChecked();
    await expect(page.getByText(/Muda em \d+ segundos?/).first()).toBeVisible();
    await codigoNaTela(page);
    await expectAccessible(page);

    // The network goes: the screen draws the codes from the secrets saved on this device.
    expectConsoleErrors(offlineCall);
    await context.setOffline(true);
    await expect(
      page.getByText('Sem conexão: o código é gerado neste aparelho e continua valendo.'),
    ).toBeVisible();
    const mostrado = await codigoNaTela(page);

    // The provider's desk types the code Maria shows (its system calls the operator; this script's request
    // context has its own network).
    const token = await tokenDoPrestador(request);
    const primeira = await validar(request, token, mostrado);
    expect(primeira).toMatchObject({ valido: true, situacao: 'VALIDO' });
    expect(primeira.beneficiario?.carteira).toBe(mostrado.carteira);
    const segunda = await validar(request, token, mostrado);
    expect(segunda).toMatchObject({ valido: false, situacao: 'CODIGO_JA_UTILIZADO' });
    expect(segunda.mensagem).toMatch(/já foi validado por este prestador/);
    await context.setOffline(false);
  });

  // At 360 px (issue 41): the offline token is whole in the first screenful — the code, its card and the
  // countdown — where a member holds the phone out at the desk. The provider's check is the desktop run's: a
  // code is accepted once per provider and step, so two runs validating Maria's code at once would collide.
  test('at 360 px the offline token is in the first screenful', PHONE_ONLY, async ({ page, context }) => {
    await loginTo(page, DEMO.maria.cpf, ROUTES.tokenAtendimento.path);
    await codigoNaTela(page);
    // The screen opened once with the network (the phone's signed-in bar is a chunk of its own, fetched after the
    // first paint): then the network goes.
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    expectConsoleErrors(offlineCall);
    await context.setOffline(true);
    await expect(
      page.getByText('Sem conexão: o código é gerado neste aparelho e continua valendo.'),
    ).toBeVisible();
    const codigo = page.locator('[data-codigo]').first();
    await expect(codigo).toHaveAttribute('data-codigo', /^\d{6}$/);
    await expect(codigo).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(/Muda em \d+ segundos?/).first()).toBeInViewport();
    await context.setOffline(false);
  });

  test('the virtual card shows the token of the card when asked', async ({ page }) => {
    await loginTo(page, DEMO.maria.cpf, routePath('cartaoVirtual', '100001'));
    const maria = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: DEMO.maria.nome }) });
    // A fresh browser: nothing saved, so the card offers the token and asks for it on request.
    await maria.getByRole('button', { name: 'Mostrar token de atendimento' }).click();
    await expect(maria.locator('[data-codigo]')).toHaveAttribute('data-codigo', /^\d{6}$/);
    await expect(maria.getByText(/Muda em \d+ segundos?/)).toBeVisible();
    await expectAccessible(page);
  });
});
