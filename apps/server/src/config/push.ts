// Web Push configuration (issue 42, decision 0053). The VAPID key pair (RFC 8292) identifies this portal to the
// browsers' push services: a browser subscribed with one public key accepts messages signed by its private key
// only, so every instance must sign with the same pair — in production it comes from the environment, like
// SESSION_SECRET; otherwise it is generated once into DATA_DIR (platform/push/vapid.ts), so subscriptions
// survive restarts.
//
// Where the server may POST a message (the subscription's endpoint, which a member's browser sends): only to
// the browsers' push services (destino-push.ts) and to the origins of PORTAL_PUSH_ORIGENS — a member must never
// make the server call an address of its own choosing (SSRF). A plain-http origin (the tests' local push
// service) is refused in production.
import { z } from 'zod';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export const pushEnvShape = {
  /** The uncompressed P-256 public key, base64url (87 characters), as `web-push generate-vapid-keys` prints it. */
  PORTAL_VAPID_PUBLIC_KEY: z
    .string()
    .regex(BASE64URL, 'PORTAL_VAPID_PUBLIC_KEY deve estar em base64url')
    .length(87, 'PORTAL_VAPID_PUBLIC_KEY deve ter 87 caracteres (chave P-256 não comprimida)')
    .optional(),
  PORTAL_VAPID_PRIVATE_KEY: z
    .string()
    .regex(BASE64URL, 'PORTAL_VAPID_PRIVATE_KEY deve estar em base64url')
    .length(43, 'PORTAL_VAPID_PRIVATE_KEY deve ter 43 caracteres')
    .optional(),
  /** Who the push services write to about this sender: a mailto: address or an https: URL. */
  PORTAL_VAPID_SUBJECT: z
    .string()
    .refine((s) => /^mailto:[^@\s]+@[^@\s]+$/.test(s) || /^https:\/\/\S+$/.test(s), {
      message: 'PORTAL_VAPID_SUBJECT deve ser mailto:endereço ou uma URL https:',
    })
    .optional(),
  /** Comma-separated origins the server may also deliver to (e.g. a push service of its own network). */
  PORTAL_PUSH_ORIGENS: z.string().optional(),
};

type PushEnv = z.infer<z.ZodObject<typeof pushEnvShape>>;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushConfig {
  /** From the environment; undefined: generated into (and read from) DATA_DIR at start. */
  vapid: VapidKeys | undefined;
  /** The VAPID subject; undefined: the SMTP sender's address, else the public URL (push/vapid.ts). */
  subject: string | undefined;
  /** Origins (scheme://host[:port]) allowed besides the browsers' push services. */
  origensExtras: string[];
}

/** `PORTAL_PUSH_ORIGENS` as origins; each must be an http(s) URL with nothing after the host. */
function origens(texto: string | undefined, production: boolean): string[] {
  const lista = (texto ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return lista.map((item) => {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new Error(`PORTAL_PUSH_ORIGENS: "${item}" não é uma origem (https://host[:porta]).`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error(`PORTAL_PUSH_ORIGENS: "${item}" deve começar com https://.`);
    if (production && url.protocol === 'http:')
      throw new Error(`PORTAL_PUSH_ORIGENS: "${item}" sem TLS não é aceito em produção.`);
    return url.origin;
  });
}

export function pushConfig(
  e: PushEnv,
  { production, databaseUrl }: { production: boolean; databaseUrl: string | undefined },
): PushConfig {
  const publica = e.PORTAL_VAPID_PUBLIC_KEY;
  const privada = e.PORTAL_VAPID_PRIVATE_KEY;
  if (Boolean(publica) !== Boolean(privada))
    throw new Error(
      'Defina PORTAL_VAPID_PUBLIC_KEY e PORTAL_VAPID_PRIVATE_KEY juntas (ou nenhuma das duas).',
    );
  // Several instances on one database must sign with one key pair: a generated one would be per machine.
  if (!publica && production && databaseUrl)
    throw new Error(
      'PORTAL_VAPID_PUBLIC_KEY e PORTAL_VAPID_PRIVATE_KEY são obrigatórias com DATABASE_URL em produção ' +
        '(gere com: npx web-push generate-vapid-keys).',
    );
  return {
    vapid: publica && privada ? { publicKey: publica, privateKey: privada } : undefined,
    subject: e.PORTAL_VAPID_SUBJECT,
    origensExtras: origens(e.PORTAL_PUSH_ORIGENS, production),
  };
}
