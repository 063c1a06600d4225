// "Remarcar" on an appointment card (issue 37): the days and times the beneficiary can take for the same
// speciality at the same clinic (the place the member chose; another clinic is a new booking), their own
// appointment's time included; pressing "Remarcar" moves the appointment in one step (POST /remarcar: the
// old one is released only when the new one is booked). No hold: the server checks the time again in the
// move's transaction, and a time taken meanwhile is said in the dialog, with the times asked for again.
import { useId, useState } from 'react';
import { AGENDAMENTO_MESSAGES } from '@portal/domain';
import type { Agendamento, HorarioLivre } from '@portal/domain/contract/saude/agendamentos';
import { ApiError } from '../../../platform/api/api-client';
import { showAlert } from '../../../platform/state/alert';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { ConfirmDialog } from '../../../ui/dialog';
import { LoadingBlock } from '../../../ui/loader';
import { useAgendas, useRefreshAgendas, useRemarcar } from '../api/agendamentos';
import { horaConsulta } from './agendamento-regras';
import { nomeDaConsulta } from './consulta-card';
import { DiasDisponiveis, Horario, HorariosDoDia } from './escolha-horario';

export const ESCOLHA_NOVO_HORARIO = 'Escolha o novo horário.';

function Horarios({
  cpf,
  alvo,
  escolhido,
  onEscolher,
}: {
  cpf: string;
  alvo: Agendamento;
  escolhido: HorarioLivre | null;
  onEscolher: (h: HorarioLivre | null) => void;
}) {
  const [data, setData] = useState<string | null>(null);
  const agendas = useAgendas({
    cpf,
    especialidade: alvo.especialidade.codigo,
    local: alvo.local.codigo,
    data,
    remarcando: alvo.id,
  });
  if (agendas.isError) return <FriendlyMessage>{AGENDAMENTO_MESSAGES.noSlotsInWindow}</FriendlyMessage>;
  if (!agendas.data) return <LoadingBlock />;
  const { data: dia, horarios, datasDisponiveis } = agendas.data;
  if (dia === null) return <FriendlyMessage>{AGENDAMENTO_MESSAGES.noSlotsInWindow}</FriendlyMessage>;
  return (
    <div className="mt-4 flex flex-col gap-4" aria-busy={agendas.isFetching}>
      <DiasDisponiveis
        estreito
        datas={datasDisponiveis}
        dia={dia}
        onDia={(d) => {
          onEscolher(null);
          setData(d);
        }}
      />
      <HorariosDoDia dia={dia} vazio={horarios.length === 0} estreito>
        {horarios.map((h) => (
          <Horario
            key={h.horarioId}
            horario={h}
            nomeDoLocal={null}
            reservado={escolhido?.horarioId === h.horarioId}
            ocupado={false}
            onEscolher={() => onEscolher(h)}
          />
        ))}
      </HorariosDoDia>
    </div>
  );
}

export function RemarcarDialog({
  cpf,
  alvo,
  open,
  onCancel,
  onRemarcada,
  returnFocus,
}: {
  cpf: string;
  alvo: Agendamento;
  open: boolean;
  onCancel: () => void;
  onRemarcada: () => void;
  returnFocus: () => void;
}) {
  const id = useId();
  const [escolhido, setEscolhido] = useState<HorarioLivre | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const remarcar = useRemarcar();
  const refreshAgendas = useRefreshAgendas();
  return (
    <ConfirmDialog
      open={open}
      title="Remarcar consulta"
      description={`${nomeDaConsulta(alvo)} — ${alvo.local.nome}`}
      cancelLabel="Voltar"
      confirmLabel={escolhido ? `Remarcar para as ${horaConsulta(escolhido.hora)}` : 'Remarcar'}
      onCancel={onCancel}
      onConfirm={() => {
        if (!escolhido) {
          setErro(ESCOLHA_NOVO_HORARIO);
          return;
        }
        if (remarcar.isPending) return;
        remarcar.mutate(
          { id: alvo.id, horarioId: escolhido.horarioId },
          {
            onSuccess: (r) => {
              showAlert({ tipo: 'sucesso', mensagem: r.mensagem });
              onRemarcada();
            },
            onError: (error) => {
              if (!(error instanceof ApiError) || error.status >= 500) return;
              setErro(error.message);
              setEscolhido(null);
              void refreshAgendas();
            },
          },
        );
      }}
      returnFocus={returnFocus}
    >
      <Horarios
        cpf={cpf}
        alvo={alvo}
        escolhido={escolhido}
        onEscolher={(h) => {
          setEscolhido(h);
          setErro(null);
        }}
      />
      {erro && (
        <p id={`${id}-erro`} role="alert" className="mt-3 font-semibold text-danger">
          {erro}
        </p>
      )}
    </ConfirmDialog>
  );
}
