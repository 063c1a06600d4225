// The RN 623 deadline of a protocol, as the list and the detail show it: the day and the business days
// left while open; "Resposta imediata" for urgencies; a warning (text and colour, never colour alone) once
// overdue; "Concluído" when the operator has answered.
import { businessDaysLeft, formatDate, SAUDE_MESSAGES } from '@portal/domain';
import type { ProtocoloResumo } from '@portal/domain/contract/facilidades/protocolos';
import { cn } from '../../../ui/cn';

type Prazo = Pick<
  ProtocoloResumo,
  'situacao' | 'prazoResposta' | 'prazoImediato' | 'diasUteisRestantes' | 'atrasado'
>;

/** The deadline in words: 'Prazo: 02/12/2026 (3 dias úteis restantes)'. */
export function prazoTexto(p: Prazo): string {
  if (p.situacao === 'FECHADO')
    return p.prazoResposta ? `Prazo: ${formatDate(p.prazoResposta)} (concluído)` : 'Concluído';
  if (p.prazoImediato) return 'Prazo: resposta imediata (urgência)';
  if (!p.prazoResposta) return 'Prazo: não informado';
  const dias = p.diasUteisRestantes === null ? '' : ` (${businessDaysLeft(p.diasUteisRestantes)})`;
  return `Prazo: ${formatDate(p.prazoResposta)}${dias}`;
}

export function ProtocoloPrazo({ prazo, className }: { prazo: Prazo; className?: string }) {
  const atrasado = prazo.situacao === 'EM_ANDAMENTO' && prazo.atrasado;
  return (
    <p
      className={cn(
        atrasado && 'rounded-md border-2 border-warning bg-warning-soft px-2 py-1 font-semibold',
        className,
      )}
    >
      {atrasado && <span className="block">{SAUDE_MESSAGES.overdueTitle}</span>}
      {prazoTexto(prazo)}
    </p>
  );
}
