// Chaves de Acesso (issue 42, decision 0054) under /api/beneficiarios/chaves-acesso, behind the permission
// every account holds (declared by the contract). Only the caller's own account: ids are checked against it.
import type { FastifyInstance } from 'fastify';
import { chavesAcessoEndpoints as endpoints } from '@portal/domain/contract/auth/chaves-acesso';
import { route } from '../../platform/route.js';
import { currentSession } from '../../platform/session.js';
import {
  cadastrarChave,
  enviarCodigoChave,
  listarChaves,
  opcoesChaveNova,
  removerChave,
  renomearChave,
} from './chaves-acesso.service.js';

export function chavesAcessoRoutes(app: FastifyInstance): void {
  route(app, endpoints.lista, (request) => listarChaves(request, currentSession(request)), {
    audit: 'LEITURA_CHAVES_ACESSO',
  });
  route(app, endpoints.enviarCodigo, (request) =>
    enviarCodigoChave(request, currentSession(request), request.body.codigoContato),
  );
  route(app, endpoints.opcoes, async (request) => ({
    opcoes: { ...(await opcoesChaveNova(request, currentSession(request), request.body.codigo)) },
  }));
  route(app, endpoints.cadastrar, (request) =>
    cadastrarChave(request, currentSession(request), request.body.resposta, request.body.nome),
  );
  route(app, endpoints.renomear, (request) =>
    renomearChave(request, currentSession(request), request.params.id, request.body.nome),
  );
  route(app, endpoints.remover, async (request, reply) => {
    await removerChave(request, currentSession(request), request.params.id);
    return reply.code(204).send();
  });
}
