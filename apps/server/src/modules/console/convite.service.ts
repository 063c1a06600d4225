// Enrolment links (issue 38): one-time, 24 hours, only their SHA-256 kept. Issued by the admin command
// (the first administrator), by an administrator's invitation, and by a factor reset; a new one replaces
// the staff member's earlier unused ones. The link is the console's cadastro page with the token after
// '#', so the token is never sent to a server by the browser (nor kept in a log or a Referer): the page
// posts it in a request body.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { CONSOLE_PATH } from '@portal/domain/contract/console/acesso';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { equipe, equipeConvites } from '../../db/schema/equipe.js';
import { randomToken, sha256Hex, type RandomBytes } from '../../platform/clock.js';

type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select'>;

export const CONVITE_MS = 24 * 60 * 60_000;

/** The page of the console app that takes the link's token. */
export const CADASTRO_PATH = `${CONSOLE_PATH}/cadastro`;

/** The enrolment link: the console's origin (CONSOLE_PUBLIC_URL, else PUBLIC_URL), its page, '#' token. */
export const linkCadastro = (
  config: Pick<AppConfig, 'consolePublicUrl' | 'publicUrl'>,
  token: string,
): string => `${new URL(config.consolePublicUrl ?? config.publicUrl).origin}${CADASTRO_PATH}#${token}`;

export interface ConviteEmitido {
  token: string;
  link: string;
  expiraEm: Date;
}

/** A new one-time link for the staff member (their earlier unused links stop working). */
export async function emitirConvite(
  db: Executor,
  opcoes: {
    config: Pick<AppConfig, 'consolePublicUrl' | 'publicUrl'>;
    random: RandomBytes;
    agora: Date;
    equipeId: number;
    criadoPor: number | null;
  },
): Promise<ConviteEmitido> {
  const { agora, equipeId } = opcoes;
  await db
    .delete(equipeConvites)
    .where(and(eq(equipeConvites.equipeId, equipeId), isNull(equipeConvites.usadoEm)));
  const token = randomToken(opcoes.random, 32);
  const expiraEm = new Date(agora.getTime() + CONVITE_MS);
  await db.insert(equipeConvites).values({
    equipeId,
    tokenHash: sha256Hex(token),
    createdAt: agora,
    expiraEm,
    criadoPor: opcoes.criadoPor,
  });
  return { token, link: linkCadastro(opcoes.config, token), expiraEm };
}

export interface ConviteValido {
  conviteId: number;
  equipeId: number;
  nome: string;
  email: string;
  papeis: (typeof equipe.$inferSelect)['papeis'];
  expiraEm: Date;
}

/** The live link of this token (unused, unexpired, of an active account), or undefined. */
export async function conviteValido(
  db: Executor,
  token: string,
  agora: Date,
): Promise<ConviteValido | undefined> {
  const [linha] = await db
    .select({
      conviteId: equipeConvites.id,
      equipeId: equipe.id,
      nome: equipe.nome,
      email: equipe.email,
      papeis: equipe.papeis,
      expiraEm: equipeConvites.expiraEm,
    })
    .from(equipeConvites)
    .innerJoin(equipe, eq(equipe.id, equipeConvites.equipeId))
    .where(
      and(
        eq(equipeConvites.tokenHash, sha256Hex(token)),
        isNull(equipeConvites.usadoEm),
        gt(equipeConvites.expiraEm, agora),
        eq(equipe.ativo, true),
      ),
    )
    .limit(1);
  return linha;
}

/** Uses the link (true once: a conditional UPDATE, so two racing enrolments cannot both use it). */
export async function usarConvite(db: Executor, conviteId: number, agora: Date): Promise<boolean> {
  const usados = await db
    .update(equipeConvites)
    .set({ usadoEm: agora })
    .where(and(eq(equipeConvites.id, conviteId), isNull(equipeConvites.usadoEm)))
    .returning({ id: equipeConvites.id });
  return usados.length === 1;
}

/** The e-mail an enrolment link travels in (pt-BR). */
export function mensagemConvite(
  nome: string,
  link: string,
  motivo: 'convite' | 'redefinicao',
): {
  assunto: string;
  texto: string;
} {
  const abertura =
    motivo === 'convite'
      ? 'Você foi convidado(a) para a equipe do Console da Operadora.'
      : 'Um administrador redefiniu seus fatores de acesso ao Console da Operadora: suas passkeys, o aplicativo autenticador e os códigos de recuperação anteriores deixaram de valer, e suas sessões foram encerradas. Se você não esperava por isso, avise a equipe de segurança da operadora.';
  return {
    assunto:
      motivo === 'convite'
        ? 'Convite para o Console da Operadora'
        : 'Seus acessos ao Console da Operadora foram redefinidos',
    texto: `Olá, ${nome}.\n\n${abertura}\n\nPara cadastrar seu acesso (uma passkey ou um aplicativo autenticador), abra o link abaixo. Ele vale por 24 horas e uma só vez:\n\n${link}\n\nO console não usa senha.`,
  };
}
