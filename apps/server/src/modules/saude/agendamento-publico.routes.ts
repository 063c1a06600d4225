// The public appointment link's calls (spec §7 "Token-based appointments") under /api/servicos/agendamento:
// no session; the token in x-token-servico grants exactly these actions (see, confirm, cancel, take the .ics)
// on exactly one appointment.
// They live in the Minha Saúde module beside the member's calls because they share the appointment's
// rules (agendamento-alteracao.service.ts) and modules do not import each other. Refusals are counted per
// IP with the account doors' numbers (platform/rate-limits.ts): past them a refusal is 429, while the right
// token still passes (issue 34); every call within them is audited with the origin and no account (the
// actor is the token), a refusal as FALHA. The token is never logged: the request log shows no headers (platform/log-redaction.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AGENDAMENTO_MESSAGES, appointmentsCancelled } from '@portal/domain';
import {
  agendamentoPublicoEndpoints as endpoints,
  SERVICE_TOKEN_HEADER,
} from '@portal/domain/contract/saude/agendamento-publico';
import { audit, type AuditAction } from '../../platform/audit.js';
import { HttpError, notFound } from '../../platform/errors.js';
import { contarRecusa, orcamentoDaPorta } from '../../platform/rate-limits.js';
import { route } from '../../platform/route.js';
import { avisarMudanca, type Mudanca } from './agendamento-alteracao.service.js';
import { enviarIcs } from './agendamento-ics.js';
import { abrirToken, agendamentoPublico, agirComToken } from './agendamento-publico.service.js';

const tokenOf = (request: FastifyRequest): string => String(request.headers[SERVICE_TOKEN_HEADER] ?? '');

export function agendamentoPublicoRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const orcamentoRecusas = orcamentoDaPorta(app, 'agendamento-link-recusa');

  /**
   * One audit row per call, the token as the actor (no account), FALHA when refused; a refusal past the
   * address's budget throws 429 instead, without an audit row.
   */
  const auditar = async (
    request: FastifyRequest,
    reply: FastifyReply,
    action: AuditAction,
    pessoaId: number | null,
  ) => {
    if (pessoaId === null) {
      const alem = await contarRecusa(request, reply, orcamentoRecusas);
      if (alem) throw alem;
    }
    await audit({
      request,
      action,
      subjectPessoaId: pessoaId,
      resource: `token:${request.routeOptions.url ?? ''}`,
      result: pessoaId === null ? 'FALHA' : 'SUCESSO',
    });
  };

  /** Nothing a link shows is kept by a browser or a proxy. */
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  route(app, endpoints.listagem, async (request, reply) => {
    noStore(reply);
    const now = ctx.clock();
    const valido = await abrirToken(ctx.db, tokenOf(request), now);
    await auditar(request, reply, 'LEITURA_CONSULTA_LINK', valido?.row.pessoaId ?? null);
    if (!valido) throw notFound(AGENDAMENTO_MESSAGES.linkInvalid);
    return agendamentoPublico(valido, now);
  });

  route(app, endpoints.calendario, async (request, reply) => {
    noStore(reply);
    const now = ctx.clock();
    const valido = await abrirToken(ctx.db, tokenOf(request), now);
    await auditar(request, reply, 'CALENDARIO_CONSULTA_LINK', valido?.row.pessoaId ?? null);
    if (!valido) throw notFound(AGENDAMENTO_MESSAGES.linkInvalid);
    return enviarIcs(reply, valido.row, now);
  });

  const acao = (
    endpoint: typeof endpoints.confirmar | typeof endpoints.cancelar,
    mudanca: Mudanca,
    action: AuditAction,
    mensagem: () => string,
  ) =>
    route(app, endpoint, async (request, reply) => {
      noStore(reply);
      const now = ctx.clock();
      const token = tokenOf(request);
      let alterado: { agendamentoId: string; pessoaId: number };
      try {
        alterado = await agirComToken(ctx.db, { token, mudanca, now });
      } catch (error) {
        if (error instanceof HttpError) await auditar(request, reply, action, null);
        throw error;
      }
      await auditar(request, reply, action, alterado.pessoaId);
      await avisarMudanca(app, mudanca, [alterado.agendamentoId]);
      const valido = await abrirToken(ctx.db, token, now);
      return { mensagem: mensagem(), agendamento: agendamentoPublico(valido!, now) };
    });

  acao(
    endpoints.confirmar,
    { tipo: 'CONFIRMAR' },
    'CONFIRMACAO_CONSULTA_LINK',
    () => AGENDAMENTO_MESSAGES.confirmed,
  );
  acao(endpoints.cancelar, { tipo: 'CANCELAR', origem: 'LINK' }, 'CANCELAMENTO_CONSULTA_LINK', () =>
    appointmentsCancelled(1),
  );
}
