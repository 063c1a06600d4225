// E-mail over SMTP with nodemailer (STARTTLS when the server offers it, or TLS from the start), from the
// operator's current short name.
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config/notify.js';
import type { Notifier } from './notifier.js';

/**
 * The From header with the operator's current short name (issue 38: the brand the console publishes writes
 * NOME_ABREVIADO) in place of the configured display name; the configured address stays.
 */
export function remetente(from: string, nome: string | null): string | { name: string; address: string } {
  if (!nome?.trim()) return from;
  const address = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name: nome.trim(), address };
}

/** `nomeRemetente`: the operator's short name when a message leaves (read per message: a brand may change). */
export function createSmtpNotifier(
  config: SmtpConfig,
  nomeRemetente: () => Promise<string | null> = () => Promise.resolve(null),
): Notifier & { close(): void } {
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
        from: remetente(config.from, await nomeRemetente().catch(() => null)),
        to: destino,
        subject: assunto,
        text: texto,
        attachments: anexos?.map((a) => ({ filename: a.nome, contentType: a.tipo, content: a.conteudo })),
      });
    },
    close: () => transport.close(),
  };
}
