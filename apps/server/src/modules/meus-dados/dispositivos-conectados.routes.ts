// Dispositivos conectados (issue 42, decision 0055): thin routes; the rule is in the service. The list is not
// audited (it shows the account's own sessions, each already audited at its sign-in, and nothing of health or
// money); each end is, as a security event the member reads in "Quem acessou meus dados".
import type { FastifyInstance } from 'fastify';
import { dispositivosConectadosEndpoints as endpoints } from '@portal/domain/contract/meus-dados/dispositivos-conectados';
import { route } from '../../platform/route.js';
import {
  encerrarDispositivo,
  encerrarOutrosDispositivos,
  listarDispositivosConectados,
} from './dispositivos-conectados.service.js';

export function dispositivosConectadosRoutes(app: FastifyInstance): void {
  route(app, endpoints.lista, (request) => listarDispositivosConectados(request));
  route(app, endpoints.encerrar, async (request, reply) => {
    await encerrarDispositivo(request, request.params.id);
    return reply.code(204).send();
  });
  route(app, endpoints.encerrarOutros, (request) => encerrarOutrosDispositivos(request));
}
