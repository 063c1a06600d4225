// The console's parameters (issue 38): a parameter change is refused with the catalogue's reason, then accepted,
// and reverted from its history; the screen, with the refusal and the history drawer open, is scanned by both
// accessibility engines in both themes. On the terms portal (playwright.config.ts), not the shared one: the file
// size limit it changes is read by every upload journey, and while it was changed — or after a failure left it
// changed — they saw another limit (a CI rehearsal: the photo no longer needed compressing).
import { consoleParametrosCalls } from '@portal/domain/contract/calls/console/parametros';
import { CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import { endpointPath } from '@portal/domain/contract/endpoint';
import { EQUIPE_DEMO } from '@portal/test-support/console-demo';
import { expectAccessible } from '../support/a11y';
import { entrarNoConsole } from '../support/console';
import { expect, expectConsoleErrors, failedCall, test } from '../support/test';

const NOME = 'TAMANHO_MAXIMO_ARQUIVO_MB';
const URL_ALTERAR = `${CONSOLE_PREFIX}${endpointPath(consoleParametrosCalls.alterar.path, { nome: NOME })}`;

test('a parameter change is refused with the catalogue’s reason, then accepted and reverted', async ({
  page,
}) => {
  test.slow(); // a long screen scanned three times in both themes: 38 s on a quiet machine, over 60 s on a slow one
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
