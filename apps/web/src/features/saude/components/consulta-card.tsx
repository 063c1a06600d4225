// Spec §2 "Appointment card": the speciality, when (weekday in 3 letters, date with slashes, time in 5
// characters), the status badge (spec §4, through SITUACOES_AGENDAMENTO), who attends, and the place
// (spec §3 Place) with its phone (tel:) and a "Como chegar" maps link. The member's list and the public
// link's page draw the same card; each passes its own actions.
import { useId, type ReactNode } from 'react';
import type { LocalAtendimento } from '@portal/domain/contract/saude/agendamentos';
import {
  SITUACOES_AGENDAMENTO,
  type SituacaoAgendamento,
} from '@portal/domain/contract/saude/agendamento-situacoes';
import { PlaceLinks } from '../../../shared-domain/place-links';
import { StatusBadge } from '../../../shared-domain/status-badge';
import { quandoConsulta } from './agendamento-regras';

export interface ConsultaVista {
  especialidade: { nome: string };
  local: Pick<LocalAtendimento, 'nome' | 'endereco' | 'cidade' | 'uf' | 'telefone'> &
    Partial<Pick<LocalAtendimento, 'latitude' | 'longitude'>>;
  data: string;
  diaSemana: string;
  hora: string;
  /** Absent for a slot still on hold. */
  status?: SituacaoAgendamento;
  prestador?: string;
  protocolo?: string | null;
}

/** 'Cardiologia, Seg, 30/11/2026 às 09:30': names the card, and the buttons that act on it. */
export const nomeDaConsulta = (c: ConsultaVista): string => `${c.especialidade.nome}, ${quandoConsulta(c)}`;

export function SituacaoAgendamentoBadge({ status }: { status: SituacaoAgendamento }) {
  const situacao = SITUACOES_AGENDAMENTO.find((s) => s.situacao === status);
  return situacao ? <StatusBadge status={situacao.badge} label={situacao.nome} /> : null;
}

export function ConsultaCard({
  consulta,
  headingLevel = 3,
  children,
}: {
  consulta: ConsultaVista;
  headingLevel?: 2 | 3;
  /** The actions the viewer may take on it. */
  children?: ReactNode;
}) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const { local } = consulta;
  return (
    <article
      aria-labelledby={id}
      className="flex h-full flex-col gap-3 rounded-lg border-2 border-line bg-surface p-4 text-ink"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* One name, 'Cardiologia, Seg, 30/11/2026 às 09:30', for the two lines (nomeDaConsulta). */}
        <Heading id={id} aria-label={nomeDaConsulta(consulta)} className="flex flex-col">
          <span className="text-lg font-bold">{consulta.especialidade.nome}</span>
          <span className="font-semibold tabular-nums">{quandoConsulta(consulta)}</span>
        </Heading>
        {consulta.status && <SituacaoAgendamentoBadge status={consulta.status} />}
      </div>
      <dl className="flex flex-col gap-2">
        {consulta.prestador && (
          <div>
            <dt className="text-sm text-ink-muted">Profissional</dt>
            <dd>{consulta.prestador}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-ink-muted">Local</dt>
          <dd className="flex flex-col gap-1">
            <span className="font-semibold">{local.nome}</span>
            <span>
              {local.endereco} — {local.cidade}/{local.uf}
            </span>
            <PlaceLinks place={local} />
          </dd>
        </div>
        {consulta.protocolo && (
          <div>
            <dt className="text-sm text-ink-muted">Protocolo</dt>
            <dd className="tabular-nums">{consulta.protocolo}</dd>
          </div>
        )}
      </dl>
      {children && <div className="mt-auto flex flex-wrap gap-3">{children}</div>}
    </article>
  );
}
