// Failed logins for a CPF (issue 9, decision 0011): after five wrong passwords the form shows the
// bot-check and the right password still signs in, with no lockout. Carlos is signed in by journeys of
// the first project only; this one runs after them (*.last) and ends with a success, which resets his count.
import { expect, test, type Page } from '@playwright/test';
import { SERVER_MESSAGES } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { DEMO, DEMO_PASSWORD, submitLogin } from '../support/auth';

const WRONG = 'SenhaErrada@1';

/** Submits the form and answers the status of POST /api/login. */
async function attempt(page: Page, password: string): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
  await submitLogin(page, DEMO.carlos.cpf, password);
  return (await answer).status();
}

test('after five wrong passwords the form shows the bot-check and the right password still signs in', async ({
  page,
}) => {
  await page.goto('/login');
  const challenge = page.getByRole('region', { name: 'Confirme que você não é um robô' });
  for (let i = 1; i <= 4; i += 1) {
    expect(await attempt(page, WRONG)).toBe(401);
    await expect(page.getByText(SERVER_MESSAGES.invalidCredentials)).toBeVisible();
    await expect(challenge).toHaveCount(0);
  }
  expect(await attempt(page, WRONG)).toBe(401);
  await expect(challenge).toBeVisible();
  await expectAccessible(page, 'login: bot-check');

  // The right password without the check is stopped on the form.
  await submitLogin(page, DEMO.carlos.cpf, DEMO_PASSWORD);
  await expect(page.getByText(SERVER_MESSAGES.botCheckRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await challenge.getByLabel('Não sou um robô').check();
  expect(await attempt(page, DEMO_PASSWORD)).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Olá, Carlos!/ })).toBeVisible();
});
