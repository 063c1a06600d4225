// Quem pode ver meus dados de saúde (issue 33, decision 0026): an adult member grants, edits and revokes
// who else sees their health data (platform/acesso-saude.ts reads the grants). Rules of this screen:
//   - only an adult grants, and only their own data (a minor's is the guardian's: LGPD art. 14);
//   - the reader is eligible: a member of one of the owner's family groups, with an account, whose family
//     scope includes the owner (the group's titular or contratante, memberships in force) — anyone else
//     could not see the data even with the grant;
//   - at most one grant in force per (owner, reader, basis), enforced by the partial unique index: a second
//     grant edits the one in force in place (same id); the screen's edit names its id and then changes only
//     that row while still in force, so an edit racing a revocation never brings the grant back;
//   - a row the operator recorded (origem OPERADORA, integration API) is changed only by the operator.
// Every write is audited in its own transaction and the reader is told by e-mail after the commit.
import { avisoAoContato } from '../../shared-domain/aviso-seguranca.js';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACESSO_SAUDE_MESSAGES as M,
  addDays,
  daysBetween,
  firstName,
  formatDate,
  formatIsoDate,
  parseIsoDate,
  PRODUCT_TITLE,
  ROUTES,
} from '@portal/domain';
import {
  AREA_ACESSO_SAUDE_ROTULO,
  type AcessoSaude,
  type AcessosSaude,
  type AreaAcessoSaude,
  type ConcederAcessoSaude,
} from '@portal/domain/contract/meus-dados/acessos-saude';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { acessosSaude } from '../../db/schema/acessos-saude.js';
import { contas } from '../../db/schema/auth.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios } from '../../db/schema/contratos.js';
import {
  acessoEmVigor,
  dependentesDoTitular,
  diaDaMaioridade,
  ehMenor,
} from '../../platform/acesso-saude.js';
import { audit } from '../../platform/audit.js';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import { emVigor } from '../../platform/family-visibility.js';

/** How many days before and after an 18th birthday the notices show. */
export const AVISO_MAIORIDADE_DIAS = 30;

type Linha = typeof acessosSaude.$inferSelect;
interface Pessoa {
  id: number;
  nome: string;
  cpf: string;
}

const dele = (sexo: 'M' | 'F') => (sexo === 'F' ? 'dela' : 'dele');
const conflito = (mensagem: string) => new HttpError(409, { mensagem });
const nomeDe = (p: { nomeCompleto: string; nomeSocial: string | null }) => p.nomeSocial ?? p.nomeCompleto;

/**
 * Whom `pessoaId` may grant access to: people with an account who are titular or contratante, in force, of
 * a family group where `pessoaId` has a membership in force — exactly those whose family scope includes them.
 */
export async function elegiveis(db: Database, pessoaId: number, hoje: string): Promise<Pessoa[]> {
  const m = alias(beneficiarios, 'm');
  const meusGrupos = db
    .select({ grupo: m.grupoFamiliarId })
    .from(m)
    .where(and(eq(m.pessoaId, pessoaId), emVigor(hoje, m)));
  const rows = await db
    .selectDistinct({
      id: pessoas.id,
      nomeCompleto: pessoas.nomeCompleto,
      nomeSocial: pessoas.nomeSocial,
      cpf: pessoas.cpf,
    })
    .from(beneficiarios)
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .innerJoin(contas, eq(contas.pessoaId, beneficiarios.pessoaId))
    .where(
      and(
        inArray(beneficiarios.tipo, ['TITULAR', 'CONTRATANTE']),
        ne(beneficiarios.pessoaId, pessoaId),
        emVigor(hoje),
        inArray(beneficiarios.grupoFamiliarId, meusGrupos),
      ),
    )
    .orderBy(pessoas.nomeCompleto);
  return rows.map((r) => ({ id: r.id, nome: nomeDe(r), cpf: r.cpf }));
}

const paraContrato = (linha: Linha, pessoa: { nome: string; cpf: string }): AcessoSaude => ({
  id: linha.id,
  pessoa: { nome: pessoa.nome, cpf: pessoa.cpf },
  base: linha.base,
  areas: linha.areas,
  validoAte: linha.validoAte,
  desde: linha.criadoEm.toISOString(),
  origem: linha.origem,
});

