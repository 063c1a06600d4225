// Decorates the app with `notify`: messages leave in the background, so an answer never waits for (or
// reveals, by its timing) a delivery; failures are logged. Pending deliveries finish before the app closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { parametrosOperadora } from '../../db/schema/operator.js';
import { createOutboxNotifier, outboxFileIn } from './outbox-notifier.js';
import { createHttpSmsNotifier } from './sms-notifier.js';
import { createSmtpNotifier } from './smtp-notifier.js';
import type { Aviso } from './caixa-duravel.js';
import type { Notification, Notifier } from './notifier.js';

export interface NotifyDispatcher {
  /** Sends in the background; never throws. */
  dispatch(notification: Notification): void;
  /**
   * Hands one message to its channel now and says how it went (rejects on failure): the durable outbox
   * (caixa-duravel.ts) records the outcome and retries.
   */
  enviar(notification: Notification): Promise<void>;
  /** Work in the background that `drain` (and closing the app) must wait for; never rejects. */
  acompanhar(trabalho: Promise<unknown>): void;
  /**
   * A member notice of the catalogue (issue 42): recorded in the durable outbox and sent on the channels
   * the one place decides (caixa-duravel.ts, quem-e-por-onde.ts). Never rejects.
   */
  avisar(aviso: Aviso): Promise<void>;
  /** Resolves when every message dispatched so far has been handed over (or failed). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notify: NotifyDispatcher;
  }
}

function notifyPlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  const { config, db, clock } = app.ctx;
  const outbox = createOutboxNotifier({ db, clock, log: app.log, file: outboxFileIn(config.dataDir) });
  // The sender's name is the operator's short name as the console's brand last published it (issue 38).
  const nomeRemetente = () =>
    db
      .select({ valor: parametrosOperadora.valor })
      .from(parametrosOperadora)
      .where(eq(parametrosOperadora.nome, 'NOME_ABREVIADO'))
      .then(([linha]) => linha?.valor ?? null);
  const smtp = config.notify.smtp ? createSmtpNotifier(config.notify.smtp, nomeRemetente) : undefined;
  const sms = config.notify.sms ? createHttpSmsNotifier(config.notify.sms) : undefined;
  const channels: Record<Notification['canal'], Notifier> = { EMAIL: smtp ?? outbox, SMS: sms ?? outbox };
  const pending = new Set<Promise<unknown>>();
  const acompanhar = (trabalho: Promise<unknown>): void => {
    const tracked = trabalho.catch(() => undefined).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  app.decorate('notify', {
    dispatch(notification) {
      acompanhar(
        channels[notification.canal].send(notification).catch((error: unknown) => {
          app.log.error({ err: error, canal: notification.canal }, 'falha ao entregar mensagem');
        }),
      );
    },
    enviar: (notification) => channels[notification.canal].send(notification),
    acompanhar,
    // app.avisos is decorated right after this plugin (app.ts); read at call time. Tracked from the start: a
    // caller that does not wait for it (lgpd.service.ts's notice to the replaced e-mail) is still waited for by
    // `drain` and by closing, where before only its deliveries were, once its row had been written.
    avisar(aviso) {
      const publicacao = app.avisos.publicar(aviso);
      acompanhar(publicacao);
      return publicacao;
    },
    async drain() {
      // A tracked task may track another (a publication, then its first try): wait until none is left.
      while (pending.size > 0) await Promise.all([...pending]);
    },
  } satisfies NotifyDispatcher);

  app.addHook('onClose', async () => {
    await app.notify.drain();
    smtp?.close();
  });
  done();
}

export const notify = fp(notifyPlugin, { name: 'portal-notify' });
