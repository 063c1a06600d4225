// GET /api/beneficiarios/topicos (spec §7, issue 17): the operator's news and health topics for the home.
import { useQuery } from '@tanstack/react-query';
import { topicosCalls } from '@portal/domain/contract/calls/shell/topicos';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const useTopicos = () => useQuery(endpointQueryOptions(topicosCalls.lista, { background: true }));
