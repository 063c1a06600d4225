// PUT /integracao/v1/acessos-saude (issue 33, decisions 0024 and 0026): the operator records or ends a
// member's consent or a legal representation (curatela, procuração, guarda) with its document reference, into
// acessos_saude with origem OPERADORA — the rows platform/acesso-saude.ts reads for every health read. One
// more TipoLote on lote.ts's machine: keyed by idErp (the same record twice is `inalterado`), people by CPF,
// the reader in a family group of the owner (else the grant could show nothing). A record never changes
// owner, reader or basis, and an ended one never comes back (a new idErp does). The one-in-force rule is the
// partial unique index; a member's own consent in force for the same reader is not overwritten (the member
// revokes it on the portal). Each change is audited with the member as subject (listed in their "Quem
// Acessou Meus Dados" as done by the operator) in the record's own savepoint, when a request made it (the
// bulk load writes the records only, like its other kinds).
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { INTEGRACAO_ACESSOS_SAUDE_MESSAGES as M, INTEGRACAO_MESSAGES } from '@portal/domain';
import { acessoSaudeErpSchema, type AcessoSaudeErp } from '@portal/domain/contract/integracao/acessos-saude';
import type { ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import { AREAS_ACESSO_SAUDE, type AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import type { Database } from '../../db/client.js';
import { ACESSO_SAUDE_VIGENTE_UQ, acessosSaude } from '../../db/schema/acessos-saude.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios } from '../../db/schema/contratos.js';
import type { Clock } from '../../platform/clock.js';
import { audit } from '../../platform/audit.js';
import { diaOperador, emVigor as membroEmVigor } from '../../platform/family-visibility.js';
import { aplicarLote, checarDias, distintos, recusar, seHouver, type TipoLote } from './lote.js';

export interface ContextoAcessosSaude {
  db: Database;
  clock: Clock;
  /** The integration call (its audit rows per member); absent in the bulk load. */
  request?: FastifyRequest;
}

const triplo = (pessoaId: number, autorizadoPessoaId: number, base: string) =>
  `${pessoaId}:${autorizadoPessoaId}:${base}`;

/** People by CPF, their family groups in force, the stored records and the rows in force: 4 queries. */
async function referenciasAcessos(db: Database, lote: AcessoSaudeErp[], hoje: string) {
  const cpfs = distintos(lote.flatMap((a) => [a.cpf, a.autorizadoCpf]));
  const gente = await seHouver(cpfs, () =>
    db.select({ id: pessoas.id, cpf: pessoas.cpf }).from(pessoas).where(inArray(pessoas.cpf, cpfs)),
  );
  const ids = gente.map((p) => p.id);
  const vinculos = await seHouver(ids, () =>
    db
      .select({ pessoaId: beneficiarios.pessoaId, grupo: beneficiarios.grupoFamiliarId })
      .from(beneficiarios)
      .where(and(inArray(beneficiarios.pessoaId, ids), membroEmVigor(hoje))),
  );
  const idsErp = lote.map((a) => a.idErp);
  const existentes = await seHouver(idsErp, () =>
    db.select().from(acessosSaude).where(inArray(acessosSaude.idErp, idsErp)),
  );
  const emVigor = await seHouver(ids, () =>
    db
      .select()
      .from(acessosSaude)
      .where(and(inArray(acessosSaude.pessoaId, ids), isNull(acessosSaude.revogadoEm))),
  );
  const grupos = new Map<number, Set<number>>();
  for (const v of vinculos) grupos.set(v.pessoaId, (grupos.get(v.pessoaId) ?? new Set()).add(v.grupo));
  return {
    pessoaPorCpf: new Map(gente.map((p) => [p.cpf, p.id])),
    grupos,
    porErp: new Map(existentes.map((a) => [a.idErp!, a])),
    /** The row in force of each (owner, reader, basis); kept up to date as the batch writes. */
    vigentes: new Map(emVigor.map((a) => [triplo(a.pessoaId, a.autorizadoPessoaId, a.base), a])),
  };
}

type RefsAcessos = Awaited<ReturnType<typeof referenciasAcessos>>;

/** The areas stored: a consent's own (sorted, distinct), a representation's all three. */
function areasDe(a: AcessoSaudeErp): AreaAcessoSaude[] {
  if (a.base === 'CONSENTIMENTO') {
    if (!a.areas) return recusar(M.areasObrigatorias, 'areas');
    return [...new Set(a.areas)].sort();
  }
  if (a.areas && new Set(a.areas).size !== AREAS_ACESSO_SAUDE.length) {
    recusar(M.areasDaRepresentacao, 'areas');
  }
  return [...AREAS_ACESSO_SAUDE].sort();
}

function tipoAcessos(
  ctx: ContextoAcessosSaude,
  agora: Date,
  hoje: string,
): TipoLote<AcessoSaudeErp, RefsAcessos> {
  const auditar = async (sp: Database, pessoaId: number, encerrado: boolean) => {
    if (!ctx.request) return;
    await audit({
      request: ctx.request,
      action: encerrado ? 'INTEGRACAO_ACESSO_SAUDE_ENCERRADO' : 'INTEGRACAO_ACESSO_SAUDE_REGISTRADO',
      subjectPessoaId: pessoaId,
      db: sp,
    });
  };
  return {
    chave: 'integracao:acessos-saude',
    schema: acessoSaudeErpSchema,
    invalido: M.acessoInvalido,
    idErp: (a) => a.idErp,
    referencias: (db, lote) => referenciasAcessos(db, lote, hoje),
    julgar: (a, refs) => {
      checarDias(M.acessoInvalido, { validoAte: a.validoAte });
      const dono = refs.pessoaPorCpf.get(a.cpf) ?? recusar(M.pessoaDesconhecida, 'cpf');
      const leitor = refs.pessoaPorCpf.get(a.autorizadoCpf) ?? recusar(M.pessoaDesconhecida, 'autorizadoCpf');
      if (dono === leitor) recusar(M.mesmaPessoa, 'autorizadoCpf');
      const areas = areasDe(a);
      if (a.base !== 'CONSENTIMENTO' && !a.documentoReferencia) {
        recusar(M.documentoObrigatorio, 'documentoReferencia');
      }
      const gruposDono = refs.grupos.get(dono) ?? new Set<number>();
      if (![...(refs.grupos.get(leitor) ?? [])].some((g) => gruposDono.has(g))) {
        recusar(M.grupoDiferente, 'autorizadoCpf');
      }
      const colunas = {
        areas,
        validoAte: a.validoAte ?? null,
        documentoReferencia: a.documentoReferencia ?? null,
      };
      const encerrar = a.situacao === 'ENCERRADO';
      const chave = triplo(dono, leitor, a.base);
      const atual = refs.porErp.get(a.idErp);

      if (atual) {
        if (atual.pessoaId !== dono || atual.autorizadoPessoaId !== leitor || atual.base !== a.base) {
          recusar(M.naoMuda, 'cpf', 'autorizadoCpf', 'base');
        }
        if (atual.revogadoEm) {
          if (!encerrar) recusar(M.encerradoNaoVolta, 'situacao');
          return { resultado: 'inalterado' };
        }
        const mesmas =
          atual.areas.join() === areas.join() &&
          atual.validoAte === colunas.validoAte &&
          atual.documentoReferencia === colunas.documentoReferencia;
        if (mesmas && !encerrar) return { resultado: 'inalterado' };
        return {
          resultado: 'atualizado',
          gravar: async (sp) => {
            const [linha] = await sp
              .update(acessosSaude)
              .set({ ...colunas, alteradoEm: agora, ...(encerrar ? { revogadoEm: agora } : {}) })
              .where(and(eq(acessosSaude.id, atual.id), isNull(acessosSaude.revogadoEm)))
              .returning();
            await auditar(sp, dono, encerrar);
            if (linha) refs.porErp.set(a.idErp, linha);
            if (encerrar) refs.vigentes.delete(chave);
          },
        };
      }

      const outra = refs.vigentes.get(chave);
      if (!encerrar && outra) {
        recusar(outra.origem === 'PORTAL' ? M.consentimentoDoPortal : M.outroEmVigor, 'autorizadoCpf');
      }
      return {
        resultado: 'criado',
        gravar: async (sp) => {
          const [linha] = await sp
            .insert(acessosSaude)
            .values({
              ...colunas,
              pessoaId: dono,
              autorizadoPessoaId: leitor,
              base: a.base,
              idErp: a.idErp,
              origem: 'OPERADORA',
              criadoEm: agora,
              alteradoEm: agora,
              // An end the ERP sends for a record the portal never saw is kept as history.
              revogadoEm: encerrar ? agora : null,
            })
            .returning();
          await auditar(sp, dono, encerrar);
          refs.porErp.set(a.idErp, linha!);
          if (!encerrar) refs.vigentes.set(chave, linha!);
        },
      };
    },
    unicas: {
      [ACESSO_SAUDE_VIGENTE_UQ]: M.outroEmVigor,
      acessos_saude_id_erp_uq: INTEGRACAO_MESSAGES.registroConcorrente,
    },
  };
}

export function upsertAcessosSaude(
  ctx: ContextoAcessosSaude,
  registros: readonly unknown[],
): Promise<ResultadoLote> {
  const agora = ctx.clock();
  return aplicarLote(ctx.db, tipoAcessos(ctx, agora, diaOperador(agora)), registros);
}
