// A list of reimbursements (spec §2 "see past and last reimbursements"): a table on a wide screen and
// cards on a phone (responsive-list), each with its protocol, dates, values, status badge, the reason
// when denied or pending, and its files. Someone else's request seen for its amounts only (`restrito`,
// issue 33) shows no place, reason or files: the server leaves them out, and the row says why.
import { formatCents, formatDate } from '@portal/domain';
import type { Reembolso } from '@portal/domain/contract/financeiro/reembolso';
import { DocNumber } from '../../../ui/doc-number';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import { StatusBadge } from '../../../shared-domain/status-badge';
import { ArquivosDoReembolso } from './arquivos-do-reembolso';

const COLUMNS: ListColumn<Reembolso>[] = [
  { header: 'Solicitado em', cell: (r) => formatDate(r.dataReembolso), nowrap: true },
  {
    header: 'Atendimento',
    cell: (r) =>
      r.restrito ? formatDate(r.dataAtendimento) : `${formatDate(r.dataAtendimento)} — ${r.localAtendimento}`,
  },
  { header: 'Valor solicitado', cell: (r) => formatCents(r.valorSolicitadoCentavos), nowrap: true },
  {
    header: 'Valor pago',
    cell: (r) =>
      r.valorPagoCentavos === null
        ? '—'
        : `${formatCents(r.valorPagoCentavos)}${r.dataPagamento ? ` em ${formatDate(r.dataPagamento)}` : ''}`,
  },
  {
    header: 'Situação',
    cell: (r) => (
      <span className="flex flex-col items-start gap-1">
        <StatusBadge status={r.situacao} />
        {!r.restrito && r.motivoSituacao && (r.situacao === 'INDEFERIDO' || r.situacao === 'PENDENTE') && (
          <span className="text-sm">{r.motivoSituacao}</span>
        )}
      </span>
    ),
  },
  {
    header: 'Arquivos',
    cell: (r) =>
      r.restrito ? <span className="text-sm">{r.aviso}</span> : <ArquivosDoReembolso reembolso={r} />,
  },
];

export function ReembolsoLista({
  caption,
  reembolsos,
}: {
  caption: string;
  reembolsos: readonly Reembolso[];
}) {
  return (
    <ResponsiveList
      caption={caption}
      rows={reembolsos}
      rowKey={(r) => r.protocolo}
      rowHeader={{ header: 'Protocolo', cell: (r) => <DocNumber>{r.protocolo}</DocNumber> }}
      columns={COLUMNS}
    />
  );
}
