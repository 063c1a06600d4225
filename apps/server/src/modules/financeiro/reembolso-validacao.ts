// Spec §5 rules of the reimbursement form, run again by the server on every field of `dados` (the form's
// checks are a convenience). Each failure is keyed by the field's name in `dados` (bank fields as
// `contaBancaria.x`), with the spec's message; the same validators the form runs (@portal/domain).
import { and, eq } from 'drizzle-orm';
import {
  addMonths,
  dayKey,
  FINANCEIRO_MESSAGES,
  formatIsoDate,
  invalidLabel,
  MESSAGES,
  onlyDigits,
  parseDateBr,
  parseIsoDate,
  serviceDateTooOld,
  validateCpfCnpj,
  validateMaxLength,
  validateName,
  validateValueRange,
  type CalendarDate,
} from '@portal/domain';
import { validateDadosBancarios, type BancoVariacao } from '@portal/domain/validation/bank-account';
import { isUf } from '@portal/domain/contract/meus-dados/endereco';
import type { ConstantesReembolso, DadosReembolso } from '@portal/domain/contract/financeiro/reembolso';
import type { Database } from '../../db/client.js';
import { cidades } from '../../db/schema/dados-pessoais.js';
import { searchable } from '../../db/seed/cep-data.js';

export type Campos = Record<string, string>;

const LOCAL_MAX = 255;

/** 'dd/MM/yyyy' as typed, or 'yyyy-MM-dd'. */
export const parseDataDigitada = (texto: string): CalendarDate | null =>
  parseDateBr(texto) ?? parseIsoDate(texto);

const vazio = (texto: string | undefined): boolean => (texto ?? '').trim() === '';

/** A day typed by the member: required, real, not after today. */
function dataPassada(texto: string, hoje: CalendarDate): CalendarDate | string {
  if (vazio(texto)) return MESSAGES.required;
  const dia = parseDataDigitada(texto);
  return dia && dayKey(dia) <= dayKey(hoje) ? dia : MESSAGES.invalidDate;
}

const naLista = (lista: readonly { valor: string }[], valor: string) => lista.some((o) => o.valor === valor);

/** The fields of the request itself (not the bank account); `{}` when all pass. */
export async function validarAtendimento(
  db: Database,
  dados: DadosReembolso,
  constantes: ConstantesReembolso,
  hoje: CalendarDate,
): Promise<Campos> {
  const campos: Campos = {};
  const data = dataPassada(dados.dataAtendimento, hoje);
  if (typeof data === 'string') campos.dataAtendimento = data;
  else if (dayKey(data) < dayKey(addMonths(hoje, -constantes.prazoMaximoMeses))) {
    campos.dataAtendimento = serviceDateTooOld(constantes.prazoMaximoMeses);
  }
  const valor = validateValueRange(dados.valorAtendimentoCentavos, {
    min: constantes.valorMinimoCentavos,
    max: constantes.valorMaximoCentavos,
  });
  if (valor) campos.valorAtendimentoCentavos = valor;
  const lista = (
    campo: 'tipoAtendimento' | 'motivoReembolso',
    opcoes: { valor: string }[],
    label: string,
  ) => {
    if (vazio(dados[campo])) campos[campo] = MESSAGES.required;
    else if (!naLista(opcoes, dados[campo])) campos[campo] = invalidLabel(label);
  };
  lista('tipoAtendimento', constantes.tiposAtendimento, 'Tipo de atendimento');
  lista('motivoReembolso', constantes.motivos, 'Motivo do reembolso');
  if (vazio(dados.localAtendimento)) campos.localAtendimento = MESSAGES.required;
  else {
    const longo = validateMaxLength(dados.localAtendimento.trim(), LOCAL_MAX, 'Local de atendimento');
    if (longo) campos.localAtendimento = longo;
  }
  if (vazio(dados.uf)) campos.uf = MESSAGES.required;
  else if (!isUf(dados.uf)) campos.uf = invalidLabel('UF');
  if (vazio(dados.cidade)) campos.cidade = MESSAGES.required;
  else if (!campos.uf && !(await cidadeExiste(db, dados.uf, dados.cidade))) {
    campos.cidade = invalidLabel('Cidade');
  }
  if (vazio(dados.cnpjCpf)) campos.cnpjCpf = MESSAGES.required;
  else {
    const documento = validateCpfCnpj(dados.cnpjCpf);
    if (documento) campos.cnpjCpf = documento;
  }
  return campos;
}

