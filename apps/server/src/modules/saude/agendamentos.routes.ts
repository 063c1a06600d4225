// Agendamento (spec §2 "Appointment scheduling", §7 "Appointments", issue 16) under
// /api/beneficiarios/agendamentos and its /v2 cancel, behind tela-agendamento-consulta (declared by the
// contract). Every cpf and id goes through the family scope; every call that shows or changes a
// beneficiary's appointments is audited per person; the list and the booking count as the resource usage
// 'AGENDAMENTO' (spec §7 'scheduling').
import type { FastifyInstance } from 'fastify';
import { AGENDAMENTO_MESSAGES, appointmentNotice } from '@portal/domain';
import { agendamentosEndpoints as endpoints } from '@portal/domain/contract/saude/agendamentos';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { contatosDoBeneficiario } from '../../shared-domain/contatos-beneficiario.js';
import { toMasked } from '../../shared-domain/contatos-mascarados.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { linkAgendamentoPublico } from '../../shared-domain/link-agendamento.js';
import { anexoIcs, avisarAgendamento } from './agendamento-aviso.js';
import { selectAgendamentosPorId } from './agendamento-card.js';
import {
  agendamentoDaFamilia,
  cancelarAgendamentos,
  confirmarAgendamento,
} from './agendamento-alteracao.service.js';
import { enviarIcs } from './agendamento-ics.js';
import { listAgendamentos } from './agendamentos.service.js';
import {
  getConstantesAgendamento,
  listAgendas,
  listEspecialidades,
  telefoneAgendamento,
} from './agendas.service.js';
import { remarcar } from './remarcacao.service.js';
import { agendar, liberar, reservar } from './reservas.service.js';

export function agendamentosRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const calendarioDe = async (id: string) => {
    const [row] = await selectAgendamentosPorId(ctx.db, [id]);
    return row ? anexoIcs(row, ctx.clock()) : undefined;
  };

  listagemBeneficiariosRoute(app, endpoints.listagem, { somenteComPlano: true, saude: 'AGENDAMENTO' });

  route(
    app,
    endpoints.agendamentos,
    async (request) => {
      const lista = await listAgendamentos(familyScope(request), request.query.cpf, ctx.clock());
      return {
        ...lista,
        ...(lista.proximos.length === 0
          ? { mensagemAmigavel: AGENDAMENTO_MESSAGES.noUpcoming, tipoMensagem: 'INFORMACAO' as const }
          : {}),
      };
    },
    { audit: 'LEITURA_AGENDAMENTOS', saude: 'AGENDAMENTO' },
  );

  route(
    app,
    endpoints.contatos,
    async (request) => {
      const [{ contatos }, telefone] = await Promise.all([
        contatosDoBeneficiario(
          familyScope(request),
          ctx.config.sessionSecret,
          request.query.cpf,
          'AGENDAMENTO',
        ),
        telefoneAgendamento(ctx.db),
      ]);
      return { contatos: contatos.map(toMasked), telefoneAgendamento: telefone };
    },
    { audit: 'LEITURA_CONTATOS_AGENDAMENTO', saude: 'AGENDAMENTO' },
  );

  route(app, endpoints.constantes, () => getConstantesAgendamento(ctx.db));
  route(app, endpoints.especialidades, () => listEspecialidades(ctx.db, ctx.clock()));
  // Which slots a beneficiary can take reveals when they have appointments: audited (not listed).
  route(app, endpoints.agendas, (request) => listAgendas(familyScope(request), ctx.clock(), request.query), {
    audit: 'LEITURA_HORARIOS_LIVRES',
    saude: 'AGENDAMENTO',
  });

  route(
    app,
    endpoints.reservar,
    async (request) => {
      const { minutosReserva, diasAntecedencia } = await getConstantesAgendamento(ctx.db);
      return reservar(familyScope(request), {
        ...request.body,
        clock: ctx.clock,
        minutosReserva,
        diasAntecedencia,
      });
    },
    { audit: 'RESERVA_HORARIO', saude: 'AGENDAMENTO' },
  );

  route(
    app,
    endpoints.liberar,
    async (request, reply) => {
      await liberar(familyScope(request), request.body.reservaId);
      return reply.code(204).send();
    },
    { audit: 'LIBERACAO_RESERVA_HORARIO' },
  );

  route(
    app,
    endpoints.agendar,
    async (request) => {
      const registrado = await agendar(familyScope(request), {
        ...request.body,
        clock: ctx.clock,
        random: ctx.random,
        secret: ctx.config.sessionSecret,
      });
      avisarAgendamento(app.notify, {
        pessoaId: registrado.beneficiario.pessoaId,
        ...(registrado.contato ?? { canal: null, destino: null }),
        nome: registrado.beneficiario.nomeSocial ?? registrado.beneficiario.nomeCompleto,
        assunto: 'Consulta agendada',
        mensagem: appointmentNotice(
          'Consulta agendada',
          registrado.descricao,
          registrado.resposta.agendamento.protocolo,
        ),
        link: linkAgendamentoPublico(ctx.config.publicUrl, registrado.token),
        calendario: await calendarioDe(registrado.resposta.agendamento.id),
      });
      return registrado.resposta;
    },
    { audit: 'AGENDAMENTO_CONSULTA', saude: 'AGENDAMENTO' },
  );

  route(
    app,
    endpoints.calendario,
    async (request, reply) => {
      const row = await agendamentoDaFamilia(familyScope(request), request.query.id);
      return enviarIcs(reply, row, ctx.clock());
    },
    { audit: 'CALENDARIO_CONSULTA', saude: 'AGENDAMENTO' },
  );

  route(
    app,
    endpoints.remarcar,
    async (request) => {
      const { diasAntecedencia } = await getConstantesAgendamento(ctx.db);
      const remarcada = await remarcar(familyScope(request), {
        ...request.body,
        clock: ctx.clock,
        random: ctx.random,
        diasAntecedencia,
      });
      avisarAgendamento(app.notify, {
        pessoaId: remarcada.beneficiario.pessoaId,
        ...(remarcada.contato ?? { canal: null, destino: null }),
        nome: remarcada.beneficiario.nomeSocial ?? remarcada.beneficiario.nomeCompleto,
        assunto: 'Consulta remarcada',
        mensagem: appointmentNotice(
          'Consulta remarcada',
          remarcada.descricao,
          remarcada.resposta.agendamento.protocolo,
        ),
        link: linkAgendamentoPublico(ctx.config.publicUrl, remarcada.token),
        calendario: await calendarioDe(remarcada.resposta.agendamento.id),
      });
      return remarcada.resposta;
    },
    { audit: 'REMARCACAO_CONSULTA', saude: 'AGENDAMENTO' },
  );

  route(
    app,
    endpoints.confirmar,
    async (request) => confirmarAgendamento(familyScope(request), { id: request.body.id, app }),
    { audit: 'CONFIRMACAO_CONSULTA', saude: 'AGENDAMENTO' },
  );

  route(
    app,
    endpoints.cancelar,
    async (request) => cancelarAgendamentos(familyScope(request), { ...request.body, app }),
    { audit: 'CANCELAMENTO_CONSULTA', saude: 'AGENDAMENTO' },
  );
}
