// What the scheduling journeys share: the regions and cards of /agendamento, the steps of
// /novo-agendamento, and the public link a booking notice carries (read from the e-mail sink).
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { readMail } from '../support/mail';

export const proximas = (page: Page): Locator => page.getByRole('region', { name: 'Próximas consultas' });
export const historico = (page: Page): Locator => page.getByRole('region', { name: 'Histórico' });
export const cards = (region: Locator): Locator => region.getByRole('article');

/** The speciality's select, the day buttons and the free times of /novo-agendamento. */
export const dias = (page: Page): Locator => page.getByRole('region', { name: 'Dia' }).getByRole('button');
export const horarios = (page: Page): Locator =>
  page.getByRole('region', { name: /^Horários livres em / }).getByRole('button');

export async function escolherEspecialidade(page: Page, nome: string): Promise<void> {
  await page.getByLabel('Especialidade').selectOption({ label: nome });
  await expect(dias(page).first()).toBeVisible();
  await expect(dias(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
}

/** The time of a free-slot button ('09:30') and who attends, as the list shows them. */
export async function descreverHorario(button: Locator): Promise<string> {
  return ((await button.textContent()) ?? '').trim();
}

const LINK = /https?:\/\/[^\s"<>]+(\/servicos\/agendamento\/[A-Za-z0-9_-]{20,})/;

/** The path of the public link in the newest message to `to` since `since` (the booking notice). */
export async function linkPublicoEnviado(to: string, since: number): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      () => {
        const mail = readMail()
          .filter((m) => m.to.includes(to) && m.receivedAt >= since && LINK.test(m.text))
          .at(-1);
        path = mail ? LINK.exec(mail.text)?.[1] : undefined;
        return path !== undefined;
      },
      { message: `link de agendamento no e-mail para ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return path!;
}

/** Books the first free time of the speciality's first day (notice by e-mail); answers the time booked. */
export async function agendarPrimeiroHorario(page: Page, especialidade: string): Promise<string> {
  await escolherEspecialidade(page, especialidade);
  const horario = horarios(page).first();
  const descricao = await descreverHorario(horario);
  await horario.click();
  const reserva = page.getByRole('region', { name: 'Confirme o agendamento' });
  await reserva.getByRole('radio', { name: 'E-mail' }).check();
  await reserva.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByRole('heading', { name: 'Consulta agendada' })).toBeVisible();
  return descricao;
}

/** Presses "Adicionar à agenda" and reads the .ics the browser saved (issue 37). */
export async function baixarIcs(page: Page, botao: Locator): Promise<{ nome: string; texto: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), botao.click()]);
  return { nome: download.suggestedFilename(), texto: await readFile(await download.path(), 'utf8') };
}
