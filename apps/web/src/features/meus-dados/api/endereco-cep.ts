// GET /api/endereco?cep: the address a CEP names (spec §7 "Address"). Called on demand, not cached.
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { enderecoCalls } from '@portal/domain/contract/calls/meus-dados/endereco';

/** A CEP the lookup does not know is an expected answer (404), handled by the form, not the portal. */
export const fetchEnderecoPorCep = (cep: string) =>
  callEndpoint(enderecoCalls.cep, { query: { cep }, ignoreRedirect: true });
