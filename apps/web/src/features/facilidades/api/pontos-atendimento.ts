// GET /api/pontos-atendimento (spec §7 "Other reads"): the operator's own units. The screen and its home
// card read the same query, so the screen opens from the cache.
import { useQuery } from '@tanstack/react-query';
import { pontosAtendimentoCalls } from '@portal/domain/contract/calls/facilidades/pontos-atendimento';
import type { RequestOptions } from '../../../platform/api/api-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const pontosAtendimentoQueryOptions = (
  options?: Pick<RequestOptions, 'background' | 'ignoreRedirect'>,
) => endpointQueryOptions(pontosAtendimentoCalls.lista, options);

export const usePontosAtendimento = () => useQuery(pontosAtendimentoQueryOptions());
