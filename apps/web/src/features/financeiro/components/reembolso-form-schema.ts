// The reimbursement form's rules (unit-tested), loaded after the screen's first paint (ui/form/lazy-schema.ts,
// issue 37): the ones the server runs too (@portal/domain/validation/reembolso) with the operator's limits
// from /constantes, on the `dados` the form would send.
import { z } from 'zod';
import { MESSAGES, type CalendarDate } from '@portal/domain';
import { reembolsoCamposErros } from '@portal/domain/validation/reembolso';
import type { ConstantesReembolso } from '@portal/domain/contract/financeiro/reembolso';
import { campoDoFormulario, dadosReembolso } from './reembolso-form';

const texto = z.string();

/**
 * The form's schema for the operator's constants and today's date in the operator's calendar: the rules
 * the server runs too (@portal/domain/validation/reembolso), on the `dados` the form would send.
 */
export function reembolsoFormSchema(constantes: ConstantesReembolso, hoje: CalendarDate) {
  const conta = z.object({
    escolha: texto,
    nomeTitularContaCorrente: texto,
    dataNascimento: texto,
    cnpjCpf: texto,
    banco: texto,
    agencia: texto,
    dvAgencia: texto,
    conta: texto,
    dvConta: texto,
  });
  return z
    .object({
      dataAtendimento: texto,
      valorAtendimento: texto,
      tipoAtendimento: texto,
      motivoReembolso: texto,
      localAtendimento: texto,
      uf: texto,
      cidade: texto,
      cnpjCpf: texto,
      contaBancaria: conta,
    })
    .superRefine((values, context) => {
      const issues: [path: string, message: string][] = [];
      if (!values.contaBancaria.escolha) issues.push(['contaBancaria.escolha', MESSAGES.required]);
      // An empty amount is "required", not the range's 'Valor inválido' its 0 cents would give.
      if (!values.valorAtendimento.trim()) issues.push(['valorAtendimento', MESSAGES.required]);
      const erros = reembolsoCamposErros(dadosReembolso(values, '', ''), constantes, hoje);
      for (const [campo, message] of Object.entries(erros)) {
        const path = campoDoFormulario(campo);
        if (!issues.some(([p]) => p === path)) issues.push([path, message]);
      }
      for (const [path, message] of issues) {
        context.addIssue({ code: 'custom', path: path.split('.'), message });
      }
    });
}
