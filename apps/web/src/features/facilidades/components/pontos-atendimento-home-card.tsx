// The home's way to the service points (issue 17, decision 0022): how many own units in which cities, and
// the link to the screen. Same query as the screen, in the background, failing inside the card only.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatLista, routePath } from '@portal/domain';
import { HomeCard } from '../../../ui/home-card';
import { pontosAtendimentoQueryOptions } from '../api/pontos-atendimento';

export const PONTOS_HOME_TEXTS = {
  title: 'Pontos de Atendimento',
  open: 'Ver pontos de atendimento',
} as const;

export default function PontosAtendimentoHomeCard() {
  const lista = useQuery({
    ...pontosAtendimentoQueryOptions({ background: true, ignoreRedirect: true }),
    retry: false,
  });
  const pontos = lista.data?.pontos ?? [];
  const cidades = [...new Set(pontos.map((p) => p.cidade))];
  return (
    <HomeCard
      title={PONTOS_HOME_TEXTS.title}
      state={lista.isError ? 'error' : lista.isPending ? 'loading' : 'ready'}
      onRetry={() => void lista.refetch()}
    >
      <p>
        {pontos.length === 1 ? '1 unidade própria' : `${pontos.length} unidades próprias`}
        {cidades.length > 0 && ` em ${formatLista(cidades)}`}.
      </p>
      <Link
        to={routePath('pontosAtendimento')}
        className="mt-auto font-semibold text-link underline underline-offset-2"
      >
        {PONTOS_HOME_TEXTS.open}
      </Link>
    </HomeCard>
  );
}
