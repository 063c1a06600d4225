// Informe para IR (spec §2 "Income-tax statement: choose a base year, and only years with
// possuiDemonstrativo offer a statement"): the base years, newest first, each with its statement (PDF)
// when it is ready and a line saying why not when it is not.
import { FINANCEIRO_MESSAGES } from '@portal/domain';
import type { AnoBase } from '@portal/domain/contract/financeiro/informe-ir';
import { FriendlyMessage, listFriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useAnosBase } from '../api/informe-ir-anos-base';
import { downloadInformeIr } from '../api/informe-ir-demonstrativo';
import { DownloadButton } from '../../../ui/download-button';

export const ANOS_BASE_CAPTION = 'Anos-base';

const COLUMNS: ListColumn<AnoBase>[] = [
  {
    header: 'Demonstrativo',
    cell: (ano) =>
      ano.possuiDemonstrativo ? (
        <DownloadButton
          label="Baixar informe (PDF)"
          ariaLabel={`Baixar informe (PDF) do ano-base ${ano.anoBase}`}
          variant="secondary"
          download={() => downloadInformeIr(ano.anoBase)}
        />
      ) : (
        <span className="text-ink-muted">{FINANCEIRO_MESSAGES.statementNotReady}</span>
      ),
  },
];

export default function InformeIrPage() {
  const anos = useAnosBase();
  if (anos.isError) return <UnexpectedErrorPanel onRetry={() => void anos.refetch()} />;
  if (!anos.data) return <LoadingBlock />;
  const message = listFriendlyMessage(anos.data, FINANCEIRO_MESSAGES.noBaseYears);
  if (message || anos.data.anosBase.length === 0) {
    return <FriendlyMessage>{message ?? FINANCEIRO_MESSAGES.noBaseYears}</FriendlyMessage>;
  }
  return (
    <div className="flex flex-col gap-4">
      <p>
        O informe reúne os valores pagos ao plano no ano-base (mensalidades e coparticipação, por
        beneficiário) para a declaração do Imposto de Renda.
      </p>
      <ResponsiveList
        caption={ANOS_BASE_CAPTION}
        rows={anos.data.anosBase}
        rowKey={(ano) => String(ano.anoBase)}
        rowHeader={{ header: 'Ano-base', cell: (ano) => String(ano.anoBase) }}
        columns={COLUMNS}
      />
    </div>
  );
}
