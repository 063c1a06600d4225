// GET /api/endereco?cep, /api/endereco/estado?pais, /api/endereco/cidade?pais,uf,cidade (spec §7 "Address"),
// for any signed-in member (every address form uses them).
import type { FastifyInstance } from 'fastify';
import { enderecoEndpoints as endpoints } from '@portal/domain/contract/meus-dados/endereco';
import { route } from '../../platform/route.js';
import { consultarCep, listCidades, listEstados } from './endereco.service.js';

export function enderecoRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const external = ctx.config.cepLookupUrl ? { url: ctx.config.cepLookupUrl } : undefined;

  route(app, endpoints.cep, (request) => consultarCep({ db: ctx.db, cep: request.query.cep, external }));
  route(app, endpoints.estados, () => listEstados());
  route(app, endpoints.cidades, (request) =>
    listCidades({ db: ctx.db, uf: request.query.uf, cidade: request.query.cidade }),
  );
}
