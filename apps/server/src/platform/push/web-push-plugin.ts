// Decorates the app with `push` (platform/notify/canal-push.ts): the Web Push channel the durable outbox hands
// its PUSH deliveries to (issue 42, decisions 0052 and 0053).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CanalPush } from '../notify/canal-push.js';
import { enviarPush, temAssinatura } from './envio-push.js';
import { vapidDe } from './vapid.js';

function webPushPlugin(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  const { config, db, clock } = app.ctx;
  const opcoes = {
    db,
    clock,
    log: app.log,
    vapid: () => vapidDe(config),
    origensExtras: config.push.origensExtras,
  };
  app.decorate('push', {
    temDispositivo: (pessoaId) => temAssinatura(db, pessoaId),
    enviar: (pessoaId, mensagem) => enviarPush(opcoes, pessoaId, mensagem),
  } satisfies CanalPush);
  done();
}

export const webPush = fp(webPushPlugin, { name: 'portal-web-push' });
