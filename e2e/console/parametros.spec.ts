// The console's parameters and maintenance mode (issue 38): a parameter change is refused with the catalogue's
// reason, then accepted, and reverted from its history; a scheduled maintenance shows its window. Both screens,
// with the refusal and the history drawer open, are scanned by both accessibility engines in both themes.
// Maintenance switched on now is manutencao-ligada.ultima.ts: it closes the shared portal to every journey, so
// it runs after them (playwright.config.ts, project por-ultimo).
import { consoleParametrosCalls } from '@portal/domain/contract/calls/console/parametros';
import { CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import { endpointPath } from '@portal/domain/contract/endpoint';
import { EQUIPE_DEMO } from '@portal/test-support/console-demo';
import { expectAccessible } from '../support/a11y';
import { caminhoConsole, entrarNoConsole } from '../support/console';
import { expect, expectConsoleErrors, failedCall, PHONE_ONLY, test } from '../support/test';

const NOME = 'TAMANHO_MAXIMO_ARQUIVO_MB';
const URL_ALTERAR = `${CONSOLE_PREFIX}${endpointPath(consoleParametrosCalls.alterar.path, { nome: NOME })}`;
const URL_MANUTENCAO = `${CONSOLE_PREFIX}${consoleParametrosCalls.alterarManutencao.path}`;

test('a parameter change is refused with the catalogue’s reason, then accepted and reverted', async ({
  page,
}) => {
  expectConsoleErrors(failedCall(422, URL_ALTERAR));
  await entrarNoConsole(page, 'parametros', 'parametros');
  await expect(page.getByRole('heading', { level: 1, name: 'Parâmetros' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Envio de arquivos' })).toBeVisible();
  await expectAccessible(page, 'Parâmetros');

  const cartao = page.getByRole('article', { name: NOME });
  const valorAtual = cartao.getByRole('definition').first();
  const original = (await valorAtual.innerText()).trim();
  expect(original).toMatch(/^\d+$/);

  await cartao.getByRole('button', { name: `Alterar ${NOME}` }).click();
  const campo = cartao.getByLabel('Novo valor');
  await campo.fill('80');
  await cartao.getByRole('button', { name: 'Salvar' }).click();
  await expect(cartao.getByText('Informe um número inteiro de 1 a 50.')).toBeVisible();
  await expect(campo).toHaveAttribute('aria-invalid', 'true');
  await expect(campo).toBeFocused();
  await expect(valorAtual).toHaveText(original);
  await expectAccessible(page, 'Parâmetros (valor recusado)');

  const novo = original === '15' ? '16' : '15';
  await campo.fill(novo);
  await cartao.getByLabel('Motivo (opcional)').fill('Arquivos de exames maiores');
  await cartao.getByRole('button', { name: 'Salvar' }).click();
  await expect(cartao.getByText(`${NOME} alterado.`)).toBeVisible();
  await expect(valorAtual).toHaveText(novo);

  const abrirHistorico = cartao.getByRole('button', { name: `Histórico de ${NOME}` });
  await abrirHistorico.click();
  const gaveta = page.getByRole('dialog', { name: `Histórico de ${NOME}` });
  await expect(gaveta).toBeVisible();
  const entradas = gaveta.getByRole('listitem');
  await expect(entradas.first()).toContainText(EQUIPE_DEMO.parametros.nome);
  await expect(entradas.first()).toContainText(`${original} → ${novo}`);
  await expect(entradas.first()).toContainText('Motivo: Arquivos de exames maiores');
  await expectAccessible(page, 'Parâmetros (histórico)');

  // Back to the value before: the seed's entry, which left it.
  const anterior = entradas.filter({ hasText: 'Banco de dados' }).first();
  await expect(anterior).toContainText(`→ ${original}`);
  await anterior.getByRole('button', { name: 'Restaurar este valor' }).click();
  await anterior.getByRole('button', { name: 'Confirmar restauração' }).click();
  await expect(gaveta.getByText('Valor restaurado.')).toBeVisible();
  await expect(entradas.first()).toContainText(`${novo} → ${original}`);
  await expect(entradas.first()).toContainText('Restauração do valor de');
  await page.keyboard.press('Escape');
  await expect(gaveta).toBeHidden();
  await expect(abrirHistorico).toBeFocused();
  await expect(valorAtual).toHaveText(original);
});

test('a scheduled maintenance shows its window and refuses an end before its start', async ({ page }) => {
  expectConsoleErrors(failedCall(422, URL_MANUTENCAO));
  await entrarNoConsole(page, 'parametros', 'manutencao');
  await page.getByRole('radio', { name: 'Agendada' }).check();
  await page.getByLabel('Início').fill('2099-12-01T22:00');
  await page.getByLabel('Fim (opcional)').fill('2099-12-01T21:00');
  await page.getByRole('button', { name: 'Salvar manutenção' }).click();
  await expect(page.getByText('O fim da manutenção deve ser depois do início.')).toBeVisible();
  await expect(page.getByLabel('Fim (opcional)')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'Manutenção (fim recusado)');

  await page.getByLabel('Fim (opcional)').fill('2099-12-02T02:00');
  await page.getByRole('button', { name: 'Salvar manutenção' }).click();
  await expect(
    page.getByText('Manutenção agendada para 01/12/2099, 22:00 até 02/12/2099, 02:00.'),
  ).toBeVisible();

  await page.getByRole('radio', { name: 'Desligada' }).check();
  await page.getByRole('button', { name: 'Salvar manutenção' }).click();
  await expect(page.getByText('O portal não está em manutenção.')).toBeVisible();
});

test(
  'on a phone the editor, the history drawer and the maintenance form fit the width',
  PHONE_ONLY,
  async ({ page }) => {
    const longo = 'REEMBOLSO_ARQUIVOS_BOLETINS_ATENDIMENTO';
    await entrarNoConsole(page, 'parametros', 'parametros');
    const cartao = page.getByRole('article', { name: longo });
    await cartao.getByRole('button', { name: `Alterar ${longo}` }).click();
    await expect(cartao.getByLabel('Novo valor')).toBeVisible();
    await expectAccessible(page, 'Parâmetros (celular, editando)');
    await cartao.getByRole('button', { name: 'Cancelar' }).click();
    await cartao.getByRole('button', { name: `Histórico de ${longo}` }).click();
    const gaveta = page.getByRole('dialog', { name: `Histórico de ${longo}` });
    await expect(gaveta.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'Parâmetros (celular, histórico)');
    await gaveta.getByRole('button', { name: 'Fechar' }).click();
    await expect(gaveta).toBeHidden();

    await page.goto(caminhoConsole('manutencao'));
    await page.getByRole('radio', { name: 'Agendada' }).check();
    await expect(page.getByLabel('Início')).toBeVisible();
    await expectAccessible(page, 'Manutenção (celular)');
  },
);
