// One family factory for the demo seed and the tests (issue 8 §6): people with their contacts,
// addresses and portal accounts, the family group, its contracts with their payment standing, the
// beneficiaries and a card for each member who holds a plan (a contratante holds none).
import type { CalendarDate, Permissionamento } from '@portal/domain';
import type { TipoContato } from '@portal/domain/contract/shell/contatos-operadora';
import type { Database } from '../client.js';
import { contas } from '../schema/auth.js';
import { debitosConta } from '../schema/financeiro.js';
import { enderecos } from '../schema/dados-pessoais.js';
import { contratoAdimplencia } from '../schema/contrato-eventos.js';
import { pessoas, pessoaContatos } from '../schema/pessoas.js';
import {
  beneficiarios,
  carteiras,
  contratos,
  gruposFamiliares,
  type TipoBeneficiario,
} from '../schema/contratos.js';
import { newProtocolo, prazoNaoAssistencial, registrarAndamento } from '../../shared-domain/protocolo.js';
import { insertAgendamentos, type AgendamentoSemeado } from './agendamento.js';
import { definitiveCns } from './cns.js';
import { insertReembolsos, type FamilyReembolso, type MembroSemeado } from './reembolsos.js';
import { insertSaude } from './saude.js';
import type { FamilySaude } from './saude-data.js';
import type { CronogramaTitulos } from './cronograma.js';
import { createTitulos } from './titulos.js';
import { insertUtilizacoes, planoUtilizacoes } from './utilizacoes.js';

export interface FamilyContact {
  tipo: TipoContato;
  valor: string;
  principal: boolean;
}

export type FamilyAddress = Omit<typeof enderecos.$inferInsert, 'id' | 'pessoaId'>;

export interface FamilyPerson {
  cpf: string;
  nomeCompleto: string;
  nomeSocial?: string;
  dataNascimento: string;
  sexo: 'M' | 'F';
  estadoCivil: string;
  /** 11-digit base completed into a valid CNS by definitiveCns. */
  cnsBase: string;
  nomeMae: string;
  identidade: { numero: string; dataEmissao: string; uf: string; orgao: string };
  contatos: FamilyContact[];
  enderecos: FamilyAddress[];
  conta?: { permissoes: Permissionamento; credenciaisExpiradas?: boolean };
}

export interface FamilyContrato {
  codigo: string;
  plano: string;
  segmentacao: string;
  registroAnsProduto: string;
  tipoContratacao: string;
  acomodacao: string | null;
  abrangencia: string;
  dataInicio: string;
  /** Payment standing (the portability letter reads it). */
  adimplencia: { ultimaCompetenciaPaga: string; emDia: boolean };
  /** Bills and uses to seed, relative to FamilyContext.hoje (issues 12, 13); none when absent. */
  titulos?: CronogramaTitulos;
}

/** An active direct debit of the group (Débito em Conta), as the operator left it after activation. */
export interface FamilyDebito {
  bancoCodigo: string;
  agencia: string;
  conta: string;
  diaVencimento: number;
}

export interface FamilyMember {
  pessoa: FamilyPerson;
  tipo: TipoBeneficiario;
  parentesco: string | null;
  dataInclusao: string;
}

export interface FamilySpec {
  codigo: string;
  contratos: FamilyContrato[];
  /** The titular comes before its dependants; every member is on every contract. */
  membros: FamilyMember[];
  debitoConta?: FamilyDebito;
  /** Past reimbursements (issue 14), filed by the titular, on the first contract's cards. */
  reembolsos?: FamilyReembolso[];
  /** Minha Saúde (issue 15): guides, exam results, clinical documents and protocols with history. */
  saude?: FamilySaude;
  /** Agendamento (issue 16): upcoming and past appointments of the members. */
  agendamentos?: AgendamentoSemeado[];
}

export interface FamilyContext {
  /** argon2id hash of the accounts' password (one hash for many accounts keeps seeding fast). */
  senhaHash: string;
  /** createdAt/updatedAt of the rows, and when the passwords were set. */
  at: Date;
  /** Last day of validity of the cards. */
  validadeCartao: string;
  /** The operator's day of the seeding: bills are due relative to it. */
  hoje: CalendarDate;
}

/** Card number: operator prefix, contract, person sequence, via, and a Luhn check digit. */
export function cardNumber(contratoCodigo: string, personIndex: number, via = 1): string {
  const body = `0345${contratoCodigo}${String(personIndex).padStart(5, '0')}${via}`;
  const sum = [...body].reverse().reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return acc + (d > 9 ? d - 9 : d);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const one = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`${what} não criado`);
  return row;
};

