// Meus Dados em um Arquivo (issue 17, LGPD art. 18): opened from the Meus Dados menu group, the JSON file
// downloaded and parsed (the member's CPF and name, no other demo CPF), the PDF summary of her minor son
// downloaded (content type and size), axe in both themes; the sixth file of a day shows the server's
// message. Every file counts towards the person's daily limit, so each test takes a fresh family.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { EXPORTACAO_MESSAGES } from '@portal/domain';
import {
  exportacaoDadosEndpoints,
  EXPORTACAO_FORMATO,
  type ExportacaoDados,
} from '@portal/domain/contract/meus-dados/exportacao-dados';
import { DEMO, loginAs } from '../support/auth';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { expectAccessible } from '../support/a11y';
import { receivePdf } from '../support/pdf';
import { expectConsoleErrors, failedCall } from '../support/test';
import { pickIn } from '../support/beneficiario';
import { naTela } from '../support/rotas';
import { urlDaApi } from '../support/api';

const digits = (cpf: string) => cpf.replace(/\D/g, '');

async function openFromMenu(page: Page, cpf: string): Promise<void> {
  await loginAs(page, cpf, FRESH_PASSWORD);
  await page
    .getByRole('region', { name: 'Meus Dados' })
    .getByRole('link', { name: 'Meus Dados em um Arquivo' })
    .click();
  await expect(page).toHaveURL(naTela('exportacaoDados'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Dados em um Arquivo' })).toBeVisible();
}

async function downloadJson(page: Page): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar arquivo (JSON)' }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test.describe('Meus Dados em um Arquivo', () => {
  test('a titular downloads her data as JSON and her son’s summary as PDF', async ({ page, family }) => {
    test.slow();
    const [titular, filho] = [family.titular, family.dependente!];
    await openFromMenu(page, titular.cpf);
    const picker = page.getByRole('group', { name: 'De quem são os dados' });
    await expect(picker.getByRole('radio', { name: new RegExp(titular.nome) })).toBeChecked();
    await expect(picker.getByRole('radio', { name: new RegExp(filho.nome) })).toBeVisible();
    // The contratante is an adult of the family: he speaks for himself.
    await expect(picker.getByRole('radio', { name: new RegExp(family.contratante!.nome) })).toHaveCount(0);
    await expect(page.getByText('O arquivo contém dados pessoais e de saúde.')).toBeVisible();
    await expectAccessible(page, 'meus dados em um arquivo');

    const json = await downloadJson(page);
    expect(json.name).toMatch(
      new RegExp(`^meus-dados-${titular.primeiroNome.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const dados = JSON.parse(json.text) as ExportacaoDados;
    expect(dados.formato).toBe(EXPORTACAO_FORMATO);
    expect(dados.titularDosDados).toEqual({ nome: titular.nome, cpf: digits(titular.cpf) });
    expect(dados.planos.length).toBeGreaterThan(0);
    const outros = [...Object.values(DEMO).map((d) => d.cpf), filho.cpf, family.contratante!.cpf].filter(
      (cpf) => json.text.includes(digits(cpf)) || json.text.includes(cpf),
    );
    expect(outros).toEqual([]);

    await pickIn(picker, filho.nome);
    await expect(page.getByRole('heading', { name: `Dados de ${filho.nome}` })).toBeVisible();
    const answer = page.waitForResponse(
      (r) =>
        r.url().endsWith(
          urlDaApi(exportacaoDadosEndpoints.arquivo, {
            params: { cpf: digits(filho.cpf) },
            query: { formato: 'pdf' },
          }),
        ) && r.request().method() === 'POST',
    );
    const pdf = await receivePdf(page, () =>
      page.getByRole('button', { name: 'Baixar resumo (PDF)' }).click(),
    );
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(Number(response.headers()['content-length'])).toBeGreaterThan(2000);
    if (pdf) {
      expect(pdf.name).toMatch(new RegExp(`^meus-dados-${filho.primeiroNome.toLowerCase()}-[\\d-]+\\.pdf$`));
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  test('the sixth file of the day shows why it was refused', async ({ page, family }) => {
    test.slow();
    await openFromMenu(page, family.titular.cpf);
    for (let i = 0; i < 5; i += 1) await downloadJson(page);
    // The server refuses the sixth (429), as the member is told.
    expectConsoleErrors(
      failedCall(
        429,
        urlDaApi(exportacaoDadosEndpoints.arquivo, { params: { cpf: digits(family.titular.cpf) } }),
      ),
    );
    await page.getByRole('button', { name: 'Baixar arquivo (JSON)' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: EXPORTACAO_MESSAGES.limiteExportacoes }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Baixar arquivo (JSON)' })).not.toHaveAttribute(
      'aria-busy',
    );
  });
});
