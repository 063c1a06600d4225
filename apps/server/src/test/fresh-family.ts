// A fresh family of @portal/test-support as rows: the same factory as the demo seed, with the details
// tests never look at (documents, mother's name, plan data) filled in. Used by integration tests that
// change a family's state and by the e2e seed (scripts/seed-e2e.ts).
import {
  FRESH_PASSWORD,
  freshAgendamentoToken,
  freshFamily,
  type FreshFamily,
  type FreshFamilyKind,
  type FreshPerson,
} from '@portal/test-support/fresh-families';
import { onlyDigits, type CalendarDate } from '@portal/domain';
import type { Database } from '../db/client.js';
import { agendamentosFamiliaNova, seedAgendas } from '../db/seed/agendamento.js';
import { PERMISSIONS, essencialApartamento, odonto, reembolsoSemeado } from '../db/seed/demo-data.js';
import { createFamily, type FamilyContact, type FamilyPerson, type FamilySpec } from '../db/seed/family.js';
import { saudeFamiliaNova } from '../db/seed/saude-data.js';
import { demoFamilyContext } from '../db/seed/seed.js';
import { hashPassword } from '../platform/passwords.js';
import { TEST_TODAY } from './test-database.js';

const INCLUSAO = '2024-08-01';

function person(f: FreshFamily, p: FreshPerson, conta: FamilyPerson['conta']): FamilyPerson {
  const cpf = onlyDigits(p.cpf);
  const contatos: FamilyContact[] = [
    ...(p.email ? [{ tipo: 'EMAIL' as const, valor: p.email, principal: true }] : []),
    ...p.celulares.map((valor, i): FamilyContact => ({
      tipo: i === 2 ? 'WHATSAPP_PESSOAL' : 'TELEFONE_CELULAR',
      valor,
      principal: i === 0,
    })),
  ];
  return {
    cpf,
    nomeCompleto: p.nome,
    dataNascimento: p.dataNascimento,
    sexo: p.sexo,
    estadoCivil: p.sexo === 'F' ? 'Solteira' : 'Solteiro',
    // CPFs of fresh families start with 9, so '2' + ten of their digits never meets a demo CNS.
    cnsBase: `2${cpf.slice(0, 10)}`,
    nomeMae: `Beatriz ${p.nome.split(' ').slice(1).join(' ')}`,
    identidade: {
      numero: `${cpf.slice(0, 2)}.${cpf.slice(2, 5)}.${cpf.slice(5, 8)}-1`,
      dataEmissao: '2005-01-10',
      uf: 'SP',
      orgao: 'SSP',
    },
    contatos,
    enderecos: [{ ...f.endereco, tipoEndereco: 'RESIDENCIAL' }],
    ...(conta ? { conta } : {}),
  };
}

/**
 * An `ativa` titular's one paid reimbursement with one PDF, into their own Banco do Brasil account
 * (agency 1234-3, account 00078901-1): what an e2e journey reuses as bank data.
 */
const reembolsoPago = (titular: FreshPerson) =>
  reembolsoSemeado({
    cpf: onlyDigits(titular.cpf),
    situacao: 'PAGO',
    diasAtras: 40,
    conta: {
      banco: '001',
      agencia: '1234',
      dvAgencia: '3',
      conta: '00078901',
      dvConta: '1',
      titularCpf: onlyDigits(titular.cpf),
    },
    pagamento: { valorCentavos: 30000, diasDepois: 10 },
  });

export function freshFamilySpec(f: FreshFamily): FamilySpec {
  const [medico, dental] = f.contratos;
  const conta = f.conta
    ? { permissoes: PERMISSIONS.all, credenciaisExpiradas: f.conta.credenciaisExpiradas }
    : undefined;
  return {
    codigo: f.codigoGrupo,
    ...(f.kind === 'ativa'
      ? {
          reembolsos: [reembolsoPago(f.titular)],
          saude: saudeFamiliaNova(
            onlyDigits(f.titular.cpf),
            f.dependente ? onlyDigits(f.dependente.cpf) : null,
          ),
          agendamentos: agendamentosFamiliaNova(
            onlyDigits(f.titular.cpf),
            freshAgendamentoToken(f.titular.cpf),
          ),
        }
      : {}),
    // The medical contract bills like the demo's family A (12 months, one overdue, one open).
    contratos: [
      { ...essencialApartamento(medico!, INCLUSAO), titulos: 'historico12' },
      ...(dental ? [odonto(dental, INCLUSAO)] : []),
    ],
    membros: [
      ...(f.contratante
        ? [
            {
              pessoa: person(f, f.contratante, undefined),
              tipo: 'CONTRATANTE' as const,
              parentesco: null,
              dataInclusao: INCLUSAO,
            },
          ]
        : []),
      { pessoa: person(f, f.titular, conta), tipo: 'TITULAR', parentesco: null, dataInclusao: INCLUSAO },
      ...(f.dependente
        ? [
            {
              pessoa: person(f, f.dependente, undefined),
              tipo: 'DEPENDENTE' as const,
              parentesco: 'Filho',
              dataInclusao: INCLUSAO,
            },
          ]
        : []),
    ],
  };
}

let freshHash: Promise<string> | undefined;
/** One argon2id hash of the fresh families' password per process. */
export const freshPasswordHash = (): Promise<string> => (freshHash ??= hashPassword(FRESH_PASSWORD));

/**
 * Inserts the given families (each test file picks indexes of its own) and answers them. Their bills are
 * due relative to `hoje` (default: the operator's today, as the e2e seed wants).
 */
export async function insertFreshFamilies(
  db: Database,
  families: FreshFamily[],
  hoje?: CalendarDate,
): Promise<FreshFamily[]> {
  const context = demoFamilyContext(await freshPasswordHash(), hoje);
  await db.transaction(async (tx) => {
    // Their appointments take free slots of the window of `hoje` (the demo's, unless seeded another day).
    await seedAgendas(tx, context.hoje);
    for (const f of families) await createFamily(tx, freshFamilySpec(f), context);
  });
  return families;
}

/**
 * Family n of a kind, inserted: what an integration test that changes a family's state starts from. Its
 * bills are due relative to the test clock's first day (TEST_TODAY), like the demo's in tests.
 */
export async function insertFreshFamily(db: Database, kind: FreshFamilyKind, n = 0): Promise<FreshFamily> {
  const [family] = await insertFreshFamilies(db, [freshFamily(kind, n)], TEST_TODAY);
  return family!;
}
