import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, submitLogin } from '../support/auth';

/** Signs in and lands on the given private path (saved as the last route before login). */
export async function loginTo(
  page: Page,
  cpf: string,
  path: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, cpf, password);
  await expect(page).toHaveURL(new RegExp(`${path}(/\\d+)?$`));
}

export const planTabs = (page: Page) => page.getByRole('navigation', { name: 'Planos' });
