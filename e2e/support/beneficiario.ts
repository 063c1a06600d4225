import { expect, type Locator, type Page } from '@playwright/test';

/** The screens' "Beneficiário" picker: a radio group of the people the member may choose. */
export const beneficiarioPicker = (page: Page): Locator => page.getByRole('group', { name: 'Beneficiário' });

/** Chooses a person in a picker (a name's part, or a pattern); the choice shows once the screen has taken it. */
export async function pickIn(picker: Locator, name: string | RegExp): Promise<void> {
  const radio = picker.getByRole('radio', { name });
  await radio.click();
  await expect(radio).toBeChecked();
}

/** Chooses a beneficiary in the screen's "Beneficiário" picker. */
export const pickBeneficiario = (page: Page, name: string | RegExp): Promise<void> =>
  pickIn(beneficiarioPicker(page), name);
