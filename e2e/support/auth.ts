import { expect, type Page } from '@playwright/test';

/**
 * Demo accounts seeded by the server (README "Contas de demonstração"). Journeys only read them; a
 * journey that changes state uses a fresh family (support/family.ts).
 */
export const DEMO_PASSWORD = 'Portal@2026';
export const DEMO = {
  carlos: { cpf: '111.444.777-35', nome: 'Carlos Souza' },
  maria: { cpf: '390.533.447-05', nome: 'Maria Aparecida Souza' },
  joao: { cpf: '456.789.123-64', nome: 'João Pedro Souza' },
  ana: { cpf: '741.852.963-55', nome: 'Ana Clara Souza' },
  roberto: { cpf: '123.456.789-09', nome: 'Roberto Carlos Lima', nomeSocial: 'Roberta Lima' },
  fernanda: { cpf: '852.963.741-00', nome: 'Fernanda Rocha' },
} as const;

/** Fills and submits the login form of the page as it is (the caller navigates there). */
export async function submitLogin(page: Page, cpf: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs in from /login and waits for the home page. */
export async function loginAs(page: Page, cpf: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, cpf, password);
  await expect(page).toHaveURL(/\/$/);
}
