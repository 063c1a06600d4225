// The embedded default when neither SMTP nor an SMS provider is configured (a local try-out, or production
// only with PORTAL_DEMO=true): each message is written to the caixa_saida_notificacoes table and appended to a
// plain-text mailbox file in DATA_DIR (`caixa-de-saida.txt`), where the person trying the portal reads the
// code they were sent. The server log says only that a message was written there: logs are for operators, and
// a code, an address or a phone number in them would be a second copy of member data (issue 18).
//
// The row keeps the message whole, its attachments included (issue 37: the appointment's .ics), and the file
// shows each attached file after the text, so a message sent again from its row (reenviar.ts) or read in the
// file is the one the member got. The files are kept as sent rather than made again from the appointment when
// sent again: an .ics is about a kilobyte, and one made later would describe the appointment as it is then
// (moved, cancelled) while the text still says what it said — the attachment must match the message.
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';
import type { Clock } from '../clock.js';
import type { Notifier } from './notifier.js';

/** The local mailbox file of a data folder. */
export const outboxFileIn = (dataDir: string): string => join(dataDir, 'caixa-de-saida.txt');

/**
 * Appends one entry to the local mailbox file. Best effort: the table keeps the message, so a folder that
 * cannot be written (tests point DATA_DIR nowhere) costs only a warning without the contents.
 */
export async function appendToOutboxFile(options: {
  file: string;
  log: FastifyBaseLogger;
  at: Date;
  title: string;
  body: string;
}): Promise<void> {
  const entry = `=== ${options.at.toISOString()} — ${options.title}\n${options.body}\n\n`;
  try {
    await appendFile(options.file, entry, { encoding: 'utf8', mode: 0o600 });
  } catch (error) {
    options.log.warn({ code: (error as NodeJS.ErrnoException).code }, 'caixa de saída: arquivo indisponível');
  }
}

export function createOutboxNotifier(options: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  file: string;
}): Notifier {
  return {
    async send({ anexos = [], ...notification }) {
      const at = options.clock();
      await options.db.insert(caixaSaidaNotificacoes).values({
        ...notification,
        anexos: anexos.map(({ nome, tipo, conteudo }) => ({ nome, tipo, conteudo })),
        createdAt: at,
      });
      await appendToOutboxFile({
        file: options.file,
        log: options.log,
        at,
        title: `${notification.canal} para ${notification.destino}: ${notification.assunto ?? ''}`,
        body: [
          notification.texto,
          ...anexos.map((a) => `--- anexo ${a.nome} (${a.tipo})\n${a.conteudo.trimEnd()}`),
        ].join('\n\n'),
      });
      options.log.info(
        { canal: notification.canal, arquivo: options.file },
        'caixa de saída: mensagem gravada',
      );
    },
  };
}
