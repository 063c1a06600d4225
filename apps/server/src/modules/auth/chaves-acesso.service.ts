// Chaves de Acesso (issue 42, decision 0054): the signed-in member's passkeys. Adding one takes a code sent to
// one of the person's verified contacts (the code service of first access, recovery and contact changes: 6
// digits, 10 minutes, one use, 5 tries, 3 sends per 15 minutes per CPF), spent when the WebAuthn options are
// asked, so the challenge itself carries the proof; the ceremony is chaves-acesso-cerimonia.ts.
// Every change is audited in its own transaction and tells the member's notice contact (a passkey is a way
// in: a new one the member did not make must not go unnoticed). Ids are the account's or 404.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { firstName, PRODUCT_TITLE, resumoDispositivo, SERVER_MESSAGES } from '@portal/domain';
import type { CodigoEnviado } from '@portal/domain/contract/auth/contatos-verificacao';
import type { ChaveAcesso, ChavesAcesso } from '@portal/domain/contract/auth/chaves-acesso';
import { CHAVES_ACESSO_MESSAGES } from '@portal/domain/contract/auth/chaves-acesso-mensagens';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { chavesAcesso } from '../../db/schema/chaves-acesso.js';
import type { FinalidadeCodigo } from '../../db/schema/lifecycle.js';
import { audit, type AuditAction } from '../../platform/audit.js';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../platform/errors.js';
import type { SessionContext } from '../../platform/session.js';
import { notifySecurityEvent } from '../../shared-domain/aviso-seguranca.js';
import { checkCode, spendCode } from '../../shared-domain/codigos-verificacao.js';
import { deliverableContacts, toMasked } from '../../shared-domain/contatos-mascarados.js';
import { credencialDaResposta, gravarChave, opcoesDeChaveNova } from './chaves-acesso-cerimonia.js';
import { novoCodigo } from './codigo.service.js';
import { findSubject, noticeContact, type Subject } from './verificacao.service.js';

const FINALIDADE: FinalidadeCodigo = 'CHAVE_ACESSO';

type Linha = typeof chavesAcesso.$inferSelect;

const paraResposta = (linha: Linha): ChaveAcesso => ({
  id: linha.id,
  nome: linha.nome,
  criadaEm: linha.createdAt.toISOString(),
  ultimoUsoEm: linha.ultimoUsoEm?.toISOString() ?? null,
});

/** The person behind the session, with verified contacts only (findSubject's rule). */
async function pessoaDaSessao(request: FastifyRequest, sessao: SessionContext): Promise<Subject> {
  const subject = await findSubject({ db: request.server.ctx.db, cpf: sessao.cpf });
  if (!subject) throw new Error('chaves-acesso: the session has no person');
  return subject;
}

const contatosDe = (request: FastifyRequest, sessao: SessionContext, subject: Subject) =>
  deliverableContacts(request.server.ctx.config.sessionSecret, sessao.cpf, subject.contatos);

export async function listarChaves(request: FastifyRequest, sessao: SessionContext): Promise<ChavesAcesso> {
  const { db } = request.server.ctx;
  const [linhas, subject] = await Promise.all([
    db
      .select()
      .from(chavesAcesso)
      .where(eq(chavesAcesso.contaId, sessao.contaId))
      .orderBy(asc(chavesAcesso.createdAt), asc(chavesAcesso.id)),
    pessoaDaSessao(request, sessao),
  ]);
  return {
    chaves: linhas.map(paraResposta),
    contatos: contatosDe(request, sessao, subject).map(toMasked),
  };
}

/** A code to one of the listed contacts (400 for a contact not listed, 429 past the CPF's sends). */
export async function enviarCodigoChave(
  request: FastifyRequest,
  sessao: SessionContext,
  codigoContato: string,
): Promise<CodigoEnviado> {
  const subject = await pessoaDaSessao(request, sessao);
  const contact = contatosDe(request, sessao, subject).find((c) => c.codigo === codigoContato);
  if (!contact) {
    throw badRequest(SERVER_MESSAGES.invalidRequest, { codigoContato: SERVER_MESSAGES.invalidRequest });
  }
  const { db } = request.server.ctx;
  const { outcome, enviar } = await novoCodigo({
    request,
    db,
    cpf: sessao.cpf,
    contact,
    para: subject,
    finalidade: FINALIDADE,
  });
  const registro = { request, subjectPessoaId: sessao.pessoaId, resource: FINALIDADE };
  if (outcome.kind === 'throttled') {
    await audit({ ...registro, action: 'CODIGO_LIMITE', result: 'FALHA' });
    throw tooManyRequests(SERVER_MESSAGES.tooManyCodes);
  }
  enviar();
  await audit({ ...registro, action: 'CODIGO_ENVIADO' });
  return { destino: contact.valor, tipo: contact.tipo, expiraEm: outcome.expiresAt.toISOString() };
}

