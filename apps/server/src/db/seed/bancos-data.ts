// Banks that take direct debit, with spec §3 "Bank variation settings" (issue 12). A mask's '-' marks the
// check digit and 'X' a check digit that may be a letter (Banco do Brasil's agency and account, Bradesco's
// account 'P'); the minimum lengths count letters and digits, DV included. The account lengths follow
// each bank's published check-digit rule (validation/bank-account.ts; decision 0014).
import type { bancos } from '../schema/financeiro.js';

export const BANCOS: (typeof bancos.$inferInsert)[] = [
  {
    codigo: '001',
    nome: 'Banco do Brasil',
    mascaraDVAgencia: '9999-X',
    tamanhoMinimoAgencia: 5,
    mascaraDVConta: '99999999-X',
    tamanhoMinimoContaCorrente: 5,
  },
  {
    codigo: '033',
    nome: 'Santander',
    mascaraDVAgencia: '9999',
    tamanhoMinimoAgencia: 4,
    mascaraDVConta: '99999999-9',
    tamanhoMinimoContaCorrente: 9,
  },
  {
    codigo: '077',
    nome: 'Banco Inter',
    mascaraDVAgencia: '9999',
    tamanhoMinimoAgencia: 4,
    mascaraDVConta: '999999999-9',
    tamanhoMinimoContaCorrente: 8,
  },
  {
    codigo: '104',
    nome: 'Caixa Econômica Federal',
    mascaraDVAgencia: '9999',
    tamanhoMinimoAgencia: 4,
    // Operation (3 digits) + account (8 digits) + DV.
    mascaraDVConta: '99999999999-9',
    tamanhoMinimoContaCorrente: 12,
  },
  {
    codigo: '237',
    nome: 'Bradesco',
    mascaraDVAgencia: '9999-9',
    tamanhoMinimoAgencia: 5,
    mascaraDVConta: '9999999-X',
    tamanhoMinimoContaCorrente: 8,
  },
  {
    codigo: '260',
    nome: 'Nu Pagamentos (Nubank)',
    mascaraDVAgencia: '9999',
    tamanhoMinimoAgencia: 4,
    mascaraDVConta: '999999999999-9',
    tamanhoMinimoContaCorrente: 6,
  },
  {
    codigo: '341',
    nome: 'Itaú Unibanco',
    mascaraDVAgencia: '9999',
    tamanhoMinimoAgencia: 4,
    mascaraDVConta: '99999-9',
    tamanhoMinimoContaCorrente: 6,
  },
  {
    codigo: '756',
    nome: 'Sicoob',
    mascaraDVAgencia: '9999',
    tamanhoMinimoAgencia: 4,
    mascaraDVConta: '999999999-9',
    tamanhoMinimoContaCorrente: 5,
  },
];
