// E-mail over SMTP with nodemailer (STARTTLS when the server offers it, or TLS from the start).
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config/notify.js';
import type { Notifier } from './notifier.js';

export function createSmtpNotifier(config: SmtpConfig): Notifier & { close(): void } {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ canal, destino, assunto, texto, anexos }) {
      if (canal !== 'EMAIL') throw new Error(`SMTP só entrega e-mail, não ${canal}`);
      await transport.sendMail({
        from: config.from,
        to: destino,
        subject: assunto,
        text: texto,
        attachments: anexos?.map((a) => ({ filename: a.nome, contentType: a.tipo, content: a.conteudo })),
      });
    },
    close: () => transport.close(),
  };
}
