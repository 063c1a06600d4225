// Cartão do Beneficiário (issue 37): the page a member's shared link opens, without a login, for a provider's
// reception to trust — the card's face as the member shows it (operator and its ANS number, the holder's
// name, social name first, the card number in its groups, plan and card validity), the plan's segmentação,
// acomodação and abrangência, until when the link opens ("Válido até", São Paulo time, as the member's list
// of links says), and "Baixar cartão em PDF" (the card as printed). Nothing else: no CPF, birth date or
// CNS — the reception checks the person against their document. A link that no longer opens (expired,
// revoked or unknown: the server answers them alike) says so, with no card data. The token is read from
// this page's URL and sent in the service-token header; the server sends the page no-store and noindex.
import { useParams } from 'react-router';
import { formatOperatorDateTime, PLANO_MESSAGES } from '@portal/domain';
import type { CartaoCompartilhado } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { buttonClasses } from '../../../ui/button';
import { LOADING_TEXT } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { ApiError } from '../../../platform/api/api-client';
import { cartaoCompartilhadoPdfHref, useCartaoCompartilhado } from '../api/cartao-compartilhado';
import { Campo, FaceDoCartao } from '../components/cartao-virtual-card';

const NOME_ID = 'cartao-compartilhado-nome';
const COLUNA = 'flex w-full flex-col gap-4 sm:max-w-[26rem]';

function LinkIndisponivel() {
  return (
    <section aria-labelledby="link-indisponivel" className="flex flex-col gap-3 sm:max-w-xl">
      <h2 id="link-indisponivel" className="text-xl font-bold">
        {PLANO_MESSAGES.shareLinkInvalid}
      </h2>
      <p>{PLANO_MESSAGES.shareLinkGone}</p>
    </section>
  );
}

/** The page's final shape while the card loads: nothing moves when it comes (issue 37, CLS ≤ 0.02). */
function CartaoReservado() {
  const bloco = 'animate-pulse rounded-md bg-surface-muted';
  return (
    <div role="status" className={COLUNA}>
      <span className="sr-only">{LOADING_TEXT}</span>
      <div aria-hidden="true" className={`aspect-[85.6/54] w-full max-w-[26rem] ${bloco}`} />
      <div aria-hidden="true" className={`h-20 ${bloco}`} />
      <div aria-hidden="true" className={`h-28 ${bloco}`} />
      <div aria-hidden="true" className={`h-11 w-56 ${bloco}`} />
    </div>
  );
}

function Cartao({ cartao, token }: { cartao: CartaoCompartilhado; token: string }) {
  return (
    <article aria-labelledby={NOME_ID} className={COLUNA}>
      <FaceDoCartao cartao={cartao} operadora={cartao.operadora} headingId={NOME_ID} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Campo label="Segmentação" value={cartao.segmentacao} />
        <Campo label="Acomodação" value={cartao.acomodacao ?? 'Não se aplica'} />
        <Campo label="Abrangência" value={cartao.abrangencia ?? 'Não informada'} />
      </dl>
      <p
        className="rounded-md border-2 border-info bg-info-soft px-4 py-3 text-ink"
        data-testid="validade-link"
      >
        <strong>Válido até {formatOperatorDateTime(cartao.linkValidoAte)}</strong> (horário de Brasília). Link
        compartilhado pelo beneficiário; confira um documento oficial com foto.
      </p>
      <a
        href={cartaoCompartilhadoPdfHref(token)}
        download
        className={buttonClasses('primary', 'self-start no-underline')}
      >
        Baixar cartão em PDF
      </a>
    </article>
  );
}

function CartaoPorLink({ token }: { token: string }) {
  const cartao = useCartaoCompartilhado(token);
  if (cartao.isError) {
    const { error } = cartao;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return <LinkIndisponivel />;
    return <UnexpectedErrorPanel onRetry={() => void cartao.refetch()} />;
  }
  if (!cartao.data) return <CartaoReservado />;
  return <Cartao cartao={cartao.data} token={token} />;
}

export default function CartaoCompartilhadoPage() {
  const { token } = useParams();
  return token ? <CartaoPorLink key={token} token={token} /> : <LinkIndisponivel />;
}
