import { expect, type Locator } from '@playwright/test';

// The two-theme axe scan lives in e2e/support; the meus-dados journeys import it from here.
export { expectAccessibleInBothThemes } from '../support/themes';

/** Chooses a beneficiary in the picker; the choice shows once the screen (or its URL) has taken it. */
export async function pickBeneficiario(picker: Locator, name: RegExp): Promise<void> {
  const radio = picker.getByRole('radio', { name });
  await radio.click();
  await expect(radio).toBeChecked();
}
