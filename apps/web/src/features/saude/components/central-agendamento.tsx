// The operator's scheduling phone (/contatos' telefoneAgendamento), for members who prefer to call or find
// no free time.
import { displayPhone, telLink } from '../../../shared-domain/contact-links';

export function CentralAgendamentoLink({ telefone }: { telefone: string }) {
  return (
    <a className="font-semibold text-link underline underline-offset-2" href={telLink(telefone)}>
      <span className="sr-only">Ligar para a central de agendamento: </span>
      {displayPhone(telefone)}
    </a>
  );
}
