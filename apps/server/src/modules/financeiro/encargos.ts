// What an overdue bill costs today (issue 12, decision 0014): the legal ceilings for consumer debts —
// a 2% fine (CDC art. 52 §1) and 1% a month interest (Civil Code art. 406 with CTN art. 161 §1), pro
// rata die over a 30-day month — counted from the day after the due date to the operator's today, which
// becomes the new due date. Integer cents, each amount rounded half up once.
import { daysBetween, type CalendarDate } from '@portal/domain';

export const MULTA_PERCENTUAL = 2;
export const JUROS_PERCENTUAL_MES = 1;
const DIAS_MES = 30;

export interface Encargos {
  diasAtraso: number;
  multaCentavos: number;
  jurosCentavos: number;
  valorAtualizadoCentavos: number;
  /** The original due date when not overdue, else `hoje`. */
  vencimentoAtualizado: CalendarDate;
}

/** numerator / denominator rounded half up, in integers (no float ever decides a cent). */
const divideRounded = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

export function calcularEncargos(
  valorCentavos: number,
  vencimento: CalendarDate,
  hoje: CalendarDate,
): Encargos {
  const diasAtraso = Math.max(0, daysBetween(vencimento, hoje));
  if (diasAtraso === 0) {
    return {
      diasAtraso,
      multaCentavos: 0,
      jurosCentavos: 0,
      valorAtualizadoCentavos: valorCentavos,
      vencimentoAtualizado: vencimento,
    };
  }
  const multaCentavos = divideRounded(valorCentavos * MULTA_PERCENTUAL, 100);
  const jurosCentavos = divideRounded(valorCentavos * JUROS_PERCENTUAL_MES * diasAtraso, 100 * DIAS_MES);
  return {
    diasAtraso,
    multaCentavos,
    jurosCentavos,
    valorAtualizadoCentavos: valorCentavos + multaCentavos + jurosCentavos,
    vencimentoAtualizado: hoje,
  };
}
