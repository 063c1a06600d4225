// POST /api/beneficiarios/situacao-financeira/{codigoTitulo}/download: the boleto's second copy (PDF),
// updated to today when overdue; a .pdf file on desktop, a new window on mobile (spec §7).
import { situacaoFinanceiraCalls } from '@portal/domain/contract/calls/financeiro/situacao-financeira';
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';

export async function downloadSegundaVia(codigoTitulo: string): Promise<void> {
  const file = await downloadEndpoint(situacaoFinanceiraCalls.segundaVia, { params: { codigoTitulo } });
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? `Boleto ${codigoTitulo}.pdf`,
  });
}
