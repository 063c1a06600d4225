// Spec §3 "Appointment cancel options" as a question: only this appointment, or every upcoming one of its
// speciality. Choosing the second lists exactly what the server will cancel (agendamentosDaEspecialidade,
// the rule both share) before the member confirms. Issue 37: "only this one" comes chosen — it is what the
// member pressed "Cancelar" on and the least they can lose (as the large portals do: the wider choice is
// taken on purpose) — and when the speciality has no other upcoming appointment the two options are the
// same, so no question is asked at all. The radios never shrink beside a long label.
import { useId, useState } from 'react';
import type { Agendamento } from '@portal/domain/contract/saude/agendamentos';
import {
  agendamentosDaEspecialidade,
  OPCOES_CANCELAMENTO,
  type OpcaoCancelamento,
} from '@portal/domain/contract/saude/agendamento-situacoes';
import { ConfirmDialog } from '../../../ui/dialog';
import { nomeDaConsulta } from './consulta-card';

export function CancelarDialog({
  alvo,
  proximos,
  open,
  onCancel,
  onConfirm,
  returnFocus,
}: {
  alvo: Agendamento;
  proximos: readonly Agendamento[];
  open: boolean;
  onCancel: () => void;
  onConfirm: (opcao: OpcaoCancelamento) => void;
  returnFocus: () => void;
}) {
  const id = useId();
  const [opcao, setOpcao] = useState<OpcaoCancelamento>('CANCELAR_ATENDIMENTO');
  const daEspecialidade = agendamentosDaEspecialidade(proximos, alvo);
  const todas = opcao === 'CANCELAR_TODOS_ATENDIMENTOS' ? daEspecialidade : null;
  const haEscolha = daEspecialidade.length > 1;
  return (
    <ConfirmDialog
      open={open}
      title="Cancelar consulta"
      description={nomeDaConsulta(alvo)}
      cancelLabel="Voltar"
      confirmLabel={todas && todas.length > 1 ? `Cancelar ${todas.length} consultas` : 'Cancelar consulta'}
      confirmVariant="danger"
      onCancel={onCancel}
      onConfirm={() => onConfirm(opcao)}
      returnFocus={returnFocus}
    >
      {haEscolha && (
        <fieldset className="mt-4 flex flex-col gap-2">
          <legend className="mb-1 font-semibold">O que você quer cancelar?</legend>
          {OPCOES_CANCELAMENTO.map((o) => (
            <label key={o.opcao} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name={`${id}-opcao`}
                value={o.opcao}
                checked={opcao === o.opcao}
                onChange={() => setOpcao(o.opcao)}
                className="size-5 shrink-0 accent-primary"
              />
              {o.nome}
            </label>
          ))}
        </fieldset>
      )}
      {todas && (
        <div className="mt-4 rounded-md border-2 border-warning bg-warning-soft p-3">
          <p id={`${id}-lista`} className="font-semibold">
            {todas.length === 1
              ? 'Será cancelada esta consulta:'
              : `Serão canceladas estas ${todas.length} consultas:`}
          </p>
          <ul aria-labelledby={`${id}-lista`} className="mt-2 list-disc pl-5">
            {todas.map((a) => (
              <li key={a.id}>
                {nomeDaConsulta(a)} — {a.prestador}
              </li>
            ))}
          </ul>
        </div>
      )}
    </ConfirmDialog>
  );
}
