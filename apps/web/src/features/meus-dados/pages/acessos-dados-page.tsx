// Quem Acessou Meus Dados (issue 17, decision 0022): every access to the member's own data — when, what,
// who, from which IP and device — newest first, for a period chosen with the shared date-range picker
// (the last 30 days at first). Cards, not a table: five fields per access read well at 360 px.
import { useState } from 'react';
import {
  ACESSOS_MESSAGES,
  addDays,
  formatDate,
  formatIsoDate,
  formatOperatorDateTime,
  operatorDate,
  type CalendarDate,
} from '@portal/domain';
import { MAXIMO_ACESSOS, type AcessoDados } from '@portal/domain/contract/meus-dados/acessos-dados';
import { DateRangePicker } from '../../../ui/date-range-picker';
import type { Period } from '../../../ui/date-range-rules';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { useAcessosDados } from '../api/acessos-dados';

/** The default period: the last 30 days, today included. */
const ultimos30Dias = (today: CalendarDate): Period => ({ start: addDays(today, -29), end: today });

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
  const [periodo, setPeriodo] = useState<Period>(() => ultimos30Dias(today));
  const lista = useAcessosDados({ inicio: formatIsoDate(periodo.start), fim: formatIsoDate(periodo.end) });
  const acessos = lista.data?.acessos ?? [];

  return (
    <div className="flex flex-col gap-6">
      <p>{ACESSOS_MESSAGES.explicacao}</p>
      <div className="rounded-lg border-2 border-line bg-surface p-4">
        <DateRangePicker label="Período dos acessos" value={periodo} onChange={setPeriodo} today={today} />
      </div>
      <section aria-labelledby="acessos-titulo" aria-busy={lista.isFetching} className="flex flex-col gap-4">
        <h2 id="acessos-titulo" className="text-xl font-bold">
          Acessos de {formatDate(formatIsoDate(periodo.start))} a {formatDate(formatIsoDate(periodo.end))}
        </h2>
        {lista.isError ? (
          <PlanoQueryError error={lista.error} onRetry={() => void lista.refetch()} />
        ) : !lista.data ? (
          <LoadingBlock />
        ) : acessos.length === 0 ? (
          <FriendlyMessage>{ACESSOS_MESSAGES.vazio}</FriendlyMessage>
        ) : (
          <>
            <p role="status">
              {acessos.length === 1 ? '1 acesso' : `${acessos.length} acessos`}, do mais recente ao mais
              antigo.
            </p>
            {lista.data.limitado && (
              <FriendlyMessage>{ACESSOS_MESSAGES.limitado(MAXIMO_ACESSOS)}</FriendlyMessage>
            )}
            <ol aria-label="Acessos aos seus dados" className="flex flex-col gap-3">
              {acessos.map((acesso) => (
                <Acesso key={acesso.id} acesso={acesso} />
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
