// The Débito em Conta activation form as plain logic (unit-tested): its values, defaults and the multipart
// body of PUT /ativar (the contract's field names, the two files). Its schema is debito-form-schema.ts,
// loaded after the first paint.
import type { AtivarDebitoFields } from '@portal/domain/contract/financeiro/debito-conta';
import {
  DEBITO_DOCUMENTO_FIELD,
  DEBITO_SELFIE_FIELD,
} from '@portal/domain/contract/financeiro/debito-conta-campos';

export interface DebitoFormValues {
  codigoBanco: string;
  agencia: string;
  conta: string;
  /** The account holder (issue 37), as the contract checks them. */
  nomeTitularContaCorrente: string;
  cpfTitularContaCorrente: string;
  /** The select's value: a due day as text, '' until chosen. */
  diaVencimento: string;
  autorizacao: boolean;
  tipoDocumento: string;
}

export const DEBITO_FORM_DEFAULTS: DebitoFormValues = {
  codigoBanco: '',
  agencia: '',
  conta: '',
  nomeTitularContaCorrente: '',
  cpfTitularContaCorrente: '',
  diaVencimento: '',
  autorizacao: false,
  tipoDocumento: '',
};

/** PUT /ativar's multipart body: the text fields as the contract names them, then the two files. */
export function ativarDebitoFormData(values: DebitoFormValues, documento: File, selfie: File): FormData {
  const fields: Record<keyof AtivarDebitoFields, string> = {
    codigoBanco: values.codigoBanco,
    agencia: values.agencia.trim(),
    conta: values.conta.trim(),
    nomeTitularContaCorrente: values.nomeTitularContaCorrente.trim(),
    cpfTitularContaCorrente: values.cpfTitularContaCorrente.replace(/\D/g, ''),
    diaVencimento: values.diaVencimento,
    autorizacao: String(values.autorizacao),
    tipoDocumento: values.tipoDocumento,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(DEBITO_DOCUMENTO_FIELD, documento, documento.name);
  form.append(DEBITO_SELFIE_FIELD, selfie, selfie.name);
  return form;
}
