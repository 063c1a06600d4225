// The home's January card for the debt-discharge declaration (issue 41, Lei 12.007/2009): the declaration of
// last year comes out on the first business day of January, and the home says so in that month — available,
// the bill that still keeps it back, or the day it comes out (the server words each year). A card of the home
// (app/composition/home-cards.tsx) shown only in January, so its frame is there from the first paint.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { operatorDate, routePath, ROUTES } from '@portal/domain';
import { declaracaoQuitacaoCalls } from '@portal/domain/contract/calls/financeiro/declaracao-quitacao';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { HomeCard } from '../../../ui/home-card';

export default function DeclaracaoQuitacaoHomeCard() {
  const consulta = useQuery({
    ...endpointQueryOptions(declaracaoQuitacaoCalls.listagem, { background: true, ignoreRedirect: true }),
    retry: false,
  });
  const ano = operatorDate(new Date()).year - 1;
  const doAno = (consulta.data?.contratos ?? []).flatMap((c) => c.anos.filter((a) => a.ano === ano));
  const retido = doAno.find((a) => a.situacao !== 'DISPONIVEL');
  return (
    <HomeCard
      title={ROUTES.declaracaoQuitacao.title}
      state={consulta.isError ? 'error' : consulta.isPending ? 'loading' : 'ready'}
      onRetry={() => void consulta.refetch()}
    >
      <p data-testid="aviso-quitacao">
        {doAno.length === 0
          ? `Não há faturas de ${ano} pagas por você.`
          : (retido?.mensagem ?? `A declaração de quitação de débitos de ${ano} já está disponível.`)}
      </p>
      <Link
        to={routePath('declaracaoQuitacao')}
        className="mt-auto font-semibold text-link underline underline-offset-2"
      >
        Ver declarações
      </Link>
    </HomeCard>
  );
}
