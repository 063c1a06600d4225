// The held slot, waiting for the booking: what it is, the live countdown (holdCountdown), where the
// notice and the reminder go (the contact picker; the e-mail on file when none is chosen), and the two
// ways out — "Confirmar agendamento" books it, "Voltar" gives it back.
import { useState } from 'react';
import { holdCountdown } from '@portal/domain';
import type {
  ContatoMascarado,
  TipoContatoVerificacao,
} from '@portal/domain/contract/auth/contatos-verificacao';
import type { AgendamentoCriado, Reserva } from '@portal/domain/contract/saude/agendamentos';
import { Button } from '../../../ui/button';
import { MemberContactPicker } from '../../../shared-domain/member-contact-picker';
import { useAgendar } from '../api/agendamentos';
import { ConsultaCard } from './consulta-card';
import { useRecusaDeHorario } from './use-reserva';

const focusOnMount = (element: HTMLElement | null) => element?.focus();
const CONTATO_LEGENDA = 'Para onde enviar a confirmação e o lembrete da consulta?';
const contatoLegenda = (tipo: TipoContatoVerificacao) => (tipo === 'EMAIL' ? 'Pelo e-mail' : 'Por SMS');

export function ConfirmarReserva({
  reserva,
  restantes,
  contatos,
  onAgendado,
  onRecusado,
  onVoltar,
}: {
  reserva: Reserva;
  restantes: number;
  contatos: readonly ContatoMascarado[];
  onAgendado: (resposta: AgendamentoCriado) => void;
  /** The server refused the booking: the hold is gone either way. */
  onRecusado: () => void;
  onVoltar: () => void;
}) {
  const [contato, setContato] = useState<{ tipo: TipoContatoVerificacao | null; codigo: string | null }>({
    tipo: null,
    codigo: null,
  });
  const agendar = useAgendar();
  const recusa = useRecusaDeHorario();
  const { agendamento } = reserva;

  const confirmar = () => {
    if (agendar.isPending) return;
    agendar.mutate(
      { reservaId: reserva.reservaId, codigoContato: contato.codigo ?? undefined },
      {
        onSuccess: onAgendado,
        onError: (error) => {
          onRecusado();
          recusa(error);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="reserva-titulo"
      className="flex flex-col gap-4 rounded-lg border-2 border-primary bg-surface p-4 sm:p-6"
    >
      <h3 id="reserva-titulo" ref={focusOnMount} tabIndex={-1} className="text-lg font-bold">
        Confirme o agendamento
      </h3>
      <p role="timer" className="rounded-md border-2 border-warning bg-warning-soft px-3 py-2 font-semibold">
        {holdCountdown(restantes)}
      </p>
      <div className="sm:max-w-md">
        <ConsultaCard consulta={agendamento} />
      </div>
      {contatos.length > 0 && (
        <MemberContactPicker
          contatos={contatos}
          tipo={contato.tipo}
          value={contato.codigo}
          onChange={setContato}
          kindLegend={CONTATO_LEGENDA}
          contactLegend={contatoLegenda}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button loading={agendar.isPending} onClick={confirmar}>
          Confirmar agendamento
        </Button>
        <Button variant="secondary" disabled={agendar.isPending} onClick={onVoltar}>
          Voltar
        </Button>
      </div>
    </section>
  );
}
