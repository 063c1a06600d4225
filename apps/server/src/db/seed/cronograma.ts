// The bill schedules of the seed, a leaf both titulos.ts and utilizacoes.ts import (neither imports the
// other for it).

/**
 * - `historico12`: 12 monthly bills — the newest open and due in 20 days, the one before overdue by 10
 *   days (PENDENTE), the sixth NEGOCIADO, the rest PAGO; an age-band change on the fifth, other events on
 *   the overdue one, operational cost on the ninth — and before them PAGO bills back to January two
 *   years before the newest payment, so the income-tax statement has three base years (issue 13).
 * - `umAberto`: one open bill due in 15 days, and the 12 PAGO bills paid last year (one base year).
 * Co-participation items come from the uses (utilizacoes.ts): a use is charged on the bill whose
 * competence is the month after the use's month.
 */
export type CronogramaTitulos = 'historico12' | 'umAberto';
