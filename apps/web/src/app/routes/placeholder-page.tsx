// Screens that later issues build. Until their issue lands the route is not an empty page (issue 10): the
// member learns the service is coming and how to reach the operator meanwhile (its phones, with WhatsApp
// where the channel takes chats). The contacts come from the same public call as /contatos.
import { LoadingBlock } from '../../components/ui/loader';
import { OperatorContactList } from '../../components/ui/operator-contact-list';
import { useContatosOperadora } from '../../lib/operator-contacts';

export const PLACEHOLDER_TEXTS = {
  titulo: 'Esta tela estará disponível em breve.',
  contatos: 'Enquanto isso, a operadora atende você por estes canais:',
  semContatos: 'Enquanto isso, fale com a operadora pelos canais indicados no rodapé.',
} as const;

export default function PlaceholderPage() {
  const contatos = useContatosOperadora();
  // Phones only: e-mail answers take days, and the member came here to do something now.
  const telefones = contatos.data?.filter((contato) => contato.tipo !== 'EMAIL') ?? [];
  return (
    <section
      aria-labelledby="em-breve"
      className="flex flex-col gap-4 rounded-lg border-2 border-line bg-surface p-5"
    >
      <h2 id="em-breve" className="text-xl font-bold">
        {PLACEHOLDER_TEXTS.titulo}
      </h2>
      {contatos.isPending ? (
        <LoadingBlock />
      ) : telefones.length > 0 ? (
        <>
          <p>{PLACEHOLDER_TEXTS.contatos}</p>
          <OperatorContactList contatos={telefones} />
        </>
      ) : (
        <p>{PLACEHOLDER_TEXTS.semContatos}</p>
      )}
    </section>
  );
}
