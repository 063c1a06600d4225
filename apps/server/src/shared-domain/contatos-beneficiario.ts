// A beneficiary's own e-mails and mobiles as the contact picker shows them (masked, with opaque codes:
// shared-domain/contatos-mascarados.ts), for the requests that ask where to reach the member (the
// authorisation request, an appointment's notices). A dependant without contacts has none: never the
// titular's. 404 for a CPF outside the caller's family; 403 for someone whose requests in that health area
// the caller may not make (issue 33: an adult who has not authorized them).
import { asc, desc, eq } from 'drizzle-orm';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import { pessoaContatos } from '../db/schema/pessoas.js';
import { deliverableContacts, type DeliverableContact } from './contatos-mascarados.js';
import type { FamilyScope, VisibleBeneficiario } from '../platform/family-scope.js';

export async function contatosDoBeneficiario(
  scope: FamilyScope,
  secret: string,
  cpf: string,
  area: AreaAcessoSaude,
): Promise<{ beneficiario: VisibleBeneficiario; contatos: DeliverableContact[] }> {
  const beneficiario = (await scope.saude(cpf, area))[0]!;
  const rows = await scope.db
    .select({ tipo: pessoaContatos.tipo, valor: pessoaContatos.valor })
    .from(pessoaContatos)
    .where(eq(pessoaContatos.pessoaId, beneficiario.pessoaId))
    .orderBy(desc(pessoaContatos.principal), asc(pessoaContatos.id));
  return { beneficiario, contatos: deliverableContacts(secret, cpf, rows) };
}
