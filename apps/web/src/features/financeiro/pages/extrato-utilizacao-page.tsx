// Extrato de Utilização (spec §2 "Usage statement with period selection", issue 13): choose a beneficiary
// (the cpf goes in the URL), a period with the date-range picker (presets, calendar or typed; it starts on
// the whole previous month) and the kinds of service with the multi-select (none chosen = all); the uses
// come grouped in one expandable block per month, newest first — date, provider, procedure with its TUSS
// code, quantity. Only the newest month starts open and a closed month is built only once opened, so a
// period of a few hundred uses stays light; a new filter keeps the last list until the new one arrives.
// Someone whose health data the member may not see (issue 33) comes `restrito`: each month lists the kinds
// of service with their count and co-participation, never provider or procedure, and the screen says why.
import { useState } from 'react';
import {
  MESSAGES,
  MONTHS,
  ROUTES,
  formatCents,
  formatDate,
  parseIsoDate,
  pad2,
  type CalendarDate,
} from '@portal/domain';
import {
  TIPOS_UTILIZACAO,
  type CategoriaUtilizacao,
  type ExtratoResponse,
  type TipoUtilizacao,
  type Utilizacao,
} from '@portal/domain/contract/financeiro/extrato-utilizacao';
import { BeneficiarioPicker } from '../../../shared-domain/beneficiario-picker';
import { DateRangePicker } from '../../../ui/date-range-picker';
import type { Period } from '../../../ui/date-range-rules';
import { Disclosure } from '../../../ui/disclosure';
import { FriendlyMessage, listFriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { MultiSelect } from '../../../ui/multi-select';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useBeneficiarioSelecionado } from '../../../shared-domain/use-beneficiario-selecionado';
import { useExtratoBeneficiarios } from '../api/extrato-utilizacao-beneficiarios';
import { useExtrato } from '../api/extrato-utilizacao-extrato';
import { usePeriodos } from '../api/extrato-utilizacao-periodos';

export const TIPO_LABEL = 'Tipo de atendimento';
const TIPO_OPTIONS = TIPOS_UTILIZACAO.map((t) => ({ value: t.tipo, label: t.nome }));
const tipoNome = (tipo: TipoUtilizacao): string =>
  TIPOS_UTILIZACAO.find((t) => t.tipo === tipo)?.nome ?? tipo;

