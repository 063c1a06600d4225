// The empty new-account fields of the reimbursement form, apart from reembolso-form.ts (issue 37): the draft
// (reembolso-rascunho.ts) reads them on the screen's first path, and reembolso-form.ts brings the domain's
// validation module (and its bank and CPF rules) with its labels — code the first paint does not need.
import type { ContaBancariaFormValues } from './reembolso-form';

export const CONTA_VAZIA: Omit<ContaBancariaFormValues, 'escolha'> = {
  nomeTitularContaCorrente: '',
  dataNascimento: '',
  cnpjCpf: '',
  banco: '',
  agencia: '',
  dvAgencia: '',
  conta: '',
  dvConta: '',
};
