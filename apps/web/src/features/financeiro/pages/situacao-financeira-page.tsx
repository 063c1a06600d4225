// Situação Financeira (spec §2 "Financial situation"): the open bills of every contract the member is
// financially responsible for — values updated to today when overdue, Pix and boleto line to copy, the
// second copy and the statement as PDFs, the composition on demand — then the last 12 months' history,
// each paid bill with its receipt (comprovante de pagamento, issue 41).
import { formatCents, formatDate, FINANCEIRO_MESSAGES } from '@portal/domain';
import type { TituloHistorico } from '@portal/domain/contract/financeiro/situacao-financeira';
import { FriendlyMessage, listFriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import { StatusBadge } from '../../../shared-domain/status-badge';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { downloadComprovante } from '../api/situacao-financeira-comprovante';
import { downloadDemonstrativo } from '../api/situacao-financeira-demonstrativo';
import { useTitulos } from '../api/situacao-financeira-titulos';
import { SITUACAO_TEXTS } from '../components/financeiro-texts';
import { DownloadButton } from '../../../ui/download-button';
import { TituloAberto } from '../components/titulo-aberto';
import { rotuloTitulo } from '../components/titulo-resumo';

const HISTORICO_COLUMNS: ListColumn<TituloHistorico>[] = [
  { header: 'Contrato', cell: (t) => t.contrato.codigo, nowrap: true },
  { header: 'Vencimento', cell: (t) => formatDate(t.vencimento), nowrap: true },
  { header: 'Valor', cell: (t) => formatCents(t.valorCentavos), nowrap: true },
  { header: 'Situação', cell: (t) => <StatusBadge status={t.situacao} /> },
  { header: 'Pagamento', cell: (t) => (t.dataPagamento ? formatDate(t.dataPagamento) : '—'), nowrap: true },
  {
    header: 'Demonstrativo',
    cell: (t) => (
      <DownloadButton
        label="Baixar"
        ariaLabel={`Baixar demonstrativo de ${rotuloTitulo(t)}`}
        variant="link"
        download={() => downloadDemonstrativo(t.codigoTitulo)}
      />
    ),
  },
  {
    header: 'Comprovante',
    cell: (t) =>
      t.situacao === 'PAGO' ? (
        <DownloadButton
          label="Baixar"
          ariaLabel={`Baixar comprovante de pagamento de ${rotuloTitulo(t)}`}
          variant="link"
          download={() => downloadComprovante(t.codigoTitulo)}
        />
      ) : (
        '—'
      ),
  },
];

export default function SituacaoFinanceiraPage() {
  const titulos = useTitulos();
  if (titulos.isError) return <UnexpectedErrorPanel onRetry={() => void titulos.refetch()} />;
  if (!titulos.data) return <LoadingBlock />;
  const { emAberto, historico } = titulos.data;
  if (emAberto.length === 0 && historico.length === 0) {
    return (
      <FriendlyMessage>
        {listFriendlyMessage(titulos.data, FINANCEIRO_MESSAGES.noBills) ?? FINANCEIRO_MESSAGES.noBills}
      </FriendlyMessage>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="titulos-em-aberto" className="flex flex-col gap-4">
        <h2 id="titulos-em-aberto" className="text-xl font-bold">
          {SITUACAO_TEXTS.emAberto}
        </h2>
        {emAberto.length === 0 ? (
          <FriendlyMessage>{SITUACAO_TEXTS.semAberto}</FriendlyMessage>
        ) : (
          emAberto.map((titulo) => <TituloAberto key={titulo.codigoTitulo} titulo={titulo} />)
        )}
      </section>
      {historico.length > 0 && (
        <ResponsiveList
          caption={SITUACAO_TEXTS.historico}
          rows={historico}
          rowKey={(t) => t.codigoTitulo}
          rowHeader={{ header: 'Competência', cell: rotuloTitulo }}
          columns={HISTORICO_COLUMNS}
        />
      )}
    </div>
  );
}
