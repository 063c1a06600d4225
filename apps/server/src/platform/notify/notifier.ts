// One interface for every message the portal sends a member (codes, security notices); the channel
// implementations are chosen by configuration in create-notifier.ts.
import type { CanalNotificacao } from '../../db/schema/lifecycle.js';

export interface Notification {
  canal: CanalNotificacao;
  /** E-mail address, or mobile phone digits (DDD + number) for SMS. */
  destino: string;
  assunto: string;
  texto: string;
  /**
   * Files an e-mail carries (the appointment's .ics, issue 37). SMTP attaches them; the local outbox keeps
   * them with the message (its row and the mailbox file); SMS has no attachments.
   */
  anexos?: readonly Anexo[];
}

export interface Anexo {
  nome: string;
  tipo: string;
  conteudo: string;
}

export interface Notifier {
  send(notification: Notification): Promise<void>;
}
