// "Links compartilhados ativos" on Cartão Virtual (issue 9): the live links the member issued with
// "Compartilhar", each revocable after a confirmation (ui/use-pergunta.ts: focus back to the row's button on
// cancel, to the heading after a revocation). Times are the operator's (São Paulo), as the member's recipients
// read them.
import { useRef } from 'react';
import { formatOperatorDateTime, maskCardNumber, PLANO_MESSAGES, shareLinkRevokeText } from '@portal/domain';
import type { LinkCompartilhado } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { Button } from '../../../ui/button';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import { usePergunta } from '../../../ui/use-pergunta';
import { useLinksCompartilhados, useRevogarLink } from '../api/cartao-virtual-links';
import { LazyConfirmDialog } from '../../../ui/confirm-dialog-lazy';

const TITLE_ID = 'links-compartilhados-titulo';
const buttonId = (id: number) => `revogar-link-${id}`;

function LinkItem({
  link,
  busy,
  onRevoke,
}: {
  link: LinkCompartilhado;
  busy: boolean;
  onRevoke: () => void;
}) {
  const criado = formatOperatorDateTime(link.criadoEm);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border-2 border-line bg-surface p-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold break-words">{link.nome}</p>
        <p className="text-sm text-ink-muted">Carteira {maskCardNumber(link.carteira)}</p>
        <p className="text-sm">
          Criado em {criado}
          <br />
          Expira em {formatOperatorDateTime(link.expiraEm)}
        </p>
      </div>
      <Button
        id={buttonId(link.id)}
        variant="secondary"
        loading={busy}
        aria-label={`Revogar link do cartão de ${link.nome} criado em ${criado}`}
        onClick={onRevoke}
      >
        Revogar
      </Button>
    </li>
  );
}

export function LinksCompartilhados() {
  const links = useLinksCompartilhados();
  const revogar = useRevogarLink();
  const heading = useRef<HTMLHeadingElement>(null);
  const pergunta = usePergunta<LinkCompartilhado>({ botaoDe: (link) => buttonId(link.id), titulo: heading });
  const asked = pergunta.sobre;

  const confirm = () => {
    const link = pergunta.confirmar();
    if (!link) return;
    revogar.mutate(link.id, {
      onSuccess: () => showAlert({ tipo: 'sucesso', mensagem: PLANO_MESSAGES.shareLinkRevoked }),
      onError: (error) => {
        if (error instanceof ApiError && error.status < 500)
          showAlert({ tipo: 'erro', mensagem: error.message });
      },
    });
  };

  let body;
  if (links.isError) body = <FriendlyMessage>{links.error.message}</FriendlyMessage>;
  else if (!links.data) body = <LoadingBlock />;
  else if (links.data.links.length === 0) body = <p>{PLANO_MESSAGES.noActiveShareLinks}</p>;
  else {
    body = (
      <ul className="flex flex-col gap-3" aria-labelledby={TITLE_ID}>
        {links.data.links.map((link) => (
          <LinkItem
            key={link.id}
            link={link}
            busy={revogar.isPending && revogar.variables === link.id}
            onRevoke={() => pergunta.perguntar(link)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={TITLE_ID} className="flex flex-col gap-3">
      <h2 id={TITLE_ID} ref={heading} tabIndex={-1} className="text-xl font-bold">
        Links compartilhados ativos
      </h2>
      {body}
      {asked && (
        <LazyConfirmDialog
          open={pergunta.aberta}
          title={PLANO_MESSAGES.shareLinkRevokeTitle}
          description={shareLinkRevokeText(asked.nome)}
          cancelLabel={PLANO_MESSAGES.shareLinkRevokeCancel}
          confirmLabel={PLANO_MESSAGES.shareLinkRevokeConfirm}
          onCancel={pergunta.cancelar}
          onConfirm={confirm}
          returnFocus={pergunta.devolverFoco}
        />
      )}
    </section>
  );
}
