// Input masks of the period fields (spec §5 "Formats": dd/MM/yyyy for input, MM/yyyy for month-year
// input, a period as two dates separated by ' - '): digits typed, separators put in.

/** Typing 'ddMMyyyy' gives 'dd/MM/yyyy' (a single date: birth date, service date). */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

/** Typing 'ddMMyyyyddMMyyyy' gives 'dd/MM/yyyy - dd/MM/yyyy' (slashes and the separator put in). */
export function maskDatePeriod(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 16);
  const first = maskDate(digits.slice(0, 8));
  return digits.length > 8 ? `${first} - ${maskDate(digits.slice(8))}` : first;
}

/** Typing 'MMyyyy' gives 'MM/yyyy'. */
export function maskMonthYear(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
