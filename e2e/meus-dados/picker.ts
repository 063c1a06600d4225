import { expect, type Locator } from '@playwright/test';

/** Chooses a beneficiary in the picker; the choice shows once the screen (or its URL) has taken it. */
export async function pickBeneficiario(picker: Locator, name: RegExp): Promise<void> {
  const radio = picker.getByRole('radio', { name });
  await radio.click();
  await expect(radio).toBeChecked();
}
