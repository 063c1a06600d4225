// The new-account fields of the reimbursement form and their empty values, apart from reembolso-form.ts
// (issue 37): the draft (reembolso-rascunho.ts) reads them on the screen's first path, and reembolso-form.ts
// brings the domain's validation module (its bank and CPF rules) with its labels — code the first paint does
// not need.
export type ContaBancariaFormValues = {
  /** '' until chosen, NOVA_CONTA, or the protocoloOrigem of an account offered by ultimos-reembolsos. */
  escolha: string;
  nomeTitularContaCorrente: string;
  dataNascimento: string;
  cnpjCpf: string;
  banco: string;
  agencia: string;
  dvAgencia: string;
  conta: string;
  dvConta: string;
};

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