/** Checks and spends the code, then the WebAuthn options of a new passkey (the challenge is the account's). */
export async function opcoesChaveNova(request: FastifyRequest, sessao: SessionContext, codigo: string) {
  const { ctx } = request.server;
  const now = ctx.clock();
  const live = await checkCode({
    db: ctx.db,
    secret: ctx.config.sessionSecret,
    now,
    cpf: sessao.cpf,
    finalidade: FINALIDADE,
    code: codigo,
  });
  const gasto =
    live !== null && live.pessoaId === sessao.pessoaId && (await spendCode({ db: ctx.db, id: live.id, now }));
  if (!gasto) {
    await audit({
      request,
      action: 'CODIGO_RECUSADO',
      subjectPessoaId: sessao.pessoaId,
      resource: FINALIDADE,
      result: 'FALHA',
    });
    throw badRequest(CHAVES_ACESSO_MESSAGES.codigoInvalido, {
      codigo: CHAVES_ACESSO_MESSAGES.codigoInvalido,
    });
  }
  const nome = firstName(sessao.nomeCompleto, sessao.nomeSocial);
  return opcoesDeChaveNova(request.server, { contaId: sessao.contaId, nome, nomeOperadora: PRODUCT_TITLE });
}

/** Tells the member's notice contact (e-mail first) what changed about their passkeys. */
async function avisar(request: FastifyRequest, sessao: SessionContext, oQue: string): Promise<void> {
  const { ctx } = request.server;
  const subject = await pessoaDaSessao(request, sessao);
  await notifySecurityEvent({
    db: ctx.db,
    notify: request.server.notify,
    to: noticeContact(subject),
    nomeCompleto: subject.nomeCompleto,
    what: oQue,
    at: ctx.clock(),
  });
}

/** Verifies the browser's new credential and keeps it with its name (400 refused, 409 already kept). */
export async function cadastrarChave(
  request: FastifyRequest,
  sessao: SessionContext,
  resposta: RegistrationResponseJSON,
  nomeDado: string | undefined,
): Promise<ChaveAcesso> {
  const { ctx } = request.server;
  // The default name is the device's as every screen names it (Dispositivos conectados, Quem Acessou).
  const nome = nomeDado ?? resumoDispositivo(request.headers['user-agent']);
  const credencial = await credencialDaResposta(request.server, sessao.contaId, resposta);
  if (!credencial) throw badRequest(CHAVES_ACESSO_MESSAGES.recusada);
  const linha = await ctx.db.transaction(async (tx) => {
    const gravada = await gravarChave(tx, sessao.contaId, credencial, nome, ctx.clock());
    if (!gravada) throw new HttpError(409, { mensagem: CHAVES_ACESSO_MESSAGES.jaCadastrada });
    await registrar(request, sessao, 'CHAVE_ACESSO_CADASTRADA', tx);
    return gravada;
  });
  await avisar(request, sessao, `Uma chave de acesso ("${linha.nome}") foi cadastrada na sua conta`);
  return paraResposta(linha);
}

function registrar(
  request: FastifyRequest,
  sessao: SessionContext,
  action: AuditAction,
  db: NonNullable<Parameters<typeof audit>[0]['db']>,
) {
  return audit({ request, action, subjectPessoaId: sessao.pessoaId, resource: 'chaves-acesso', db });
}

const daConta = (sessao: SessionContext, id: number) =>
  and(eq(chavesAcesso.id, id), eq(chavesAcesso.contaId, sessao.contaId));

export async function renomearChave(
  request: FastifyRequest,
  sessao: SessionContext,
  id: number,
  nome: string,
): Promise<ChaveAcesso> {
  const { db } = request.server.ctx;
  return db.transaction(async (tx) => {
    const [linha] = await tx.update(chavesAcesso).set({ nome }).where(daConta(sessao, id)).returning();
    if (!linha) throw notFound();
    await registrar(request, sessao, 'CHAVE_ACESSO_RENOMEADA', tx);
    return paraResposta(linha);
  });
}

/** Removes one of the account's passkeys — the last one too: CPF + password stays the other way in. */
export async function removerChave(
  request: FastifyRequest,
  sessao: SessionContext,
  id: number,
): Promise<void> {
  const { db } = request.server.ctx;
  const removida = await db.transaction(async (tx) => {
    const [linha] = await tx.delete(chavesAcesso).where(daConta(sessao, id)).returning();
    if (!linha) throw notFound();
    await registrar(request, sessao, 'CHAVE_ACESSO_REMOVIDA', tx);
    return linha;
  });
  await avisar(request, sessao, `A chave de acesso "${removida.nome}" foi removida da sua conta`);
}
