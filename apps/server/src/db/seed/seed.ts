// Deterministic demo seed (issue #2 §5): applied on the first start of the embedded database and by
// the tests. One argon2id hash of the shared demo password is reused for every account.
import { count } from 'drizzle-orm';
import type { Database } from '../client.js';
import { portalAccounts } from '../schema/auth.js';
import { legalTexts } from '../schema/lifecycle.js';
import { operatorContacts, operatorParameters } from '../schema/operator.js';
import { people, personContacts } from '../schema/people.js';
import { beneficiarios, carteiras, contratos, familyGroups } from '../schema/plans.js';
import { hashPassword } from '../../platform/passwords.js';
import { definitiveCns } from './cns.js';
import { seedFaixaEtaria } from './faixa-etaria-data.js';
import { seedMeusDadosA } from './meus-dados-a-data.js';
import {
  DEMO_CARD_VALIDITY,
  DEMO_FAMILIES,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  SEED_REFERENCE_DATE,
} from './demo-data.js';
import { LEGAL_TEXTS } from './legal-texts-data.js';
import { OPERATOR_CONTACTS, OPERATOR_PARAMETERS } from './operator-data.js';

const SEED_INSTANT = new Date(`${SEED_REFERENCE_DATE}T12:00:00.000Z`);

/** Card number: operator prefix, contract, person sequence, via, and a Luhn check digit. */
export function cardNumber(contratoCodigo: string, personIndex: number, via = 1): string {
  const body = `0345${contratoCodigo}${String(personIndex).padStart(5, '0')}${via}`;
  const sum = [...body].reverse().reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return acc + (d > 9 ? d - 9 : d);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(operatorParameters);
  return (row?.n ?? 0) === 0;
}

export interface SeedOptions {
  /** Reuse a precomputed hash of DEMO_PASSWORD (tests share one across files). */
  passwordHash?: string;
}

export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<void> {
  const senhaHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  await db.transaction(async (tx) => {
    await tx.insert(operatorParameters).values(OPERATOR_PARAMETERS);
    await tx.insert(operatorContacts).values(OPERATOR_CONTACTS);
    await tx.insert(legalTexts).values(LEGAL_TEXTS);

    const insertedPeople = await tx
      .insert(people)
      .values(
        DEMO_PEOPLE.map((p) => ({
          cpf: p.cpf,
          nomeCompleto: p.nomeCompleto,
          nomeSocial: p.nomeSocial ?? null,
          dataNascimento: p.dataNascimento,
          sexo: p.sexo,
          estadoCivil: p.estadoCivil,
          cns: definitiveCns(p.cnsBase),
          nomeMae: p.nomeMae,
          identidadeNumero: p.identidade.numero,
          identidadeDataEmissao: p.identidade.dataEmissao,
          identidadeUfEmissao: p.identidade.uf,
          identidadeOrgaoEmissao: p.identidade.orgao,
          identidadePaisEmissao: 'Brasil',
          createdAt: SEED_INSTANT,
          updatedAt: SEED_INSTANT,
        })),
      )
      .returning({ id: people.id, cpf: people.cpf });
    const personIdByCpf = new Map(insertedPeople.map((p) => [p.cpf, p.id]));
    const personId = (cpf: string): number => {
      const id = personIdByCpf.get(cpf);
      if (id === undefined) throw new Error(`pessoa ${cpf} ausente do seed`);
      return id;
    };

    await tx
      .insert(personContacts)
      .values(DEMO_PEOPLE.flatMap((p) => p.contatos.map((c) => ({ ...c, pessoaId: personId(p.cpf) }))));

    await tx.insert(portalAccounts).values(
      DEMO_PEOPLE.flatMap((p) =>
        p.conta
          ? [
              {
                pessoaId: personId(p.cpf),
                senhaHash,
                credenciaisExpiradas: p.conta.credenciaisExpiradas ?? false,
                permissoes: p.conta.permissoes,
                senhaAlteradaEm: SEED_INSTANT,
                createdAt: SEED_INSTANT,
                updatedAt: SEED_INSTANT,
              },
            ]
          : [],
      ),
    );

    for (const family of DEMO_FAMILIES) {
      const [group] = await tx.insert(familyGroups).values({ codigo: family.codigo }).returning();
      if (!group) throw new Error('grupo familiar não criado');
      for (const contrato of family.contratos) {
        const [createdContrato] = await tx
          .insert(contratos)
          .values({ ...contrato, grupoFamiliarId: group.id })
          .returning({ id: contratos.id });
        if (!createdContrato) throw new Error('contrato não criado');
        let titularId: number | null = null;
        for (const membro of family.membros) {
          const [beneficiario]: { id: number }[] = await tx
            .insert(beneficiarios)
            .values({
              pessoaId: personId(membro.cpf),
              contratoId: createdContrato.id,
              grupoFamiliarId: group.id,
              tipo: membro.tipo,
              titularId: membro.tipo === 'DEPENDENTE' ? titularId : null,
              parentesco: membro.parentesco,
              dataInclusao: membro.dataInclusao,
            })
            .returning({ id: beneficiarios.id });
          if (!beneficiario) throw new Error('beneficiário não criado');
          if (membro.tipo === 'TITULAR') titularId = beneficiario.id;
          if (membro.tipo === 'CONTRATANTE') continue;
          await tx.insert(carteiras).values({
            codigo: cardNumber(contrato.codigo, personId(membro.cpf)),
            beneficiarioId: beneficiario.id,
            contratoId: createdContrato.id,
            validade: DEMO_CARD_VALIDITY,
            via: 1,
          });
        }
      }
    }
    await seedFaixaEtaria(tx);
    await seedMeusDadosA(tx, SEED_INSTANT);
  });
}
