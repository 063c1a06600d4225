// The server's checks of the reimbursement `dados`: the field rules shared with the form
// (@portal/domain/validation/reembolso — the form's checks are a convenience, these are the ones that
// count), then what needs the database: the city of the UF, and whose account it is.
import { and, eq } from 'drizzle-orm';
import { FINANCEIRO_MESSAGES, invalidLabel, onlyDigits, type CalendarDate } from '@portal/domain';
import {
  isoDaDataDigitada,
  reembolsoCamposErros,
  type CamposErros,
} from '@portal/domain/validation/reembolso';
import type { ConstantesReembolso, DadosReembolso } from '@portal/domain/contract/financeiro/reembolso';
import type { Database } from '../../db/client.js';
import { cidades } from '../../db/schema/dados-pessoais.js';
import { searchable } from '../../db/seed/cep-data.js';

export type Campos = CamposErros;

/** Every field rule of the request and of new bank data, keyed by the field's name in `dados`. */
export async function validarPedido(
  db: Database,
  dados: DadosReembolso,
  constantes: ConstantesReembolso,
  hoje: CalendarDate,
): Promise<Campos> {
  const campos = reembolsoCamposErros(dados, constantes, hoje);
  if (!campos.uf && !campos.cidade && !(await cidadeExiste(db, dados.uf, dados.cidade))) {
    campos.cidade = invalidLabel('Cidade');
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

type ContaNova = Extract<DadosReembolso['contaBancaria'], { tipo: 'NOVA' }>;

/** New bank data as stored, once validarPedido accepted it. */
export const contaNovaValidada = (conta: ContaNova): ContaValidada => ({
  bancoCodigo: conta.banco.trim(),
  agencia: onlyDigits(conta.agencia),
  dvAgencia: conta.dvAgencia.trim().toUpperCase(),
  conta: onlyDigits(conta.conta),
  dvConta: conta.dvConta.trim().toUpperCase(),
  titularContaNome: conta.nomeTitularContaCorrente.trim(),
  titularContaCnpjCpf: onlyDigits(conta.cnpjCpf),
  titularContaDataNascimento: isoDaDataDigitada(conta.dataNascimento),
});

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
