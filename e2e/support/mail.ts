// E-mail in the journeys: the e2e server is configured (playwright.config.ts) to send through SMTP to a
// real SMTP server on loopback that Playwright's global setup starts (mail-sink.ts). Each message it
// receives is written as a JSON file under .e2e-mail/<port>/, where the journeys read the codes.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The SMTP sink listens 1000 above the portal's port (3100 → 4100), so parallel runs on other ports do not meet. */
export const SMTP_SINK_PORT = E2E_PORT + 1000;
export const MAIL_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../.e2e-mail', String(E2E_PORT));

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  receivedAt: number;
}

export function readMail(): ReceivedMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(resolve(MAIL_DIR, name), 'utf8')) as ReceivedMail);
}

/** The newest message to `to` received after `since` (ms) whose subject has `subject` (and text `containing`), waiting for it. */
export async function waitForMail(
  to: string,
  since: number,
  subject: string,
  /** Only a message whose text says this: several with one subject may arrive, the last one later. */
  containing = '',
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMail()
          .filter(
            (m) =>
              m.to.includes(to) &&
              m.receivedAt >= since &&
              m.subject.includes(subject) &&
              m.text.includes(containing),
          )
          .at(-1);
        return found !== undefined;
      },
      { message: `e-mail para ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export const CODE_SUBJECT = 'Seu código de verificação';
export const NOTICE_SUBJECT = 'Aviso de segurança';

/** The 6-digit code of a code message. */
export function codeIn(mail: ReceivedMail): string {
  const code = /Código: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`sem código no e-mail: ${mail.text}`);
  return code;
}