/** The grants in force over `pessoaId`'s data (`lado` 'dono') or to them (`lado` 'leitor'), with the other person. */
async function acessosEmVigor(db: Database, pessoaId: number, hoje: string, lado: 'dono' | 'leitor') {
  const [minha, outra] =
    lado === 'dono'
      ? [acessosSaude.pessoaId, acessosSaude.autorizadoPessoaId]
      : [acessosSaude.autorizadoPessoaId, acessosSaude.pessoaId];
  return db
    .select({
      linha: acessosSaude,
      nomeCompleto: pessoas.nomeCompleto,
      nomeSocial: pessoas.nomeSocial,
      cpf: pessoas.cpf,
      dataNascimento: pessoas.dataNascimento,
    })
    .from(acessosSaude)
    .innerJoin(pessoas, eq(pessoas.id, outra))
    .where(and(eq(minha, pessoaId), acessoEmVigor(hoje)))
    .orderBy(pessoas.nomeCompleto, acessosSaude.id);
}

/** The caller's own person (the grant rules need their age). */
async function pessoaDe(db: Database, pessoaId: number) {
  const [pessoa] = await db
    .select({
      nomeCompleto: pessoas.nomeCompleto,
      nomeSocial: pessoas.nomeSocial,
      cpf: pessoas.cpf,
      dataNascimento: pessoas.dataNascimento,
      sexo: pessoas.sexo,
    })
    .from(pessoas)
    .where(eq(pessoas.id, pessoaId));
  if (!pessoa) throw notFound();
  return pessoa;
}

/** The dependants of the plans the caller is titular of (one row per person). */
const dependentesDoCaller = (scope: FamilyScope, visiveis: readonly VisibleBeneficiario[]) => [
  ...new Map(dependentesDoTitular(visiveis, scope.pessoaId).map((r) => [r.pessoaId, r])).values(),
];

/** The titulars of the caller's own dependant memberships (the new adult's offer names them). */
async function titularesDe(scope: FamilyScope, visiveis: readonly VisibleBeneficiario[]): Promise<number[]> {
  const ids = visiveis
    .filter((r) => r.pessoaId === scope.pessoaId && r.tipo === 'DEPENDENTE' && r.titularId !== null)
    .map((r) => r.titularId!);
  if (ids.length === 0) return [];
  const rows = await scope.db
    .select({ pessoaId: beneficiarios.pessoaId })
    .from(beneficiarios)
    .where(inArray(beneficiarios.id, ids));
  return [...new Set(rows.map((r) => r.pessoaId))];
}

/** GET: what I granted, what was granted to me, the minors in my care, whom I may grant, and the notices. */
export async function listarAcessosSaude(scope: FamilyScope): Promise<AcessosSaude> {
  const { db, pessoaId, hoje } = scope;
  const [eu, visiveis, concedidos, recebidos, candidatos] = await Promise.all([
    pessoaDe(db, pessoaId),
    scope.visible(),
    acessosEmVigor(db, pessoaId, hoje, 'dono'),
    acessosEmVigor(db, pessoaId, hoje, 'leitor'),
    elegiveis(db, pessoaId, hoje),
  ]);
  const dia = parseIsoDate(hoje)!;
  const menor = ehMenor(eu.dataNascimento, hoje);
  const avisos: string[] = [];

  // The titular: the dependants who turn 18 within 30 days, or turned 18 in the last 30 without a consent.
  const responsavelPor: AcessosSaude['responsavelPor'] = [];
  for (const dep of dependentesDoCaller(scope, visiveis)) {
    const d18 = diaDaMaioridade(dep.dataNascimento);
    if (!d18) continue;
    const dias = daysBetween(dia, d18);
    const nome = firstName(dep.nomeCompleto, dep.nomeSocial);
    if (dias > 0)
      responsavelPor.push({ nome: nomeDe(dep), cpf: dep.cpf, ate: formatIsoDate(addDays(d18, -1)) });
    if (dias > 0 && dias <= AVISO_MAIORIDADE_DIAS) {
      avisos.push(M.completaDezoito(nome, formatDate(formatIsoDate(d18)), dep.sexo));
    } else if (dias <= 0 && -dias <= AVISO_MAIORIDADE_DIAS) {
      const consentiu = recebidos.some((r) => r.linha.pessoaId === dep.pessoaId);
      if (!consentiu) avisos.push(M.acessoTerminou(nome, formatDate(formatIsoDate(d18)), dep.sexo));
    }
  }

  // The new adult: in the 30 days after their 18th birthday, an offer to let their titular see it again.
  const meu18 = diaDaMaioridade(eu.dataNascimento);
  const desde18 = meu18 ? daysBetween(meu18, dia) : -1;
  if (desde18 >= 0 && desde18 <= AVISO_MAIORIDADE_DIAS) {
    const titulares = await titularesDe(scope, visiveis);
    for (const titular of candidatos.filter((c) => titulares.includes(c.id))) {
      if (!concedidos.some((c) => c.linha.autorizadoPessoaId === titular.id)) {
        avisos.push(M.completouDezoito(formatDate(formatIsoDate(meu18!)), firstName(titular.nome)));
      }
    }
  }

  scope.touch([{ pessoaId }]);
  return {
    concedidos: concedidos.map((r) => paraContrato(r.linha, { nome: nomeDe(r), cpf: r.cpf })),
    recebidos: recebidos
      // A guardianship is of a minor: recorded for one, it ends with the 18th birthday (the rule's reading).
      .filter((r) => r.linha.base !== 'GUARDA' || ehMenor(r.dataNascimento, hoje))
      .map((r) => paraContrato(r.linha, { nome: nomeDe(r), cpf: r.cpf })),
    responsavelPor,
    elegiveis: menor ? [] : candidatos.map(({ nome, cpf }) => ({ nome, cpf })),
    podeConceder: !menor,
    avisos,
  };
}

