// Resultado de Exames (spec §2 "Exam results: filter by period, select items and download", issues 15
// and 37): choose a beneficiary and a period (the shared date-range picker), tick results ('Selecionar
// todos', the count) and download them — one PDF for one, a ZIP for several — or activate an exam's name to
// read that result on screen (components/visualizador-resultado.tsx). A result still at the lab shows
// 'Indisponível': it cannot be ticked or opened.
// The period (issue 37): until the member chooses one, the server's default — the one holding the latest
// results (this month and the eleven before, widened back to the month of the most recent result; the rule
// is in apps/server/src/modules/saude/resultado-exames.service.ts). The picker shows the usual answer (the
// twelve months) before the first one arrives. Under the list, how many results lie outside the period and
// 'Ver todos os resultados', which widens it to the period holding them all.
// Still while loading (issue 37, CLS ≤ 0.02 at 360 px): the results region keeps a minimum height a list
// fills, and a skeleton of the toolbar and rows stands in for it until the first answer.
import { lazy, Suspense, useRef, useState } from 'react';
import {
  addMonths,
  formatDate,
  operatorDate,
  pad2,
  parseIsoDate,
  SAUDE_MESSAGES,
  type CalendarDate,
} from '@portal/domain';
import {
  MESES_RESULTADOS_PADRAO,
  type ResultadoExame,
  type ResultadosExames,
} from '@portal/domain/contract/saude/resultado-exames';
import { Button } from '../../../ui/button';
import { DateRangePicker } from '../../../ui/date-range-picker';
import type { Period } from '../../../ui/date-range-rules';
import { DownloadButton } from '../../../ui/download-button';
import { FriendlyMessage, listFriendlyMessage } from '../../../shared-domain/friendly-message';
import { BeneficiarioScreen } from '../../../shared-domain/beneficiario-screen';
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

// Issue 37: the viewer's dialog (Radix, and pdf.js behind it) is a chunk of its own, off the list's first
// paint; pointing at or focusing an exam's name loads it and pdf.js, and it is mounted from the first opening.
const carregarVisualizador = () => import('../components/visualizador-resultado');
const VisualizadorResultado = lazy(async () => ({
  default: (await carregarVisualizador()).VisualizadorResultado,
}));
const prepararVisualizador = () => void carregarVisualizador().then((m) => m.prepararVisualizador());

const dateBr = (day: CalendarDate): string => `${pad2(day.day)}/${pad2(day.month)}/${day.year}`;

const CHECKBOX = 'size-5 shrink-0 accent-primary';

/** What the picker shows before the first answer: the server's usual default, the last twelve months. */
const palpite = (today: CalendarDate): Period => ({
  start: addMonths({ ...today, day: 1 }, -(MESES_RESULTADOS_PADRAO - 1)),
  end: today,
});

const periodoDe = (p: { inicio: string; fim: string }): Period | null => {
  const [start, end] = [parseIsoDate(p.inicio), parseIsoDate(p.fim)];
  return start && end ? { start, end } : null;
};

/** Results the period leaves out, and the way to see them all (issue 37: none may look missing). */
function ForaDoPeriodo({ dados, onWiden }: { dados: ResultadosExames; onWiden: (p: Period) => void }) {
  const n = dados.foraDoPeriodo;
  if (n === 0) return null;
  // Widening helps only when the period holding them all reaches past this one (not for results older
  // than the picker's 5 years, which no period reaches).
  const todos = dados.periodoTodos;
  const alcanca = todos && (todos.inicio < dados.periodo.inicio || todos.fim > dados.periodo.fim);
  const alargado = alcanca ? periodoDe(todos) : null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border-2 border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold">
        {n === 1 ? 'Mais 1 resultado fora deste período.' : `Mais ${n} resultados fora deste período.`}
      </p>
      {alargado ? (
        <Button variant="secondary" onClick={() => onWiden(alargado)}>
          Ver todos os resultados
        </Button>
      ) : null}
    </div>
  );
}

