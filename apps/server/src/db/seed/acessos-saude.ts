// Demo of the family health-data rule (issue 33, decision 0026), relative to the seed day:
//   - João (adult) authorized Maria, 40 days ago, to see and manage his appointments only (AGENDAMENTO):
//     she sees his appointments, not his exams, prescriptions, authorizations or reimbursements' details;
//   - Ana (13) is Maria's by guardianship (no row: the rule grants it);
//   - Pedro, Maria's younger son, turns 18 in 12 days: until then Maria sees his data as his guardian and
//     the consent screen warns her; from that day on, only with his consent. He has an account, so he is
//     also the demo's minor reader.
// Pedro is added after every family so no other person's id (nor card number) moves.
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, addYears, formatIsoDate } from '@portal/domain';
import type { Database } from '../client.js';
import { acessosSaude } from '../schema/acessos-saude.js';
import { contas } from '../schema/auth.js';
import { pessoaContatos, pessoas } from '../schema/pessoas.js';
import { beneficiarios, carteiras, contratos } from '../schema/contratos.js';
import { operatorInstant } from '../../shared-domain/horario-operador.js';
import { cardNumber, type FamilyContext } from './family.js';
import { definitiveCns } from './cns.js';
import { JOAO_CPF, MARIA_CPF, PERMISSIONS } from './demo-data.js';

export const PEDRO_CPF = '25814736909';
/** Days from the seed day to Pedro's 18th birthday. */
export const PEDRO_DIAS_PARA_18 = 12;

async function seedPedro(tx: Database, ctx: FamilyContext, mariaId: number): Promise<void> {
  const nascimento = addYears(addDays(ctx.hoje, PEDRO_DIAS_PARA_18), -18);
  const [pedro] = await tx
    .insert(pessoas)
    .values({
      cpf: PEDRO_CPF,
      nomeCompleto: 'Pedro Henrique Souza',
      dataNascimento: formatIsoDate(nascimento),
      sexo: 'M',
      estadoCivil: 'Solteiro',
      cns: definitiveCns('20056789012'),
      nomeMae: 'Maria Aparecida Souza',
      createdAt: ctx.at,
      updatedAt: ctx.at,
    })
    .returning({ id: pessoas.id });
  await tx.insert(pessoaContatos).values({
    pessoaId: pedro!.id,
    tipo: 'EMAIL',
    valor: 'pedro.henrique.souza@email.test',
    principal: true,
  });
  await tx.insert(contas).values({
    pessoaId: pedro!.id,
    senhaHash: ctx.senhaHash,
    permissoes: PERMISSIONS.allButFinancial,
    senhaAlteradaEm: ctx.at,
    createdAt: ctx.at,
    updatedAt: ctx.at,
  });
  // A dependant of Maria on each of her plans, as his brother and sister are.
  const titularRows = await tx
    .select({
      id: beneficiarios.id,
      contratoId: beneficiarios.contratoId,
      grupo: beneficiarios.grupoFamiliarId,
      codigo: contratos.codigo,
    })
    .from(beneficiarios)
    .innerJoin(contratos, eq(contratos.id, beneficiarios.contratoId))
    .where(and(eq(beneficiarios.pessoaId, mariaId), eq(beneficiarios.tipo, 'TITULAR')));
  for (const titular of titularRows) {
    const [beneficiario] = await tx
      .insert(beneficiarios)
      .values({
        pessoaId: pedro!.id,
        contratoId: titular.contratoId,
        grupoFamiliarId: titular.grupo,
        tipo: 'DEPENDENTE',
        titularId: titular.id,
        parentesco: 'Filho',
        dataInclusao: '2019-03-01',
        idErp: `BEN-${titular.codigo}-5`,
      })
      .returning({ id: beneficiarios.id });
    await tx.insert(carteiras).values({
      codigo: cardNumber(titular.codigo, pedro!.id),
      beneficiarioId: beneficiario!.id,
      contratoId: titular.contratoId,
      validade: ctx.validadeCartao,
    });
  }
}

export async function seedAcessosSaude(tx: Database, ctx: FamilyContext): Promise<void> {
  const rows = await tx
    .select({ cpf: pessoas.cpf, id: pessoas.id })
    .from(pessoas)
    .where(inArray(pessoas.cpf, [MARIA_CPF, JOAO_CPF]));
  const maria = rows.find((r) => r.cpf === MARIA_CPF);
  const joao = rows.find((r) => r.cpf === JOAO_CPF);
  if (!maria || !joao) return;
  await seedPedro(tx, ctx, maria.id);
  const desde = operatorInstant(addDays(ctx.hoje, -40), '19:30');
  await tx.insert(acessosSaude).values({
    pessoaId: joao.id,
    autorizadoPessoaId: maria.id,
    base: 'CONSENTIMENTO',
    areas: ['AGENDAMENTO'],
    validoAte: null,
    origem: 'PORTAL',
    criadoEm: desde,
    alteradoEm: desde,
  });
}
