// GET /api/beneficiarios/demonstrativo-coparticipacao?codigoPlano=&mesInicial=&mesFinal=&cpf=: the
// contract's events with co-participation in a month-year period, with totals; the PDF of the same.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { demonstrativoCoparticipacaoCalls } from '@portal/domain/contract/calls/financeiro/demonstrativo-coparticipacao';
import type { CoparticipacaoQuery } from '@portal/domain/contract/financeiro/demonstrativo-coparticipacao';
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const coparticipacaoQueryOptions = (query: CoparticipacaoQuery) =>
  queryOptions({
    ...endpointQueryOptions(demonstrativoCoparticipacaoCalls.listagem, { query }),
    retry: false,
    // A new filter keeps the last list on screen until the new one arrives (no jump to the loader).
    placeholderData: keepPreviousData,
  });

export const useCoparticipacao = (query: CoparticipacaoQuery) => useQuery(coparticipacaoQueryOptions(query));

export async function downloadCoparticipacao(query: CoparticipacaoQuery): Promise<void> {
  const file = await downloadEndpoint(demonstrativoCoparticipacaoCalls.pdf, { query });
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? `Coparticipacao ${query.codigoPlano}.pdf`,
  });
}
