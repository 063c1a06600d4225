// Where integration tests read the codes the portal sent: the outbox table (the embedded default) or a
// real SMTP server on loopback (smtp-server), as a member's mail provider would receive them.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { parseMessage, type ReceivedMessage } from '@portal/test-support/mime';
import type { Database } from '../db/client.js';
import { caixaSaidaNotificacoes } from '../db/schema/lifecycle.js';

export type { ReceivedMessage };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `read` finds something (deliveries leave in the background) or fails after ~5 s. */
export async function eventually<T>(
  read: () => Promise<T | undefined> | T | undefined,
  what: string,
): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = await read();
    if (found !== undefined) return found;
    await sleep(50);
  }
  throw new Error(`nada chegou: ${what}`);
}

/** The outbox rows sent to `destino`, oldest first. */
export function outboxFor(db: Database, destino: string) {
  return db
    .select()
    .from(caixaSaidaNotificacoes)
    .where(eq(caixaSaidaNotificacoes.destino, destino))
    .orderBy(asc(caixaSaidaNotificacoes.id));
}

/** The 6-digit code in a message ('Código: 123456' in e-mails, 'seu código é 123456' in SMS). */
export function codeIn(text: string): string {
  const match = /c[óo]digo(?: é|:) (\d{6})\b/i.exec(text);
  if (!match?.[1]) throw new Error(`sem código na mensagem: ${text}`);
  return match[1];
}

/** Waits for the n-th (1-based) outbox message to `destino` and answers it. */
export function nthOutboxMessage(db: Database, destino: string, n: number) {
  return eventually(async () => (await outboxFor(db, destino))[n - 1], `mensagem ${n} para ${destino}`);
}

export interface SmtpSink {
  port: number;
  messages: ReceivedMessage[];
  /** Waits for the n-th (1-based) message to `to`. */
  nth(to: string, n: number): Promise<ReceivedMessage>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth) keeping every message it accepts; on `port` when given
 * (a server the portal was configured for before it came up: the outbox's retry test).
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(parseMessage(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    messages,
    nth: (to, n) =>
      eventually(() => messages.filter((m) => m.to.includes(to))[n - 1], `e-mail ${n} para ${to}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