/** The reader's main e-mail and first name, for the notice (none without an e-mail). */
async function avisarLeitor(
  request: FastifyRequest,
  leitorPessoaId: number,
  texto: (nome: string) => string[],
): Promise<(() => void) | null> {
  const [contato] = await request.server.ctx.db
    .select({
      email: pessoaContatos.valor,
      nomeCompleto: pessoas.nomeCompleto,
      nomeSocial: pessoas.nomeSocial,
    })
    .from(pessoaContatos)
    .innerJoin(pessoas, eq(pessoas.id, pessoaContatos.pessoaId))
    .where(and(eq(pessoaContatos.pessoaId, leitorPessoaId), eq(pessoaContatos.tipo, 'EMAIL')))
    .orderBy(sql`${pessoaContatos.principal} desc`, pessoaContatos.id)
    .limit(1);
  if (!contato) return null;
  const nome = firstName(contato.nomeCompleto, contato.nomeSocial);
  return () =>
    void avisoAoContato(
      request.server.notify,
      { canal: 'EMAIL', destino: contato.email },
      {
        assunto: 'Acesso a dados de saúde',
        texto: [`Olá, ${nome}!`, '', ...texto(nome), '', PRODUCT_TITLE].join('\n'),
      },
    );
}

const listaAreas = (areas: readonly AreaAcessoSaude[]) =>
  areas.map((a) => `- ${AREA_ACESSO_SAUDE_ROTULO[a]}`).join('\n');

/** Why a grant by id was not changed: unknown (404), the operator's (409) or no longer in force (409). */
async function recusaPorId(db: Database, id: number, pessoaId: number): Promise<HttpError> {
  const [linha] = await db
    .select()
    .from(acessosSaude)
    .where(and(eq(acessosSaude.id, id), eq(acessosSaude.pessoaId, pessoaId)));
  if (!linha) return notFound();
  if (linha.origem === 'OPERADORA') return conflito(M.registradoPelaOperadora);
  return conflito(M.revogadoAntes);
}

