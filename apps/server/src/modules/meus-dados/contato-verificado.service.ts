// Verified contact changes on Dados Pessoais (issue 33, decision 0006): a new e-mail or mobile gets a code
// from the same service and limits as first access and recovery (modules/auth/verificacao.service.ts),
// bound to the person (their CPF's key and id) and to the exact new value; the old contact is told once it
// changed. What is sent and audited never carries the contact, the code or the CPF into a log.
import type { FastifyRequest } from 'fastify';
import { PRODUCT_TITLE, SERVER_MESSAGES } from '@portal/domain';
import type {
  CodigoEnviado,
  TipoContatoVerificacao,
} from '@portal/domain/contract/auth/contatos-verificacao';
import { CONTATO_MESSAGES } from '@portal/domain/contract/meus-dados/dados-pessoais';
import type { CanalNotificacao, FinalidadeCodigo } from '../../db/schema/lifecycle.js';
import { audit, type AuditAction } from '../../platform/audit.js';
import { deliverableContacts } from '../../shared-domain/contatos-mascarados.js';
import { badRequest, tooManyRequests } from '../../platform/errors.js';
import { notifySecurityEvent, type Destinatario } from '../../shared-domain/aviso-seguranca.js';
import {
  checkCode,
  codeMessage,
  issueCode,
  spendCode,
  whyRejected,
  type LiveCode,
} from '../../shared-domain/codigos-verificacao.js';

const FINALIDADE: FinalidadeCodigo = 'ALTERAR_CONTATO';

/** Whose contact changes: the person of the screen (the member, or a titular's dependant). */
export interface PessoaDoContato {
  pessoaId: number;
  cpf: string;
  nomeCompleto: string;
}

/** A new e-mail (trimmed) or mobile (digits) waiting for its code. */
export interface ContatoNovo {
  tipo: TipoContatoVerificacao;
  destino: string;
}

export const canalDo = (tipo: TipoContatoVerificacao): CanalNotificacao =>
  tipo === 'EMAIL' ? 'EMAIL' : 'SMS';

/** The code steps of a contact change, bound to one request (its session, clock and audit trail). */
export interface CodigosContato {
  /**
   * Issues one code per new contact before anything is saved (429 past the CPF's 3 sends in 15 minutes,
   * and then nothing is saved); `enviar` sends them once the rest of the save is written.
   */
  emitir(
    pessoa: PessoaDoContato,
    novos: readonly ContatoNovo[],
  ): Promise<{ pendentes: CodigoEnviado[]; enviar: () => void }>;
  /** Checks and spends the code of this exact new value; otherwise 400 saying why, and nothing saved. */
  gastar(pessoa: PessoaDoContato, novo: ContatoNovo, codigo: string): Promise<void>;
  /** Tells the old contact it was replaced, with the operator's phone to call if it was not the member. */
  avisar(pessoa: PessoaDoContato, para: Destinatario | null, oQue: string): Promise<void>;
}

export function codigosContato(request: FastifyRequest): CodigosContato {
  const { ctx } = request.server;
  const secret = ctx.config.sessionSecret;
  const falha = (action: AuditAction, pessoaId: number) =>
    audit({
      request,
      action,
      subjectPessoaId: pessoaId,
      resource: FINALIDADE,
      result: 'FALHA',
    });
  return {
    async emitir(pessoa, novos) {
      const emitidos: { novo: ContatoNovo; code: string; expiresAt: Date }[] = [];
      for (const novo of novos) {
        const outcome = await issueCode({
          db: ctx.db,
          secret,
          random: ctx.random,
          now: ctx.clock(),
          cpf: pessoa.cpf,
          finalidade: FINALIDADE,
          pessoaId: pessoa.pessoaId,
          canal: canalDo(novo.tipo),
          destino: novo.destino,
        });
        if (outcome.kind === 'throttled') {
          await falha('CODIGO_LIMITE', pessoa.pessoaId);
          throw tooManyRequests(SERVER_MESSAGES.tooManyCodes);
        }
        emitidos.push({ novo, ...outcome });
        await audit({
          request,
          action: 'CODIGO_ENVIADO',
          subjectPessoaId: pessoa.pessoaId,
          resource: FINALIDADE,
        });
      }
      const contatos = emitidos.map(({ novo, code, expiresAt }) => {
        const [contact] = deliverableContacts(secret, pessoa.cpf, [
          { tipo: novo.tipo === 'EMAIL' ? 'EMAIL' : 'TELEFONE_CELULAR', valor: novo.destino },
        ]);
        return { contact: contact!, code, expiresAt };
      });
      return {
        pendentes: contatos.map(({ contact, expiresAt }) => ({
          destino: contact.valor,
          tipo: contact.tipo,
          expiraEm: expiresAt.toISOString(),
        })),
        enviar: () => {
          for (const { contact, code } of contatos) {
            request.server.notify.dispatch(
              codeMessage({
                contact,
                nomeCompleto: pessoa.nomeCompleto,
                finalidade: FINALIDADE,
                code,
                productTitle: PRODUCT_TITLE,
              }),
            );
          }
        },
      };
    },

    async gastar(pessoa, novo, codigo) {
      const now = ctx.clock();
      const canal = canalDo(novo.tipo);
      const live: LiveCode | null = await checkCode({
        db: ctx.db,
        secret,
        now,
        cpf: pessoa.cpf,
        finalidade: FINALIDADE,
        code: codigo,
        para: { canal, destino: novo.destino },
      });
      const spent =
        live !== null &&
        live.pessoaId === pessoa.pessoaId &&
        (await spendCode({ db: ctx.db, id: live.id, now }));
      if (spent) return;
      const motivo = live
        ? 'nenhum'
        : await whyRejected({ db: ctx.db, secret, now, cpf: pessoa.cpf, finalidade: FINALIDADE, canal });
      await falha('CODIGO_RECUSADO', pessoa.pessoaId);
      throw badRequest(CONTATO_MESSAGES[motivo], { codigo: CONTATO_MESSAGES[motivo] });
    },

    avisar: (pessoa, para, oQue) =>
      notifySecurityEvent({
        db: ctx.db,
        notify: request.server.notify,
        to: para,
        nomeCompleto: pessoa.nomeCompleto,
        what: oQue,
        at: ctx.clock(),
      }),
  };
}
