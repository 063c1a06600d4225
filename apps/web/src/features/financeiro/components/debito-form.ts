// The Débito em Conta activation form as plain logic (unit-tested): its schema — the bank rules of spec §5
// through validateDadosBancarios, the very function the server runs before saving (decision 0014), so
// a wrong DV is refused here with the server's words and nothing is sent — and the multipart body of
// PUT /ativar (the contract's field names, the two files).
import { z } from 'zod';
import { FINANCEIRO_MESSAGES, MESSAGES } from '@portal/domain';
import { validateDadosBancarios } from '@portal/domain/validation/bank-account';
import {
  ativarDebitoFieldsSchema,
  DEBITO_DOCUMENTO_FIELD,
  DEBITO_SELFIE_FIELD,
  type AtivarDebitoFields,
  type ConstantesDebitoConta,
} from '@portal/domain/contract/financeiro/debito-conta';

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

const required = z.string().trim().min(1, MESSAGES.required);

export function debitoFormSchema(constantes: Pick<ConstantesDebitoConta, 'bancos' | 'diasVencimento'>) {
  return z
    .object({
      codigoBanco: required,
      agencia: required,
      conta: required,
      // The contract's own rules (name characters, CPF check digits): the server runs the same.
      nomeTitularContaCorrente: ativarDebitoFieldsSchema.shape.nomeTitularContaCorrente,
      cpfTitularContaCorrente: ativarDebitoFieldsSchema.shape.cpfTitularContaCorrente,
      diaVencimento: required,
      autorizacao: z.boolean().refine((v) => v, MESSAGES.required),
      tipoDocumento: required,
    })
    .superRefine((values, context) => {
      const banco = constantes.bancos.find((b) => b.codigo === values.codigoBanco);
      if (!banco) return;
      const erros = validateDadosBancarios({ agencia: values.agencia, conta: values.conta }, banco);
      for (const [campo, mensagem] of Object.entries(erros)) {
        context.addIssue({ code: 'custom', path: [campo], message: mensagem });
      }
      if (values.diaVencimento && !constantes.diasVencimento.includes(Number(values.diaVencimento))) {
        context.addIssue({
          code: 'custom',
          path: ['diaVencimento'],
          message: FINANCEIRO_MESSAGES.invalidDueDay,
        });
      }
    });
}

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
