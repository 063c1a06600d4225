// Demonstrativo de Taxas de Coparticipação (spec §2 "Co-participation statement with period filters",
// issue 13): the plan tabs; a month-year period (MM/yyyy, the §5 rule and its exact messages, checked here
// before the call and again by the server) and a beneficiary filter; the events with their co-participation
// value, the totals per beneficiary and overall; the same statement as a PDF. The events of someone whose
// health data the member may not see come grouped by month and kind, without procedure or provider (issue 33).
import { useState, type FormEvent } from 'react';
import { MESSAGES, formatCents, formatDate, formatMonthYear, validateMonthYearPeriod } from '@portal/domain';
import type {
  CoparticipacaoQuery,
  CoparticipacaoResponse,
  EventoCoparticipacao,
  EventosAgrupados,
} from '@portal/domain/contract/financeiro/demonstrativo-coparticipacao';
import { TIPOS_UTILIZACAO } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { INPUT_CLASSES, STATUS_BORDER } from '../../../ui/form/field';
import { FriendlyMessage, listFriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { MonthYearPeriod, type MonthYearPeriodValue } from '../../../ui/month-year-period';
import { PlanoContratos, PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import { downloadCoparticipacao, useCoparticipacao } from '../api/coparticipacao-listagem';
import { useCoparticipacaoContratos } from '../api/coparticipacao-contratos';
import { ultimos12Meses } from '../components/month-year-default';
import { DownloadButton } from '../../../ui/download-button';

export const EVENTOS_CAPTION = 'Eventos com coparticipação';
export const TOTAIS_CAPTION = 'Totais por beneficiário';
export const AGRUPADOS_CAPTION = 'Eventos agrupados por tipo de atendimento';
const TODOS = '';

const EVENT_COLUMNS: ListColumn<EventoCoparticipacao>[] = [
  { header: 'Data', cell: (e) => formatDate(e.data), nowrap: true },
  { header: 'Beneficiário', cell: (e) => e.beneficiario.nome },
  { header: 'Código TUSS', cell: (e) => e.procedimento.codigoTuss, nowrap: true },
  { header: 'Prestador', cell: (e) => e.prestador },
  { header: 'Quantidade', cell: (e) => e.quantidade, nowrap: true },
  { header: 'Coparticipação', cell: (e) => formatCents(e.valorCentavos), nowrap: true },
];

const AGRUPADO_COLUMNS: ListColumn<EventosAgrupados>[] = [
  { header: 'Mês', cell: (g) => formatMonthYear(g.mes), nowrap: true },
  { header: 'Beneficiário', cell: (g) => g.beneficiario.nome },
  { header: 'Eventos', cell: (g) => g.quantidadeEventos, nowrap: true },
  { header: 'Coparticipação', cell: (g) => formatCents(g.valorCentavos), nowrap: true },
];
const tipoNome = (g: EventosAgrupados) => TIPOS_UTILIZACAO.find((t) => t.tipo === g.tipo)?.nome ?? g.tipo;

type Total = CoparticipacaoResponse['totaisPorBeneficiario'][number];
const TOTAL_COLUMNS: ListColumn<Total>[] = [
  { header: 'Eventos', cell: (t) => t.quantidadeEventos, nowrap: true },
  { header: 'Total', cell: (t) => formatCents(t.totalCentavos), nowrap: true },
];

function Filtro({
  initial,
  beneficiarios,
  onApply,
}: {
  initial: CoparticipacaoQuery;
  beneficiarios: CoparticipacaoResponse['beneficiarios'];
  onApply: (query: CoparticipacaoQuery) => void;
}) {
  const [periodo, setPeriodo] = useState<MonthYearPeriodValue>({
    inicio: initial.mesInicial,
    fim: initial.mesFinal,
  });
  const [cpf, setCpf] = useState(initial.cpf ?? TODOS);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Both months empty passes the §5 rule (the required rule speaks for empty fields): a filter needs both.
    const message =
      validateMonthYearPeriod(periodo.inicio, periodo.fim) ??
      (periodo.inicio && periodo.fim ? null : MESSAGES.monthPeriodCheck);
    setError(message);
    if (message) return;
    onApply({
      codigoPlano: initial.codigoPlano,
      mesInicial: periodo.inicio,
      mesFinal: periodo.fim,
      cpf: cpf === TODOS ? undefined : cpf,
    });
  };
  return (
    <form
      aria-label="Filtros do demonstrativo"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border-2 border-line bg-surface p-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <MonthYearPeriod legend="Período" value={periodo} onChange={setPeriodo} error={error} />
      <div className="flex min-w-0 flex-col gap-1 sm:w-64">
        <label htmlFor="filtro-beneficiario" className="font-semibold text-ink">
          Beneficiário
        </label>
        <select
          id="filtro-beneficiario"
          value={cpf}
          onChange={(event) => setCpf(event.target.value)}
          className={cn(INPUT_CLASSES, STATUS_BORDER.neutral)}
        >
          <option value={TODOS}>Todos</option>
          {beneficiarios.map((b) => (
            <option key={b.cpf} value={b.cpf}>
              {b.nome}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className="sm:self-end">
        Filtrar
      </Button>
    </form>
  );
}

function Demonstrativo({ codigoPlano }: { codigoPlano: string }) {
  const [query, setQuery] = useState<CoparticipacaoQuery>(() => {
    const { inicio, fim } = ultimos12Meses();
    return { codigoPlano, mesInicial: inicio, mesFinal: fim };
  });
  const demonstrativo = useCoparticipacao(query);
  // The beneficiary options stay as first read: a filtered answer may list fewer.
  const [beneficiarios, setBeneficiarios] = useState<CoparticipacaoResponse['beneficiarios'] | null>(null);
  if (beneficiarios === null && demonstrativo.data) setBeneficiarios(demonstrativo.data.beneficiarios);

  if (!demonstrativo.data && !demonstrativo.isError) return <LoadingBlock />;
  const data = demonstrativo.data;
  const message = data ? listFriendlyMessage(data) : null;
  return (
    <div className="flex flex-col gap-6">
      <Filtro initial={query} beneficiarios={beneficiarios ?? data?.beneficiarios ?? []} onApply={setQuery} />
      <div aria-busy={demonstrativo.isFetching} className="flex flex-col gap-6">
        {demonstrativo.isError || !data ? (
          <PlanoQueryError error={demonstrativo.error} onRetry={() => void demonstrativo.refetch()} />
        ) : message || data.eventos.length + data.agrupados.length === 0 ? (
          <FriendlyMessage>{message ?? MESSAGES.noRecordsFound}</FriendlyMessage>
        ) : (
          <>
            {data.eventos.length > 0 && (
              <ResponsiveList
                caption={EVENTOS_CAPTION}
                rows={data.eventos}
                rowKey={(e) => e.id}
                rowHeader={{ header: 'Procedimento', cell: (e) => e.procedimento.descricao }}
                columns={EVENT_COLUMNS}
              />
            )}
            {data.agrupados.length > 0 && (
              <div className="flex flex-col gap-2">
                {data.aviso && <p>{data.aviso}</p>}
                <ResponsiveList
                  caption={AGRUPADOS_CAPTION}
                  rows={data.agrupados}
                  rowKey={(g) => `${g.mes}-${g.beneficiario.cpf}-${g.tipo}`}
                  rowHeader={{ header: 'Tipo de atendimento', cell: tipoNome }}
                  columns={AGRUPADO_COLUMNS}
                />
              </div>
            )}
            <ResponsiveList
              caption={TOTAIS_CAPTION}
              rows={data.totaisPorBeneficiario}
              rowKey={(t) => t.cpf}
              rowHeader={{ header: 'Beneficiário', cell: (t) => t.nome }}
              columns={TOTAL_COLUMNS}
            />
            <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border-2 border-primary bg-surface p-4">
              <p className="text-lg font-bold">
                Total do período:{' '}
                <span data-testid="total-coparticipacao">{formatCents(data.totalCentavos)}</span>
              </p>
              <DownloadButton
                label="Baixar demonstrativo (PDF)"
                download={() => downloadCoparticipacao(query)}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

export default function DemonstrativoCoparticipacaoPage() {
  const contratos = useCoparticipacaoContratos();
  return (
    <PlanoContratos routeId="demonstrativoCoparticipacao" contratos={contratos}>
      {(codigoPlano) => <Demonstrativo key={codigoPlano} codigoPlano={codigoPlano} />}
    </PlanoContratos>
  );
}
