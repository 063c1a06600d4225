// The Débito em Conta activation form's schema (unit-tested), loaded after the screen's first paint
// (ui/form/lazy-schema.ts, issue 37): the bank rules of spec §5 through validateDadosBancarios, the very
// function the server runs before saving (decision 0014), so a wrong DV is refused here with the server's
// words and nothing is sent.
import { z } from 'zod';
import { FINANCEIRO_MESSAGES, MESSAGES } from '@portal/domain';
import { validateDadosBancarios } from '@portal/domain/validation/bank-account';
import {
  ativarDebitoFieldsSchema,
  type ConstantesDebitoConta,
} from '@portal/domain/contract/financeiro/debito-conta';

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
