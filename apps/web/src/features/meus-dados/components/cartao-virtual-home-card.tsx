// The home's shortcut to Cartão Virtual (issue 10): the member's own card number and plan at a glance and
// a link to the screen. Same calls as the screen (its query keys, so the screen opens from the cache), made
// in the background: the card has its own loader, and a failure stays inside the card instead of sending
// the member to the unexpected-error page.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { maskCardNumber, routePath } from '@portal/domain';
import { HomeCard } from '../../../ui/home-card';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';
import { useAuth } from '../../../platform/session/auth-store';
import { cartaoVirtualCalls } from '@portal/domain/contract/calls/meus-dados/cartao-virtual';

export const CARTAO_HOME_TEXTS = {
  title: 'Cartão Virtual',
  open: 'Abrir cartão virtual',
  none: 'Nenhum cartão para exibir.',
} as const;

const inBackground = { background: true, ignoreRedirect: true } as const;

export default function CartaoVirtualHomeCard() {
  const { user } = useAuth();
  const contratos = useQuery({
    ...endpointQueryOptions(cartaoVirtualCalls.contratos, inBackground),
    retry: false,
  });
  const codigoPlano = contratos.data?.contratos[0]?.codigo;
  const cartoes = useQuery({
    ...endpointQueryOptions(cartaoVirtualCalls.cartoes, {
      params: { codigoPlano: codigoPlano ?? '' },
      ...inBackground,
    }),
    enabled: Boolean(codigoPlano),
    retry: false,
  });
  const failed = contratos.isError || cartoes.isError;
  const waiting = contratos.isPending || (Boolean(codigoPlano) && cartoes.isPending);
  // The member's own card; a contract holder without one of their own sees the first of the family.
  const lista = cartoes.data?.cartoes ?? [];
  const cartao = lista.find((item) => item.cpf === user?.nrCpf) ?? lista[0];
  return (
    <HomeCard
      title={CARTAO_HOME_TEXTS.title}
      state={failed ? 'error' : waiting ? 'loading' : 'ready'}
      onRetry={() => void (contratos.isError ? contratos.refetch() : cartoes.refetch())}
    >
      {cartao ? (
        <div className="flex flex-col gap-1">
          <p className="font-mono text-lg whitespace-nowrap" data-testid="home-numero-carteira">
            {maskCardNumber(cartao.carteira)}
          </p>
          <p className="text-ink-muted">{cartao.plano}</p>
        </div>
      ) : (
        <p>{CARTAO_HOME_TEXTS.none}</p>
      )}
      <Link
        to={routePath('cartaoVirtual', codigoPlano)}
        className="mt-auto font-semibold text-link underline underline-offset-2"
      >
        {CARTAO_HOME_TEXTS.open}
      </Link>
    </HomeCard>
  );
}
