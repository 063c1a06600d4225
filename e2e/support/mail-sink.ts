// Playwright global setup: a real SMTP server on 127.0.0.1 (smtp-server) for the portal under test to
// deliver its e-mail to. Messages are kept as JSON files (mail.ts reads them from the journeys' workers).
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
// One MIME reader with the server's SMTP tests.
import { parseMessage } from '@portal/test-support/mime';
import { MAIL_DIR, SMTP_SINK_PORT, type ReceivedMail } from './mail';

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
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          receivedAt: Date.now(),
        };
        mkdirSync(MAIL_DIR, { recursive: true });
        n += 1;
        const name = resolve(
          MAIL_DIR,
          `${String(Date.now()).padStart(15, '0')}-${String(n).padStart(5, '0')}`,
        );
        // Written whole, then given its .json name: a journey reading the folder meanwhile saw a file half
        // written once ("Unexpected end of JSON input", a flaky CI rehearsal run); a rename is atomic.
        writeFileSync(`${name}.tmp`, JSON.stringify(mail));
        renameSync(`${name}.tmp`, `${name}.json`);
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
