// GET /api/parametros/publicos?nome=…&nome=… (spec §7): the operator values the shell needs before
// login (footer, bot-check, chatbot, VLibras, medical guide). Loaded once at start.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARAMETROS_PUBLICOS, type ParametroPublico } from '@portal/domain/contract/shell/parametros-nomes';
import type { Parametro } from '@portal/domain/contract/shell/parametros';
import { endpointQueryOptions } from '../../../lib/endpoint-client';
import { parametrosCalls } from '@portal/domain/contract/calls/shell/parametros';

export type ParametrosPublicos = Partial<Record<ParametroPublico, string>>;

/** The answer's list as a record by name (names the operator does not set are left out). */
export const parametrosByName = <N extends string>(lista: Parametro[]): Partial<Record<N, string>> =>
  Object.fromEntries(lista.map(({ nome, valor }) => [nome, valor])) as Partial<Record<N, string>>;

export const parametrosPublicosQueryOptions = () =>
  queryOptions({
    ...endpointQueryOptions(parametrosCalls.publicos, {
      query: { nome: [...PARAMETROS_PUBLICOS] },
      ignoreRedirect: true,
      background: true,
    }),
    select: parametrosByName<ParametroPublico>,
    staleTime: Infinity,
    // Operator data, the same for everyone: kept when a member signs out.
    meta: { publico: true },
  });

export const useParametrosPublicos = () => useQuery(parametrosPublicosQueryOptions());
