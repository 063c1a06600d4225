// Quem e por onde (issue 42, decision 0052): the one place that decides, for an event, which person gets a
// message on which channel and at which address. Nothing else reads the preferences to send.
//
//   - A security notice goes to the contact the caller names (or the main e-mail), always: no preference.
//   - A natural recipient (the member the event is about, whoever filed the request, a bill's financial
//     responsibles) with an account: the channels of their own choices, or the catalogue's defaults.
//     Without an account, only a contact the caller names (an appointment's contact chosen at booking).
//   - A contact the caller names for a recipient (the appointment's, chosen at booking) is that appointment's
//     choice: it always gets the message, in place of the main address of its channel.
//   - A relative following someone's SAUDE events: only the channels they turned on for that person, and
//     only while the health-data rule (platform/acesso-saude.ts) lets them read the event's area — asked here
//     and again at each try (the delivery keeps the area).
//   - Addresses: e-mail to the main e-mail; SMS only to a verified mobile; PUSH only when the person has a
//     device (part B's app.push; without it, no device). A channel without an address is left out.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  EVENTOS_NOTIFICACAO,
  padraoDoCanal,
  type CanalPreferencia,
  type EventoCatalogo,
  type TipoEvento,
} from '@portal/domain/contract/meus-dados/eventos-notificacao';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import type { Database } from '../../db/client.js';
import { contas } from '../../db/schema/auth.js';
import type { CanalNotificacao } from '../../db/schema/lifecycle.js';
import { preferenciasNotificacao } from '../../db/schema/notificacoes.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import { acessosVigentes, baseDeLeitura } from '../acesso-saude.js';
import { diaOperador } from '../family-visibility.js';
import { visibleBeneficiarios } from '../family-scope.js';

/** A recipient by nature; `contato` is an address the caller names (a notice's, an appointment's). */
export interface Destinatario {
  pessoaId: number | null;
  contato?: { canal: CanalNotificacao; destino: string } | undefined;
}

export interface Entrega {
  pessoaId: number | null;
  /** The name the message greets (social name first). */
  nome: string | null;
  canal: CanalPreferencia;
  /** Null for PUSH (every device of the person). */
  destino: string | null;
  /** Set for a relative following the subject's health events: asked again at each try. */
  areaSaude: AreaAcessoSaude | null;
}

export interface EventoADecidir {
  tipo: TipoEvento;
  /** Whose event it is (the health rule's subject); null for a contract's bill. */
  sobrePessoaId: number | null;
  para: readonly Destinatario[];
}

/** True while `leitorPessoaId` may read `sobrePessoaId`'s health data in `area` on the day of `agora`. */
export async function podeAcompanhar(
  db: Database,
  leitorPessoaId: number,
  sobrePessoaId: number,
  area: AreaAcessoSaude,
  agora: Date,
): Promise<boolean> {
  const hoje = diaOperador(agora);
  const [visiveis, acessos] = await Promise.all([
    visibleBeneficiarios(db, leitorPessoaId, hoje),
    acessosVigentes(db, leitorPessoaId, hoje),
  ]);
  const alvo = visiveis.filter((v) => v.pessoaId === sobrePessoaId);
  return baseDeLeitura({ leitorPessoaId, alvo, area, hoje, visiveis, acessos }) !== null;
}

type Contatos = Map<number, { nome: string; email: string | null; celular: string | null }>;

/** Main e-mail and verified mobile of each person, one query. */
async function contatosDe(db: Database, ids: readonly number[]): Promise<Contatos> {
  const mapa: Contatos = new Map();
  if (ids.length === 0) return mapa;
  const linhas = await db
    .select({
      pessoaId: pessoas.id,
      nome: pessoas.nomeCompleto,
      nomeSocial: pessoas.nomeSocial,
      tipo: pessoaContatos.tipo,
      valor: pessoaContatos.valor,
      verificado: pessoaContatos.verificado,
    })
    .from(pessoas)
    .leftJoin(pessoaContatos, eq(pessoaContatos.pessoaId, pessoas.id))
    .where(inArray(pessoas.id, [...ids]))
    .orderBy(desc(pessoaContatos.principal), asc(pessoaContatos.id));
  for (const l of linhas) {
    const atual = mapa.get(l.pessoaId) ?? { nome: l.nomeSocial ?? l.nome, email: null, celular: null };
    if (l.tipo === 'EMAIL' && !atual.email) atual.email = l.valor;
    if (l.tipo === 'TELEFONE_CELULAR' && l.verificado && !atual.celular) atual.celular = l.valor;
    mapa.set(l.pessoaId, atual);
  }
  return mapa;
}

