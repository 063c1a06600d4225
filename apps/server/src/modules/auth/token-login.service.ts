// External access by token (spec §1, §2): a signed-in client (the mobile app) mints a one-time token;
// the web exchanges it for a session and a safe path to open. Tokens live 5 minutes, hashed at rest.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { TOKEN_NAVIGATION_WHITELIST } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { tokensAcesso } from '../../db/schema/auth.js';
import { randomToken, sha256Hex, type RandomBytes } from '../../platform/clock.js';

export const ACCESS_TOKEN_TTL_MS = 5 * 60 * 1000;
const TOKEN_PATTERN = /^[\w-]{43}$/;

export async function mintAccessToken(options: {
  db: Database;
  random: RandomBytes;
  contaId: number;
  now: Date;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(options.random, 32);
  const expiresAt = new Date(options.now.getTime() + ACCESS_TOKEN_TTL_MS);
  await options.db.insert(tokensAcesso).values({
    tokenHash: sha256Hex(token),
    contaId: options.contaId,
    createdAt: options.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Marks the token used and returns its account, in one conditional UPDATE so two concurrent
 * exchanges of the same token cannot both succeed. Unknown, used and expired tokens give null.
 */
export async function consumeAccessToken(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<number | null> {
  if (!TOKEN_PATTERN.test(options.token)) return null;
  const [row] = await options.db
    .update(tokensAcesso)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(tokensAcesso.tokenHash, sha256Hex(options.token)),
        isNull(tokensAcesso.usedAt),
        gt(tokensAcesso.expiresAt, options.now),
      ),
    )
    .returning({ contaId: tokensAcesso.contaId });
  return row?.contaId ?? null;
}

/**
 * The in-app path to open after a token login: a same-origin absolute path (never '//host' or a
 * backslash trick) plus only the whitelisted query parameters. Null when the path is unsafe.
 */
export function navigationPath(caminho: string, parametros: Record<string, string>): string | null {
  const path = caminho.split(/[?#]/, 1)[0] ?? '';
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path)) return null;
  const query = new URLSearchParams();
  for (const name of TOKEN_NAVIGATION_WHITELIST) {
    const value = parametros[name];
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
