// The durable outbox (issue 42, decision 0052). `app.avisos.publicar` records an event — one row per
// recipient, its key UNIQUE so the same event published twice (a reminder run twice a day) is recorded once —
// and one delivery per channel that quem-e-por-onde.ts decided, in one transaction; then, in the background,
// tries those deliveries at once. Every instance also runs a round on a timer that retries what is due, with
// the webhook worker's shape (platform/integracao/entregas.ts): claim with FOR UPDATE SKIP LOCKED in one
// statement that leases the rows, so two instances never send one delivery twice, and a crashed instance's
// rows come back when the lease ends; back off 30 s doubling up to an hour; FALHOU after the last try.
// A relative's health delivery asks the health-data rule again at each try (consent revoked → DESCARTADA).
// Access codes never come here: they leave at once through app.notify.dispatch and are not kept for retry.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import {
  EVENTOS_NOTIFICACAO,
  type CanalPreferencia,
  type TipoEvento,
} from '@portal/domain/contract/meus-dados/eventos-notificacao';
import { routePath } from '@portal/domain/access/routes';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import {
  notificacoesEntregas,
  notificacoesEventos,
  type MensagemEntrega,
} from '../../db/schema/notificacoes.js';
import { rowsOf } from '../../db/rows.js';
import { backoffMs } from '../integracao/entregas.js';
import { tarefaPeriodica } from '../tarefa-periodica.js';
import type { Anexo } from './notifier.js';
import { podeAcompanhar, quemEPorOnde, type Destinatario } from './quem-e-por-onde.js';
import { agruparPor } from '../agrupar-por.js';

/** Tries of one delivery before it is FALHOU (30 s, 1, 2, 4, 8, 16 min… between them). */
export const TENTATIVAS_NOTIFICACAO = 8;
/** Deliveries claimed per round. */
const ENTREGAS_POR_RODADA = 50;
/** A claimed delivery is left alone this long (a send is cut well before: SMTP 20 s, SMS 10 s). */
const LEASE_MS = 120_000;
const MAX_ERRO = 200;

/** The e-mail or SMS of one recipient: `nome` is whom it greets. */
export type MensagemCanal = (
  canal: 'EMAIL' | 'SMS',
  nome: string | null,
) => {
  assunto: string;
  texto: string;
  anexos?: readonly Anexo[] | undefined;
};

export interface Aviso {
  tipo: TipoEvento;
  sobrePessoaId: number | null;
  /** The event's key (the recipient is added): the same key twice is one event. */
  chave: string;
  para: readonly Destinatario[];
  mensagem: MensagemCanal;
}

export interface ResultadoEntregas {
  enviadas: number;
  adiadas: number;
  falharam: number;
  descartadas: number;
}

export interface Avisos {
  /** Records the event and its deliveries, then tries them in the background. Never rejects. */
  publicar(aviso: Aviso): Promise<void>;
  /** One round of the worker (tests drive it): claims and tries what is due. */
  rodada(): Promise<ResultadoEntregas>;
}

declare module 'fastify' {
  interface FastifyInstance {
    avisos: Avisos;
  }
}

type Reivindicada = {
  id: string | number;
  canal: CanalPreferencia;
  destino: string | null;
  mensagem: MensagemEntrega | string;
  area_saude: AreaAcessoSaude | null;
  tentativas: number;
  destinatario_pessoa_id: number | null;
  sobre_pessoa_id: number | null;
};

type Desfecho = { situacao: 'ENVIADA' } | { situacao: 'DESCARTADA' | 'FALHOU'; erro: string };

const motivo = (error: unknown): string => {
  // The reason only: a class and a code, never the address or the text (decision 0052).
  const { name, code, responseCode } = error as Error & { code?: string; responseCode?: number };
  return `${name}: ${code ?? responseCode ?? 'falha'}`.slice(0, MAX_ERRO);
};

