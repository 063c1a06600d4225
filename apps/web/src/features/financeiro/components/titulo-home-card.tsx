// The home's card for the next open bill (issue 10's planned card, app/composition/home-cards.tsx): its competence,
// the value to pay today (updated when overdue), its original due date, one status ("Vencido há N dias" when
// overdue, issue 37: not "Vencido" beside today's date), and a link to Situação Financeira.
// Same query as the screen (it opens from the cache), made in the background: a failure stays inside the
// card instead of sending the member to the unexpected-error page.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents, formatDate, routePath } from '@portal/domain';
import { situacaoFinanceiraCalls } from '@portal/domain/contract/calls/financeiro/situacao-financeira';
import { HomeCard } from '../../../ui/home-card';
import { StatusBadge } from '../../../shared-domain/status-badge';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { proximoTitulo, rotuloTitulo, statusTitulo, valorAPagar } from './titulo-resumo';

export const TITULO_HOME_TEXTS = {
  title: 'Situação Financeira',
  next: 'Próximo título:',
  open: 'Ver situação financeira',
  none: 'Nenhum título em aberto.',
  atualizado: 'valor atualizado',
} as const;

export default function TituloHomeCard() {
  const titulos = useQuery({
    ...endpointQueryOptions(situacaoFinanceiraCalls.titulos, {
      background: true,
      ignoreRedirect: true,
    }),
    retry: false,
  });
  const titulo = titulos.data ? proximoTitulo(titulos.data.emAberto) : null;
  return (
    <HomeCard
      title={TITULO_HOME_TEXTS.title}
      state={titulos.isError ? 'error' : titulos.isPending ? 'loading' : 'ready'}
      onRetry={() => void titulos.refetch()}
    >
      {titulo ? (
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {TITULO_HOME_TEXTS.next} {rotuloTitulo(titulo)}
            <StatusBadge {...statusTitulo(titulo)} />
          </p>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-lg whitespace-nowrap tabular-nums" data-testid="home-valor-titulo">
              {formatCents(valorAPagar(titulo))}
            </span>
            {titulo.vencido && <span className="text-sm text-ink-muted">{TITULO_HOME_TEXTS.atualizado}</span>}
          </p>
          <p className="text-ink-muted">Vencimento: {formatDate(titulo.vencimento)}</p>
        </div>
      ) : (
        <p>{titulos.data?.mensagemAmigavel ?? TITULO_HOME_TEXTS.none}</p>
      )}
      <Link
        to={routePath('situacaoFinanceira')}
        className="mt-auto font-semibold text-link underline underline-offset-2"
      >
        {TITULO_HOME_TEXTS.open}
      </Link>
    </HomeCard>
  );
}
