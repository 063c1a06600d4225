// The portal's VAPID key pair (RFC 8292) and subject. From the environment when set (production: every instance
// signs with the same pair); otherwise generated once into DATA_DIR/vapid.json (mode 0600), as the session
// secret is (config.ts), so the browsers' subscriptions — each bound to the public key it was made with —
// survive restarts. Read on first use, not at start: tests and commands that never push write nothing.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../../config.js';
import type { VapidKeys } from '../../config/push.js';

export interface Vapid extends VapidKeys {
  subject: string;
}

export const arquivoVapid = (dataDir: string): string => join(dataDir, 'vapid.json');

const pareceChaves = (valor: unknown): valor is VapidKeys =>
  typeof valor === 'object' &&
  valor !== null &&
  typeof (valor as VapidKeys).publicKey === 'string' &&
  /^[A-Za-z0-9_-]{87}$/.test((valor as VapidKeys).publicKey) &&
  typeof (valor as VapidKeys).privateKey === 'string' &&
  /^[A-Za-z0-9_-]{43}$/.test((valor as VapidKeys).privateKey);

function chavesDoArquivo(dataDir: string): VapidKeys {
  const arquivo = arquivoVapid(dataDir);
  if (existsSync(arquivo)) {
    const lidas: unknown = JSON.parse(readFileSync(arquivo, 'utf8'));
    if (pareceChaves(lidas)) return { publicKey: lidas.publicKey, privateKey: lidas.privateKey };
    throw new Error(`${arquivo} não tem um par de chaves VAPID válido; apague-o para gerar outro.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const geradas = webpush.generateVAPIDKeys();
  const chaves = { publicKey: geradas.publicKey, privateKey: geradas.privateKey };
  writeFileSync(arquivo, `${JSON.stringify(chaves)}\n`, { mode: 0o600 });
  chmodSync(arquivo, 0o600);
  return chaves;
}

/**
 * Who the push services may write to about this sender: PORTAL_VAPID_SUBJECT, else the operator's sender address
 * (SMTP_FROM, the contact its members already get mail from), else the portal's https URL. A push service
 * rejects neither, but Apple's wants one it can reach; the last resort names no real mailbox.
 */
export function assuntoVapid(config: AppConfig): string {
  if (config.push.subject) return config.push.subject;
  const remetente = /<([^<>@\s]+@[^<>@\s]+)>|^([^<>@\s]+@[^<>@\s]+)$/.exec(config.notify.smtp?.from ?? '');
  const endereco = remetente?.[1] ?? remetente?.[2];
  if (endereco && !/@localhost$/i.test(endereco)) return `mailto:${endereco}`;
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  return 'mailto:portal@localhost.invalid';
}

const lidas = new WeakMap<AppConfig, Vapid>();

/** The key pair and subject of this configuration, read (or generated) once per process. */
export function vapidDe(config: AppConfig): Vapid {
  let vapid = lidas.get(config);
  if (!vapid) {
    vapid = { ...(config.push.vapid ?? chavesDoArquivo(config.dataDir)), subject: assuntoVapid(config) };
    lidas.set(config, vapid);
  }
  return vapid;
}
