// The field rules of the reimbursement request (spec §5, issue 14) in one place: the form runs them on what
// the member typed (as the `dados` it will send) and the server runs them again on the `dados` it received,
// then adds what needs its database (the city of the UF, whose account it is). Imported by its own path
// (@portal/domain/validation/reembolso): it brings the bank check-digit library, like bank-account.ts.
import {
  addMonths,
  dayKey,
  formatIsoDate,
  parseDateBr,
  parseIsoDate,
  type CalendarDate,
} from '../format/calendar.js';
import { isUf } from '../contract/meus-dados/endereco-estados.js';
import type { ConstantesReembolso, DadosReembolso } from '../contract/financeiro/reembolso.js';
import { serviceDateTooOld } from '../messages-financeiro.js';
import { invalidLabel, MESSAGES } from '../messages.js';
import { validateDadosBancarios, type BancoVariacao } from './bank-account.js';
import { validateCpfCnpj } from './cnpj.js';
import { validateMaxLength } from './length.js';
import { validateName } from './name.js';
import { validateValueRange } from './number.js';

/** The labels the '{label} inválido' messages name. */
export const REEMBOLSO_LABELS = {
  nomeTitular: 'Nome do titular',
  localAtendimento: 'Local de atendimento',
  tipoAtendimento: 'Tipo de atendimento',
  motivoReembolso: 'Motivo do reembolso',
  uf: 'UF',
  banco: 'Banco',
} as const;

export const LOCAL_ATENDIMENTO_MAX = 255;

/** 'dd/MM/yyyy' as typed, or 'yyyy-MM-dd'. */
export const parseDataDigitada = (texto: string): CalendarDate | null =>
  parseDateBr(texto) ?? parseIsoDate(texto);

/** The agency or account as validateDadosBancarios reads it: the DV after a hyphen when there is one. */
export const comDv = (numero: string, dv: string): string =>
  dv.trim() ? `${numero.trim()}-${dv.trim()}` : numero.trim();

const vazio = (texto: string | undefined): boolean => (texto ?? '').trim() === '';

/** A day typed by the member: required, real, not after today (spec §5 "Single date"). */
export function dataPassadaErro(texto: string, hoje: CalendarDate): string | null {
  if (vazio(texto)) return MESSAGES.required;
  const dia = parseDataDigitada(texto);
  return dia && dayKey(dia) <= dayKey(hoje) ? null : MESSAGES.invalidDate;
}

/** The service day: a past day (above) within the operator's deadline in months. */
export function dataAtendimentoErro(texto: string, hoje: CalendarDate, prazoMeses: number): string | null {
  const erro = dataPassadaErro(texto, hoje);
  if (erro) return erro;
  const dia = parseDataDigitada(texto)!;
  return dayKey(dia) < dayKey(addMonths(hoje, -prazoMeses)) ? serviceDateTooOld(prazoMeses) : null;
}

/** The operator's limits the rules read (GET /constantes). */
export type LimitesReembolso = Pick<
  ConstantesReembolso,
  'tiposAtendimento' | 'motivos' | 'prazoMaximoMeses' | 'valorMinimoCentavos' | 'valorMaximoCentavos'
> & { bancos: readonly BancoVariacao[] };

export type CamposErros = Record<string, string>;

type ContaNova = Extract<DadosReembolso['contaBancaria'], { tipo: 'NOVA' }>;

function contaNovaErros(conta: ContaNova, bancos: readonly BancoVariacao[], hoje: CalendarDate): CamposErros {
  const campos: CamposErros = {};
  const at = (campo: keyof ContaNova, erro: string | null | undefined) => {
    if (erro) campos[`contaBancaria.${campo}`] = erro;
  };
  at(
    'nomeTitularContaCorrente',
    vazio(conta.nomeTitularContaCorrente)
      ? MESSAGES.required
      : validateName(conta.nomeTitularContaCorrente.trim(), REEMBOLSO_LABELS.nomeTitular),
  );
  at('dataNascimento', dataPassadaErro(conta.dataNascimento, hoje));
  at('cnpjCpf', vazio(conta.cnpjCpf) ? MESSAGES.required : validateCpfCnpj(conta.cnpjCpf));
  const banco = bancos.find((b) => b.codigo === conta.banco);
  if (vazio(conta.banco)) at('banco', MESSAGES.required);
  else if (!banco) at('banco', invalidLabel(REEMBOLSO_LABELS.banco));
  else {
    const erros = validateDadosBancarios(
      { agencia: comDv(conta.agencia, conta.dvAgencia), conta: comDv(conta.conta, conta.dvConta) },
      banco,
    );
    at('agencia', erros.agencia);
    at('conta', erros.conta);
  }
  return campos;
}

/**
 * Every rule of the request's own fields and of new bank data, keyed by the field's name in `dados`
 * (bank fields as `contaBancaria.x`); `{}` when all pass. A reused account is checked by the server
 * (it is a reference to a stored one).
 */
export function reembolsoCamposErros(
  dados: DadosReembolso,
  limites: LimitesReembolso,
  hoje: CalendarDate,
): CamposErros {
  const campos: CamposErros = {};
  const at = (campo: keyof DadosReembolso, erro: string | null | undefined) => {
    if (erro) campos[campo] = erro;
  };
  const listada = (lista: readonly { valor: string }[], valor: string, label: string) =>
    vazio(valor) ? MESSAGES.required : lista.some((o) => o.valor === valor) ? null : invalidLabel(label);

  at('dataAtendimento', dataAtendimentoErro(dados.dataAtendimento, hoje, limites.prazoMaximoMeses));
  at(
    'valorAtendimentoCentavos',
    validateValueRange(dados.valorAtendimentoCentavos, {
      min: limites.valorMinimoCentavos,
      max: limites.valorMaximoCentavos,
    }),
  );
  at(
    'tipoAtendimento',
    listada(limites.tiposAtendimento, dados.tipoAtendimento, REEMBOLSO_LABELS.tipoAtendimento),
  );
  at('motivoReembolso', listada(limites.motivos, dados.motivoReembolso, REEMBOLSO_LABELS.motivoReembolso));
  at(
    'localAtendimento',
    vazio(dados.localAtendimento)
      ? MESSAGES.required
      : validateMaxLength(
          dados.localAtendimento.trim(),
          LOCAL_ATENDIMENTO_MAX,
          REEMBOLSO_LABELS.localAtendimento,
        ),
  );
  at('uf', vazio(dados.uf) ? MESSAGES.required : isUf(dados.uf) ? null : invalidLabel(REEMBOLSO_LABELS.uf));
  at('cidade', vazio(dados.cidade) ? MESSAGES.required : null);
  at('cnpjCpf', vazio(dados.cnpjCpf) ? MESSAGES.required : validateCpfCnpj(dados.cnpjCpf));
  if (dados.contaBancaria.tipo === 'NOVA') {
    Object.assign(campos, contaNovaErros(dados.contaBancaria, limites.bancos, hoje));
  }
  return campos;
}

/** A typed day as the database keeps it ('yyyy-MM-dd'); call only on a day the rules accepted. */
export const isoDaDataDigitada = (texto: string): string => formatIsoDate(parseDataDigitada(texto)!);
