// The signed-in header as a journey uses it, on both projects: at 1028 px or narrower (spec §2) the
// greeting, the user menu and "Início" live in the side menu, elsewhere in the header bar.
import { expect, type Locator, type Page } from '@playwright/test';
import { MOBILE_BREAKPOINT_PX } from '@portal/domain';
import { naTela } from './rotas';

export const usesSideMenu = (page: Page): boolean =>
  (page.viewportSize()?.width ?? Infinity) <= MOBILE_BREAKPOINT_PX;

async function openSideMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Checks the header greets the member ("Olá, {first name}!"), then leaves the page as it was. */
export async function expectGreeting(page: Page, firstName: string): Promise<void> {
  const greeting = new RegExp(`Olá, ${firstName}!`);
  if (!usesSideMenu(page)) {
    await expect(page.getByRole('button', { name: greeting })).toBeVisible();
    return;
  }
  const sheet = await openSideMenu(page);
  await expect(sheet.getByText(greeting)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
}

/** Chooses an entry of the user menu (Dados pessoais, Alterar senha, Contatos, Termos de uso, Sair…). */
export async function chooseUserMenuItem(page: Page, firstName: string, item: string): Promise<void> {
  if (!usesSideMenu(page)) {
    await page.getByRole('button', { name: new RegExp(`Olá, ${firstName}!`) }).click();
    await page.getByRole('menuitem', { name: item }).click();
    return;
  }
  const sheet = await openSideMenu(page);
  // Entries that open a new tab carry " (abre em nova aba)" for screen readers: match the label's start.
  const name = new RegExp(`^${item}( \\(|$)`);
  await sheet.getByRole(item === 'Sair' ? 'button' : 'link', { name }).click();
}

/** Chooses "Início" in the menu (an in-app navigation, not a page load; a leave prompt may stop it). */
export async function clickHomeInMenu(page: Page): Promise<void> {
  const scope = usesSideMenu(page) ? await openSideMenu(page) : page.getByRole('banner');
  await scope.getByRole('link', { name: 'Início', exact: true }).click();
}

/** Goes to the home page through the menu. */
export async function goHomeByMenu(page: Page): Promise<void> {
  await clickHomeInMenu(page);
  await expect(page).toHaveURL(naTela('home'));
}

/**
 * Waits on the home page until its cards (each a lazy chunk with calls of its own, web app/composition/home-cards.tsx)
 * and sections are no longer loading: a journey that then cuts the connection or the cookies must not cut them halfway.
 */
export async function expectHomeCardsLoaded(page: Page, cards: readonly string[]): Promise<void> {
  await expect(page).toHaveURL(naTela('home'));
  for (const name of cards) await expect(page.getByRole('region', { name })).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The cards Maria's home shows (she holds both screens' permissions; the service points and the Guia Médico
 * need none), and the operator's topics below the groups (issue 17): a region only once its call has answered.
 */
export const MARIA_HOME_CARDS = [
  'Cartão Virtual',
  'Situação Financeira',
  'Pontos de Atendimento',
  'Guia Médico',
  'Notícias e dicas de saúde',
] as const;
