// Dates as staff read them: day and time on the operator's clock (America/Sao_Paulo), pt-BR.
const DATA_HORA = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** "29/11/2026, 07:15"; "—" for nothing or a date that does not parse. */
export function dataHora(iso: string | null | undefined): string {
  if (!iso) return '—';
  const data = new Date(iso);
  return Number.isNaN(data.getTime()) ? '—' : DATA_HORA.format(data);
}
