// Cartão Nacional de Saúde numbers for the demo people, with real check digits (definitive CNS,
// starting with 1 or 2: PIS-based, '000'/'001' + digit), so the spec §5 validator accepts them.

/** Weighted sum used by both CNS families: digit i (0-based) times 15 - i. */
const weightedSum = (digits: string): number =>
  [...digits].reduce((sum, digit, i) => sum + Number(digit) * (15 - i), 0);

/** Completes an 11-digit base starting with 1 or 2 into a valid 15-digit CNS. */
export function definitiveCns(base: string): string {
  if (!/^[12]\d{10}$/.test(base)) throw new Error(`base de CNS inválida: ${base}`);
  let sum = weightedSum(base);
  let dv = 11 - (sum % 11);
  if (dv === 11) dv = 0;
  if (dv === 10) {
    sum += 2;
    dv = 11 - (sum % 11);
    return `${base}001${dv}`;
  }
  return `${base}000${dv}`;
}
