import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAs, submitLogin } from '../support/auth';
import { naTela } from '../support/rotas';

/**
 * Lands signed in on the given private path. A demo account reuses its worker's session (signInAs); a
 * fresh family signs in through the form the path leads to (saved as the last route before login).
 */
export async function loginTo(
  page: Page,
  cpf: string,
  path: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  if (password === DEMO_PASSWORD) {
    await signInAs(page, cpf, path);
  } else {
    await page.goto(path);
    await expect(page).toHaveURL(naTela('login'));
    await submitLogin(page, cpf, password);
  }
  await expect(page).toHaveURL(new RegExp(`${path}(/\\d+)?$`));
}

export const planTabs = (page: Page) => page.getByRole('navigation', { name: 'Planos' });
