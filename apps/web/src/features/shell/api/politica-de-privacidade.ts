// GET /api/politica-de-privacidade (spec §7 "Other reads"): the operator's privacy policy, as simple HTML.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../platform/api/endpoint-client';
import { textosLegaisCalls } from '@portal/domain/contract/calls/shell/textos-legais';

export const politicaDePrivacidadeQueryOptions = () =>
  queryOptions({
    ...endpointQueryOptions(textosLegaisCalls.politicaDePrivacidade, { ignoreRedirect: true }),
    meta: { publico: true },
  });

export const usePoliticaDePrivacidade = () => useQuery(politicaDePrivacidadeQueryOptions());
