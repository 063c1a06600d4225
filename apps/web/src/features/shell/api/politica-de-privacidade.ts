// GET /api/politica-de-privacidade (spec §7 "Other reads"): the operator's privacy policy, as simple HTML.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { textosLegaisEndpoints } from '@portal/domain/contract/shell/textos-legais';
import { endpointQueryOptions } from '../../../lib/endpoint-client';

export const politicaDePrivacidadeQueryOptions = () =>
  queryOptions({
    ...endpointQueryOptions(textosLegaisEndpoints.politicaDePrivacidade, { ignoreRedirect: true }),
    meta: { publico: true },
  });

export const usePoliticaDePrivacidade = () => useQuery(politicaDePrivacidadeQueryOptions());
