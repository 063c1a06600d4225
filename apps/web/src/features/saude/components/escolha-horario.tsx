// Choosing when (issue 16): the days of the window that have a free slot (the server's datasDisponiveis;
// the first one opens by itself), then that day's free times as buttons. Pressing a time holds it for the
// member (another time of the speciality replaces the hold); the held one stays pressed and the booking
// panel opens under the list. Another day releases the hold. Refusals show the server's words and the
// times are asked for again.
import { useId, useState, type ReactNode } from 'react';
import { AGENDAMENTO_MESSAGES } from '@portal/domain';
import type { ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import type {
  AgendamentoCriado,
  HorarioLivre,
  LocalAtendimento,
} from '@portal/domain/contract/saude/agendamentos';
import { cn } from '../../../ui/cn';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { useAgendas } from '../api/agendamentos';
import {
  dataConsulta,
  horaConsulta,
  horariosDoDia,
  rotuloDia,
  rotuloDiaCompleto,
} from './agendamento-regras';
import { CentralAgendamentoLink } from './central-agendamento';
import { ConfirmarReserva } from './confirmar-reserva';
import { useReserva } from './use-reserva';

export const CHOICE = cn(
  'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-md border-2 px-3 py-2 font-semibold',
  'aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary',
  'border-line bg-surface text-ink hover:border-line-strong aria-disabled:cursor-wait',
);

export function Horario({
  horario,
  nomeDoLocal,
  reservado,
  ocupado,
  onEscolher,
}: {
  horario: HorarioLivre;
  /** The clinic's name when the search spans every clinic; null when one clinic was chosen. */
  nomeDoLocal: string | null;
  reservado: boolean;
  ocupado: boolean;
  onEscolher: () => void;
}) {
  return (
    <li>
      {/* aria-disabled, not disabled, while a hold is under way: the pressed button keeps the focus. */}
      <button
        type="button"
        aria-pressed={reservado}
        aria-disabled={ocupado || undefined}
        className={cn(CHOICE, 'w-full text-center')}
        onClick={() => !ocupado && onEscolher()}
      >
        <span className="text-lg tabular-nums">{horaConsulta(horario.hora)}</span>
        <span className="text-sm font-normal">
          {horario.prestador}
          {nomeDoLocal && ` · ${nomeDoLocal}`}
        </span>
      </button>
    </li>
  );
}

/** The days of the window with a time to take (the pressed one is shown); another day calls onDia. */
export function DiasDisponiveis({
  datas,
  dia,
  onDia,
  estreito = false,
}: {
  datas: readonly string[];
  dia: string;
  onDia: (data: string) => void;
  /** In a dialog: three days a row whatever the screen's width. */
  estreito?: boolean;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-lg font-bold">
        Dia
      </h3>
      <ul className={cn('grid grid-cols-3 gap-2', !estreito && 'sm:grid-cols-5 lg:grid-cols-7')}>
        {datas.map((d) => (
          <li key={d}>
            <button
              type="button"
              aria-pressed={d === dia}
              // Heard with its year ('Seg, 14/12/2026'), starting with the words on the button.
              aria-label={`${rotuloDia(d)}${dataConsulta(d).slice(5)}`}
              className={cn(CHOICE, 'w-full px-2 whitespace-nowrap')}
              onClick={() => d !== dia && onDia(d)}
            >
              {rotuloDia(d)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The day's times under their heading, or the message that the day has none. */
export function HorariosDoDia({
  dia,
  vazio,
  estreito = false,
  children,
}: {
  dia: string;
  vazio: boolean;
  /** In a dialog: two times a row whatever the screen's width. */
  estreito?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-lg font-bold">
        Horários livres em {rotuloDiaCompleto(dia)}
      </h3>
      {vazio ? (
        <FriendlyMessage>{AGENDAMENTO_MESSAGES.noSlots}</FriendlyMessage>
      ) : (
        <ul className={cn('grid grid-cols-2 gap-2', !estreito && 'sm:grid-cols-3 lg:grid-cols-4')}>
          {children}
        </ul>
      )}
    </section>
  );
}

export function EscolhaHorario({
  cpf,
  especialidade,
  local,
  locais,
  minutosReserva,
  contatos,
  telefoneAgendamento,
  onAgendado,
}: {
  cpf: string;
  especialidade: string;
  local: string | null;
  /** The clinics offering the speciality: a free slot names its clinic by codigo. */
  locais: readonly LocalAtendimento[];
  minutosReserva: number;
  contatos: readonly ContatoMascarado[];
  telefoneAgendamento: string;
  onAgendado: (resposta: AgendamentoCriado) => void;
}) {
  const [data, setData] = useState<string | null>(null);
  const agendas = useAgendas({ cpf, especialidade, local, data });
  const hold = useReserva(cpf, minutosReserva);

  if (agendas.isError)
    return <PlanoQueryError error={agendas.error} onRetry={() => void agendas.refetch()} />;
  if (!agendas.data) return <LoadingBlock />;
  const { data: dia, horarios, datasDisponiveis } = agendas.data;
  if (dia === null)
    return (
      <div className="flex flex-col gap-2">
        <FriendlyMessage>{AGENDAMENTO_MESSAGES.noSlotsInWindow}</FriendlyMessage>
        <p>
          Central de agendamento: <CentralAgendamentoLink telefone={telefoneAgendamento} />
        </p>
      </div>
    );

  const ativa = hold.ativa;
  const lista = horariosDoDia(horarios, dia, ativa);
  return (
    <div className="flex flex-col gap-6" aria-busy={agendas.isFetching}>
      <DiasDisponiveis
        datas={datasDisponiveis}
        dia={dia}
        onDia={(d) => {
          hold.liberar();
          setData(d);
        }}
      />
      <HorariosDoDia dia={dia} vazio={lista.length === 0}>
        {lista.map((h) => (
          <Horario
            key={h.horarioId}
            horario={h}
            nomeDoLocal={local === null ? (locais.find((l) => l.codigo === h.local)?.nome ?? h.local) : null}
            reservado={ativa?.horarioId === h.horarioId}
            ocupado={hold.reservando !== null}
            onEscolher={() => {
              if (ativa?.horarioId !== h.horarioId) void hold.reservar(h.horarioId);
            }}
          />
        ))}
      </HorariosDoDia>
      {ativa && (
        <ConfirmarReserva
          key={ativa.reserva.reservaId}
          reserva={ativa.reserva}
          restantes={hold.restantes}
          contatos={contatos}
          onAgendado={(resposta) => {
            hold.encerrar();
            onAgendado(resposta);
          }}
          onRecusado={hold.encerrar}
          onVoltar={hold.liberar}
        />
      )}
    </div>
  );
}
