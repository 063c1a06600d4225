// The operator's service channels as links (spec §7 helper links): tel: with +55 (0800 numbers as
// dialled), a messaging link for numbers that take chats, and mailto: for e-mail.
import type { ContatoOperadora } from '@portal/domain/contract/shell/contatos-operadora';
import { displayPhone, mailtoLink, telLink, whatsappLink } from './contact-links';
import { cn } from '../ui/cn';

const LINK = 'font-semibold text-link underline underline-offset-2';

export function OperatorContactList({
  contatos,
  className,
  headingLevel = 'h3',
}: {
  contatos: readonly ContatoOperadora[];
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {contatos.map((contato) => (
        <li
          key={contato.chave}
          className="flex flex-col gap-1 rounded-md border-2 border-line bg-surface p-4"
        >
          <Heading className="text-base font-bold text-ink">{contato.descricao}</Heading>
          {contato.tipo === 'EMAIL' ? (
            <a className={LINK} href={mailtoLink(contato.valor)}>
              {contato.valor}
            </a>
          ) : (
            <a className={LINK} href={telLink(contato.valor)}>
              <span className="sr-only">Ligar para </span>
              {displayPhone(contato.valor)}
            </a>
          )}
          {contato.aceitaWhatsapp && (
            <a className={LINK} href={whatsappLink(contato.valor)} target="_blank" rel="noreferrer">
              Conversar pelo WhatsApp<span className="sr-only"> (abre em nova aba)</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