export function criarAvisos(app: FastifyInstance): Avisos {
  const { db, clock } = app.ctx;

  async function gravar(aviso: Aviso): Promise<number[]> {
    const agora = clock();
    const entregas = await quemEPorOnde(app, aviso, agora);
    if (entregas.length === 0) return [];
    const catalogo = EVENTOS_NOTIFICACAO[aviso.tipo];
    const push = { ...catalogo.push, url: routePath(catalogo.tela) };
    // A recipient known only by a contact is keyed by the contact's digest: no address in the key.
    const porPessoa = agruparPor(
      entregas,
      (e): number | string =>
        e.pessoaId ??
        `contato:${createHash('sha256')
          .update(e.destino ?? '')
          .digest('hex')
          .slice(0, 16)}`,
    );
    return await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const [quem, grupo] of porPessoa) {
        const [evento] = await tx
          .insert(notificacoesEventos)
          .values({
            tipo: aviso.tipo,
            sobrePessoaId: aviso.sobrePessoaId,
            destinatarioPessoaId: typeof quem === 'number' ? quem : null,
            chave: `${aviso.chave}|${quem}`,
            criadoEm: agora,
          })
          .onConflictDoNothing()
          .returning({ id: notificacoesEventos.id });
        if (!evento) continue;
        const linhas = await tx
          .insert(notificacoesEntregas)
          .values(
            grupo.map((e) => ({
              eventoId: evento.id,
              canal: e.canal,
              destino: e.destino,
              areaSaude: e.areaSaude,
              proximaTentativa: agora,
              mensagem:
                e.canal === 'PUSH'
                  ? push
                  : (({ anexos, ...m }) => ({
                      ...m,
                      ...(anexos && anexos.length > 0 ? { anexos: [...anexos] } : {}),
                    }))(aviso.mensagem(e.canal, e.nome)),
            })),
          )
          .returning({ id: notificacoesEntregas.id });
        ids.push(...linhas.map((l) => l.id));
      }
      return ids;
    });
  }

  /** Claims due deliveries (all due, or only `ids`) with SKIP LOCKED and leases them; one statement. */
  async function reivindicar(ids: readonly number[] | null): Promise<Reivindicada[]> {
    const agora = clock();
    const lease = new Date(agora.getTime() + LEASE_MS);
    const e = notificacoesEntregas;
    const ev = notificacoesEventos;
    const so = ids
      ? sql`and ${e.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    const resultado = await db.execute(sql`
      with devidas as (
        select ${e.id} as id from ${e}
        where ${e.situacao} = 'PENDENTE' and ${e.proximaTentativa} <= ${agora.toISOString()}::timestamptz ${so}
        order by ${e.id}
        limit ${ENTREGAS_POR_RODADA}
        for update skip locked
      )
      update ${e} set tentativas = ${e.tentativas} + 1, proxima_tentativa = ${lease.toISOString()}::timestamptz
      from devidas, ${ev}
      where ${e.id} = devidas.id and ${ev.id} = ${e.eventoId}
      returning ${e.id} as id, ${e.canal} as canal, ${e.destino} as destino, ${e.mensagem} as mensagem,
        ${e.areaSaude} as area_saude, ${e.tentativas} as tentativas,
        ${ev.destinatarioPessoaId} as destinatario_pessoa_id, ${ev.sobrePessoaId} as sobre_pessoa_id`);
    return rowsOf<Reivindicada>(resultado);
  }

  async function tentar(alvo: Reivindicada): Promise<Desfecho> {
    const mensagem = (
      typeof alvo.mensagem === 'string' ? JSON.parse(alvo.mensagem) : alvo.mensagem
    ) as MensagemEntrega;
    const pessoa = alvo.destinatario_pessoa_id;
    if (alvo.area_saude && pessoa !== null && alvo.sobre_pessoa_id !== null) {
      const pode = await podeAcompanhar(db, pessoa, alvo.sobre_pessoa_id, alvo.area_saude, clock());
      if (!pode) return { situacao: 'DESCARTADA', erro: 'sem acesso aos dados de saúde da pessoa' };
    }
    try {
      if (alvo.canal === 'PUSH') {
        if (!app.push || pessoa === null || !('titulo' in mensagem)) {
          return { situacao: 'DESCARTADA', erro: 'nenhum aparelho com notificações' };
        }
        const r = await app.push.enviar(pessoa, mensagem);
        if (r.entregues > 0) return { situacao: 'ENVIADA' };
        if (r.falhas > 0) return { situacao: 'FALHOU', erro: 'serviço de push não aceitou' };
        return { situacao: 'DESCARTADA', erro: 'nenhum aparelho com notificações' };
      }
      if (!alvo.destino || !('texto' in mensagem)) {
        return { situacao: 'DESCARTADA', erro: 'sem destino' };
      }
      await app.notify.enviar({ canal: alvo.canal, destino: alvo.destino, ...mensagem });
      return { situacao: 'ENVIADA' };
    } catch (error) {
      app.log.warn({ err: { name: (error as Error).name }, canal: alvo.canal }, 'aviso: envio falhou');
      return { situacao: 'FALHOU', erro: motivo(error) };
    }
  }

  async function entregar(ids: readonly number[] | null): Promise<ResultadoEntregas> {
    const reivindicadas = await reivindicar(ids);
    const resultado: ResultadoEntregas = { enviadas: 0, adiadas: 0, falharam: 0, descartadas: 0 };
    await Promise.all(
      reivindicadas.map(async (alvo) => {
        const desfecho = await tentar(alvo);
        const agora = clock();
        const ultima = alvo.tentativas >= TENTATIVAS_NOTIFICACAO;
        const situacao =
          desfecho.situacao === 'FALHOU' && !ultima ? ('PENDENTE' as const) : desfecho.situacao;
        // Only while the row is still this claim's (a lease that ran out went to another round).
        const ainda = await db
          .update(notificacoesEntregas)
          .set({
            situacao,
            proximaTentativa:
              situacao === 'PENDENTE' ? new Date(agora.getTime() + backoffMs(alvo.tentativas)) : agora,
            ultimoErro: desfecho.situacao === 'ENVIADA' ? null : desfecho.erro,
            ...(situacao === 'ENVIADA' ? { enviadaEm: agora } : {}),
          })
          .where(
            sql`${notificacoesEntregas.id} = ${Number(alvo.id)} and ${notificacoesEntregas.situacao} = 'PENDENTE'
              and ${notificacoesEntregas.tentativas} = ${alvo.tentativas}`,
          )
          .returning({ id: notificacoesEntregas.id });
        if (ainda.length === 0) return;
        if (situacao === 'ENVIADA') resultado.enviadas++;
        else if (situacao === 'PENDENTE') resultado.adiadas++;
        else if (situacao === 'FALHOU') resultado.falharam++;
        else resultado.descartadas++;
      }),
    );
    return resultado;
  }

  return {
    async publicar(aviso) {
      try {
        const ids = await gravar(aviso);
        if (ids.length > 0) app.notify.acompanhar(entregar(ids));
      } catch (error) {
        // The member's action is done; an event that could not be recorded is the operator's to see.
        app.log.error({ err: error, tipo: aviso.tipo }, 'aviso: não foi possível registrar');
      }
    },
    rodada: () => entregar(null),
  };
}

/** Decorates `avisos` and retries what is due every NOTIFICACOES_INTERVALO_MS (0 = off in this instance). */
export const caixaDuravel = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    const avisos = criarAvisos(app);
    app.decorate('avisos', avisos);
    tarefaPeriodica(app, app.ctx.config.notify.intervaloMs, () =>
      avisos
        .rodada()
        .then((r) => {
          if (r.enviadas + r.adiadas + r.falharam + r.descartadas > 0) {
            app.log.info(r, 'avisos: rodada de entregas');
          }
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'avisos: rodada falhou')),
    );
    done();
  },
  { name: 'portal-caixa-duravel', dependencies: ['portal-notify'] },
);
