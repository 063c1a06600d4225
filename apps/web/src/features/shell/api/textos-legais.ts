// GET /api/termos-de-uso, /api/politica-de-privacidade (spec §7 "Other reads"), /api/aviso-lgpd and, since issue 38,
// their ?versao=N and /versoes: the operator's text as simple HTML, its version and the list of versions. Operator
// data, public: it stays in the cache when the member changes (meta.publico).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { textosLegaisCalls } from '@portal/domain/contract/calls/shell/textos-legais';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export type TextoLegalPagina = 'termosDeUso' | 'politicaDePrivacidade' | 'avisoLgpd';

// The texts' calls differ only by path: typed as the terms' own, so one call site serves them all.
const TEXTO = {
  termosDeUso: textosLegaisCalls.termosDeUso,
  politicaDePrivacidade:
    textosLegaisCalls.politicaDePrivacidade as unknown as typeof textosLegaisCalls.termosDeUso,
  avisoLgpd: textosLegaisCalls.avisoLgpd as unknown as typeof textosLegaisCalls.termosDeUso,
};
const VERSOES = {
  termosDeUso: textosLegaisCalls.versoesTermosDeUso,
  politicaDePrivacidade:
    textosLegaisCalls.versoesPoliticaDePrivacidade as unknown as typeof textosLegaisCalls.versoesTermosDeUso,
  avisoLgpd: textosLegaisCalls.versoesAvisoLgpd as unknown as typeof textosLegaisCalls.versoesTermosDeUso,
};

/** The current version, or version `versao`. */
export const textoLegalQueryOptions = (texto: TextoLegalPagina, versao?: number) =>
  queryOptions({
    ...endpointQueryOptions(TEXTO[texto], {
      query: versao === undefined ? {} : { versao },
      ignoreRedirect: true,
    }),
    meta: { publico: true },
  });

export const useTextoLegal = (texto: TextoLegalPagina, versao?: number) =>
  useQuery(textoLegalQueryOptions(texto, versao));

export const useVersoesTextoLegal = (texto: TextoLegalPagina) =>
  useQuery({
    ...endpointQueryOptions(VERSOES[texto], { ignoreRedirect: true }),
    meta: { publico: true },
  });
