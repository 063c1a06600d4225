// What the operator's integration command runs with: a leaf that comando.ts and eventos-comando.ts (which
// comando.ts dispatches to) both import, so neither imports the other for the type.
import type { Database } from '../../db/client.js';
import type { Clock, RandomBytes } from '../clock.js';

export interface ComandoContexto {
  db: Database;
  clock: Clock;
  random: RandomBytes;
  /** INTEGRACAO_CHAVE_WEBHOOKS as the config holds it: encrypts a webhook's signing secret. */
  chaveWebhooks: Buffer;
  /** NODE_ENV=production: a webhook URL must be https to a public name or address (destino-webhook.ts). */
  producao: boolean;
  /** INTEGRACAO_MAX_POR_MINUTO: the limit of a client without its own (shown by listar). */
  limitePadrao: number;
  /** Where the answer goes (stdout in the command). */
  escrever: (linha: string) => void;
}
