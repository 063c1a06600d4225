// Resultado de Exames (spec §2 "Exam results: filter by period, select items and download", issue 15):
// choose a beneficiary and a period (the shared date-range picker; it starts on the first day of the
// previous month — spec §9's default month — and runs to today, so this month's results show too), tick
// results ('Selecionar todos', the count), and download them: one PDF for one, a ZIP for several. A result
// still at the lab shows 'Indisponível' and cannot be ticked.
import { useState } from 'react';
import { formatDate, operatorDate, pad2, SAUDE_MESSAGES, type CalendarDate } from '@portal/domain';
import type { ResultadoExame } from '@portal/domain/contract/saude/resultado-exames';
import { DateRangePicker } from '../../../ui/date-range-picker';
import { defaultMonth, type Period } from '../../../ui/date-range-rules';
import { DownloadButton } from '../../../ui/download-button';
import { FriendlyMessage, listFriendlyMessage } from '../../../shared-domain/friendly-message';
import { BeneficiarioScreen } from '../../../shared-domain/beneficiario-screen';
import { LoadingBlock } from '../../../ui/loader';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import { StatusBadge } from '../../../shared-domain/status-badge';
import {
  downloadResultados,
  useResultadoExamesBeneficiarios,
  useResultadosExames,
} from '../api/resultado-exames';
import {
  alternar,
  alternarTodos,
  contagemTexto,
  manterVisiveis,
  selecionaveis,
} from '../components/selecao-resultados';

const dateBr = (day: CalendarDate): string => `${pad2(day.day)}/${pad2(day.month)}/${day.year}`;

const CHECKBOX = 'size-5 shrink-0 accent-primary';

function Resultados({ cpf, today }: { cpf: string; today: CalendarDate }) {
  const [periodo, setPeriodo] = useState<Period>({ start: defaultMonth(today), end: today });
  const [marcados, setMarcados] = useState<ReadonlySet<string>>(new Set());
  const lista = useResultadosExames({
    cpf,
    dataRealizacaoInicial: dateBr(periodo.start),
    dataRealizacaoFinal: dateBr(periodo.end),
  });
  const resultados = lista.data?.resultados ?? [];
  // Only what is still listed counts (a new period drops choices that left the list).
  const selecionados = manterVisiveis(marcados, resultados);
  const disponiveis = selecionaveis(resultados);
  const todos = disponiveis.length > 0 && disponiveis.every((c) => selecionados.has(c));
  const message = lista.data ? listFriendlyMessage(lista.data, SAUDE_MESSAGES.noExamResults) : null;

  const columns: ListColumn<ResultadoExame>[] = [
    { header: 'Realizado em', cell: (r) => formatDate(r.dataRealizacao), nowrap: true },
    { header: 'Laboratório', cell: (r) => r.laboratorio },
    { header: 'Médico solicitante', cell: (r) => r.medicoSolicitante ?? '—' },
    {
      header: 'Situação',
      cell: (r) => <StatusBadge status={r.situacao} />,
    },
  ];
  const exame: ListColumn<ResultadoExame> = {
    header: 'Exame',
    cell: (r) => (
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className={CHECKBOX}
          aria-label={`Selecionar ${r.exame} de ${formatDate(r.dataRealizacao)}`}
          disabled={r.situacao !== 'DISPONIVEL'}
          checked={selecionados.has(r.chave)}
          onChange={() => setMarcados(alternar(selecionados, r.chave))}
        />
        <span>{r.exame}</span>
      </label>
    ),
  };

  return (
    <section aria-labelledby="resultados-titulo" className="flex flex-col gap-6">
      <h2 id="resultados-titulo" className="text-xl font-bold">
        Resultados {lista.data ? `de ${lista.data.nome}` : ''}
      </h2>
      <div className="rounded-lg border-2 border-line bg-surface p-4">
        <DateRangePicker label="Período de realização" value={periodo} onChange={setPeriodo} today={today} />
      </div>
      <div aria-busy={lista.isFetching} className="flex flex-col gap-4">
        {lista.isError ? (
          <PlanoQueryError error={lista.error} onRetry={() => void lista.refetch()} />
        ) : !lista.data ? (
          <LoadingBlock />
        ) : message || resultados.length === 0 ? (
          <FriendlyMessage>{message ?? SAUDE_MESSAGES.noExamResults}</FriendlyMessage>
        ) : (
          <>
            <div className="flex flex-col gap-3 rounded-lg border-2 border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
              <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
                <input
                  type="checkbox"
                  className={CHECKBOX}
                  checked={todos}
                  disabled={disponiveis.length === 0}
                  ref={(box) => {
                    if (box) box.indeterminate = !todos && selecionados.size > 0;
                  }}
                  onChange={() => setMarcados(alternarTodos(selecionados, resultados))}
                />
                Selecionar todos
              </label>
              <p role="status" className="font-semibold">
                {contagemTexto(selecionados.size)}
              </p>
              <DownloadButton
                label="Baixar selecionados"
                download={() => downloadResultados(cpf, [...selecionados])}
                disabledReason={selecionados.size === 0 ? SAUDE_MESSAGES.selectResults : undefined}
              />
            </div>
            <ResponsiveList
              caption={`${resultados.length === 1 ? '1 resultado' : `${resultados.length} resultados`} de ${formatDate(lista.data.periodo.inicio)} a ${formatDate(lista.data.periodo.fim)}`}
              rows={resultados}
              rowKey={(r) => r.chave}
              rowHeader={exame}
              columns={columns}
            />
          </>
        )}
      </div>
    </section>
  );
}

export default function ResultadoDeExamesPage() {
  return (
    <BeneficiarioScreen listagem={useResultadoExamesBeneficiarios()}>
      {(b) => <Resultados cpf={b.cpf} today={operatorDate(new Date())} />}
    </BeneficiarioScreen>
  );
}
