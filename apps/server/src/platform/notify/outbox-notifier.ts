// The embedded default: each message is written to the caixa_saida_notificacoes table and printed to the
// server log, so a person trying the portal locally can read the code they were sent.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';
import type { Clock } from '../clock.js';
import type { Notifier } from './notifier.js';

export function createOutboxNotifier(options: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}): Notifier {
  return {
    async send(notification) {
      await options.db.insert(caixaSaidaNotificacoes).values({ ...notification, createdAt: options.clock() });
      options.log.info(
        { canal: notification.canal, destino: notification.destino, assunto: notification.assunto },
        `caixa de saída:\n${notification.texto}`,
      );
    },
  };
}
