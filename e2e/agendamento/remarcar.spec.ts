// Remarcar (issue 37): from an appointment card, in one step — the dialog offers the days and times the
// beneficiary can take for the same speciality and clinic; confirming moves the appointment (the old one is
// released only when the new one is booked) and the list shows it at its new time, the old one in the
// history as cancelled. Pressing "Remarcar" before choosing says what is missing. At 360 px the dialog fits
// the screen without sideways scroll.
import { ROUTES } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { expect, FRESH_PASSWORD, PHONE, test } from '../support/family';
import { bannerMessage, successBanner } from '../support/feedback';
import { loginTo } from '../meus-dados/plano-support';
import { baixarIcs, cards, historico, proximas } from './agendamento-support';

test('a titular reschedules an appointment from its card in one step', PHONE, async ({ page, family }) => {
  await loginTo(page, family.titular.cpf, ROUTES.agendamento.path, FRESH_PASSWORD);
  const lista = cards(proximas(page));
  await expect(lista).toHaveCount(3);
  const card = lista.first();
  const nomeAntes = (await card.getByRole('heading').getAttribute('aria-label'))!; // 'Cardiologia, Qui, …'
  const especialidade = nomeAntes.split(',')[0]!;
  await card.getByRole('button', { name: /^Remarcar/ }).click();

  const dialogo = page.getByRole('alertdialog', { name: 'Remarcar consulta' });
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toContainText(nomeAntes);
  const dias = dialogo.getByRole('region', { name: 'Dia' }).getByRole('button');
  await expect(dias.first()).toBeVisible();
  // Nothing chosen yet: the dialog says what is missing, nothing moves.
  await dialogo.getByRole('button', { name: 'Remarcar', exact: true }).click();
  await expect(dialogo.getByRole('alert')).toHaveText('Escolha o novo horário.');

  // The window's last day (the family's appointments are in its first week), its last time.
  const ultimo = dias.last();
  const data = (await ultimo.getAttribute('aria-label'))!.slice(-10); // 'dd/mm/yyyy'
  await ultimo.click();
  await expect(ultimo).toHaveAttribute('aria-pressed', 'true');
  const horarios = dialogo.getByRole('region', { name: /^Horários livres em / }).getByRole('button');
  await expect(dialogo.getByRole('heading', { name: new RegExp(`${data}$`) })).toBeVisible();
  const horario = horarios.last();
  const hora = ((await horario.locator('span').first().textContent()) ?? '').trim();
  await horario.click();
  await expect(horario).toHaveAttribute('aria-pressed', 'true');
  await expect(dialogo.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page, 'agendamento: remarcar');
  // The dialog fits a phone's width: no sideways scroll inside it or on the page.
  expect(await dialogo.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await dialogo.getByRole('button', { name: `Remarcar para as ${hora}` }).click();
  await expect(dialogo).toBeHidden();
  await expect(bannerMessage(successBanner(page))).toHaveText(
    new RegExp(`^Consulta remarcada para ${data.replace(/\//g, '\\/')} às ${hora}\\. Protocolo n° \\d+\\.$`),
  );
  // Still three upcoming: the moved one at its new time, the old time gone; the old one in the history.
  await expect(lista).toHaveCount(3);
  await expect(
    lista.filter({
      has: page.getByRole('heading', { name: new RegExp(`^${especialidade}, .*${data} às ${hora}$`) }),
    }),
  ).toHaveCount(1);
  await expect(
    lista.filter({ has: page.getByRole('heading', { name: nomeAntes, exact: true }) }),
  ).toHaveCount(0);
  await expect(
    cards(historico(page)).filter({ has: page.getByRole('heading', { name: nomeAntes, exact: true }) }),
  ).toHaveCount(1);
  await expect(proximas(page).getByRole('heading', { name: 'Próximas consultas' })).toBeFocused();

  // "Adicionar à agenda" on the moved card: the .ics of the new time (São Paulo is UTC−3).
  const movida = lista.filter({ hasText: `${data} às ${hora}` });
  const ics = await baixarIcs(page, movida.getByRole('button', { name: /^Adicionar à agenda/ }));
  const [dia, mes, ano] = data.split('/');
  const utc = new Date(`${ano}-${mes}-${dia}T${hora}:00-03:00`).toISOString().replace(/[-:]|\.\d{3}/g, '');
  expect(ics.nome).toMatch(new RegExp(`^consulta-[a-z-]+-${ano!}-${mes!}-${dia!}\\.ics$`));
  expect(ics.texto).toContain(`\r\nDTSTART:${utc}\r\n`);
  expect(ics.texto.replace(/\r\n /g, '')).toContain('Como chegar: https://www.google.com/maps/');
});
