// Slots you can take (issue 37): the grid never offers a time at which the beneficiary already has an
// appointment (in any speciality), and a time the member held in a session they left is offered to them
// again when they come back — pressing it holds it anew — instead of hidden until the hold runs out.
import { ROUTES } from '@portal/domain';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { loginTo } from '../meus-dados/plano-support';
import { cards, dias, escolherEspecialidade, horarios, proximas } from './agendamento-support';

const COUNTDOWN = /^Horário reservado para você por mais \d{1,2}:\d{2}$/;

test('the grid offers only times the beneficiary can take, and a left hold comes back', async ({
  page,
  browser,
  family,
}) => {
  // The titular's Cardiologia appointment: its day and time.
  await loginTo(page, family.titular.cpf, ROUTES.agendamento.path, FRESH_PASSWORD);
  const nome = (await cards(proximas(page))
    .filter({ hasText: 'Cardiologia' })
    .first()
    .getByRole('heading')
    .getAttribute('aria-label'))!; // 'Cardiologia, Qui, 03/12/2026 às 08:00'
  const [, data, hora] = /(\d{2}\/\d{2}\/\d{4}) às (\d{2}:\d{2})$/.exec(nome)!;

  // Clínica Médica on that day: that time is not offered (it would be refused as an overlap).
  await page.goto(ROUTES.novoAgendamento.path);
  await escolherEspecialidade(page, 'Clínica Médica');
  const dia = dias(page).and(page.locator(`[aria-label$="${data!}"]`));
  await dia.click();
  await expect(dia).toHaveAttribute('aria-pressed', 'true');
  await expect(horarios(page).first()).toBeVisible();
  await expect(horarios(page).filter({ hasText: new RegExp(`^${hora!}`) })).toHaveCount(0);

  // Hold a time on the window's last day, then leave without giving it back (the browser closes).
  await dias(page).last().click();
  const escolhido = horarios(page).first();
  const texto = ((await escolhido.textContent()) ?? '').trim();
  await escolhido.click();
  await expect(page.getByRole('timer')).toHaveText(COUNTDOWN);
  await page.context().close();

  // Back in a new session: the held time is offered, and pressing it holds it again.
  const contexto = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const novaPagina = await contexto.newPage();
  await loginTo(novaPagina, family.titular.cpf, ROUTES.novoAgendamento.path, FRESH_PASSWORD);
  await escolherEspecialidade(novaPagina, 'Clínica Médica');
  await dias(novaPagina).last().click();
  const deVolta = horarios(novaPagina).filter({ hasText: texto });
  await expect(deVolta).toHaveCount(1);
  await expect(deVolta).toHaveAttribute('aria-pressed', 'false');
  await deVolta.click();
  await expect(novaPagina.getByRole('timer')).toHaveText(COUNTDOWN);
  await expect(deVolta).toHaveAttribute('aria-pressed', 'true');
  await contexto.close();
});
