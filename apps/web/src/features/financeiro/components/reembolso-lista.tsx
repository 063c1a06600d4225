// A list of reimbursements (spec §2 "see past and last reimbursements"): a table on a wide screen and
// cards on a phone (responsive-list), each with its protocol, dates, values, status badge, the reason
// when denied or pending, and its files. Someone else's request seen for its amounts only (`restrito`,
// issue 33) shows no place, reason or files: the server leaves them out, and the row says why.
// A PENDENTE one offers "Enviar documentos" under the operator's reason (issue 39).
// `paged` (issue 37) shows the newest PAGE first and "Mostrar mais" for the next ones, so a long history
// does not push the rest of the screen away; the count is announced politely.
import { useState } from 'react';
import { formatCents, formatDate } from '@portal/domain';
import type { Reembolso } from '@portal/domain/contract/financeiro/reembolso';
import { DocNumber } from '../../../ui/doc-number';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import { StatusBadge } from '../../../shared-domain/status-badge';
import { MostrarMais } from '../../../ui/mostrar-mais';
import { ArquivosDoReembolso } from './arquivos-do-reembolso';
import { EnviarDocumentos } from './enviar-documentos';
import { REEMBOLSO_TEXTS } from './reembolso-texts';

/** Rows of a paged history shown at a time: the spec's "last reimbursements". */
export const REEMBOLSOS_POR_PAGINA = 5;

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
    // Focusable by script (data-situacao): where focus lands once documents sent make it "Em análise".
    cell: (r) => (
      <span data-situacao tabIndex={-1} className="flex flex-col items-start gap-1">
        <StatusBadge status={r.situacao} />
        {!r.restrito && r.motivoSituacao && (r.situacao === 'INDEFERIDO' || r.situacao === 'PENDENTE') && (
          <span className="text-sm">{r.motivoSituacao}</span>
        )}
        {!r.restrito && r.situacao === 'PENDENTE' && <EnviarDocumentos reembolso={r} />}
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
  paged = false,
}: {
  caption: string;
  reembolsos: readonly Reembolso[];
  paged?: boolean;
}) {
  const [mostrados, setMostrados] = useState(REEMBOLSOS_POR_PAGINA);
  const visiveis = paged ? reembolsos.slice(0, mostrados) : reembolsos;
  const restantes = reembolsos.length - visiveis.length;
  const list = (
    <ResponsiveList
      caption={caption}
      rows={visiveis}
      rowKey={(r) => r.protocolo}
      rowHeader={{ header: 'Protocolo', cell: (r) => <DocNumber>{r.protocolo}</DocNumber> }}
      columns={COLUMNS}
    />
  );
  if (!paged || reembolsos.length <= REEMBOLSOS_POR_PAGINA) return list;
  return (
    <div className="flex flex-col gap-3">
      {list}
      <MostrarMais
        situacao={REEMBOLSO_TEXTS.mostrando(visiveis.length, reembolsos.length)}
        mais={restantes > 0 ? REEMBOLSO_TEXTS.mostrarMais(Math.min(restantes, REEMBOLSOS_POR_PAGINA)) : null}
        onMais={() => setMostrados((n) => n + REEMBOLSOS_POR_PAGINA)}
      />
    </div>
  );
}
