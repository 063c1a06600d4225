// The three steps first access and recovery share: list the member's contacts (after the bot-check),
// send a code to one of them, and check the code. Answers never depend on whether the CPF is a member.
import type { FastifyRequest } from 'fastify';
import { PRODUCT_TITLE, SERVER_MESSAGES } from '@portal/domain';
import type { CodigoEnviado, ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import type { FinalidadeCodigo } from '../../db/schema/lifecycle.js';
import { audit } from '../../platform/audit.js';
import { badRequest, tooManyRequests } from '../../platform/errors.js';
import type { Database } from '../../db/client.js';
import {
  checkCode,
  codeMessage,
  issueCode,
  type IssueOutcome,
  type LiveCode,
} from '../../shared-domain/codigos-verificacao.js';
import {
  contactsFor,
  findSubject,
  isEligible,
  isMadeUp,
  toMasked,
  type DeliverableContact,
  type Subject,
} from './verificacao.service.js';

export async function requireCaptcha(request: FastifyRequest, token: string): Promise<void> {
  if (!(await request.server.ctx.captcha.verify(token, request.ip))) {
    throw badRequest(SERVER_MESSAGES.captchaRejected);
  }
}

/** The contact picker's list (real for a known person, made up otherwise; the same on both doors). */
export async function listVerificationContacts(options: {
  request: FastifyRequest;
  cpf: string;
  finalidade: FinalidadeCodigo;
}): Promise<ContatoMascarado[]> {
  const { request, cpf, finalidade } = options;
  const { ctx } = request.server;
  const subject = await findSubject({ db: ctx.db, cpf });
  const eligible = isEligible(subject, finalidade);
  await audit({
    request,
    action: 'CONTATOS_VERIFICACAO',
    subjectPessoaId: eligible ? subject.pessoaId : null,
    resource: finalidade,
  });
  return contactsFor({ secret: ctx.config.sessionSecret, cpf, subject }).map(toMasked);
}

/** Issues and sends a code to the chosen contact; 429 past 3 sends in 15 minutes for the CPF. */
export async function sendVerificationCode(options: {
  request: FastifyRequest;
  cpf: string;
  codigoContato: string;
  finalidade: FinalidadeCodigo;
}): Promise<CodigoEnviado> {
  const { request, cpf, codigoContato, finalidade } = options;
  const { ctx } = request.server;
  const subject = await findSubject({ db: ctx.db, cpf });
  const contact = contactsFor({ secret: ctx.config.sessionSecret, cpf, subject }).find(
    (c) => c.codigo === codigoContato,
  );
  if (!contact)
    throw badRequest(SERVER_MESSAGES.invalidRequest, { codigoContato: SERVER_MESSAGES.invalidRequest });
  // A code goes out only to a real contact of someone this door is for; otherwise the same answer.
  const eligible = isEligible(subject, finalidade) && !isMadeUp(contact);
  const { outcome, enviar } = await novoCodigo({
    request,
    db: ctx.db,
    cpf,
    contact,
    para: eligible ? subject : null,
    finalidade,
  });
  const subjectPessoaId = eligible ? subject.pessoaId : null;
  if (outcome.kind === 'throttled') {
    await audit({
      request,
      action: 'CODIGO_LIMITE',
      subjectPessoaId,
      resource: finalidade,
      result: 'FALHA',
    });
    throw tooManyRequests(SERVER_MESSAGES.tooManyCodes);
  }
  enviar();
  await audit({ request, action: 'CODIGO_ENVIADO', subjectPessoaId, resource: finalidade });
  return { destino: contact.valor, tipo: contact.tipo, expiraEm: outcome.expiresAt.toISOString() };
}

/**
 * Issues a first-access or recovery code for `cpf` (3 per 15 minutes: `throttled` past that) and gives the
 * sending of its message to `contact`, to call once the code is written — the member's door above, and the
 * console's service desk resending it (issue 39) within its own transaction (`db`). Without `para` (an
 * unknown CPF, a made-up contact, a door not for this person) the code is stored unsendable and nothing
 * goes out.
 */
export async function novoCodigo(options: {
  request: FastifyRequest;
  db: Database;
  cpf: string;
  contact: DeliverableContact;
  /** The person the message is for; null: nothing is sent. */
  para: Pick<Subject, 'pessoaId' | 'nomeCompleto'> | null;
  finalidade: FinalidadeCodigo;
}): Promise<{ outcome: IssueOutcome; enviar: () => void }> {
  const { request, db, cpf, contact, para, finalidade } = options;
  const { ctx } = request.server;
  const outcome = await issueCode({
    db,
    secret: ctx.config.sessionSecret,
    random: ctx.random,
    now: ctx.clock(),
    cpf,
    finalidade,
    pessoaId: para?.pessoaId ?? null,
    canal: contact.canal,
  });
  const enviar = () => {
    if (!para || outcome.kind !== 'issued') return;
    request.server.notify.dispatch(
      codeMessage({
        contact,
        nomeCompleto: para.nomeCompleto,
        finalidade,
        code: outcome.code,
        productTitle: PRODUCT_TITLE,
      }),
    );
  };
  return { outcome, enviar };
}

/** The CPF's live code if `token` matches it (verified, not spent); otherwise 400 with one message for all cases. */
export async function requireValidCode(options: {
  request: FastifyRequest;
  cpf: string;
  token: string;
  finalidade: FinalidadeCodigo;
}): Promise<LiveCode> {
  const { request, cpf, token, finalidade } = options;
  const { ctx } = request.server;
  const live = await checkCode({
    db: ctx.db,
    secret: ctx.config.sessionSecret,
    now: ctx.clock(),
    cpf,
    finalidade,
    code: token,
  });
  if (!live) {
    await audit({
      request,
      action: 'CODIGO_RECUSADO',
      subjectPessoaId: null,
      resource: finalidade,
      result: 'FALHA',
    });
    throw badRequest(SERVER_MESSAGES.invalidCode, { token: SERVER_MESSAGES.invalidCode });
  }
  return live;
}