/** POST: grant (or edit the grant in force to the same person). Answers the grant as it now stands. */
export async function concederAcessoSaude(
  request: FastifyRequest,
  scope: FamilyScope,
  pedido: ConcederAcessoSaude,
): Promise<AcessoSaude> {
  const { db, pessoaId, hoje } = scope;
  const eu = await pessoaDe(db, pessoaId);
  if (ehMenor(eu.dataNascimento, hoje)) throw forbidden(M.menorNaoConcede);
  if (pedido.areas.length === 0) throw badRequest(M.areasObrigatorias, { areas: M.areasObrigatorias });
  if (new Set(pedido.areas).size !== pedido.areas.length) {
    throw badRequest(M.areasRepetidas, { areas: M.areasRepetidas });
  }
  if (pedido.cpf === eu.cpf) throw badRequest(M.concederSiMesmo, { cpf: M.concederSiMesmo });
  if (pedido.validoAte !== null) {
    if (!parseIsoDate(pedido.validoAte)) throw badRequest(M.dataInvalida, { validoAte: M.dataInvalida });
    if (pedido.validoAte < hoje) throw badRequest(M.validadeNoPassado, { validoAte: M.validadeNoPassado });
  }
  const leitor = (await elegiveis(db, pessoaId, hoje)).find((p) => p.cpf === pedido.cpf);
  if (!leitor) throw badRequest(M.pessoaNaoElegivel, { cpf: M.pessoaNaoElegivel });

  const agora = request.server.ctx.clock();
  const areas = [...pedido.areas].sort();
  const valores = { areas, validoAte: pedido.validoAte, alteradoEm: agora };
  const doPar = and(
    eq(acessosSaude.pessoaId, pessoaId),
    eq(acessosSaude.autorizadoPessoaId, leitor.id),
    eq(acessosSaude.base, 'CONSENTIMENTO'),
    isNull(acessosSaude.revogadoEm),
  );
  const linha = await db.transaction(async (tx) => {
    let gravada: Linha | undefined;
    if (pedido.id !== undefined) {
      // The screen's edit: that row only, while still in force (a revocation that won stays revoked).
      [gravada] = await tx
        .update(acessosSaude)
        .set(valores)
        .where(and(eq(acessosSaude.id, pedido.id), doPar, eq(acessosSaude.origem, 'PORTAL')))
        .returning();
      if (!gravada) throw await recusaPorId(tx, pedido.id, pessoaId);
    } else {
      [gravada] = await tx
        .update(acessosSaude)
        .set(valores)
        .where(and(doPar, eq(acessosSaude.origem, 'PORTAL')))
        .returning();
      // None in force: a new row; a concurrent grant's row (the index) is edited instead, unless the
      // operator's.
      if (!gravada) {
        [gravada] = await tx
          .insert(acessosSaude)
          .values({
            ...valores,
            pessoaId,
            autorizadoPessoaId: leitor.id,
            base: 'CONSENTIMENTO',
            origem: 'PORTAL',
            criadoEm: agora,
          })
          .onConflictDoUpdate({
            target: [acessosSaude.pessoaId, acessosSaude.autorizadoPessoaId, acessosSaude.base],
            targetWhere: sql`${acessosSaude.revogadoEm} is null`,
            set: valores,
            setWhere: sql`${acessosSaude.origem} = 'PORTAL'`,
          })
          .returning();
      }
      if (!gravada) throw conflito(M.registradoPelaOperadora);
    }
    await audit({ request, action: 'CONCESSAO_ACESSO_SAUDE', subjectPessoaId: pessoaId, db: tx });
    return gravada;
  });

  const nomeDono = firstName(eu.nomeCompleto, eu.nomeSocial);
  const ate = linha.validoAte ? `até ${formatDate(linha.validoAte)}` : 'até que a autorização seja revogada';
  const enviar = await avisarLeitor(request, leitor.id, () => [
    `${nomeDono} autorizou você a ver os dados de saúde ${dele(eu.sexo)} no portal, ${ate}:`,
    listaAreas(linha.areas),
    '',
    `Veja em Meus Dados > ${ROUTES.acessosSaude.title}.`,
  ]);
  enviar?.();
  return paraContrato(linha, leitor);
}

/** DELETE: revoke at once (the owner only; the operator's records only by the operator). */
export async function revogarAcessoSaude(
  request: FastifyRequest,
  scope: FamilyScope,
  id: number,
): Promise<void> {
  const { db, pessoaId } = scope;
  const agora = request.server.ctx.clock();
  const revogada = await db.transaction(async (tx) => {
    const [linha] = await tx
      .update(acessosSaude)
      .set({ revogadoEm: agora, alteradoEm: agora })
      .where(
        and(
          eq(acessosSaude.id, id),
          eq(acessosSaude.pessoaId, pessoaId),
          isNull(acessosSaude.revogadoEm),
          eq(acessosSaude.origem, 'PORTAL'),
        ),
      )
      .returning();
    if (!linha) {
      const recusa = await recusaPorId(tx, id, pessoaId);
      // Already revoked (a double click, another tab): nothing left to do.
      if (recusa.statusCode === 409 && recusa.body.mensagem === M.revogadoAntes) return null;
      throw recusa;
    }
    await audit({ request, action: 'REVOGACAO_ACESSO_SAUDE', subjectPessoaId: pessoaId, db: tx });
    return linha;
  });
  if (!revogada) return;
  const eu = await pessoaDe(db, pessoaId);
  const enviar = await avisarLeitor(request, revogada.autorizadoPessoaId, () => [
    `${firstName(eu.nomeCompleto, eu.nomeSocial)} revogou a autorização que permitia a você ver os dados de saúde ${dele(eu.sexo)} no portal. O acesso terminou agora.`,
  ]);
  enviar?.();
}
