// Cartão Virtual (spec §2 "Virtual card: PDF, QR code and sharing"): plan tabs, then each card of the
// plan the member may see. Cards are saved on this device and shown from there when offline.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatOperatorDateTime, MESSAGES, PLANO_MESSAGES, ROUTES } from '@portal/domain';
import type {
  CartaoDaLista,
  CartaoVirtual,
  CartoesVirtuaisResponse,
} from '@portal/domain/contract/meus-dados/cartao-virtual';
import { Button } from '../../../ui/button';
import { FriendlyMessage, listFriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { PlanTabs, planoMostrado } from '../../../shared-domain/plan-tabs';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import { useCartoesVirtuais } from '../api/cartao-virtual-cartoes';
import { fetchLinkCompartilhamento } from '../api/cartao-virtual-compartilhar';
import { useCartaoVirtualContratos } from '../api/cartao-virtual-contratos';
import { linksCompartilhadosQueryOptions } from '../api/cartao-virtual-links';
import { downloadCartaoPdf, fetchCartaoPdf } from '../api/cartao-virtual-pdf';
import { CartaoVirtualCard } from '../components/cartao-virtual-card';
import { LinksCompartilhados } from '../components/links-compartilhados';
import { TokenNoCartao, TokenSalvoNoCartao } from '../components/token-atendimento-no-cartao';
import {
  qrPicture,
  readSavedCards,
  saveCartoes,
  saveContratos,
  saveSoon,
  useOnline,
} from '../components/cartao-virtual-salvo';
import { PlanoContratos, PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { copyToClipboard } from '../../../platform/browser/clipboard';

const alertError = (error: unknown) => {
  if (error instanceof ApiError && error.status < 500) showAlert({ tipo: 'erro', mensagem: error.message });
};

/** Web Share API with the PDF itself where the browser can share files; a 24 h link otherwise. */
async function compartilhar(
  cartao: CartaoVirtual,
  showLink: (link: { url: string; expiraEm: string }) => void,
  onLinkIssued: () => void,
) {
  const title = `Cartão virtual de ${cartao.nome}`;
  if (typeof navigator.share === 'function' && typeof navigator.canShare === 'function') {
    const pdf = await fetchCartaoPdf(cartao.carteira);
    if (navigator.canShare({ files: [pdf] })) {
      await navigator.share({ title, files: [pdf] }).catch(() => undefined);
      return;
    }
  }
  const link = await fetchLinkCompartilhamento(cartao.carteira);
  onLinkIssued();
  if (typeof navigator.share === 'function') {
    await navigator.share({ title, url: link.url }).catch(() => undefined);
    return;
  }
  showLink(link);
}

/**
 * The link shown to copy (issue 37): the whole of it, wrapped over as many lines as it needs in a read-only
 * field (at 360 px a one-line field showed "http://localhost:4"), so it can be read, selected and checked;
 * "Copiar link" copies it at once. Its end in São Paulo time, as the page it opens and the list of links say.
 */
function LinkCompartilhado({ link, nome }: { link: { url: string; expiraEm: string }; nome: string }) {
  const id = `link-${nome}`;
  return (
    <div className="flex w-full flex-col gap-2 rounded-md border-2 border-info bg-info-soft p-3 text-ink">
      <label htmlFor={id} className="font-semibold">
        Link do cartão de {nome} (válido até {formatOperatorDateTime(link.expiraEm)})
      </label>
      <div className="flex flex-wrap gap-2">
        <textarea
          id={id}
          readOnly
          value={link.url}
          rows={4}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full resize-none rounded-md border-2 border-line-strong bg-surface px-3 py-2 font-mono text-sm break-all [field-sizing:content]"
        />
        <Button
          variant="secondary"
          onClick={() => void copyToClipboard(link.url, { sucesso: PLANO_MESSAGES.shareLinkCopied })}
        >
          Copiar link
        </Button>
      </div>
    </div>
  );
}

function CartaoOnline({
  cartao,
  operadora,
}: {
  cartao: CartaoDaLista;
  operadora: CartoesVirtuaisResponse['operadora'];
}) {
  const queryClient = useQueryClient();
  const qrCode = useMemo(() => qrPicture(cartao.qrCode), [cartao.qrCode]);
  const [link, setLink] = useState<{ url: string; expiraEm: string } | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'share' | null>(null);
  const run = (kind: 'pdf' | 'share', action: () => Promise<void>) => {
    setBusy(kind);
    action()
      .catch(alertError)
      .finally(() => setBusy(null));
  };
  return (
    <CartaoVirtualCard
      cartao={cartao}
      operadora={operadora}
      // Drawn with the card: the list answer carries each card's code (decision 0061).
      qrCode={qrCode}
      actions={
        <>
          <Button
            loading={busy === 'pdf'}
            onClick={() => run('pdf', () => downloadCartaoPdf(cartao.carteira))}
          >
            Baixar PDF
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'share'}
            onClick={() =>
              run('share', () =>
                compartilhar(
                  cartao,
                  setLink,
                  () =>
                    // The new link joins "Links compartilhados ativos".
                    void queryClient.invalidateQueries({
                      queryKey: linksCompartilhadosQueryOptions().queryKey,
                    }),
                ),
              )
            }
          >
            Compartilhar
          </Button>
          {link && <LinkCompartilhado link={link} nome={cartao.nome} />}
          <TokenNoCartao carteira={cartao.carteira} />
        </>
      }
    />
  );
}

function SavedCards({ codigoPlano }: { codigoPlano: string }) {
  const saved = readSavedCards().planos[codigoPlano];
  if (!saved) return <FriendlyMessage>{PLANO_MESSAGES.noCardOffline}</FriendlyMessage>;
  return (
    <div className="flex flex-col gap-4">
      <FriendlyMessage>{PLANO_MESSAGES.offlineCard}</FriendlyMessage>
      {saved.cartoes.cartoes.map((cartao) => (
        <CartaoVirtualCard
          key={cartao.carteira}
          cartao={cartao}
          operadora={saved.cartoes.operadora}
          qrCode={saved.qrCodes[cartao.carteira] ?? null}
          actions={<TokenSalvoNoCartao carteira={cartao.carteira} />}
        />
      ))}
    </div>
  );
}

function Cartoes({ codigoPlano }: { codigoPlano: string }) {
  const cartoes = useCartoesVirtuais(codigoPlano);
  // Issue 37: the answer arrives as an external store's update, which React renders in one task — the cards,
  // their QR codes and their actions came to 40–110 ms of a phone's main thread. Deferred, they render as a
  // transition, in slices between which the page answers a tap.
  const lista = useDeferredValue(cartoes.data);
  useEffect(() => {
    if (lista) saveSoon(() => saveCartoes(lista));
  }, [lista]);
  if (cartoes.isError) {
    // No answer at all (status 0): the network is gone; show what this device saved.
    if (cartoes.error instanceof ApiError && cartoes.error.status === 0)
      return <SavedCards codigoPlano={codigoPlano} />;
    return <PlanoQueryError error={cartoes.error} onRetry={() => void cartoes.refetch()} />;
  }
  if (!lista) return <LoadingBlock />;
  if (lista.cartoes.length === 0) {
    return (
      <FriendlyMessage>{listFriendlyMessage(lista, MESSAGES.noCards) ?? MESSAGES.noCards}</FriendlyMessage>
    );
  }
  const { operadora } = lista;
  return (
    <div className="flex flex-col gap-4">
      {lista.cartoes.map((cartao) => (
        <CartaoOnline key={cartao.carteira} cartao={cartao} operadora={operadora} />
      ))}
      <p>
        Até quando vai cada carência do plano:{' '}
        <Link to={ROUTES.minhasCarencias.path} className="font-semibold underline">
          Minhas Carências
        </Link>
      </p>
      <LinksCompartilhados />
    </div>
  );
}

function CartaoOffline() {
  const { codigoPlano } = useParams();
  const saved = readSavedCards();
  const planos = saved.contratos?.contratos ?? [];
  const codigo = planoMostrado(codigoPlano, planos);
  return (
    <div className="flex flex-col gap-4">
      {planos.length > 0 && (
        <PlanTabs
          basePath={ROUTES.cartaoVirtual.path}
          planos={planos.map((c) => ({ codigo: c.codigo, plano: c.plano, detalhe: c.segmentacao }))}
        />
      )}
      {codigo ? (
        <SavedCards codigoPlano={codigo} />
      ) : (
        <FriendlyMessage>{PLANO_MESSAGES.noCardOffline}</FriendlyMessage>
      )}
    </div>
  );
}

export default function CartaoVirtualPage() {
  const online = useOnline();
  const contratos = useCartaoVirtualContratos();
  useEffect(() => {
    const data = contratos.data;
    if (data) saveSoon(() => saveContratos(data));
  }, [contratos.data]);
  if (!online) return <CartaoOffline />;
  const unreachable = contratos.error instanceof ApiError && contratos.error.status === 0;
  return (
    <PlanoContratos
      routeId="cartaoVirtual"
      contratos={contratos}
      fallback={unreachable ? <CartaoOffline /> : undefined}
    >
      {(codigoPlano) => <Cartoes key={codigoPlano} codigoPlano={codigoPlano} />}
    </PlanoContratos>
  );
}
