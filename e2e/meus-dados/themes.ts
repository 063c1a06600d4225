import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';

/** axe on the screen as it is, then again in the high-contrast theme (the a11y bar's toggle), then back. */
export async function expectAccessibleInBothThemes(page: Page, context: string): Promise<void> {
  await expectAccessible(page, context);
  const toggle = page.getByRole('button', { name: 'Alto contraste' });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-contraste', 'alto');
  await expectAccessible(page, `${context} (alto contraste)`);
  await toggle.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-contraste', 'alto');
}

/** Chooses a beneficiary in the picker; the choice shows once the URL carries its cpf. */
export async function pickBeneficiario(picker: Locator, name: RegExp): Promise<void> {
  const radio = picker.getByRole('radio', { name });
  await radio.click();
  await expect(radio).toBeChecked();
}