/** The channels a person chose for an event about `sobre` (rows only where they differ from the default). */
function canaisEscolhidos(
  tipo: TipoEvento,
  linhas: readonly { canal: CanalPreferencia; ativo: boolean }[],
  proprio: boolean,
): CanalPreferencia[] {
  return (['EMAIL', 'SMS', 'PUSH'] as const).filter(
    (canal) => linhas.find((l) => l.canal === canal)?.ativo ?? padraoDoCanal(tipo, canal, proprio),
  );
}

export async function quemEPorOnde(
  app: FastifyInstance,
  evento: EventoADecidir,
  agora: Date,
): Promise<Entrega[]> {
  const { db } = app.ctx;
  const catalogo: EventoCatalogo = EVENTOS_NOTIFICACAO[evento.tipo];
  const naturais = [...new Set(evento.para.flatMap((d) => (d.pessoaId === null ? [] : [d.pessoaId])))];
  const seguranca = catalogo.grupo === 'SEGURANCA';

  // Choices of the natural recipients (their own rows) and, for a health event, of the relatives following it.
  const [proprias, seguidores, comConta] = await Promise.all([
    seguranca || naturais.length === 0
      ? []
      : db
          .select()
          .from(preferenciasNotificacao)
          .where(
            and(
              inArray(preferenciasNotificacao.pessoaId, naturais),
              eq(preferenciasNotificacao.sobrePessoaId, preferenciasNotificacao.pessoaId),
              eq(preferenciasNotificacao.evento, evento.tipo),
            ),
          ),
    catalogo.area && evento.sobrePessoaId !== null
      ? db
          .select()
          .from(preferenciasNotificacao)
          .where(
            and(
              eq(preferenciasNotificacao.sobrePessoaId, evento.sobrePessoaId),
              ne(preferenciasNotificacao.pessoaId, evento.sobrePessoaId),
              eq(preferenciasNotificacao.evento, evento.tipo),
              eq(preferenciasNotificacao.ativo, true),
            ),
          )
      : [],
    naturais.length === 0
      ? []
      : db.select({ pessoaId: contas.pessoaId }).from(contas).where(inArray(contas.pessoaId, naturais)),
  ]);
  const temConta = new Set(comConta.map((c) => c.pessoaId));
  const area = catalogo.area;
  const observadores =
    area && evento.sobrePessoaId !== null
      ? [...new Set(seguidores.map((s) => s.pessoaId))].filter((p) => !naturais.includes(p))
      : [];
  const permitidos = new Set<number>();
  for (const p of observadores) {
    if (await podeAcompanhar(db, p, evento.sobrePessoaId!, area!, agora)) permitidos.add(p);
  }
  const contatos = await contatosDe(db, [...naturais, ...permitidos]);
  const push = app.push;
  const entregas: Entrega[] = [];
  const incluir = async (
    pessoaId: number,
    canais: readonly CanalPreferencia[],
    escolhido: Destinatario['contato'],
    areaSaude: AreaAcessoSaude | null,
  ) => {
    const c = contatos.get(pessoaId);
    for (const canal of canais) {
      if (escolhido?.canal === canal) continue;
      const destino = canal === 'EMAIL' ? (c?.email ?? null) : canal === 'SMS' ? (c?.celular ?? null) : null;
      if (canal === 'PUSH') {
        if (push && (await push.temDispositivo(pessoaId))) {
          entregas.push({ pessoaId, nome: c?.nome ?? null, canal, destino: null, areaSaude });
        }
      } else if (destino) {
        entregas.push({ pessoaId, nome: c?.nome ?? null, canal, destino, areaSaude });
      }
    }
  };

  for (const d of evento.para) {
    if (d.contato) {
      const nome = d.pessoaId === null ? null : (contatos.get(d.pessoaId)?.nome ?? null);
      entregas.push({ pessoaId: d.pessoaId, nome, ...d.contato, areaSaude: null });
    }
    if (d.pessoaId === null) continue;
    if (seguranca) {
      if (!d.contato) await incluir(d.pessoaId, ['EMAIL'], undefined, null);
      continue;
    }
    if (!temConta.has(d.pessoaId)) continue;
    const linhas = proprias.filter((l) => l.pessoaId === d.pessoaId);
    await incluir(d.pessoaId, canaisEscolhidos(evento.tipo, linhas, true), d.contato, null);
  }
  for (const p of permitidos) {
    const linhas = seguidores.filter((l) => l.pessoaId === p);
    await incluir(p, canaisEscolhidos(evento.tipo, linhas, false), undefined, area ?? null);
  }
  // One message per person, channel and address (a recipient named twice, a contact equal to the main one).
  const vistas = new Set<string>();
  return entregas.filter((e) => {
    const chave = `${e.pessoaId}|${e.canal}|${e.destino}`;
    if (vistas.has(chave)) return false;
    vistas.add(chave);
    return true;
  });
}
