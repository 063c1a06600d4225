// Quem Acessou Meus Dados (issue 17, decision 0035): every access to the member's own data — when, what,
// who, from which IP and device — newest first, for a period chosen with the shared date-range picker
// (the last 30 days at first) and, since issue 37, one of the period's actors ('Quem acessou'). Cards, not
// a table: five fields per access read well at 360 px. Ten at a time (the server pages them) with the
// portal's "Mostrar mais", so a long history does not make the phone's page endless. The filter box and
// the heading are drawn before the answer, the select with 'Todos' only, so nothing above the list moves
// when it arrives; a new period or actor keeps the last list until the next one is there.
import { useId, useState } from 'react';
import {
  ACESSOS_MESSAGES,
  formatDate,
  formatIsoDate,
  formatOperatorDateTime,
  operatorDate,
  parseIsoDate,
} from '@portal/domain';
import { PERIODO_RECENTE, periodoRecente } from '@portal/domain/contract/shell/escolha-inicial';
import { PAGINA_ACESSOS, type AcessoDados } from '@portal/domain/contract/meus-dados/acessos-dados';
import { DateRangePicker } from '../../../ui/date-range-picker';
import type { Period } from '../../../ui/date-range-rules';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { MostrarMais } from '../../../ui/mostrar-mais';
import { INPUT_CLASSES } from '../../../ui/form/field';
import { ACESSOS_TEXTS } from '../components/acessos-texts';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { useAcessosDados } from '../api/acessos-dados';

/**
 * The default period: the last 30 days, today included — by the rule the page's script asked this screen's
 * first page with (route-first-calls.ts PERIODO_RECENTE), so that answer is this query's.
 */
function periodoInicial(): Period {
  const { inicio, fim } = periodoRecente(Date.now(), PERIODO_RECENTE.dias);
  return { start: parseIsoDate(inicio)!, end: parseIsoDate(fim)! };
}

function Acesso({ acesso }: { acesso: AcessoDados }) {
  const quando = formatOperatorDateTime(acesso.em);
  return (
    <li className="flex flex-col gap-2 rounded-lg border-2 border-line bg-surface p-4">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <time dateTime={acesso.em} className="font-semibold tabular-nums">
          {quando}
        </time>
        {!acesso.sucesso && (
          <span className="rounded border-2 border-danger bg-danger-soft px-2 text-sm font-semibold text-ink">
            Sem sucesso
          </span>
        )}
      </p>
      <p className="text-lg font-bold">
        {acesso.oQue}
        {acesso.tela && <span className="font-normal text-ink-muted"> · {acesso.tela}</span>}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Quem</dt>
        <dd>{acesso.quem}</dd>
        {acesso.base && (
          <>
            <dt className="font-semibold">Com base em</dt>
            <dd>{acesso.base}</dd>
          </>
        )}
        <dt className="font-semibold">IP</dt>
        <dd className="break-all">{acesso.ip ?? '—'}</dd>
        <dt className="font-semibold">Aparelho</dt>
        <dd>{acesso.dispositivo}</dd>
      </dl>
    </li>
  );
}

export default function AcessosDadosPage() {
  const today = operatorDate(new Date());
  const id = useId();
  const [periodo, setPeriodo] = useState<Period>(periodoInicial);
  const [quem, setQuem] = useState<string | undefined>(undefined);
  const lista = useAcessosDados({
    inicio: formatIsoDate(periodo.start),
    fim: formatIsoDate(periodo.end),
    quem,
  });
  const paginas = lista.data?.pages ?? [];
  const primeira = paginas[0];
  const acessos = paginas.flatMap((p) => p.acessos);
  const total = primeira?.total ?? 0;
  const restantes = total - acessos.length;

  return (
    <div className="flex flex-col gap-6">
      <p>{ACESSOS_MESSAGES.explicacao}</p>
      <div className="grid gap-4 rounded-lg border-2 border-line bg-surface p-4 md:grid-cols-2">
        <DateRangePicker
          label={ACESSOS_TEXTS.periodo}
          value={periodo}
          onChange={(novo) => {
            setPeriodo(novo);
            // The actors are the period's: another period starts with everyone.
            setQuem(undefined);
          }}
          today={today}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-quem`} className="font-semibold">
            {ACESSOS_TEXTS.quem}
          </label>
          <select
            id={`${id}-quem`}
            className={`${INPUT_CLASSES} border-line`}
            value={quem ?? ''}
            onChange={(event) => setQuem(event.target.value || undefined)}
          >
            <option value="">{ACESSOS_TEXTS.todos}</option>
            {primeira?.atores.map((ator) => (
              <option key={ator.quem} value={ator.quem}>
                {ACESSOS_TEXTS.opcao(ator.quem, ator.acessos)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <section
        aria-labelledby="acessos-titulo"
        aria-busy={lista.isFetching && !lista.isFetchingNextPage}
        className="flex flex-col gap-4"
      >
        <h2 id="acessos-titulo" className="text-xl font-bold">
          Acessos de {formatDate(formatIsoDate(periodo.start))} a {formatDate(formatIsoDate(periodo.end))}
        </h2>
        {lista.isError && !lista.isFetchNextPageError ? (
          <PlanoQueryError error={lista.error} onRetry={() => void lista.refetch()} />
        ) : !primeira ? (
          <LoadingBlock />
        ) : acessos.length === 0 ? (
          <FriendlyMessage>{ACESSOS_MESSAGES.vazio}</FriendlyMessage>
        ) : (
          <>
            <p>{ACESSOS_TEXTS.resumo(total, primeira.quem)}</p>
            <ol aria-label={ACESSOS_TEXTS.lista} className="flex flex-col gap-3">
              {acessos.map((acesso) => (
                <Acesso key={acesso.id} acesso={acesso} />
              ))}
            </ol>
            {lista.isFetchNextPageError && (
              <PlanoQueryError error={lista.error} onRetry={() => void lista.fetchNextPage()} />
            )}
            {total > PAGINA_ACESSOS && (
              <MostrarMais
                situacao={ACESSOS_TEXTS.mostrando(acessos.length, total)}
                mais={
                  lista.hasNextPage && restantes > 0
                    ? ACESSOS_TEXTS.mostrarMais(Math.min(restantes, PAGINA_ACESSOS))
                    : null
                }
                onMais={() => void lista.fetchNextPage()}
                carregando={lista.isFetchingNextPage}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