/** The results region before the first answer: the toolbar and a few rows, at their final sizes. */
function Esqueleto() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Carregando resultados…</span>
      <div
        aria-hidden="true"
        className="h-[8.75rem] rounded-lg border-2 border-line bg-surface sm:h-[4.75rem]"
      />
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="h-44 animate-pulse rounded-lg bg-surface-muted sm:h-14" />
      ))}
    </div>
  );
}

function Resultados({ cpf, today }: { cpf: string; today: CalendarDate }) {
  // null: the server's default period (the header's rule), until the member chooses one.
  const [escolhido, setEscolhido] = useState<Period | null>(null);
  const [marcados, setMarcados] = useState<ReadonlySet<string>>(new Set());
  const [aberto, setAberto] = useState<ResultadoExame | null>(null);
  const abridor = useRef<HTMLButtonElement | null>(null);
  /** The viewer is mounted from the first opening on (then kept, for its closing focus). */
  const [montado, setMontado] = useState(false);
  const lista = useResultadosExames(
    escolhido
      ? { cpf, dataRealizacaoInicial: dateBr(escolhido.start), dataRealizacaoFinal: dateBr(escolhido.end) }
      : { cpf },
  );
  const periodo = escolhido ?? (lista.data && periodoDe(lista.data.periodo)) ?? palpite(today);
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
  // The checkbox is its own control (ticks the result for the ZIP); the name opens the result.
  const exame: ListColumn<ResultadoExame> = {
    header: 'Exame',
    cell: (r) => (
      <span className="flex items-center gap-1">
        <label className="-ml-3 flex size-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            className={CHECKBOX}
            aria-label={`Selecionar ${r.exame} de ${formatDate(r.dataRealizacao)}`}
            disabled={r.situacao !== 'DISPONIVEL'}
            checked={selecionados.has(r.chave)}
            onChange={() => setMarcados(alternar(selecionados, r.chave))}
          />
        </label>
        {r.situacao === 'DISPONIVEL' ? (
          <button
            type="button"
            aria-haspopup="dialog"
            className="min-h-11 cursor-pointer text-left text-link underline underline-offset-2"
            onPointerEnter={prepararVisualizador}
            onFocus={prepararVisualizador}
            onClick={(event) => {
              abridor.current = event.currentTarget;
              setMontado(true);
              setAberto(r);
            }}
          >
            {r.exame}
            <span className="sr-only"> de {formatDate(r.dataRealizacao)}</span>
          </button>
        ) : (
          <span>{r.exame}</span>
        )}
      </span>
    ),
  };

  return (
    <section aria-labelledby="resultados-titulo" className="flex flex-col gap-6">
      <h2 id="resultados-titulo" className="text-xl font-bold">
        Resultados {lista.data ? `de ${lista.data.nome}` : ''}
      </h2>
      <div className="rounded-lg border-2 border-line bg-surface p-4">
        <DateRangePicker
          label="Período de realização"
          value={periodo}
          onChange={setEscolhido}
          today={today}
        />
      </div>
      <div aria-busy={lista.isFetching} className="flex min-h-[36rem] flex-col gap-4 sm:min-h-[24rem]">
        {lista.isError ? (
          <PlanoQueryError error={lista.error} onRetry={() => void lista.refetch()} />
        ) : !lista.data ? (
          <Esqueleto />
        ) : message || resultados.length === 0 ? (
          <>
            <FriendlyMessage>{message ?? SAUDE_MESSAGES.noExamResults}</FriendlyMessage>
            <ForaDoPeriodo dados={lista.data} onWiden={setEscolhido} />
          </>
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
            <ForaDoPeriodo dados={lista.data} onWiden={setEscolhido} />
          </>
        )}
      </div>
      {montado && (
        <Suspense fallback={null}>
          <VisualizadorResultado
            cpf={cpf}
            nome={lista.data?.nome ?? ''}
            resultado={aberto}
            onClose={() => setAberto(null)}
            returnFocus={() => abridor.current?.focus()}
          />
        </Suspense>
      )}
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
