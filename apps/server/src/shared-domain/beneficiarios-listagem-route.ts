// GET …/listagem-beneficiarios of every screen with a beneficiary picker (spec §7 lists one per area):
// the same answer behind each screen's own permission (the endpoint comes from the screen's contract),
// filtered as that screen needs, and audited as a read of the caller's family list.
import type { FastifyInstance } from 'fastify';
import type { EndpointDefinition } from '@portal/domain/contract/endpoint';
import type { listagemBeneficiariosSchema } from '@portal/domain/contract/listagem-beneficiarios';
import { listBeneficiarios, type FiltroBeneficiarios } from './beneficiarios-listagem.js';
import { familyScope } from '../platform/family-scope.js';
import { route } from '../platform/route.js';

export function listagemBeneficiariosRoute(
  app: FastifyInstance,
  /** A GET answering the picker's list (plain or, for /v2 paths, enveloped). */
  endpoint: EndpointDefinition & { method: 'GET'; response: typeof listagemBeneficiariosSchema },
  /** Which beneficiaries this screen offers (plan holders, card holders, active contracts). */
  filtro: FiltroBeneficiarios = {},
): void {
  route(app, endpoint, async (request) => (await listBeneficiarios(familyScope(request), filtro)).listagem, {
    audit: 'LEITURA_LISTAGEM_BENEFICIARIOS',
    ...(filtro.saude ? { saude: filtro.saude } : {}),
  });
}
