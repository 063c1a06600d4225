// Novo Agendamento (issue 16): a fresh family's titular books a Cardiologia slot — the time is held with a
// live countdown, holding another time moves the hold, the booking gives a protocol — and the booked time
// leaves the free list and joins "Próximas consultas". A hold that runs out says so and frees the time.
import { AGENDAMENTO_MESSAGES, MESSAGES, ROUTES } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { expect, FRESH_PASSWORD, PHONE, test } from '../support/family';
import { bannerMessage } from '../support/feedback';
import { clickHomeInMenu } from '../support/shell';
import { loginTo } from '../meus-dados/plano-support';
import {
  cards,
  descreverHorario,
  dias,
  escolherEspecialidade,
  horarios,
  linkPublicoEnviado,
  proximas,
} from './agendamento-support';
import { naTela } from '../support/rotas';
import { agendamentosEndpoints } from '@portal/domain/contract/saude/agendamentos';
import { daApi } from '../support/api';

const PATH = ROUTES.novoAgendamento.path;
const COUNTDOWN = /^Horário reservado para você por mais \d{1,2}:\d{2}$/;

test(
  'a titular holds a Cardiologia time, books it, and the time leaves the free list',
  PHONE,
  async ({ page, family }) => {
    test.slow(); // four states scanned in both themes
    await loginTo(page, family.titular.cpf, PATH, FRESH_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Novo Agendamento' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `Nova consulta para ${family.titular.nome}` }),
    ).toBeVisible();
    await expect(page.getByLabel('Unidade')).toBeDisabled();
    await escolherEspecialidade(page, 'Cardiologia');
    await expect(page.getByLabel('Unidade')).toHaveValue('');
    await expect(page.getByLabel('Unidade').locator('option').first()).toHaveText('Todas as unidades');
    // The window's last day: the family's seeded appointments are all in its first week (no overlap).
    const ultimo = dias(page).last();
    const nomeDoDia = (await ultimo.getAttribute('aria-label'))!; // 'Seg, 14/12/2026'
    const data = nomeDoDia.slice(-10);
    await ultimo.click();
    await expect(ultimo).toHaveAttribute('aria-pressed', 'true');
    // The heading says the weekday in full.
    await expect(page.getByRole('heading', { name: /^Horários livres em / })).toHaveText(
      new RegExp(`^Horários livres em [a-zç]+(-feira)?, ${data}$`),
    );
    await expect(horarios(page).first()).toBeVisible();
    await expectAccessible(page, 'novo agendamento: horários');

    // Hold the first time (keyboard), then the second: the hold moves, the countdown runs.
    const primeiro = horarios(page).first();
    await primeiro.focus();
    await page.keyboard.press('Enter');
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(COUNTDOWN);
    await expect(primeiro).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Confirme o agendamento' })).toBeFocused();
    const antes = (await timer.textContent())!;
    await expect(timer).not.toHaveText(antes); // it counts down
    const segundo = horarios(page).nth(1);
    const escolhido = await descreverHorario(segundo);
    await segundo.click();
    await expect(segundo).toHaveAttribute('aria-pressed', 'true');
    await expect(primeiro).toHaveAttribute('aria-pressed', 'false');
    await expect(horarios(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
    const reserva = page.getByRole('region', { name: 'Confirme o agendamento' });
    await reserva.getByRole('radio', { name: 'E-mail' }).check();
    await expectAccessible(page, 'novo agendamento: horário reservado');

    const enviadoDesde = Date.now();
    await reserva.getByRole('button', { name: 'Confirmar agendamento' }).click();
    const concluido = page.getByRole('heading', { name: 'Consulta agendada' });
    await expect(concluido).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Consulta agendada para' })).toHaveText(
      /^Consulta agendada para \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\. Protocolo n° \d+\.$/,
    );
    await expectAccessible(page, 'novo agendamento: concluído');
    // The notice went to the e-mail chosen, with the appointment's public link.
    expect(await linkPublicoEnviado(family.titular.email!, enviadoDesde)).toMatch(
      /^\/servicos\/agendamento\//,
    );

    // The same day again: the booked time is no longer offered.
    await page.getByRole('button', { name: 'Agendar outra consulta' }).click();
    await escolherEspecialidade(page, 'Cardiologia');
    await page.getByRole('button', { name: nomeDoDia, exact: true }).click();
    await expect(
      page.getByRole('heading', { name: new RegExp(`^Horários livres em .*${data}$`) }),
    ).toBeVisible();
    await expect(horarios(page).first()).toBeVisible();
    await expect(horarios(page).filter({ hasText: escolhido })).toHaveCount(0);

    // And it is among the upcoming appointments.
    await page.goto(ROUTES.agendamento.path);
    const hora = escolhido.slice(0, 5);
    await expect(
      cards(proximas(page))
        .filter({ hasText: 'Cardiologia' })
        .filter({ hasText: `às ${hora}` }),
    ).not.toHaveCount(0);
  },
);

test('a hold that runs out frees the time and says so; "Voltar" and leaving give it back', async ({
  page,
  family,
}) => {
  await page.clock.install();
  const reservar = async () => {
    await escolherEspecialidade(page, 'Clínica Médica');
    await dias(page).last().click();
    await horarios(page).first().click();
    await expect(page.getByRole('timer')).toHaveText(COUNTDOWN);
  };
  const liberacao = () =>
    page.waitForRequest((r) => r.method() === 'DELETE' && daApi(agendamentosEndpoints.liberar, r.url()));
  await loginTo(page, family.titular.cpf, PATH, FRESH_PASSWORD);
  await reservar();
  // "Voltar": the hold is released and the booking panel closes.
  const voltou = liberacao();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await voltou;
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(horarios(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);

  // Leaving while a time is held asks first; leaving gives the time back.
  await horarios(page).first().click();
  await expect(page.getByRole('timer')).toHaveText(COUNTDOWN);
  await clickHomeInMenu(page);
  const pergunta = page.getByRole('alertdialog', { name: MESSAGES.leaveTitle });
  await pergunta.getByRole('button', { name: MESSAGES.leaveCancel }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  const saiu = liberacao();
  await clickHomeInMenu(page);
  await pergunta.getByRole('button', { name: MESSAGES.leaveConfirm }).click();
  await saiu;
  await expect(page).toHaveURL(naTela('home'));

  // A hold that runs out: the member is told, the time is free again.
  await page.goto(PATH);
  await reservar();
  await page.clock.fastForward('10:01');
  await expect(bannerMessage(page.locator('[data-alerta-banner="atencao"]'))).toHaveText(
    AGENDAMENTO_MESSAGES.holdExpired,
  );
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(horarios(page).first()).toHaveAttribute('aria-pressed', 'false');
});
