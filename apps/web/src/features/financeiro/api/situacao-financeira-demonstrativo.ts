// POST /api/beneficiarios/situacao-financeira/demonstrativo/{codigoTitulo}: the bill's statement (PDF),
// its blocks and items per beneficiary with totals; delivered like every PDF (spec §7).
import { situacaoFinanceiraCalls } from '@portal/domain/contract/calls/financeiro/situacao-financeira';
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';

export async function downloadDemonstrativo(codigoTitulo: string): Promise<void> {
  const file = await downloadEndpoint(situacaoFinanceiraCalls.demonstrativo, {
    params: { codigoTitulo },
  });
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? `Demonstrativo ${codigoTitulo}.pdf`,
  });
}
