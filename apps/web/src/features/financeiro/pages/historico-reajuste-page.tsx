// Histórico de Reajuste (spec §2 "Price-adjustment history: choose a plan (contract), then see its
// history"): the plan tabs, then each adjustment of the chosen contract, newest first — its date, kind
// (annual: the ANS ceiling for individual plans, pool or negotiated for collective ones; age band),
// percentage and the monthly fee before and after.
import { FINANCEIRO_MESSAGES, formatCents, formatDate, formatPontosBase } from '@portal/domain';
import { TIPOS_REAJUSTE, type Reajuste } from '@portal/domain/contract/financeiro/historico-reajuste';
import { FriendlyMessage, listFriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { PlanoContratos, PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import { useReajusteContratos } from '../api/historico-reajuste-contratos';
import { useHistoricoReajuste } from '../api/historico-reajuste-historico';

export const REAJUSTES_CAPTION = 'Reajustes do contrato';

const tipoNome = (tipo: Reajuste['tipo']): string =>
  TIPOS_REAJUSTE.find((t) => t.tipo === tipo)?.nome ?? tipo;

const COLUMNS: ListColumn<Reajuste>[] = [
  { header: 'Vigência', cell: (r) => formatDate(r.data), nowrap: true },
  { header: 'Tipo', cell: (r) => tipoNome(r.tipo) },
  { header: 'Beneficiário', cell: (r) => r.beneficiario?.nome ?? 'Todos do contrato' },
  { header: 'Percentual', cell: (r) => formatPontosBase(r.percentualPontosBase), nowrap: true },
  { header: 'Mensalidade anterior', cell: (r) => formatCents(r.mensalidadeAnteriorCentavos), nowrap: true },
  { header: 'Nova mensalidade', cell: (r) => formatCents(r.mensalidadeNovaCentavos), nowrap: true },
];

function Historico({ codigoPlano }: { codigoPlano: string }) {
  const historico = useHistoricoReajuste(codigoPlano);
  if (historico.isError) {
    return <PlanoQueryError error={historico.error} onRetry={() => void historico.refetch()} />;
  }
  if (!historico.data) return <LoadingBlock />;
  const { reajustes, plano, tipoContratacao } = historico.data;
  const message = listFriendlyMessage(historico.data, FINANCEIRO_MESSAGES.noAdjustments);
  if (message || reajustes.length === 0) {
    return <FriendlyMessage>{message ?? FINANCEIRO_MESSAGES.noAdjustments}</FriendlyMessage>;
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink-muted">
        {plano} · {tipoContratacao}
      </p>
      <ResponsiveList
        caption={REAJUSTES_CAPTION}
        rows={reajustes}
        rowKey={(r) => r.id}
        rowHeader={{ header: 'Reajuste', cell: (r) => r.descricao }}
        columns={COLUMNS}
      />
    </div>
  );
}

export default function HistoricoReajustePage() {
  const contratos = useReajusteContratos();
  return (
    <PlanoContratos routeId="historicoReajuste" contratos={contratos}>
      {(codigoPlano) => <Historico key={codigoPlano} codigoPlano={codigoPlano} />}
    </PlanoContratos>
  );
}
