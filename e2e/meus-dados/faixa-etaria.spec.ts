import { expect, expectConsoleErrors, failedCall, test, PHONE_ONLY } from '../support/test';
import { DEMO, signInAs } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { record, recordNames } from '../support/responsive-list';
import { loginTo, planTabs } from './plano-support';
import { routePath, ROUTES } from '@portal/domain';
import { naTela } from '../support/rotas';
import { faixaEtariaEndpoints } from '@portal/domain/contract/meus-dados/faixa-etaria';
import { urlDaApi } from '../support/api';

const HISTORY = 'Histórico de troca de faixa etária';

test.describe('Troca de Faixa Etária', () => {
  test('Maria chooses a contract and sees its age-band history', async ({ page }) => {
    await loginTo(page, DEMO.maria.cpf, ROUTES.faixaEtaria.path);
    await expect(page).toHaveURL(naTela('faixaEtaria', '100001'));
    await expect(page.getByRole('heading', { level: 1, name: 'Troca de Faixa Etária' })).toBeVisible();
    await expect(recordNames(page, HISTORY)).toHaveText([DEMO.joao.nome, DEMO.maria.nome]);
    const maria = record(page, HISTORY, DEMO.maria.nome);
    await expect(maria).toContainText('01/10/2022');
    await expect(maria).toContainText('44 a 48 anos');
    await expect(maria).toContainText('R$ 951,27');
    await expect(maria).toContainText('17,09%');
    await expectAccessible(page, 'troca de faixa etária');

    await planTabs(page)
      .getByRole('link', { name: /Vale Verde Odonto/ })
      .click();
    await expect(page).toHaveURL(naTela('faixaEtaria', '100002'));
    await expect(page.getByText('Nenhuma troca de faixa etária registrada neste contrato.')).toBeVisible();
  });

  test('where the plans do not fit, the plan tabs scroll in steps, with arrows disabled at the ends', async ({
    page,
  }) => {
    // Issue 37: on a phone the tabs wrap, every plan in sight (plan-tabs.spec.ts); the strip with arrows
    // is for wider screens with more plans than fit: Maria's two and four more of the operator's.
    await page.route(`**${urlDaApi(faixaEtariaEndpoints.contratos)}`, async (route) => {
      const response = await route.fetch();
      const lista = (await response.json()) as { contratos: { codigo: string; plano: string }[] };
      const mais = [3, 4, 5, 6].map((n) => ({
        ...lista.contratos[0]!,
        codigo: `10000${n}`,
        plano: `Vale Verde Empresarial ${n}`,
      }));
      await route.fulfill({ response, json: { ...lista, contratos: [...lista.contratos, ...mais] } });
    });
    await page.setViewportSize({ width: 700, height: 900 });
    await loginTo(page, DEMO.maria.cpf, routePath('faixaEtaria', '100001'));
    const tabs = planTabs(page);
    await expect(tabs.getByRole('link')).toHaveCount(6);
    const previous = tabs.getByRole('button', { name: 'Planos anteriores' });
    const next = tabs.getByRole('button', { name: 'Próximos planos' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(tabs.getByRole('link', { name: /Vale Verde Empresarial 6/ })).not.toBeInViewport();
    // Smooth scrolling takes a moment: press again only while the arrow is still enabled.
    await expect(async () => {
      if (await next.isEnabled()) await next.click({ timeout: 1_000 });
      await expect(next).toBeDisabled({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(tabs.getByRole('link', { name: /Vale Verde Empresarial 6/ })).toBeInViewport();
  });

  test(
    'on a phone the history is one card per change, every value labelled',
    PHONE_ONLY,
    async ({ page }) => {
      await loginTo(page, DEMO.maria.cpf, routePath('faixaEtaria', '100001'));
      await expect(page.getByRole('table', { name: 'Histórico de troca de faixa etária' })).toBeHidden();
      const cards = page
        .getByRole('list', { name: 'Histórico de troca de faixa etária' })
        .getByRole('listitem');
      await expect(cards.getByRole('heading')).toHaveText([DEMO.joao.nome, DEMO.maria.nome]);
      const maria = cards.filter({ has: page.getByRole('heading', { name: DEMO.maria.nome }) });
      await expect(maria.getByRole('term')).toHaveText([
        'Vigência',
        'Idade',
        'Faixa anterior',
        'Nova faixa',
        'Valor anterior',
        'Novo valor',
        'Variação',
      ]);
      await expect(maria.locator('dt:text-is("Novo valor") + dd')).toHaveText('R$ 951,27');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAccessible(page, 'troca de faixa etária (360 px)');
    },
  );

  test('João sees only his own change', async ({ page }) => {
    await loginTo(page, DEMO.joao.cpf, routePath('faixaEtaria', '100001'));
    await expect(recordNames(page, HISTORY)).toHaveText([DEMO.joao.nome]);
  });

  test('Roberto cannot read family A’s history by URL', async ({ page }) => {
    // Family A's plan by URL: 404 "Registro não encontrado." on purpose.
    expectConsoleErrors(
      failedCall(404, urlDaApi(faixaEtariaEndpoints.historico, { query: { codigoPlano: '100001' } })),
    );
    await loginTo(page, DEMO.roberto.cpf, routePath('faixaEtaria', '100001'));
    await expect(page.getByText('Registro não encontrado.')).toBeVisible();
    await expect(page.getByText(DEMO.maria.nome)).toHaveCount(0);
  });

  test('Carlos, without the screen permission, is sent to the notice', async ({ page }) => {
    await signInAs(page, DEMO.carlos.cpf, ROUTES.faixaEtaria.path);
    await expect(page).toHaveURL(naTela('avisoPermissao'));
  });
});