async function cidadeExiste(db: Database, uf: string, cidade: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cidades.id })
    .from(cidades)
    .where(and(eq(cidades.uf, uf), eq(cidades.nomeBusca, searchable(cidade))))
    .limit(1);
  return Boolean(row);
}

/** Who may own the account: the beneficiary served and the titular of their family (CPF, birth day). */
export interface DonoPossivel {
  cpf: string;
  dataNascimento: string;
}

export interface ContaValidada {
  bancoCodigo: string;
  agencia: string;
  dvAgencia: string;
  conta: string;
  dvConta: string;
  titularContaNome: string;
  titularContaCnpjCpf: string;
  titularContaDataNascimento: string;
}

const comDv = (numero: string, dv: string) => (dv.trim() ? `${numero.trim()}-${dv.trim()}` : numero.trim());

/** New bank data typed in the form: every field, the bank's rules, then whose account it is. */
export function validarContaNova(
  conta: Extract<DadosReembolso['contaBancaria'], { tipo: 'NOVA' }>,
  banco: BancoVariacao | undefined,
  donos: readonly DonoPossivel[],
  hoje: CalendarDate,
): { campos: Campos; conta?: ContaValidada } {
  const campos: Campos = {};
  const k = (campo: string) => `contaBancaria.${campo}`;
  if (vazio(conta.nomeTitularContaCorrente)) campos[k('nomeTitularContaCorrente')] = MESSAGES.required;
  else {
    const nome = validateName(conta.nomeTitularContaCorrente.trim(), 'Nome do titular');
    if (nome) campos[k('nomeTitularContaCorrente')] = nome;
  }
  const nascimento = dataPassada(conta.dataNascimento, hoje);
  if (typeof nascimento === 'string') campos[k('dataNascimento')] = nascimento;
  if (vazio(conta.cnpjCpf)) campos[k('cnpjCpf')] = MESSAGES.required;
  else {
    const documento = validateCpfCnpj(conta.cnpjCpf);
    if (documento) campos[k('cnpjCpf')] = documento;
  }
  if (vazio(conta.banco)) campos[k('banco')] = MESSAGES.required;
  else if (!banco) campos[k('banco')] = invalidLabel('Banco');
  else {
    const bancarios = validateDadosBancarios(
      { agencia: comDv(conta.agencia, conta.dvAgencia), conta: comDv(conta.conta, conta.dvConta) },
      banco,
    );
    if (bancarios.agencia) campos[k('agencia')] = bancarios.agencia;
    if (bancarios.conta) campos[k('conta')] = bancarios.conta;
  }
  if (Object.keys(campos).length > 0 || typeof nascimento === 'string' || !banco) return { campos };

  const validada: ContaValidada = {
    bancoCodigo: banco.codigo,
    agencia: onlyDigits(conta.agencia),
    dvAgencia: conta.dvAgencia.trim().toUpperCase(),
    conta: onlyDigits(conta.conta),
    dvConta: conta.dvConta.trim().toUpperCase(),
    titularContaNome: conta.nomeTitularContaCorrente.trim(),
    titularContaCnpjCpf: onlyDigits(conta.cnpjCpf),
    titularContaDataNascimento: formatIsoDate(nascimento),
  };
  const dono = checarDono(validada, donos);
  return dono ? { campos: { [k(dono.campo)]: dono.mensagem } } : { campos, conta: validada };
}

/**
 * The account must be the beneficiary's or the family titular's: its holder's CPF is one of theirs and
 * the birth date typed is that person's. Applied to reused accounts too (an account of João's request
 * is not Ana's to use).
 */
export function checarDono(
  conta: Pick<ContaValidada, 'titularContaCnpjCpf' | 'titularContaDataNascimento'>,
  donos: readonly DonoPossivel[],
): { campo: 'cnpjCpf' | 'dataNascimento'; mensagem: string } | null {
  const dono = donos.find((d) => d.cpf === conta.titularContaCnpjCpf);
  if (!dono) return { campo: 'cnpjCpf', mensagem: FINANCEIRO_MESSAGES.accountHolderMismatch };
  if (dono.dataNascimento !== conta.titularContaDataNascimento) {
    return { campo: 'dataNascimento', mensagem: FINANCEIRO_MESSAGES.accountBirthDateMismatch };
  }
  return null;
}
