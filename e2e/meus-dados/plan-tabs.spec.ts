// Plan tabs on a phone (issue 37): the strip showed one plan at a time behind arrows, so Maria's second plan
// (Odonto) was easy to miss. At 360 px every screen with plan tabs shows both plans at once, side by side,
// with no arrow and nothing cut; the strip with arrows stays for wider screens (faixa-etaria.spec.ts).
import { routePath } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { DEMO } from '../support/auth';
import { expect, PHONE_ONLY, test } from '../support/test';
import { loginTo, planTabs } from './plano-support';

const TELAS_COM_ABAS = [
  'meuPlano',
  'cartaoVirtual',
  'faixaEtaria',
  'historicoReajuste',
  'demonstrativoCoparticipacao',
] as const;

test('on a phone every plan-tab screen shows both of Maria’s plans at once', PHONE_ONLY, async ({ page }) => {
  test.slow(); // five screens
  for (const tela of TELAS_COM_ABAS) {
    await loginTo(page, DEMO.maria.cpf, routePath(tela, '100002'));
    const abas = planTabs(page).getByRole('link');
    await expect(abas, tela).toHaveText([/Vale Verde Essencial Apartamento/, /Vale Verde Odonto/]);
    await expect(planTabs(page).locator('[aria-current="page"]'), tela).toContainText('Vale Verde Odonto');
    // Both whole on screen, side by side (one row), and no arrows to find the other.
    for (const aba of await abas.all()) await expect(aba, tela).toBeInViewport({ ratio: 0.99 });
    const [primeira, segunda] = await Promise.all((await abas.all()).map((aba) => aba.boundingBox()));
    expect(primeira!.y, tela).toBe(segunda!.y);
    await expect(planTabs(page).getByRole('button'), tela).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), tela).toBeLessThanOrEqual(360);
  }
  await expectAccessible(page, 'abas de plano (360 px)');
});