/** 'yyyy-MM' → 'Julho de 2026'. */
export function mesExtenso(mes: string): string {
  const [year, month] = mes.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} de ${year}`;
}

const dateBr = (day: CalendarDate): string => `${pad2(day.day)}/${pad2(day.month)}/${day.year}`;

const COLUMNS: ListColumn<Utilizacao>[] = [
  { header: 'Tipo', cell: (u) => tipoNome(u.tipo) },
  { header: 'Prestador', cell: (u) => u.prestador },
  {
    header: 'Procedimento',
    cell: (u) => (
      <>
        {u.procedimento.descricao}{' '}
        <span className="whitespace-nowrap">(TUSS {u.procedimento.codigoTuss})</span>
      </>
    ),
  },
  { header: 'Quantidade', cell: (u) => u.quantidade, nowrap: true },
];

const CATEGORIA_COLUMNS: ListColumn<CategoriaUtilizacao>[] = [
  { header: 'Atendimentos', cell: (c) => c.quantidadeEventos, nowrap: true },
  { header: 'Coparticipação', cell: (c) => formatCents(c.coparticipacaoCentavos), nowrap: true },
];

const utilizacoesTexto = (n: number) => (n === 1 ? '1 utilização' : `${n} utilizações`);

/** One month's block: each use, or (restrito) the kinds of service with their counts and amounts. */
function Mes({ mes }: { mes: ExtratoResponse['meses'][number] }) {
  const comum = { caption: `Utilizações de ${mesExtenso(mes.mes).toLowerCase()}`, className: 'border-0' };
  if (mes.categorias) {
    const header = { header: 'Tipo', cell: (c: CategoriaUtilizacao) => tipoNome(c.tipo) };
    const rowKey = (c: CategoriaUtilizacao) => c.tipo;
    return (
      <ResponsiveList
        {...comum}
        rows={mes.categorias}
        rowKey={rowKey}
        rowHeader={header}
        columns={CATEGORIA_COLUMNS}
      />
    );
  }
  const header = { header: 'Data', cell: (u: Utilizacao) => formatDate(u.data) };
  return (
    <ResponsiveList
      {...comum}
      rows={mes.utilizacoes}
      rowKey={(u) => u.id}
      rowHeader={header}
      columns={COLUMNS}
    />
  );
}

const quantidadeNoMes = (mes: ExtratoResponse['meses'][number]) =>
  mes.categorias ? mes.categorias.reduce((sum, c) => sum + c.quantidadeEventos, 0) : mes.utilizacoes.length;

function Extrato({ cpf, today, padrao }: { cpf: string; today: CalendarDate; padrao: Period }) {
  const [periodo, setPeriodo] = useState<Period>(padrao);
  const [tipos, setTipos] = useState<TipoUtilizacao[]>([]);
  const extrato = useExtrato({
    cpf,
    dataInicial: dateBr(periodo.start),
    dataFinal: dateBr(periodo.end),
    tipos,
  });
  const data = extrato.data;
  // The month blocks are keyed by the filter whose answer is on screen, not by the one being fetched: while
  // the last list stays up (placeholder) its blocks stay as they are, and when the new answer arrives every
  // block is new, so its newest month opens even if that month was already on screen, closed, before.
  const filtro = `${dateBr(periodo.start)}-${dateBr(periodo.end)}-${tipos.join()}`;
  const [filtroNaTela, setFiltroNaTela] = useState(filtro);
  if (data && !extrato.isPlaceholderData && filtroNaTela !== filtro) setFiltroNaTela(filtro);
  const message = data ? listFriendlyMessage(data) : null;
  return (
    <section aria-labelledby="extrato-titulo" className="flex flex-col gap-6">
      <h2 id="extrato-titulo" className="text-xl font-bold">
        Utilizações {data ? `de ${data.nome}` : ''}
      </h2>
      <div className="grid gap-4 rounded-lg border-2 border-line bg-surface p-4 md:grid-cols-2">
        <DateRangePicker label="Período" value={periodo} onChange={setPeriodo} today={today} />
        <div className="flex flex-col justify-end gap-1">
          <MultiSelect
            label={TIPO_LABEL}
            options={TIPO_OPTIONS}
            selected={tipos}
            onChange={(next) => setTipos(next as TipoUtilizacao[])}
          />
          <p className="text-sm text-ink-muted">Sem tipo escolhido, todos aparecem.</p>
        </div>
      </div>
      <div aria-busy={extrato.isFetching} className="flex flex-col gap-4">
        {extrato.isError ? (
          <PlanoQueryError error={extrato.error} onRetry={() => void extrato.refetch()} />
        ) : !data ? (
          <LoadingBlock />
        ) : message || data.meses.length === 0 ? (
          <FriendlyMessage>{message ?? MESSAGES.noRecordsFound}</FriendlyMessage>
        ) : (
          <>
            <p role="status" className="font-semibold">
              {utilizacoesTexto(data.total)} de {formatDate(data.periodo.inicio)} a{' '}
              {formatDate(data.periodo.fim)}
            </p>
            {data.restrito && data.aviso && <p>{data.aviso}</p>}
            {data.meses.map((mes, index) => (
              <Disclosure
                key={`${filtroNaTela}-${mes.mes}`}
                title={mesExtenso(mes.mes)}
                summary={utilizacoesTexto(quantidadeNoMes(mes))}
                defaultOpen={index === 0}
                renderWhenOpened
              >
                <Mes mes={mes} />
              </Disclosure>
            ))}
          </>
        )}
      </div>
    </section>
  );
}

export default function ExtratoUtilizacaoPage() {
  const listagem = useExtratoBeneficiarios();
  const { cpf, select } = useBeneficiarioSelecionado(listagem.data, ROUTES.extratoUtilizacao.path);
  const periodos = usePeriodos(cpf);
  if (listagem.isError) return <UnexpectedErrorPanel onRetry={() => void listagem.refetch()} />;
  if (!listagem.data) return <LoadingBlock />;
  const today = periodos.data ? parseIsoDate(periodos.data.dataReferencia) : null;
  const inicio = periodos.data ? parseIsoDate(periodos.data.padrao.inicio) : null;
  const fim = periodos.data ? parseIsoDate(periodos.data.padrao.fim) : null;
  return (
    <div className="flex flex-col gap-8">
      <BeneficiarioPicker listagem={listagem.data} selectedCpf={cpf} onSelect={(b) => select(b.cpf)} />
      {periodos.isError ? (
        <PlanoQueryError error={periodos.error} onRetry={() => void periodos.refetch()} />
      ) : cpf && today && inicio && fim ? (
        <Extrato key={cpf} cpf={cpf} today={today} padrao={{ start: inicio, end: fim }} />
      ) : (
        cpf && <LoadingBlock />
      )}
    </div>
  );
}
