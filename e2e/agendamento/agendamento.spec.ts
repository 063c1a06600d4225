// Agendamento (issue 16): a fresh family's titular sees the upcoming appointments the seed gave them (two
// of one speciality, one of another) and the history, confirms one, and cancels "all of the speciality"
// after the dialog lists exactly those; the others stay. Keyboard: Escape closes the dialog and gives the
// focus back to the card's button.
import { AGENDAMENTO_MESSAGES, appointmentsCancelled, ROUTES } from '@portal/domain';
import type { Locator } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, FRESH_PASSWORD, PHONE, test } from '../support/family';
import { bannerMessage, successBanner } from '../support/feedback';
import { loginTo } from '../meus-dados/plano-support';
import { cards, historico, proximas } from './agendamento-support';

const PATH = ROUTES.agendamento.path;
const especialidadeDe = async (card: Locator) =>
  ((await card.getByRole('heading').locator('span').first().textContent()) ?? '').trim();

test(
  'a titular confirms an appointment and cancels every one of a speciality after seeing the list',
  PHONE,
  async ({ page, family }) => {
    test.slow(); // three states scanned in both themes
    await loginTo(page, family.titular.cpf, PATH, FRESH_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Agendamento' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Consultas de ${family.titular.nome}` })).toBeVisible();
    const lista = cards(proximas(page));
    await expect(lista).toHaveCount(3);
    // Spec §2 card: weekday in 3 letters, date with slashes, time in 5 characters; the badge; the place.
    const primeira = lista.first();
    await expect(primeira.getByRole('heading')).toHaveAccessibleName(
      /^[^,]+, [A-Z][a-zçá]{2}, \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/,
    );
    await expect(primeira.locator('[data-status]')).toHaveText('Agendado');
    await expect(primeira.getByRole('link', { name: /Como chegar/ })).toHaveAttribute('href', /maps/);
    await expect(page.getByRole('link', { name: 'Novo agendamento' })).toHaveAttribute(
      'href',
      ROUTES.novoAgendamento.path,
    );
    await expectAccessible(page, 'agendamento: próximas consultas');

    // Confirm the first one: its badge turns to Confirmado and the button goes.
    const nomePrimeira = (await primeira.getByRole('heading').getAttribute('aria-label'))!;
    await primeira.getByRole('button', { name: /^Confirmar presença/ }).click();
    await expect(bannerMessage(successBanner(page))).toHaveText(AGENDAMENTO_MESSAGES.confirmed);
    const confirmada = lista.filter({ has: page.getByRole('heading', { name: nomePrimeira }) });
    await expect(confirmada.locator('[data-status]')).toHaveText('Confirmado');
    await expect(confirmada.getByRole('button', { name: /^Confirmar presença/ })).toHaveCount(0);

    // The speciality with two upcoming appointments.
    const especialidades = await Promise.all((await lista.all()).map(especialidadeDe));
    const repetida = especialidades.find((e, i) => especialidades.indexOf(e) !== i)!;
    expect(repetida, `especialidade com duas consultas em ${especialidades.join(', ')}`).toBeTruthy();
    const daEspecialidade = lista.filter({
      has: page.getByRole('heading', { name: new RegExp(`^${repetida}`) }),
    });
    await expect(daEspecialidade).toHaveCount(2);
    const nomes = await Promise.all(
      (await daEspecialidade.getByRole('heading').all()).map(
        async (h) => (await h.getAttribute('aria-label'))!,
      ),
    );

    // Escape: nothing cancelled, focus back on the button.
    const cancelar = daEspecialidade.last().getByRole('button', { name: /^Cancelar/ });
    await cancelar.click();
    const dialogo = page.getByRole('alertdialog', { name: 'Cancelar consulta' });
    await expect(dialogo).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialogo).toBeHidden();
    await expect(cancelar).toBeFocused();

    // Keyboard only: open; "only this one" comes chosen (issue 37), both radios drawn at one size; choose
    // "all", read the list.
    await page.keyboard.press('Enter');
    await expect(dialogo).toBeVisible();
    const somente = dialogo.getByRole('radio', { name: 'Cancelar somente esta consulta' });
    const todasOpcao = dialogo.getByRole('radio', {
      name: 'Cancelar todas as consultas desta especialidade',
    });
    await expect(somente).toBeChecked();
    const [a, b] = [await somente.boundingBox(), await todasOpcao.boundingBox()];
    expect([a!.width, a!.height]).toEqual([b!.width, b!.height]);
    await todasOpcao.check();
    const alvo = dialogo.getByRole('list', { name: 'Serão canceladas estas 2 consultas:' });
    await expect(alvo.getByRole('listitem')).toHaveCount(2);
    for (const nome of nomes) await expect(alvo).toContainText(nome);
    await expectAccessible(page, 'agendamento: cancelar todas da especialidade');
    await dialogo.getByRole('button', { name: 'Cancelar 2 consultas' }).click();
    await expect(bannerMessage(successBanner(page))).toHaveText(appointmentsCancelled(2));

    // The other speciality stays; the two are in the history as cancelled.
    await expect(lista).toHaveCount(1);
    await expect(lista.first().getByRole('heading')).not.toContainText(repetida);
    const canceladas = cards(historico(page)).filter({ has: page.locator('[data-status="INDISPONIVEL"]') });
    await expect(canceladas.filter({ hasText: repetida })).toHaveCount(2);
    await expect(canceladas.first().getByRole('button')).toHaveCount(0);
    await expect(proximas(page).getByRole('heading', { name: 'Próximas consultas' })).toBeFocused();

    // The one left is alone in its speciality: no question, "Cancelar consulta" cancels it at once.
    await lista
      .first()
      .getByRole('button', { name: /^Cancelar/ })
      .click();
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByRole('radio')).toHaveCount(0);
    await dialogo.getByRole('button', { name: 'Cancelar consulta' }).click();
    await expect(bannerMessage(successBanner(page))).toHaveText(AGENDAMENTO_MESSAGES.cancelled);
    await expect(lista).toHaveCount(0);
  },
);
