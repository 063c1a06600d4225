// Environment of the notifier (README "Configuração"): SMTP for e-mail and an HTTP provider for SMS when
// set; without them every message goes to the outbox table and the local mailbox file (outbox-notifier.ts).
import { z } from 'zod';
import { booleanText } from './env-values.js';

export const notifyEnvShape = {
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: booleanText.default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(3).default('Portal do Beneficiário <nao-responda@localhost>'),
  SMS_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_TOKEN: z.string().min(1).optional(),
  /** The durable outbox's retry round (decision 0052); 0 turns it off in this instance. */
  NOTIFICACOES_INTERVALO_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
};

type NotifyEnv = z.infer<z.ZodObject<typeof notifyEnvShape>>;

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

export interface SmsConfig {
  url: string;
  token?: string;
}

export interface NotifyConfig {
  smtp: SmtpConfig | undefined;
  sms: SmsConfig | undefined;
  /** Every how many ms this instance retries the outbox's due deliveries (0 = never). */
  intervaloMs: number;
}

export function notifyConfig(e: NotifyEnv): NotifyConfig {
  return {
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          ...(e.SMTP_USER ? { user: e.SMTP_USER } : {}),
          ...(e.SMTP_PASSWORD ? { password: e.SMTP_PASSWORD } : {}),
          from: e.SMTP_FROM,
        }
      : undefined,
    sms: e.SMS_URL ? { url: e.SMS_URL, ...(e.SMS_TOKEN ? { token: e.SMS_TOKEN } : {}) } : undefined,
    intervaloMs: e.NOTIFICACOES_INTERVALO_MS,
  };
}
