// GET /api/endereco?cep: the address a CEP names (spec §7 "Address"). Called on demand, not cached.
import { enderecoEndpoints } from '@portal/domain/contract/meus-dados/endereco';
import { callEndpoint } from '../../../lib/endpoint-client';

/** A CEP the lookup does not know is an expected answer (404), handled by the form, not the portal. */
export const fetchEnderecoPorCep = (cep: string) =>
  callEndpoint(enderecoEndpoints.cep, { query: { cep }, ignoreRedirect: true });
