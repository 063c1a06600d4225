// The answer to a booking: the server's message (date, time and protocol), the appointment as a card, and
// where to go next. Focus lands on its heading so a screen reader hears the result.
import { Link } from 'react-router';
import { routePath } from '@portal/domain/access/routes';
import type { AgendamentoCriado } from '@portal/domain/contract/saude/agendamentos';
import { Button, buttonClasses } from '../../../ui/button';
import { ConsultaCard } from './consulta-card';

const focusOnMount = (element: HTMLElement | null) => element?.focus();

export function AgendamentoConcluido({
  resposta,
  onNovo,
}: {
  resposta: AgendamentoCriado;
  onNovo: () => void;
}) {
  return (
    <section
      aria-labelledby="agendamento-concluido"
      className="flex flex-col gap-4 rounded-lg border-2 border-success bg-success-soft p-4 sm:p-6"
    >
      <h2 id="agendamento-concluido" ref={focusOnMount} tabIndex={-1} className="text-xl font-bold">
        Consulta agendada
      </h2>
      <p role="status">{resposta.mensagem}</p>
      <div className="sm:max-w-md">
        <ConsultaCard consulta={resposta.agendamento} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={routePath('agendamento')} className={buttonClasses('primary', 'no-underline')}>
          Ver minhas consultas
        </Link>
        <Button variant="link" onClick={onNovo}>
          Agendar outra consulta
        </Button>
      </div>
    </section>
  );
}
