// One interface for every message the portal sends a member (codes, security notices); the channel
// implementations are chosen by configuration in create-notifier.ts.
import type { CanalNotificacao } from '../../db/schema/lifecycle.js';

export interface Notification {
  canal: CanalNotificacao;
  /** E-mail address, or mobile phone digits (DDD + number) for SMS. */
  destino: string;
  assunto: string;
  texto: string;
}

export interface Notifier {
  send(notification: Notification): Promise<void>;
}
