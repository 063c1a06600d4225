// Apart from startup-calls.ts, which the login's first load carries (issue 11: no byte to spare there); only the
// screens read through the query cache need this.
/**
 * The performance mark of a first screen drawn before its early answers (apps/web early-answers-read.ts): the
 * bounded wait ran out. The primeira-pintura journey tells that case from a screen that ignored its answers.
 */
export const EARLY_ANSWERS_BOUND_MARK = 'portal:respostas-iniciais-no-limite';
