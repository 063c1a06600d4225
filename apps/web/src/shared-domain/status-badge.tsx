// Spec §4 status badges: one label per status code, the spec's wording where it gives one (Pendente, Em
// análise, Em Andamento, Substituído) and the code in sentence case otherwise. The colour only repeats
// what the text says (never the only cue), with a border so it reads in high contrast too.
import { cn } from '../ui/cn';

export const STATUS_BADGES = {
  PENDENTE: { label: 'Pendente', tone: 'warning' },
  INDEFERIDO: { label: 'Indeferido', tone: 'danger' },
  NEGADO: { label: 'Negado', tone: 'danger' },
  PAGO: { label: 'Pago', tone: 'success' },
  NEGOCIADO: { label: 'Negociado', tone: 'info' },
  SOLICITADO: { label: 'Solicitado', tone: 'info' },
  AGENDADO: { label: 'Agendado', tone: 'info' },
  ANALISE: { label: 'Em análise', tone: 'warning' },
  DISPONIVEL: { label: 'Disponível', tone: 'success' },
  INDISPONIVEL: { label: 'Indisponível', tone: 'neutral' },
  EM_ANDAMENTO: { label: 'Em Andamento', tone: 'info' },
  FECHADO: { label: 'Fechado', tone: 'neutral' },
  SUBSTITUIDO: { label: 'Substituído', tone: 'neutral' },
  NEUTRO: { label: 'Neutro', tone: 'neutral' },
  PADRAO: { label: 'Padrão', tone: 'neutral' },
} as const satisfies Record<string, { label: string; tone: BadgeTone }>;

export type StatusBadgeCode = keyof typeof STATUS_BADGES;
type BadgeTone = 'warning' | 'danger' | 'success' | 'info' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  warning: 'border-warning bg-warning-soft',
  danger: 'border-danger bg-danger-soft',
  success: 'border-success bg-success-soft',
  info: 'border-info bg-info-soft',
  neutral: 'border-line-strong bg-surface-muted',
};

/** A status as a badge; `label` overrides the text (e.g. 'Vencido') and `tone` its colour. */
export function StatusBadge({
  status,
  label,
  tone,
}: {
  status: StatusBadgeCode;
  label?: string;
  tone?: BadgeTone;
}) {
  const badge = STATUS_BADGES[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full border-2 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-ink',
        TONES[tone ?? badge.tone],
      )}
    >
      {label ?? badge.label}
    </span>
  );
}
