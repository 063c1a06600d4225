// Failed logins for a CPF (issue 9, decision 0011): after five wrong passwords the form shows the
// bot-check and the right password still signs in, with no lockout. A fresh family's titular, so the
// failures count against nobody another journey signs in as.
import type { Page } from '@playwright/test';
import { ROUTES, SERVER_MESSAGES } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { submitLogin } from '../support/auth';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { expectGreeting } from '../support/shell';
import { expectConsoleErrors, failedCall } from '../support/test';
import { naTela } from '../support/rotas';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { urlDaApi } from '../support/api';

const WRONG = 'SenhaErrada@1';

/** Submits the form and answers the status of POST /api/login. */
async function attempt(page: Page, cpf: string, password: string): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().endsWith(urlDaApi(loginEndpoints.login)));
  await submitLogin(page, cpf, password);
  return (await answer).status();
}

test('after five wrong passwords the form shows the bot-check and the right password still signs in', async ({
  page,
  family,
}) => {
  const { cpf, primeiroNome } = family.titular;
  // Five wrong passwords on purpose: each answers 401.
  expectConsoleErrors(failedCall(401, urlDaApi(loginEndpoints.login)));
  await page.goto(ROUTES.login.path);
  const challenge = page.getByRole('region', { name: 'Confirme que você não é um robô' });
  for (let i = 1; i <= 4; i += 1) {
    expect(await attempt(page, cpf, WRONG)).toBe(401);
    await expect(page.getByText(SERVER_MESSAGES.invalidCredentials)).toBeVisible();
    await expect(challenge).toHaveCount(0);
  }
  expect(await attempt(page, cpf, WRONG)).toBe(401);
  await expect(challenge).toBeVisible();
  await expectAccessible(page, 'login: bot-check');

  // The right password without the check is stopped on the form.
  await submitLogin(page, cpf, FRESH_PASSWORD);
  await expect(page.getByText(SERVER_MESSAGES.botCheckRequired)).toBeVisible();
  await expect(page).toHaveURL(naTela('login'));

  await challenge.getByLabel('Não sou um robô').check();
  expect(await attempt(page, cpf, FRESH_PASSWORD)).toBe(200);
  await expect(page).toHaveURL(naTela('home'));
  await expectGreeting(page, primeiroNome);
});
