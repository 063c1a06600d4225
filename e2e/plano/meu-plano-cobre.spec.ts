// Meu plano cobre? and the reimbursement preview (issue 41, decision 0049). João (adult) lets Maria see his
// health data (the demo's grant to her covers scheduling only: the journey adds SAUDE and gives back what it
// found); Maria opens "Meu plano cobre?" from the services panel, picks João, types "ressonância magnética
// crânio" with a typo and reads that his plan covers it, that it needs prior authorization, its
// co-participation, and his waiting period for complex exams until the day the demo set (60 days after the
// seed, db/seed/carencias-demo.ts); from the answer she opens the reimbursement preview, types what she would
// pay and reads the estimate (2,5 × R$ 320,00 = R$ 800,00, minus 10%) and how it was computed. axe and the
// second engine on both screens. Desktop, then 360 px as a link of the consent chain (playwright.config.ts; issue 41).
import type { Browser } from '@playwright/test';
import { addDays, CSRF_COOKIE, ROUTES, WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import { acessosSaudeEndpoints, type AcessosSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import { urlDaApi } from '../support/api';
import { expectAccessible } from '../support/a11y';
import { pickBeneficiario } from '../support/beneficiario';
import { DEMO, loginAs, signInAs } from '../support/auth';
import { expectStill } from '../support/estabilidade';
import { naTela } from '../support/rotas';
import { usesSideMenu } from '../support/shell';
import { expect, test } from '../support/test';
import { diaBr, diaDemo } from '../financeiro/periodo-support';

const TITULO = ROUTES.meuPlanoCobre.title;
const digitos = (cpf: string) => cpf.replace(/\D/g, '');

/**
 * João's grant to Maria set to `areas` in his own session (the screens' calls): none revokes it. Answers the
 * areas it had before.
 */
async function joaoAutoriza(browser: Browser, areas: string[] | null): Promise<string[]> {
  const contexto = await browser.newContext();
  try {
    const page = await contexto.newPage();
    await loginAs(page, DEMO.joao.cpf);
    const headers = { 'x-origin': WEB_ORIGIN_HEADER_VALUE };
    const lista = (await (
      await page.request.get(urlDaApi(acessosSaudeEndpoints.lista), { headers })
    ).json()) as AcessosSaude;
    const atual = lista.concedidos.find(
      (c) => c.pessoa.cpf === digitos(DEMO.maria.cpf) && c.base === 'CONSENTIMENTO',
    );
    const csrf = (await contexto.cookies()).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
    const comCsrf = { ...headers, 'x-csrf-token': decodeURIComponent(csrf) };
    if (areas && areas.length > 0) {
      const resposta = await page.request.post(urlDaApi(acessosSaudeEndpoints.conceder), {
        headers: comCsrf,
        data: { cpf: digitos(DEMO.maria.cpf), areas, validoAte: atual?.validoAte ?? null },
      });
      expect(resposta.status(), await resposta.text()).toBe(201);
    } else if (areas && atual) {
      const resposta = await page.request.delete(
        urlDaApi(acessosSaudeEndpoints.revogar, { params: { id: atual.id } }),
        { headers: comCsrf },
      );
      expect(resposta.status()).toBe(204);
    }
    return atual?.areas.map(String) ?? [];
  } finally {
    await contexto.close();
  }
}

test('Maria checks a procedure for João (with his consent), sees his waiting period, and previews the reimbursement', async ({
  page,
  browser,
}) => {
  test.slow(); // two members, two screens scanned in both themes
  const antes = await joaoAutoriza(browser, null);
  await joaoAutoriza(browser, [...new Set([...antes, 'SAUDE'])]);
  try {
    await signInAs(page, DEMO.maria.cpf);
    const menu = usesSideMenu(page) ? 'Menu' : 'Serviços';
    await page.getByRole('button', { name: menu, exact: true }).click();
    await page.getByRole('dialog', { name: menu }).getByRole('link', { name: TITULO }).click();
    await expect(page).toHaveURL(naTela('meuPlanoCobre'));
    await expect(page.getByRole('heading', { level: 1, name: TITULO })).toBeVisible();
    await expectStill(page, 'meu plano cobre?');

    await pickBeneficiario(page, DEMO.joao.nome);
    await page.getByLabel('Procedimento (nome ou código TUSS)').fill('resonancia magnetica cranio');
    await page.getByRole('button', { name: 'Consultar' }).click();

    const resposta = page.getByRole('region', { name: /Ressonância magnética de crânio/ });
    await expect(resposta).toContainText('Coberto pelo plano');
    await expect(resposta).toContainText('Precisa de autorização prévia da operadora.');
    await expect(resposta.getByRole('link', { name: 'Solicitar autorização' })).toHaveAttribute(
      'href',
      ROUTES.solicitarAutorizacao.path,
    );
    await expect(resposta).toContainText(
      'Coparticipação: 20% do valor do procedimento, no máximo R$ 100,00.',
    );
    const liberado = diaBr(addDays(diaDemo(), 60));
    await expect(resposta).toContainText(
      `Em carência de exames complexos e terapias: liberado a partir de ${liberado}.`,
    );
    await expect(page.getByText(/Consulta informativa/)).toBeVisible();
    await expectAccessible(page, 'meu plano cobre?: resposta');

    // From the answer, the preview of this procedure.
    await resposta.getByRole('link', { name: 'Simular o reembolso deste procedimento' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.previaReembolso.path}\\?codigo=41101010`));
    await expect(page.getByRole('heading', { level: 1, name: ROUTES.previaReembolso.title })).toBeVisible();
    await expect(page.getByLabel('Procedimento (nome ou código TUSS)')).toHaveValue('41101010');
    await page.getByLabel('Valor que você vai pagar').fill('100000');
    await page.getByRole('button', { name: 'Simular reembolso' }).click();
    const previa = page.getByRole('region', { name: /Ressonância magnética de crânio/ });
    await expect(previa).toContainText('Reembolso estimado: R$ 720,00 de R$ 1.000,00 pagos');
    await expect(previa.getByRole('listitem').first()).toContainText(
      'A tabela de reembolso do plano paga 2,5 × o valor de referência de R$ 320,00 = R$ 800,00',
    );
    await expect(previa).toContainText('Notas fiscais ou recibos');
    await expectAccessible(page, 'prévia de reembolso');
  } finally {
    await joaoAutoriza(browser, antes);
  }
});
