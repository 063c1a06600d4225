// Members' passkeys (issue 42, decision 0054): the ceremonies of platform/webauthn.ts (shared with the
// console's staff) with the portal's relying party — PUBLIC_URL's origin and host, the address members open —
// the members' own challenges and table. A passkey belongs to one account and signs in only that account.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Database } from '../../db/client.js';
import { chavesAcesso, chavesAcessoDesafios } from '../../db/schema/chaves-acesso.js';
import {
  guardarDesafio,
  opcoesDeAutenticacao,
  opcoesDeRegistro,
  parteConfianteDe,
  registroDaResposta,
  tomarDesafioDaResposta,
  verificarAutenticacao,
  type CredencialNova,
  type ParteConfiante,
  type TabelaDesafios,
} from '../../platform/webauthn.js';

type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select' | 'execute'>;

const DESAFIOS: TabelaDesafios = {
  tabela: chavesAcessoDesafios,
  desafio: chavesAcessoDesafios.desafio,
  tipo: chavesAcessoDesafios.tipo,
  dono: chavesAcessoDesafios.contaId,
  expiraEm: chavesAcessoDesafios.expiraEm,
};

/** The member portal's relying party: the public address (PUBLIC_URL), never the console's. */
const parteConfiante = (app: FastifyInstance): ParteConfiante => parteConfianteDe(app.ctx.config.publicUrl);

/** Who a new passkey is for: the account, and the names the authenticator shows in its list. */
export interface DonoDaChave {
  contaId: number;
  /** The person's first name or social name: what the device's passkey list shows. */
  nome: string;
  nomeOperadora: string;
}

/**
 * Options to create a passkey for the account (its passkeys excluded: the device asked twice says so), the
 * challenge kept for this account. The user handle is opaque (`conta:<id>`): the authenticator never holds
 * the CPF; the name the device lists is the member's name.
 */
export async function opcoesDeChaveNova(
  app: FastifyInstance,
  dono: DonoDaChave,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { db, clock } = app.ctx;
  const existentes = await db
    .select({ credencialId: chavesAcesso.credencialId, transportes: chavesAcesso.transportes })
    .from(chavesAcesso)
    .where(eq(chavesAcesso.contaId, dono.contaId));
  const opcoes = await opcoesDeRegistro({
    rp: parteConfiante(app),
    rpName: dono.nomeOperadora,
    userID: `conta:${dono.contaId}`,
    userName: dono.nome,
    userDisplayName: dono.nome,
    existentes,
  });
  await guardarDesafio(db, DESAFIOS, opcoes.challenge, 'registro', dono.contaId, clock());
  return opcoes;
}

/**
 * The new credential of a registration answer, or null (a challenge not this account's, used or expired;
 * another origin; no user verification; a bad attestation). The challenge is taken whatever the outcome.
 */
export async function credencialDaResposta(
  app: FastifyInstance,
  contaId: number,
  resposta: RegistrationResponseJSON,
): Promise<CredencialNova | null> {
  const { db, clock } = app.ctx;
  return registroDaResposta(db, DESAFIOS, parteConfiante(app), contaId, resposta, clock());
}

/** Keeps a verified passkey with its name: the row, or null when that credential is already registered. */
export async function gravarChave(
  db: Pick<Database, 'insert'>,
  contaId: number,
  credencial: CredencialNova,
  nome: string,
  agora: Date,
) {
  const [linha] = await db
    .insert(chavesAcesso)
    .values({ contaId, ...credencial, nome, createdAt: agora })
    .onConflictDoNothing()
    .returning();
  return linha ?? null;
}

/** Options to sign in with any of the portal's passkeys on this device (the challenge kept, nobody's yet). */
export async function opcoesDeEntrada(
  app: FastifyInstance,
  db: Executor,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const opcoes = await opcoesDeAutenticacao(parteConfiante(app));
  await guardarDesafio(db, DESAFIOS, opcoes.challenge, 'autenticacao', null, app.ctx.clock());
  return opcoes;
}

export type EntradaComChave =
  | { kind: 'ok'; contaId: number; chaveId: number }
  /** Refused; `contaId` when the passkey is known (the refusal is listed to its owner). */
  | { kind: 'recusada'; contaId: number | null };

/**
 * Checks a sign-in answer: the challenge is taken first (single use: a second answer, or two at once, find
 * nothing), then the passkey by its credential id, its signature and counter. On success the new counter and
 * the time of use are written — only if the counter read is still the stored one, so two answers of one
 * authenticator cannot both move it.
 */
export async function entrarComChave(
  app: FastifyInstance,
  resposta: AuthenticationResponseJSON,
): Promise<EntradaComChave> {
  const { db, clock } = app.ctx;
  const desafio = await tomarDesafioDaResposta(db, DESAFIOS, resposta, 'autenticacao', null, clock());
  const [chave] = await db.select().from(chavesAcesso).where(eq(chavesAcesso.credencialId, resposta.id));
  const recusada = { kind: 'recusada', contaId: chave?.contaId ?? null } as const;
  if (!desafio || !chave) return recusada;
  const contador = await verificarAutenticacao(parteConfiante(app), desafio, resposta, chave);
  if (contador === null) return recusada;
  const movidas = await db
    .update(chavesAcesso)
    .set({ contador, ultimoUsoEm: clock() })
    .where(and(eq(chavesAcesso.id, chave.id), eq(chavesAcesso.contador, chave.contador)))
    .returning({ id: chavesAcesso.id });
  if (movidas.length !== 1) return recusada;
  return { kind: 'ok', contaId: chave.contaId, chaveId: chave.id };
}
