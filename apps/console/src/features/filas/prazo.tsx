// The RN 623 countdown as staff read it (decision 0043): overdue in red, due today in amber, then the business
// days left — in words, never by colour alone.
import { formatDate } from '@portal/domain/format/dates';
import type { ItemFila } from '@portal/domain/contract/console/filas';
import {
  TRANSICOES_CERTIDAO_OBITO,
  TRANSICOES_DEBITO_CONTA,
  TRANSICOES_REEMBOLSO,
  TRANSICOES_SEGUNDA_VIA,
} from '@portal/domain/contract/integracao/transicoes';

type Prazo = Pick<
  ItemFila,
  'situacao' | 'prazoResposta' | 'prazoImediato' | 'diasUteisRestantes' | 'atrasado' | 'venceHoje'
>;

const diasUteis = (n: number) => `${n} ${n === 1 ? 'dia útil' : 'dias úteis'}`;

/** 'Atrasada há 2 dias úteis', 'Vence hoje', 'Faltam 3 dias úteis', 'Respondida'. */
export function prazoEmPalavras(item: Prazo): string {
  if (item.situacao === 'FECHADO') return 'Respondida';
  const dias = item.diasUteisRestantes ?? 0;
  if (item.atrasado) return dias === 0 ? 'Atrasada' : `Atrasada há ${diasUteis(-dias)}`;
  if (item.venceHoje) return item.prazoImediato ? 'Imediato: vence hoje' : 'Vence hoje';
  return dias === 0 ? 'Vence no próximo dia útil' : `Faltam ${diasUteis(dias)}`;
}

const ESTILO = {
  atrasada: 'border-danger bg-danger-soft font-semibold',
  hoje: 'border-warning bg-warning-soft font-semibold',
  prazo: 'border-line-strong bg-surface-muted',
} as const;

export function SeloPrazo({ item }: { item: Prazo }) {
  const estilo = item.atrasado ? ESTILO.atrasada : item.venceHoje ? ESTILO.hoje : ESTILO.prazo;
  return (
    <span className="flex flex-col gap-1">
      <span className={`inline-block w-fit rounded border px-2 py-0.5 text-sm text-ink ${estilo}`}>
        {prazoEmPalavras(item)}
      </span>
      <span className="text-sm text-ink-muted">
        {item.prazoResposta ? `Prazo: ${formatDate(item.prazoResposta)}` : 'Prazo imediato'}
      </span>
    </span>
  );
}

/** The request's own statuses a queue of that kind may be filtered by (the transition table's labels). */
export const SITUACOES_DO_TIPO: Record<string, { valor: string; rotulo: string }[]> = Object.fromEntries(
  (
    [
      ['REEMBOLSO', TRANSICOES_REEMBOLSO],
      ['DEBITO_CONTA_ATIVACAO', TRANSICOES_DEBITO_CONTA],
      ['SEGUNDA_VIA_CARTAO', TRANSICOES_SEGUNDA_VIA],
      ['CERTIDAO_OBITO', TRANSICOES_CERTIDAO_OBITO],
    ] as const
  ).map(([tipo, tabela]) => [
    tipo,
    Object.entries(tabela).map(([valor, regra]) => ({ valor, rotulo: (regra as { rotulo: string }).rotulo })),
  ]),
);
