// Novo Agendamento (spec §2 "specialities, available slots (agendas), reservations, new appointment,
// contacts", issue 16): for the chosen beneficiary, the speciality, the clinic (optional: "Todas as
// unidades"), the day and the time; the time is held for a few minutes while the member says where the
// notices go and confirms. The answer gives the protocol. Choosing another beneficiary, speciality or
// clinic starts over and gives back any held slot.
// Issue 37: the choices paint as soon as the specialities are known; where the notices may go (the
// member's contacts, needed only once a time is held) no longer holds the whole screen back.
import { useId, useState, type ReactNode } from 'react';
import { AGENDAMENTO_MESSAGES } from '@portal/domain';
import type { AgendamentoCriado, Especialidades } from '@portal/domain/contract/saude/agendamentos';
import { BeneficiarioScreen } from '../../../shared-domain/beneficiario-screen';
import { cn } from '../../../ui/cn';
import { INPUT_CLASSES, STATUS_BORDER } from '../../../ui/form/field';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import {
  useAgendamentoBeneficiarios,
  useConstantesAgendamento,
  useContatosAgendamento,
  useEspecialidades,
} from '../api/agendamentos';
import { AgendamentoConcluido } from '../components/agendamento-concluido';
import { EscolhaHorario } from '../components/escolha-horario';

const SELECT = cn(INPUT_CLASSES, STATUS_BORDER.neutral);
const TODAS = '';

function Escolha({
  label,
  value,
  disabled,
  onChange,
  children,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        className={SELECT}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

function Filtros({
  especialidades,
  especialidade,
  local,
  onEspecialidade,
  onLocal,
}: {
  especialidades: Especialidades;
  especialidade: string;
  local: string;
  onEspecialidade: (codigo: string) => void;
  onLocal: (codigo: string) => void;
}) {
  const escolhida = especialidades.especialidades.find((e) => e.codigo === especialidade);
  const locais = especialidades.locais.filter((l) => escolhida?.locais.includes(l.codigo));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Escolha label="Especialidade" value={especialidade} onChange={onEspecialidade}>
        <option value="">Escolha a especialidade</option>
        {especialidades.especialidades.map((e) => (
          <option key={e.codigo} value={e.codigo}>
            {e.nome}
          </option>
        ))}
      </Escolha>
      <Escolha label="Unidade" value={local} disabled={!escolhida} onChange={onLocal}>
        <option value={TODAS}>Todas as unidades</option>
        {locais.map((l) => (
          <option key={l.codigo} value={l.codigo}>
            {l.nome} — {l.cidade}/{l.uf}
          </option>
        ))}
      </Escolha>
    </div>
  );
}

function NovoAgendamento({ cpf, nome }: { cpf: string; nome: string }) {
  const constantes = useConstantesAgendamento();
  const especialidades = useEspecialidades();
  const contatos = useContatosAgendamento(cpf);
  const [especialidade, setEspecialidade] = useState('');
  const [local, setLocal] = useState(TODAS);
  const [concluido, setConcluido] = useState<AgendamentoCriado | null>(null);

  if (concluido)
    return (
      <AgendamentoConcluido
        resposta={concluido}
        onNovo={() => {
          setConcluido(null);
          setEspecialidade('');
          setLocal(TODAS);
        }}
      />
    );
  const falhou = [constantes, especialidades].find((q) => q.isError);
  // The heading (the screen's largest paint) is drawn with the beneficiary, before the choices' data (issue 37).
  const titulo = (
    <h2 id="novo-agendamento-titulo" className="text-xl font-bold">
      Nova consulta para {nome}
    </h2>
  );
  if (falhou || !constantes.data || !especialidades.data)
    return (
      <section aria-labelledby="novo-agendamento-titulo" className="flex flex-col gap-6">
        {titulo}
        {falhou ? (
          <PlanoQueryError error={falhou.error} onRetry={() => void falhou.refetch()} />
        ) : (
          <LoadingBlock />
        )}
      </section>
    );
  return (
    <section aria-labelledby="novo-agendamento-titulo" className="flex flex-col gap-6">
      {titulo}
      {especialidades.data.especialidades.length === 0 ? (
        <FriendlyMessage>{AGENDAMENTO_MESSAGES.noSpecialities}</FriendlyMessage>
      ) : (
        <Filtros
          especialidades={especialidades.data}
          especialidade={especialidade}
          local={local}
          onEspecialidade={(codigo) => {
            setEspecialidade(codigo);
            setLocal(TODAS);
          }}
          onLocal={setLocal}
        />
      )}
      {especialidade && contatos.isError && (
        <PlanoQueryError error={contatos.error} onRetry={() => void contatos.refetch()} />
      )}
      {especialidade && !contatos.data && !contatos.isError && <LoadingBlock />}
      {especialidade && contatos.data && (
        <EscolhaHorario
          // Another speciality or clinic is another search: the held slot (if any) is given back.
          key={`${especialidade}|${local}`}
          cpf={cpf}
          especialidade={especialidade}
          local={local === TODAS ? null : local}
          locais={especialidades.data.locais}
          minutosReserva={constantes.data.minutosReserva}
          contatos={contatos.data.contatos}
          telefoneAgendamento={contatos.data.telefoneAgendamento}
          onAgendado={setConcluido}
        />
      )}
    </section>
  );
}

export default function NovoAgendamentoPage() {
  return (
    <BeneficiarioScreen listagem={useAgendamentoBeneficiarios()}>
      {(b) => <NovoAgendamento cpf={b.cpf} nome={b.nome} />}
    </BeneficiarioScreen>
  );
}
