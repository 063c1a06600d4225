// First access: a beneficiary who proved they own a contact creates their portal account. What the new
// account may use follows what the person is in the plans (decision 0004).
import {
  ALL_FUNCAO,
  ALL_MENU,
  ALL_TELA,
  FINANCIAL_MENU,
  FINANCIAL_TELA,
  TELA,
  type Permissionamento,
} from '@portal/domain';
import type { TipoBeneficiario } from '../../db/schema/plans.js';

const without = <T extends string>(all: readonly T[], removed: readonly T[]): T[] =>
  all.filter((p) => !removed.includes(p));

/**
 * A titular sees everything; a contratante only the financial screens (and contacts); a dependant
 * everything but the financial screens. Someone in several roles gets the union.
 */
export function defaultPermissions(tipos: readonly TipoBeneficiario[]): Permissionamento {
  const tela = new Set<string>();
  const menu = new Set<string>();
  const funcao = new Set<string>();
  for (const tipo of tipos) {
    switch (tipo) {
      case 'TITULAR':
        ALL_TELA.forEach((p) => tela.add(p));
        ALL_MENU.forEach((p) => menu.add(p));
        ALL_FUNCAO.forEach((p) => funcao.add(p));
        break;
      case 'CONTRATANTE':
        [...FINANCIAL_TELA, TELA.contatos].forEach((p) => tela.add(p));
        FINANCIAL_MENU.forEach((p) => menu.add(p));
        break;
      case 'DEPENDENTE':
        without(ALL_TELA, FINANCIAL_TELA).forEach((p) => tela.add(p));
        without(ALL_MENU, FINANCIAL_MENU).forEach((p) => menu.add(p));
        ALL_FUNCAO.forEach((p) => funcao.add(p));
        break;
    }
  }
  return { tela: [...tela], menu: [...menu], funcao: [...funcao] };
}
