// Playwright global setup: a real SMTP server on 127.0.0.1 (smtp-server) for the portal under test to
// deliver its e-mail to. Messages are kept as JSON files (mail.ts reads them from the journeys' workers).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR, SMTP_SINK_PORT, type ReceivedMail } from './mail';

/** Quoted-printable bodies and RFC 2047 headers, as nodemailer writes pt-BR text. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function parse(raw: string): Omit<ReceivedMail, 'receivedAt'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  const subject = header('Subject').replace(
    /=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi,
    (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
  return { to: header('To'), subject, text: text.replace(/\r\n/g, '\n') };
}

export default async function startMailSink(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          ...parse(Buffer.concat(chunks).toString('utf8')),
          receivedAt: Date.now(),
        };
        mkdirSync(MAIL_DIR, { recursive: true });
        n += 1;
        writeFileSync(
          resolve(MAIL_DIR, `${String(Date.now()).padStart(15, '0')}-${String(n).padStart(5, '0')}.json`),
          JSON.stringify(mail),
        );
        callback();
      });
    },
  });
  await new Promise<void>((ready, fail) => {
    server.on('error', fail);
    server.listen(SMTP_SINK_PORT, '127.0.0.1', () => ready());
  });
  return () => new Promise<void>((done) => server.close(() => done()));
}
