// The reimbursement request as plain logic (unit-tested): the form's values, their rules — spec §5 through
// the domain validators the server runs too (validateDate, validateValueRange, validateCpfCnpj,
// validateName, validateDadosBancarios) with the operator's limits from /constantes — and the `dados` JSON
// of POST /{cpf} (the contract's dadosReembolsoSchema).
import { z } from 'zod';
import {
  addMonths,
  dayKey,
  invalidLabel,
  MESSAGES,
  parseDateBr,
  serviceDateTooOld,
  validateCpfCnpj,
  validateDate,
  validateMaxLength,
  validateName,
  validateValueRange,
  type CalendarDate,
} from '@portal/domain';
import { validateDadosBancarios, type BancoVariacao } from '@portal/domain/validation/bank-account';
import type { ConstantesReembolso, DadosReembolso } from '@portal/domain/contract/financeiro/reembolso';
import { centsOf } from '../../../components/ui/money-field';

/** The bank choice when the member types a new account (otherwise the protocol whose account is reused). */
export const NOVA_CONTA = 'NOVA';
// Labels the '{label} inválido' messages name, as the server words them (reembolso-validacao.ts).
export const NOME_TITULAR_LABEL = 'Nome do titular';
export const LOCAL_LABEL = 'Local de atendimento';
export const TIPO_LABEL = 'Tipo de atendimento';
export const MOTIVO_LABEL = 'Motivo do reembolso';

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

export type ReembolsoFormValues = {
  /** dd/MM/yyyy as typed. */
  dataAtendimento: string;
  /** 'R$ 1.234,56' as the money field shows it. */
  valorAtendimento: string;
  tipoAtendimento: string;
  motivoReembolso: string;
  localAtendimento: string;
  uf: string;
  cidade: string;
  cnpjCpf: string;
  contaBancaria: ContaBancariaFormValues;
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

/** With earlier accounts on offer the member chooses; with none, new data is the only way. */
export const reembolsoDefaults = (contasOferecidas: number): ReembolsoFormValues => ({
  dataAtendimento: '',
  valorAtendimento: '',
  tipoAtendimento: '',
  motivoReembolso: '',
  localAtendimento: '',
  uf: '',
  cidade: '',
  cnpjCpf: '',
  contaBancaria: { escolha: contasOferecidas > 0 ? '' : NOVA_CONTA, ...CONTA_VAZIA },
});

/** The agency or account as validateDadosBancarios reads it: the DV after a hyphen when the bank has one. */
export const comDv = (numero: string, dv: string): string =>
  dv.trim() ? `${numero.trim()}-${dv.trim()}` : numero.trim();

/** Messages of the service date: valid and not future (spec §5), and within the operator's deadline. */
export function dataAtendimentoErro(value: string, hoje: CalendarDate, prazoMeses: number): string | null {
  const hojeLocal = new Date(hoje.year, hoje.month - 1, hoje.day);
  const invalida = validateDate(value, { today: hojeLocal });
  if (invalida) return invalida;
  const data = parseDateBr(value);
  if (data && dayKey(data) < dayKey(addMonths(hoje, -prazoMeses))) return serviceDateTooOld(prazoMeses);
  return null;
}

type Issue = [path: string, message: string];

function contaErros(conta: ContaBancariaFormValues, bancos: readonly BancoVariacao[], hoje: Date): Issue[] {
  const issues: Issue[] = [];
  const at = (campo: keyof ContaBancariaFormValues, message: string | null) => {
    if (message) issues.push([`contaBancaria.${campo}`, message]);
  };
  const obrigatorio = (campo: keyof ContaBancariaFormValues) =>
    conta[campo].trim() ? null : MESSAGES.required;
  if (!conta.escolha) return [['contaBancaria.escolha', MESSAGES.required]];
  if (conta.escolha !== NOVA_CONTA) return [];
  at(
    'nomeTitularContaCorrente',
    obrigatorio('nomeTitularContaCorrente') ??
      validateName(conta.nomeTitularContaCorrente.trim(), NOME_TITULAR_LABEL),
  );
  at('dataNascimento', obrigatorio('dataNascimento') ?? validateDate(conta.dataNascimento, { today: hoje }));
  at('cnpjCpf', obrigatorio('cnpjCpf') ?? validateCpfCnpj(conta.cnpjCpf));
  at('banco', obrigatorio('banco'));
  const banco = bancos.find((b) => b.codigo === conta.banco);
  if (!banco) return issues;
  const erros = validateDadosBancarios(
    { agencia: comDv(conta.agencia, conta.dvAgencia), conta: comDv(conta.conta, conta.dvConta) },
    banco,
  );
  at('agencia', erros.agencia ?? null);
  at('conta', erros.conta ?? null);
  return issues;
}

const texto = z.string();
const LOCAL_MAX = 255;

/** The form's schema for the operator's constants and today's date in the operator's calendar. */
export function reembolsoFormSchema(constantes: ConstantesReembolso, hoje: CalendarDate) {
  const hojeLocal = new Date(hoje.year, hoje.month - 1, hoje.day);
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
      const issues: Issue[] = [];
      const required = (
        campo: keyof Omit<ReembolsoFormValues, 'contaBancaria'>,
        rule?: () => string | null,
      ) => {
        const message = values[campo].trim() ? (rule?.() ?? null) : MESSAGES.required;
        if (message) issues.push([campo, message]);
      };
      const listed = (list: readonly { valor: string }[], value: string, label: string) =>
        list.some((item) => item.valor === value) ? null : invalidLabel(label);
      required('dataAtendimento', () =>
        dataAtendimentoErro(values.dataAtendimento, hoje, constantes.prazoMaximoMeses),
      );
      required('valorAtendimento', () =>
        validateValueRange(centsOf(values.valorAtendimento) ?? 0, {
          min: constantes.valorMinimoCentavos,
          max: constantes.valorMaximoCentavos,
        }),
      );
      required('tipoAtendimento', () =>
        listed(constantes.tiposAtendimento, values.tipoAtendimento, TIPO_LABEL),
      );
      required('motivoReembolso', () => listed(constantes.motivos, values.motivoReembolso, MOTIVO_LABEL));
      required('localAtendimento', () =>
        validateMaxLength(values.localAtendimento.trim(), LOCAL_MAX, LOCAL_LABEL),
      );
      required('uf');
      required('cidade');
      required('cnpjCpf', () => validateCpfCnpj(values.cnpjCpf));
      issues.push(...contaErros(values.contaBancaria, constantes.bancos, hojeLocal));
      for (const [path, message] of issues) {
        context.addIssue({ code: 'custom', path: path.split('.'), message });
      }
    });
}

