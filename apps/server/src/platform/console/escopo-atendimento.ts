// The member's portal as the member sees it, read by the service desk (issue 39, decision 0042): a
// FamilyScope of the member — the same ownership rule, the same member services — whose health bases go
// through acesso-saude.ts's equipeVeSaude: a staff member without the health scope has no basis for anyone's
// health data, the member's own included, so the services leave it out (health protocols hidden,
// reimbursements as amounts only) exactly as for a relative without a grant. Never a second privacy rule.
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import type { Database } from '../../db/client.js';
import { equipeVeSaude, type BaseLeitura } from '../acesso-saude.js';
import { FamilyScope } from '../family-scope.js';

export class EscopoAtendimento extends FamilyScope {
  /** Whether the staff member may open the member's health areas. */
  readonly veSaude: boolean;

  constructor(db: Database, pessoaId: number, hoje: string, papeisEquipe: readonly string[]) {
    super(db, pessoaId, hoje);
    this.veSaude = equipeVeSaude(papeisEquipe);
  }

  override async baseSaude(pessoaId: number, area: AreaAcessoSaude): Promise<BaseLeitura | null> {
    return this.veSaude ? super.baseSaude(pessoaId, area) : null;
  }
}
