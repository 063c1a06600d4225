// The public appointment link's calls (spec §7 "Token-based appointments") under /api/servicos/agendamento:
// no session; the token in x-token-servico grants exactly these actions (see, confirm, cancel, take the .ics)
// on exactly one appointment.
// They live in the Minha Saúde module beside the member's calls because they share the appointment's
// rules (agendamento-alteracao.service.ts) and modules do not import each other. Refusals are counted per
// IP with the account doors' numbers: past them a refusal is 429, while the right token still passes
// (issue 34); every call within them is audited with the origin and no account (the actor is the token),
// a refusal as FALHA — the review of every public link (platform/token-servico.ts revisaoDoLink). The
// token is never logged: the request log shows no headers (platform/log-redaction.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AGENDAMENTO_MESSAGES, appointmentsCancelled } from '@portal/domain';
import { agendamentoPublicoEndpoints as endpoints } from '@portal/domain/contract/saude/agendamento-publico';
import type { AuditAction } from '../../platform/audit.js';
import { HttpError, notFound } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { revisaoDoLink, tokenDoPedido } from '../../platform/token-servico.js';
import { avisarMudanca, type Mudanca } from './agendamento-alteracao.service.js';
import { enviarIcs } from './agendamento-ics.js';
import { abrirToken, agendamentoPublico, agirComToken } from './agendamento-publico.service.js';

export function agendamentoPublicoRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const auditar = revisaoDoLink(app, 'agendamento-link-recusa');

  /** Nothing a link shows is kept by a browser or a proxy. */
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  route(app, endpoints.listagem, async (request, reply) => {
    noStore(reply);
    const now = ctx.clock();
    const valido = await abrirToken(ctx.db, tokenDoPedido(request), now);
    await auditar(request, reply, 'LEITURA_CONSULTA_LINK', valido?.row.pessoaId ?? null);
    if (!valido) throw notFound(AGENDAMENTO_MESSAGES.linkInvalid);
    return agendamentoPublico(valido, now);
  });

  route(app, endpoints.calendario, async (request, reply) => {
    noStore(reply);
    const now = ctx.clock();
    const valido = await abrirToken(ctx.db, tokenDoPedido(request), now);
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
      const token = tokenDoPedido(request);
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
