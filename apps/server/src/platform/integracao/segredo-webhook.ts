// Webhook signing secrets at rest (decision 0025): the portal needs the secret itself to sign each delivery
// (an HMAC cannot be checked against a hash), so it is stored encrypted with AES-256-GCM under a key from the
// environment (INTEGRACAO_CHAVE_WEBHOOKS), never in clear: a copy of the database alone does not let anyone
// forge the portal's events. The client's id is the additional data, so a ciphertext moved to another
// client's row does not decrypt. Format: 'v1.<iv>.<ciphertext>.<tag>', base64url.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSAO = 'v1';

export function cifrarSegredoWebhook(chave: Buffer, clienteId: number, segredo: string): string {
  const iv = randomBytes(12);
  const cifra = createCipheriv('aes-256-gcm', chave, iv);
  cifra.setAAD(Buffer.from(String(clienteId)));
  const texto = Buffer.concat([cifra.update(segredo, 'utf8'), cifra.final()]);
  return [VERSAO, iv, texto, cifra.getAuthTag()]
    .map((parte) => (typeof parte === 'string' ? parte : parte.toString('base64url')))
    .join('.');
}

/** The secret; throws when the key is not the one it was encrypted with, or the value was altered. */
export function decifrarSegredoWebhook(chave: Buffer, clienteId: number, guardado: string): string {
  const [versao, iv, texto, tag, ...resto] = guardado.split('.');
  if (versao !== VERSAO || !iv || !texto || !tag || resto.length > 0) {
    throw new Error('segredo de webhook em formato desconhecido');
  }
  const decifra = createDecipheriv('aes-256-gcm', chave, Buffer.from(iv, 'base64url'));
  decifra.setAAD(Buffer.from(String(clienteId)));
  decifra.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decifra.update(Buffer.from(texto, 'base64url')), decifra.final()]).toString('utf8');
}
