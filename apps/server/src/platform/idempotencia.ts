// Idempotency of the requests a member files with a key made once per form (reimbursement, authorisation
// request): the table keeps a unique (solicitante, chave) and this hash of what was asked. The same key
// with the same hash is a retry (answer the first request again); with another hash it is a conflict.
import { createHash } from 'node:crypto';

/** JSON with sorted keys, so the same dados always hash the same. */
const canonico = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonico).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonico((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

/** What makes two submissions "the same request": the beneficiary and every field but the key. */
export function hashDados(cpf: string, dados: { chaveIdempotencia: string }): string {
  const { chaveIdempotencia: _key, ...resto } = dados;
  return createHash('sha256')
    .update(canonico({ cpf, dados: resto }))
    .digest('hex');
}
