// Contacts (issue 3): the operator's channels (FONE_SAC, EMAIL_SAC, FONE_SOS_EMERGENCIA, FONE_SOS_GERAL,
// FONE_ANS) with tel:, mailto: and messaging links (spec §7).
import { expect, test } from '../support/test';
import { DEMO, signInAs } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { chooseUserMenuItem } from '../support/shell';
import { naTela } from '../support/rotas';

test('the contacts screen lists the operator channels with working links', async ({ page }) => {
  await signInAs(page, DEMO.carlos.cpf);
  await chooseUserMenuItem(page, 'Carlos', 'Contatos');
  await expect(page).toHaveURL(naTela('contatos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Contatos' })).toBeVisible();
  const main = page.getByRole('main');
  for (const titulo of [
    'Central de Atendimento (SAC)',
    'E-mail do SAC',
    'SOS Emergência 24 horas',
    'SOS Geral (também por WhatsApp)',
    'Disque ANS',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: titulo })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Ligar para 0800 777 1500' })).toHaveAttribute(
    'href',
    'tel:08007771500',
  );
  await expect(main.getByRole('link', { name: 'Ligar para (19) 3256-7190' })).toHaveAttribute(
    'href',
    'tel:+551932567190',
  );
  await expect(main.getByRole('link', { name: 'sac@valeverdesaude.example' })).toHaveAttribute(
    'href',
    'mailto:sac@valeverdesaude.example',
  );
  await expect(main.getByRole('link', { name: /Conversar pelo WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/5519987001500',
  );
  await expectAccessible(page, 'contatos');
});
