// Agendamento por link (issue 16): a notice's link opens the appointment without a login — first name,
// speciality, who attends, place with "Como chegar" and time, and its .ics (issue 37) — and confirms it once: a second tab still showing the button is refused
// with the server's words and then shows the appointment as it is. Cancelling asks first. A link that does
// not work says so and points to the login. The public page keeps the footer (spec §2).
import { AGENDAMENTO_MESSAGES, routePath } from '@portal/domain';
import { freshAgendamentoToken } from '@portal/test-support/fresh-families';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/family';
import { bannerMessage, errorBanner, successBanner } from '../support/feedback';
import { expectConsoleErrors, failedCall } from '../support/test';
import { naTela } from '../support/rotas';
import { agendamentoPublicoEndpoints } from '@portal/domain/contract/saude/agendamento-publico';
import { baixarIcs } from './agendamento-support';
import { urlDaApi } from '../support/api';

test('the link of a notice confirms the appointment without a login, once', async ({ page, family }) => {
  test.slow(); // two tabs, both themes scanned
  // The seed gives every fresh family's titular a link to their soonest Cardiologia appointment.
  const link = routePath('agendamentoPublico', freshAgendamentoToken(family.titular.cpf));
  const html = await (await page.goto(link))!.text();
  // Opened from a message on a phone: the page's chunks come with the document, not one after another.
  expect(html).toMatch(/<link rel="modulepreload"[^>]+agendamento-publico-page-/);
  await expect(
    page.getByRole('heading', { name: `Olá, ${family.titular.primeiroNome}! Esta é a sua consulta` }),
  ).toBeVisible();
  const consulta = page.getByRole('article');
  await expect(consulta.getByRole('heading')).toHaveAccessibleName(
    /^Cardiologia, [A-Z][a-zçá]{2}, \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/,
  );
  await expect(consulta.locator('[data-status]')).toHaveText('Agendado');
  // Who attends and "Como chegar", as on the signed-in card; and "Adicionar à agenda" (issue 37).
  await expect(consulta.getByRole('definition').first()).toHaveText(/^Dr/);
  await expect(consulta.getByRole('link', { name: /^Como chegar/ })).toHaveAttribute('href', /maps/);
  const ics = await baixarIcs(page, consulta.getByRole('button', { name: /^Adicionar à agenda/ }));
  expect(ics.nome).toMatch(/^consulta-cardiologia-\d{4}-\d{2}-\d{2}\.ics$/);
  expect(ics.texto).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics.texto).toMatch(/\r\nSUMMARY:Consulta de Cardiologia com Dr/);
  expect(ics.texto).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  // Only the first name: neither the full name nor the CPF; no session, so no member menu.
  await expect(page.getByText(family.titular.nome)).toHaveCount(0);
  await expect(page.getByText(family.titular.cpf)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Olá, / })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page, 'agendamento por link');

  // A second tab opened before the confirmation still offers it.
  const outra = await page.context().newPage();
  await outra.goto(link);
  await expect(outra.getByRole('button', { name: 'Confirmar presença' })).toBeVisible();

  await consulta.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(bannerMessage(successBanner(page))).toHaveText(AGENDAMENTO_MESSAGES.confirmed);
  await expect(consulta.locator('[data-status]')).toHaveText('Confirmado');
  await expect(consulta.getByRole('button', { name: 'Confirmar presença' })).toHaveCount(0);

  // The server refuses the second confirmation (409, provoked here).
  expectConsoleErrors(failedCall(409, urlDaApi(agendamentoPublicoEndpoints.confirmar)));
  await outra.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(bannerMessage(errorBanner(outra))).toHaveText(AGENDAMENTO_MESSAGES.linkCannotConfirm);
  await expect(outra.getByRole('article').locator('[data-status]')).toHaveText('Confirmado');
  await expect(outra.getByRole('button', { name: 'Confirmar presença' })).toHaveCount(0);
  await outra.close();

  // Cancelling asks first; "Voltar" keeps it.
  const cancelar = consulta.getByRole('button', { name: 'Cancelar consulta' });
  await cancelar.click();
  const dialogo = page.getByRole('alertdialog', { name: 'Cancelar consulta' });
  await dialogo.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(cancelar).toBeFocused();
  await cancelar.click();
  await dialogo.getByRole('button', { name: 'Cancelar consulta' }).click();
  await expect(bannerMessage(successBanner(page))).toHaveText(AGENDAMENTO_MESSAGES.cancelled);
  await expect(consulta.locator('[data-status]')).toHaveText('Cancelado');
  await expect(consulta.getByRole('button')).toHaveCount(0);
});

test('a link that does not work says so and points to the login', async ({ page }) => {
  expectConsoleErrors(failedCall(404, urlDaApi(agendamentoPublicoEndpoints.listagem)));
  await page.goto(routePath('agendamentoPublico', 'nao-e-um-token-valido-00000000000000000000000'));
  await expect(page.getByText(AGENDAMENTO_MESSAGES.linkInvalid)).toBeVisible();
  await page.getByRole('link', { name: 'Entrar no portal' }).click();
  await expect(page).toHaveURL(naTela('login'));
});
