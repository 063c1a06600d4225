// First access: a beneficiary who proved they own a contact creates their portal account. What the new
// account may use follows what the person is in the plans (decision 0004).
import { PERMISSOES_POR_TIPO, type Permissionamento } from '@portal/domain';
import type { TipoBeneficiario } from '../../db/schema/contratos.js';

/** The union of the bundles of every role the person has in the plans (PERMISSOES_POR_TIPO). */
export function defaultPermissions(tipos: readonly TipoBeneficiario[]): Permissionamento {
  const union = (kind: keyof Permissionamento) => [
    ...new Set(tipos.flatMap((tipo) => PERMISSOES_POR_TIPO[tipo][kind])),
  ];
  return { tela: union('tela'), menu: union('menu'), funcao: union('funcao') };
}
