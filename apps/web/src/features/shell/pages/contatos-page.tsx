// Spec §2 /contatos (tela-contatos): the operator's phone and e-mail channels (FONE_SAC, FONE_ANS,
// EMAIL_SAC, FONE_SOS_EMERGENCIA, FONE_SOS_GERAL) with tel:, mailto: and messaging links (spec §7).
import { LoadingBlock } from '../../../ui/loader';
import { OperatorContactList } from '../../../shared-domain/operator-contact-list';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useContatosOperadora } from '../../../shared-domain/api/operator-contacts';

export default function ContatosPage() {
  const contatos = useContatosOperadora();
  if (contatos.isPending) return <LoadingBlock />;
  if (!contatos.data) return <UnexpectedErrorPanel onRetry={() => void contatos.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">Fale com a operadora pelo canal que preferir.</p>
      <OperatorContactList contatos={contatos.data} headingLevel="h2" />
    </div>
  );
}
