// The reimbursement request as plain logic (unit-tested): the form's values and the `dados` JSON of POST
// /{cpf} (the contract's dadosReembolsoSchema). Their rules are reembolso-form-schema.ts, loaded after the
// first paint.
import { REEMBOLSO_LABELS } from '@portal/domain/validation/reembolso';
import type { DadosReembolso } from '@portal/domain/contract/financeiro/reembolso';
import { centsOf } from '../../../ui/form/money-field';

export { comDv } from '@portal/domain/validation/reembolso';

/** The bank choice when the member types a new account (otherwise the protocol whose account is reused). */
export const NOVA_CONTA = 'NOVA';
// Labels the '{label} inválido' messages name.
export const NOME_TITULAR_LABEL = REEMBOLSO_LABELS.nomeTitular;
export const LOCAL_LABEL = REEMBOLSO_LABELS.localAtendimento;
export const TIPO_LABEL = REEMBOLSO_LABELS.tipoAtendimento;
export const MOTIVO_LABEL = REEMBOLSO_LABELS.motivoReembolso;

export type { ContaBancariaFormValues } from './reembolso-conta-vazia';

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

export { CONTA_VAZIA } from './reembolso-conta-vazia';
import { CONTA_VAZIA, type ContaBancariaFormValues } from './reembolso-conta-vazia';

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

/** Server field names that the form shows under another name (and back). */
const CAMPO_DO_FORMULARIO: Record<string, string> = {
  valorAtendimentoCentavos: 'valorAtendimento',
  'contaBancaria.protocoloOrigem': 'contaBancaria.escolha',
};

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
export const campoDoFormulario = (campo: string): string => CAMPO_DO_FORMULARIO[campo] ?? campo;