/** Inserts one family; call it inside a transaction when several rows must appear together. */
export async function createFamily(db: Database, spec: FamilySpec, ctx: FamilyContext): Promise<void> {
  const stamps = { createdAt: ctx.at, updatedAt: ctx.at };
  const pessoaIds: number[] = [];
  for (const { pessoa: p } of spec.membros) {
    const person = one(
      await db
        .insert(pessoas)
        .values({
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
          ...stamps,
        })
        .returning({ id: pessoas.id }),
      'pessoa',
    );
    pessoaIds.push(person.id);
    if (p.contatos.length > 0) {
      await db.insert(pessoaContatos).values(p.contatos.map((c) => ({ ...c, pessoaId: person.id })));
    }
    if (p.enderecos.length > 0) {
      await db.insert(enderecos).values(p.enderecos.map((a) => ({ ...a, pessoaId: person.id })));
    }
    if (p.conta) {
      await db.insert(contas).values({
        pessoaId: person.id,
        senhaHash: ctx.senhaHash,
        credenciaisExpiradas: p.conta.credenciaisExpiradas ?? false,
        permissoes: p.conta.permissoes,
        senhaAlteradaEm: ctx.at,
        ...stamps,
      });
    }
  }

  /** First card of each member (the first contract's), for the seeded reimbursements. */
  const primeiraCarteira = new Map<number, number>();
  const group = one(
    await db
      .insert(gruposFamiliares)
      .values({ codigo: spec.codigo, idErp: `FAM-${spec.codigo}` })
      .returning(),
    'grupo familiar',
  );
  for (const { adimplencia, ...contrato } of spec.contratos) {
    const created = one(
      await db
        .insert(contratos)
        // Demo ERP identifiers (issue 19): what the operator's system calls the contract and each membership.
        .values({ ...contrato, grupoFamiliarId: group.id, idErp: `CTR-${contrato.codigo}` })
        .returning({ id: contratos.id }),
      'contrato',
    );
    await db
      .insert(contratoAdimplencia)
      .values({ contratoId: created.id, ...adimplencia, atualizadoEm: ctx.at });
    let titularId: number | null = null;
    const planHolders: number[] = [];
    for (const [i, membro] of spec.membros.entries()) {
      const pessoaId = pessoaIds[i]!;
      const beneficiario: { id: number } = one(
        await db
          .insert(beneficiarios)
          .values({
            pessoaId,
            contratoId: created.id,
            grupoFamiliarId: group.id,
            tipo: membro.tipo,
            titularId: membro.tipo === 'DEPENDENTE' ? titularId : null,
            parentesco: membro.parentesco,
            dataInclusao: membro.dataInclusao,
            idErp: `BEN-${contrato.codigo}-${i + 1}`,
          })
          .returning({ id: beneficiarios.id }),
        'beneficiário',
      );
      if (membro.tipo === 'TITULAR') titularId = beneficiario.id;
      if (membro.tipo === 'CONTRATANTE') continue;
      planHolders.push(beneficiario.id);
      const [card] = await db
        .insert(carteiras)
        .values({
          codigo: cardNumber(contrato.codigo, pessoaId),
          beneficiarioId: beneficiario.id,
          contratoId: created.id,
          validade: ctx.validadeCartao,
          via: 1,
        })
        .returning({ id: carteiras.id });
      if (card && !primeiraCarteira.has(pessoaId)) primeiraCarteira.set(pessoaId, card.id);
    }
    if (contrato.titulos) {
      // Uses first: their co-participations are items of the bills, and each use links to its item.
      const usos = planoUtilizacoes(contrato.titulos, ctx.hoje, planHolders.length);
      const itemIds = await createTitulos(db, {
        contratoId: created.id,
        contratoCodigo: contrato.codigo,
        beneficiarioIds: planHolders,
        hoje: ctx.hoje,
        cronograma: contrato.titulos,
        utilizacoes: usos,
      });
      await insertUtilizacoes(db, planHolders, usos, itemIds);
    }
  }
  const solicitante = pessoaIds[spec.membros.findIndex((m) => m.tipo === 'TITULAR')] ?? pessoaIds[0]!;
  if (spec.reembolsos) {
    const membros: MembroSemeado[] = spec.membros.map(({ pessoa }, i) => ({
      pessoaId: pessoaIds[i]!,
      cpf: pessoa.cpf,
      nomeCompleto: pessoa.nomeCompleto,
      dataNascimento: pessoa.dataNascimento,
      carteiraId: primeiraCarteira.get(pessoaIds[i]!),
    }));
    await insertReembolsos(db, {
      grupoFamiliarId: group.id,
      membros,
      solicitadoPorPessoaId: solicitante,
      hoje: ctx.hoje,
      reembolsos: spec.reembolsos,
    });
  }
  if (spec.saude) {
    await insertSaude(db, {
      membros: spec.membros.map(({ pessoa }, i) => ({
        pessoaId: pessoaIds[i]!,
        cpf: pessoa.cpf,
        carteiraId: primeiraCarteira.get(pessoaIds[i]!),
      })),
      solicitantePessoaId: solicitante,
      contratoCodigo: spec.contratos[0]!.codigo,
      hoje: ctx.hoje,
      saude: spec.saude,
    });
  }
  if (spec.debitoConta) {
    const protocolo = await newProtocolo(db, {
      clock: () => ctx.at,
      tipo: 'DEBITO_CONTA_ATIVACAO',
      pessoaId: solicitante,
      solicitantePessoaId: solicitante,
      prazoResposta: prazoNaoAssistencial(ctx.at),
    });
    await registrarAndamento(db, protocolo, {
      em: ctx.at,
      titulo: 'Débito em conta ativado',
      situacao: 'FECHADO',
    });
    await db.insert(debitosConta).values({
      grupoFamiliarId: group.id,
      protocolo,
      situacao: 'ATIVO',
      ...spec.debitoConta,
      tipoDocumento: 'RG',
      // Seeded debits have no uploaded files: the keys name nothing in the storage.
      documentoChave: 'seed/sem-arquivo-documento',
      selfieChave: 'seed/sem-arquivo-selfie',
      solicitadoPorPessoaId: solicitante,
      solicitadoEm: ctx.at,
      ativadoEm: ctx.at,
    });
  }
  if (spec.agendamentos) {
    await insertAgendamentos(db, {
      membros: spec.membros.map(({ pessoa }, i) => ({ pessoaId: pessoaIds[i]!, cpf: pessoa.cpf })),
      hoje: ctx.hoje,
      at: ctx.at,
      agendamentos: spec.agendamentos,
    });
  }
}
