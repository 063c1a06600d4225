import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, submitLogin } from '../support/auth';

/** Family E's titular, seeded for the cancellation journey only (README "Contas de demonstração"). */
export const PATRICIA = { cpf: '275.148.396-82', nome: 'Patrícia Gomes Ferreira' } as const;

/** Signs in and lands on the given private path (saved as the last route before login). */
export async function loginTo(page: Page, cpf: string, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, cpf, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${path}(/\\d+)?$`));
}

export const planTabs = (page: Page) => page.getByRole('navigation', { name: 'Planos' });
