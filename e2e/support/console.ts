// The Console da Operadora in the journeys (issue 38): its paths, a demo staff member signed in by role,
// and Chromium's virtual authenticator for passkeys.
//
// `entrarNoConsole(page, papel)` signs in the demo staff member holding that role with the authenticator code
// otplib computes from the demo secret (README, "Console da Operadora"). The server accepts each code once per
// account, and a new one comes every 30 s: so each worker signs a role in once and keeps that browser state
// (the staff session and console CSRF cookies, Path=/console) for its next journeys, like the member demo
// accounts (support/auth.ts); a journey that signed out, or a session the server ended, signs in again.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { CONSOLE_PATH, CONSOLE_PREFIX, type Papel } from '@portal/domain/contract/console/acesso';
import { consoleSessaoCalls } from '@portal/domain/contract/calls/console/equipe';
import { EQUIPE_DEMO, SEGREDO_TOTP_DEMO } from '@portal/test-support/console-demo';
import { expectConsoleErrors, failedCall } from './test';

/** A console screen's path: `caminhoConsole('equipe')` → /console/equipe. */
export const caminhoConsole = (tela = ''): string => `${CONSOLE_PATH}/${tela}`;

/** The URL is that console screen's (no query or fragment after it). */
export const naTelaDoConsole = (tela = ''): RegExp =>
  new RegExp(`${caminhoConsole(tela).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);

const URL_ENTRAR_TOTP = `${CONSOLE_PREFIX}${consoleSessaoCalls.entrarTotp.path}`;
const PASSO_MS = 30_000;
const passoAtual = () => Math.floor(Date.now() / PASSO_MS);
/** The 30-s step this worker last signed each e-mail in with (the server refuses a code twice). */
const ultimoPasso = new Map<string, number>();
type Estado = Awaited<ReturnType<BrowserContext['storageState']>>['cookies'];
const sessoes = new Map<Papel, Estado>();

/** The authenticator code of `segredo` now (or for the 30-s step given). */
export const codigoTotp = (segredo: string, passo = passoAtual()): Promise<string> =>
  generate({ secret: segredo, epoch: passo * (PASSO_MS / 1000) });

/** Waits for a 30-s step this worker has not used for `email` yet, and answers it. */
async function passoNovo(email: string): Promise<number> {
  const usado = ultimoPasso.get(email);
  if (usado !== undefined && passoAtual() <= usado) {
    await new Promise((pronto) => setTimeout(pronto, (usado + 1) * PASSO_MS - Date.now() + 200));
  }
  return passoAtual();
}

/**
 * Fills the sign-in screen's authenticator form (the page is on /console/entrar) with `email` and the code
 * of `segredo`. Another worker may have used this step's code already (the server takes a code once): then
 * again with the next step's, up to three times.
 */
export async function entrarComAutenticador(page: Page, email: string, segredo: string): Promise<void> {
  await page.getByRole('button', { name: 'Usar código do aplicativo autenticador' }).click();
  for (let tentativa = 0; ; tentativa += 1) {
    const passo = await passoNovo(email);
    ultimoPasso.set(email, passo);
    await page.getByLabel('E-mail de trabalho').fill(email);
    await page.getByLabel('Código de 6 dígitos').fill(await codigoTotp(segredo, passo));
    const resposta = page.waitForResponse(
      (r) => r.url().endsWith(URL_ENTRAR_TOTP) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const { status } = await resposta.then((r) => ({ status: r.status() }));
    if (status === 200) {
      await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
      return;
    }
    // Several workers may sign the same account in within one step more than once in a row (CI: the idle
    // journey and the identity journeys both as admin): up to three further steps before giving up.
    if (status !== 401 || tentativa >= 3)
      throw new Error(`o console recusou o código de ${email} (${status})`);
    // The refused code's 401 is logged by the browser: expected here.
    expectConsoleErrors(failedCall(401, URL_ENTRAR_TOTP));
  }
}

/**
 * Opens the console signed in as the demo staff member holding `papel` (their roles: EQUIPE_DEMO), on the
 * start screen or on `tela`.
 */
export async function entrarNoConsole(page: Page, papel: Papel, tela = ''): Promise<void> {
  const demo = EQUIPE_DEMO[papel];
  const guardado = sessoes.get(papel);
  if (guardado) {
    await page.context().addCookies(guardado);
    await page.goto(caminhoConsole(tela));
    const dentro = page.getByRole('button', { name: 'Sair' });
    const fora = page.getByRole('heading', { level: 1, name: 'Entrar no console' });
    await expect(dentro.or(fora).first()).toBeVisible();
    if (await dentro.isVisible()) return;
    sessoes.delete(papel);
  } else {
    await page.goto(caminhoConsole('entrar'));
  }
  await entrarComAutenticador(page, demo.email, SEGREDO_TOTP_DEMO);
  await expect(page.getByText(demo.nome, { exact: true }).first()).toBeVisible();
  sessoes.set(
    papel,
    (await page.context().storageState()).cookies.filter((cookie) => cookie.path.startsWith(CONSOLE_PATH)),
  );
  if (tela) await page.goto(caminhoConsole(tela));
}

export { autenticadorVirtual } from './autenticador-virtual';