/** The `dados` JSON of POST /{cpf}: money in cents, the bank account new or reused by reference. */
export function dadosReembolso(
  values: ReembolsoFormValues,
  chaveIdempotencia: string,
  carteira: string,
): DadosReembolso {
  const conta = values.contaBancaria;
  return {
    chaveIdempotencia,
    carteira,
    dataAtendimento: values.dataAtendimento,
    valorAtendimentoCentavos: centsOf(values.valorAtendimento) ?? 0,
    tipoAtendimento: values.tipoAtendimento,
    motivoReembolso: values.motivoReembolso,
    localAtendimento: values.localAtendimento.trim(),
    uf: values.uf,
    cidade: values.cidade.trim(),
    cnpjCpf: values.cnpjCpf,
    contaBancaria:
      conta.escolha === NOVA_CONTA
        ? {
            tipo: 'NOVA',
            nomeTitularContaCorrente: conta.nomeTitularContaCorrente.trim(),
            dataNascimento: conta.dataNascimento,
            cnpjCpf: conta.cnpjCpf,
            banco: conta.banco,
            agencia: conta.agencia.trim(),
            dvAgencia: conta.dvAgencia.trim(),
            conta: conta.conta.trim(),
            dvConta: conta.dvConta.trim(),
          }
        : { tipo: 'REUTILIZAR', protocoloOrigem: conta.escolha },
  };
}

/** Server field names that the form shows under another name. */
export function campoDoFormulario(campo: string): string {
  if (campo === 'valorAtendimentoCentavos') return 'valorAtendimento';
  if (campo === 'contaBancaria.protocoloOrigem') return 'contaBancaria.escolha';
  return campo;
}
