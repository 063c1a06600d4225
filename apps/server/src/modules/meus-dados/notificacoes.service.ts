// Notificações (issue 42, decision 0052): the member's choices of channels per event, for themselves and for
// the relatives whose health events they may follow. Only choices that differ from the default are stored
// (for oneself the catalogue's channels, for a relative none), so a change of default reaches everyone who
// never chose. Who may be followed, per area, is the health-data rule (FamilyScope.baseSaude); sending asks
// it again (platform/notify/quem-e-por-onde.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CANAIS_NOTIFICACAO,
  EVENTOS_NOTIFICACAO,
  ROTULO_CANAL,
  TIPOS_EVENTO,
  TIPOS_SOBRE_OUTRO,
  ehFixo,
  eventoDoCatalogo,
  padraoDoCanal,
  type CanalPreferencia,
  type TipoEvento,
} from '@portal/domain/contract/meus-dados/eventos-notificacao';
import {
  NOTIFICACOES_MESSAGES,
  type EscolhaNotificacao,
  type PessoaNotificacoes,
  type PreferenciasNotificacao,
} from '@portal/domain/contract/meus-dados/notificacoes';
import { AREAS_ACESSO_SAUDE, type AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import { firstName } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { preferenciasNotificacao } from '../../db/schema/notificacoes.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import { motivoSemAcesso } from '../../platform/acesso-saude.js';

const AVISO_CANAL = {
  EMAIL: 'Cadastre um e-mail em Meus Dados para receber por e-mail.',
  SMS: 'Para receber SMS, cadastre e confirme um celular em Meus Dados.',
  PUSH: 'Para receber no aparelho, ative as notificações neste aparelho.',
} as const satisfies Record<CanalPreferencia, string>;

/** The SAUDE events of the areas the caller may read for this person (none: not followable). */
async function tiposPermitidos(scope: FamilyScope, pessoaId: number): Promise<TipoEvento[]> {
  const areas: AreaAcessoSaude[] = [];
  for (const area of AREAS_ACESSO_SAUDE) if (await scope.baseSaude(pessoaId, area)) areas.push(area);
  return TIPOS_SOBRE_OUTRO.filter((t) => areas.includes(eventoDoCatalogo(t).area!));
}

function escolhas(
  tipos: readonly TipoEvento[],
  salvas: readonly { evento: TipoEvento; canal: CanalPreferencia; ativo: boolean }[],
  proprio: boolean,
): EscolhaNotificacao[] {
  return tipos.flatMap((tipo) =>
    CANAIS_NOTIFICACAO.map((canal) => ({
      tipo,
      canal,
      ativo:
        salvas.find((s) => s.evento === tipo && s.canal === canal)?.ativo ??
        padraoDoCanal(tipo, canal, proprio),
    })),
  );
}

/** The relatives in scope (one entry per person, the caller left out). */
function parentes(visiveis: readonly VisibleBeneficiario[], eu: number): VisibleBeneficiario[] {
  const vistos = new Map<number, VisibleBeneficiario>();
  for (const v of visiveis) if (v.pessoaId !== eu && v.tipo !== 'CONTRATANTE') vistos.set(v.pessoaId, v);
  return [...vistos.values()];
}

export async function lerPreferencias(
  app: FastifyInstance,
  scope: FamilyScope,
): Promise<PreferenciasNotificacao> {
  const { db } = app.ctx;
  const [eu, salvas, contatos, visiveis, comPush] = await Promise.all([
    db
      .select({ cpf: pessoas.cpf, nome: pessoas.nomeCompleto, nomeSocial: pessoas.nomeSocial })
      .from(pessoas)
      .where(eq(pessoas.id, scope.pessoaId))
      .then(([p]) => p!),
    db
      .select({
        sobre: preferenciasNotificacao.sobrePessoaId,
        evento: preferenciasNotificacao.evento,
        canal: preferenciasNotificacao.canal,
        ativo: preferenciasNotificacao.ativo,
      })
      .from(preferenciasNotificacao)
      .where(eq(preferenciasNotificacao.pessoaId, scope.pessoaId)),
    db
      .select({ tipo: pessoaContatos.tipo, verificado: pessoaContatos.verificado })
      .from(pessoaContatos)
      .where(
        and(
          eq(pessoaContatos.pessoaId, scope.pessoaId),
          inArray(pessoaContatos.tipo, ['EMAIL', 'TELEFONE_CELULAR']),
        ),
      ),
    scope.visible(),
    app.push ? app.push.temDispositivo(scope.pessoaId) : Promise.resolve(false),
  ]);
  const tem = {
    EMAIL: contatos.some((c) => c.tipo === 'EMAIL'),
    SMS: contatos.some((c) => c.tipo === 'TELEFONE_CELULAR' && c.verificado),
    PUSH: comPush,
  };
  const pessoasLista: PessoaNotificacoes[] = [
    {
      cpf: eu.cpf,
      nome: eu.nomeSocial ?? eu.nome,
      proprio: true,
      escolhas: escolhas(
        TIPOS_EVENTO.filter((t) => !ehFixo(t)),
        salvas.filter((s) => s.sobre === scope.pessoaId),
        true,
      ),
    },
  ];
  const semAcesso: PreferenciasNotificacao['semAcesso'] = [];
  for (const p of parentes(visiveis, scope.pessoaId)) {
    const tipos = await tiposPermitidos(scope, p.pessoaId);
    const nome = p.nomeSocial ?? p.nomeCompleto;
    if (tipos.length === 0) {
      semAcesso.push({
        nome: firstName(p.nomeCompleto, p.nomeSocial),
        motivo: motivoSemAcesso(p, scope.hoje),
      });
      continue;
    }
    pessoasLista.push({
      cpf: p.cpf,
      nome,
      proprio: false,
      escolhas: escolhas(
        tipos,
        salvas.filter((s) => s.sobre === p.pessoaId),
        false,
      ),
    });
  }
  return {
    eventos: TIPOS_EVENTO.map((tipo) => ({
      tipo,
      rotulo: EVENTOS_NOTIFICACAO[tipo].rotulo,
      grupo: EVENTOS_NOTIFICACAO[tipo].grupo,
      fixo: ehFixo(tipo),
    })),
    canais: CANAIS_NOTIFICACAO.map((canal) => ({
      canal,
      rotulo: ROTULO_CANAL[canal],
      aviso: tem[canal] ? null : AVISO_CANAL[canal],
    })),
    pessoas: pessoasLista,
    semAcesso,
  };
}

/** Saves some choices for the caller or a relative they may follow; 400/403/404 write nothing. */
export async function salvarPreferencias(
  app: FastifyInstance,
  scope: FamilyScope,
  cpf: string,
  novas: readonly EscolhaNotificacao[],
): Promise<PreferenciasNotificacao> {
  const { db, clock } = app.ctx;
  const chaves = new Set(novas.map((e) => `${e.tipo}|${e.canal}`));
  if (chaves.size !== novas.length) throw badRequest(NOTIFICACOES_MESSAGES.repetido);
  if (novas.some((e) => ehFixo(e.tipo) && !e.ativo)) {
    throw badRequest(NOTIFICACOES_MESSAGES.segurancaFixa);
  }
  const visiveis = await scope.visible();
  const proprioCpf = visiveis.find((v) => v.pessoaId === scope.pessoaId)?.cpf;
  let sobre: number;
  if (cpf === proprioCpf) sobre = scope.pessoaId;
  else {
    const [pessoa] = await scope.beneficiario(cpf);
    sobre = pessoa!.pessoaId;
  }
  const proprio = sobre === scope.pessoaId;
  // A security notice turned on is what it already is: nothing to store.
  const guardar = novas.filter((e) => !ehFixo(e.tipo));
  if (!proprio) {
    if (guardar.some((e) => !TIPOS_SOBRE_OUTRO.includes(e.tipo))) {
      throw badRequest(NOTIFICACOES_MESSAGES.eventoSoProprio);
    }
    const permitidos = await tiposPermitidos(scope, sobre);
    if (guardar.some((e) => !permitidos.includes(e.tipo))) {
      const alvo = visiveis.find((v) => v.pessoaId === sobre)!;
      throw new HttpError(403, { mensagem: motivoSemAcesso(alvo, scope.hoje) });
    }
  }
  scope.touch([{ pessoaId: sobre }]);
  if (guardar.length > 0) {
    const agora = clock();
    const p = preferenciasNotificacao;
    await db.transaction(async (tx) => {
      await tx.delete(p).where(
        and(
          eq(p.pessoaId, scope.pessoaId),
          eq(p.sobrePessoaId, sobre),
          sql`(${p.evento}, ${p.canal}) in (${sql.join(
            guardar.map((e) => sql`(${e.tipo}, ${e.canal})`),
            sql`, `,
          )})`,
        ),
      );
      const diferentes = guardar.filter((e) => e.ativo !== padraoDoCanal(e.tipo, e.canal, proprio));
      if (diferentes.length > 0) {
        await tx.insert(p).values(
          diferentes.map((e) => ({
            pessoaId: scope.pessoaId,
            sobrePessoaId: sobre,
            evento: e.tipo,
            canal: e.canal,
            ativo: e.ativo,
            alteradoEm: agora,
          })),
        );
      }
    });
  }
  return await lerPreferencias(app, scope);
}
