// Histórico de Reajuste (issue 13): plan tabs; the individual contract 100001 shows the ANS ceilings of
// its years (and the age-band changes of its beneficiaries), the collective dental plan 100002 a pool then
// a negotiated adjustment. Demo data: apps/server/src/db/seed/reajustes-data.ts.
import { DEMO } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { record, recordNames } from '../support/responsive-list';
import { expect, test } from '../support/test';
import { loginTo, planTabs } from '../meus-dados/plano-support';
import { ROUTES } from '@portal/domain';
import { naTela } from '../support/rotas';

const REAJUSTES = 'Reajustes do contrato';

test.describe('Histórico de Reajuste', () => {
  test("Maria reads a contract's adjustment history through its tab", async ({ page }) => {
    await loginTo(page, DEMO.maria.cpf, ROUTES.historicoReajuste.path);
    await expect(page).toHaveURL(naTela('historicoReajuste', '100001'));
    await expect(page.getByRole('heading', { level: 1, name: 'Histórico de Reajuste' })).toBeVisible();
    const anuais = recordNames(page, REAJUSTES).filter({ hasText: 'teto ANS' });
    await expect(anuais).toHaveCount(4);
    const ultimo = record(page, REAJUSTES, /Maio\/2025 a abril\/2026/);
    await expect(ultimo).toContainText('01/03/2026');
    await expect(ultimo).toContainText('6,06%');
    await expect(ultimo).toContainText('Todos do contrato');
    await expect(ultimo).toContainText(/R\$ [\d.]+,\d{2}.*R\$ [\d.]+,\d{2}/s);
    await expect(record(page, REAJUSTES, /Maio\/2022 a abril\/2023/)).toContainText('15,50%');
    await expectAccessible(page, 'histórico de reajuste');

    await planTabs(page)
      .getByRole('link', { name: /Vale Verde Odonto/ })
      .click();
    await expect(page).toHaveURL(naTela('historicoReajuste', '100002'));
    await expect(recordNames(page, REAJUSTES)).toHaveCount(3);
    await expect(record(page, REAJUSTES, /Pool de risco 2023/)).toContainText('12,40%');
    await expect(record(page, REAJUSTES, /Acordo com a entidade 2025/)).toContainText('7,50%');
    await expect(page.getByText(/Coletivo/)).toBeVisible();
  });
});
