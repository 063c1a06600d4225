import { expect, type BrowserContext, type Page } from '@playwright/test';
import { ROUTES } from '@portal/domain';
import { naTela } from './rotas';

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
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Signs in from /login and waits for the home page: a session of this test's own. For the journeys about
 * signing in, out or ending a session, and for fresh families (claimed by one test each).
 */
export async function loginAs(page: Page, cpf: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto(ROUTES.login.path);
  await submitLogin(page, cpf, password);
  await expect(page).toHaveURL(naTela('home'));
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The signed-in browser state (session and CSRF cookies, and what the portal keeps in localStorage) of
 * each demo account, as the first journey of this worker that needed it left it right after signing in
 * through the form. A module of the worker's own process: workers never share one.
 */
const demoSessions = new Map<string, { state: StorageState; savedAt: number }>();
/**
 * Well inside the 30 idle minutes of both the server and the portal's stored session record (spec §4):
 * the saved record is not renewed by the journeys that reuse it, so an older one is signed in afresh.
 */
const DEMO_SESSION_REUSE_MS = 10 * 60_000;

/**
 * Opens `path` signed in as a demo account, in a session the journeys of this worker share: the first
 * signs in through the form (loginAs), the next ones start from its browser state. Only for journeys that
 * neither sign out nor let the session end (a logout would end it for the others too): those use loginAs.
 * On the home page it waits for the home, as loginAs does.
 */
export async function signInAs(page: Page, cpf: string, path = ROUTES.home.path): Promise<void> {
  const saved = demoSessions.get(cpf);
  if (saved && Date.now() - saved.savedAt < DEMO_SESSION_REUSE_MS) {
    await page.context().setStorageState(saved.state);
    await page.goto(path);
  } else {
    await loginAs(page, cpf);
    demoSessions.set(cpf, { state: await page.context().storageState(), savedAt: Date.now() });
    if (path !== ROUTES.home.path) await page.goto(path);
  }
  if (path === ROUTES.home.path) await expect(page).toHaveURL(naTela('home'));
}
