// GET /api/beneficiarios/demonstrativo/{anoBase}: the income-tax statement (PDF) of a base year,
// delivered like every PDF (spec §7: a .pdf on desktop, a new window on mobile).
import { informeIrCalls } from '@portal/domain/contract/calls/financeiro/informe-ir';
import { downloadBlob } from '../../../platform/api/download';
import { downloadEndpoint } from '../../../platform/api/endpoint-client';

export async function downloadInformeIr(anoBase: number): Promise<void> {
  const file = await downloadEndpoint(informeIrCalls.demonstrativo, { params: { anoBase } });
  downloadBlob(file.blob, {
    contentType: file.contentType,
    fileName: file.fileName ?? `Informe IR ${anoBase}.pdf`,
  });
}
