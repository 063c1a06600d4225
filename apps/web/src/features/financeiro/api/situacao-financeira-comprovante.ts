// POST /api/beneficiarios/situacao-financeira/comprovante/{codigoTitulo}: a paid bill's receipt (PDF,
// issue 41); delivered like every PDF (spec §7).
import { situacaoFinanceiraCalls } from '@portal/domain/contract/calls/financeiro/situacao-financeira';
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';

export async function downloadComprovante(codigoTitulo: string): Promise<void> {
  const file = await downloadEndpoint(situacaoFinanceiraCalls.comprovante, { params: { codigoTitulo } });
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? `Comprovante de pagamento ${codigoTitulo}.pdf`,
  });
}
