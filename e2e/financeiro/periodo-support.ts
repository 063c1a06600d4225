// Dates of the Financeiro II journeys. The demo uses are seeded relative to the seeding day in the
// operator's calendar (decision 0015), so the journeys work out their expected periods from the same day.
const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

export interface Dia {
  year: number;
  month: number;
  day: number;
}

/** Today in America/Sao_Paulo (where the seed and the portal count days). */
export function hojeOperador(): Dia {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-')
    .map(Number);
  return { year: year!, month: month!, day: day! };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const diaBr = ({ year, month, day }: Dia) => `${pad(day)}/${pad(month)}/${year}`;
export const mesAno = ({ year, month }: Dia) => `${pad(month)}/${year}`;
/** 'Julho de 2026': the title of a month's block. */
export const mesExtenso = ({ year, month }: Dia) => `${MESES[month - 1]} de ${year}`;

/** The first day of the month `n` months after (before, when negative) the month of `dia`. */
export function mesesDepois(dia: Dia, n: number): Dia {
  const index = dia.year * 12 + dia.month - 1 + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
}

/** 'dd/MM/yyyy' as a sortable number. */
export const chave = (br: string): number => {
  const [d, m, y] = br.split('/').map(Number);
  return y! * 10_000 + m! * 100 + d!;
};

/** Spec §9 quarter rule: the half-year before today's, as its first day and last day. */
export function semestrePassado(hoje: Dia): { inicio: Dia; fim: Dia } {
  if (hoje.month <= 6)
    return {
      inicio: { year: hoje.year - 1, month: 7, day: 1 },
      fim: { year: hoje.year - 1, month: 12, day: 31 },
    };
  return { inicio: { year: hoje.year, month: 1, day: 1 }, fim: { year: hoje.year, month: 6, day: 30 } };
}

/** Money 'R$ 1.234,56' as cents. */
export const centavos = (texto: string): number => Number(texto.replace(/[^\d,-]/g, '').replace(',', ''));

/** Days from `inicio` to `fim`, both counted (what the picker shows as 'N dias'). */
export const diasEntre = (inicio: Dia, fim: Dia): number =>
  Math.round(
    (Date.UTC(fim.year, fim.month - 1, fim.day) - Date.UTC(inicio.year, inicio.month - 1, inicio.day)) /
      86_400_000,
  ) + 1;
