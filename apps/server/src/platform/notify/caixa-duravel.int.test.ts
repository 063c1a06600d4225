// The durable outbox (issue 42, decision 0052) on the seeded demo: an event reaches its recipient's chosen
// channels and is recorded once per key; a relative following someone's health events gets them only while
// the health-data rule allows it — when published and again at each try; a failing channel is retried with
// backoff and no address in the error; and on PostgreSQL two workers at once claim disjoint deliveries (each message sent once).
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acessosSaude } from '../../db/schema/acessos-saude.js';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';
import {
  notificacoesEntregas,
  notificacoesEventos,
  preferenciasNotificacao,
} from '../../db/schema/notificacoes.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { entregasDe as entregasDaPessoa } from '../../test/notificacoes.js';
import { startSmtpSink } from '../../test/mailbox.js';
import { DEMO, createTestHarness, withDemo, type TestHarness } from '../../test/test-app.js';
import { TEST_NOW, testPostgresUrl } from '../../test/test-database.js';
import type { Aviso } from './caixa-duravel.js';

const MARIA_EMAIL = 'maria.souza@email.test';
const demo = withDemo();

const aviso = (over: Partial<Aviso> & Pick<Aviso, 'tipo' | 'para'>): Aviso => ({
  sobrePessoaId: null,
  chave: `teste:${Math.random()}`,
  mensagem: (canal, nome) => ({ assunto: `Assunto ${canal}`, texto: `Olá, ${nome ?? 'você'}!` }),
  ...over,
});

const entregasDe = (h: TestHarness, pessoaId: number) => entregasDaPessoa(h.database.db, pessoaId);

describe('the durable outbox', () => {
  it('sends on the recipient’s default channel, records the delivery sent, and one event per key', async () => {
    const h = demo.h;
    const maria = await pessoaIdDe(h.database.db, DEMO.maria);
    const antes = (await entregasDe(h, maria)).length;
    const evento = aviso({ tipo: 'PROTOCOLO_RESPONDIDO', sobrePessoaId: maria, para: [{ pessoaId: maria }] });
    await h.app.avisos.publicar(evento);
    await h.app.avisos.publicar(evento);
    await h.app.notify.drain();
    const novas = (await entregasDe(h, maria)).slice(antes);
    // E-mail by default; no verified mobile turned on for it, no device for push.
    expect(novas).toMatchObject([
      { canal: 'EMAIL', destino: MARIA_EMAIL, situacao: 'ENVIADA', tentativas: 1, ultimoErro: null },
    ]);
    const caixa = await h.database.db
      .select()
      .from(caixaSaidaNotificacoes)
      .where(eq(caixaSaidaNotificacoes.destino, MARIA_EMAIL));
    expect(caixa.at(-1)).toMatchObject({ assunto: 'Assunto EMAIL', texto: 'Olá, Maria Aparecida Souza!' });
  });

  it('sends a relative’s health event only while the health rule allows it, asked again at each try', async () => {
    const h = demo.h;
    const db = h.database.db;
    const [maria, joao] = await Promise.all([pessoaIdDe(db, DEMO.maria), pessoaIdDe(db, DEMO.joao)]);
    // Maria follows João's appointments by e-mail (João consented to scheduling: the demo's grant).
    await db.insert(preferenciasNotificacao).values({
      pessoaId: maria,
      sobrePessoaId: joao,
      evento: 'AGENDAMENTO',
      canal: 'EMAIL',
      ativo: true,
      alteradoEm: new Date(TEST_NOW),
    });
    const consulta = () => aviso({ tipo: 'AGENDAMENTO', sobrePessoaId: joao, para: [{ pessoaId: joao }] });
    const antes = (await entregasDe(h, maria)).length;
    await h.app.avisos.publicar(consulta());
    await h.app.notify.drain();
    const [seguida] = (await entregasDe(h, maria)).slice(antes);
    expect(seguida).toMatchObject({ tipo: 'AGENDAMENTO', canal: 'EMAIL', situacao: 'ENVIADA' });
    // She may not follow his authorizations (no consent to that area): nothing, even with a row saying so.
    await db.insert(preferenciasNotificacao).values({
      pessoaId: maria,
      sobrePessoaId: joao,
      evento: 'AUTORIZACAO_DECIDIDA',
      canal: 'EMAIL',
      ativo: true,
      alteradoEm: new Date(TEST_NOW),
    });
    await h.app.avisos.publicar(
      aviso({ tipo: 'AUTORIZACAO_DECIDIDA', sobrePessoaId: joao, para: [{ pessoaId: joao }] }),
    );
    await h.app.notify.drain();
    expect((await entregasDe(h, maria)).length).toBe(antes + 1);

    // João revokes his consent. A delivery still waiting for a try is dropped; a new event goes to no one.
    const grant = and(eq(acessosSaude.pessoaId, joao), eq(acessosSaude.autorizadoPessoaId, maria));
    const vigentes = await db
      .select({ id: acessosSaude.id })
      .from(acessosSaude)
      .where(and(grant, isNull(acessosSaude.revogadoEm)));
    const ids = vigentes.map((v) => v.id);
    await db
      .update(acessosSaude)
      .set({ revogadoEm: new Date(TEST_NOW) })
      .where(inArray(acessosSaude.id, ids));
    try {
      await db
        .update(notificacoesEntregas)
        .set({ situacao: 'PENDENTE', proximaTentativa: new Date(TEST_NOW) })
        .where(eq(notificacoesEntregas.id, seguida!.id));
      expect(await h.app.avisos.rodada()).toMatchObject({ descartadas: 1, enviadas: 0 });
      const [descartada] = await db
        .select()
        .from(notificacoesEntregas)
        .where(eq(notificacoesEntregas.id, seguida!.id));
      expect(descartada).toMatchObject({ situacao: 'DESCARTADA' });
      await h.app.avisos.publicar(consulta());
      await h.app.notify.drain();
      expect((await entregasDe(h, maria)).length).toBe(antes + 1);
    } finally {
      await db.update(acessosSaude).set({ revogadoEm: null }).where(inArray(acessosSaude.id, ids));
      await db
        .delete(preferenciasNotificacao)
        .where(
          and(eq(preferenciasNotificacao.pessoaId, maria), eq(preferenciasNotificacao.sobrePessoaId, joao)),
        );
    }
  });

  it('retries a failing channel with backoff, keeping no address in the error', async () => {
    const h = demo.h;
    const porta = await portaLivre();
    const app = await h.newApp({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(porta) } });
    const maria = await pessoaIdDe(h.database.db, DEMO.maria);
    const antes = (await entregasDe(h, maria)).length;
    await app.avisos.publicar(
      aviso({ tipo: 'LGPD_RESPONDIDO', sobrePessoaId: maria, para: [{ pessoaId: maria }] }),
    );
    await app.notify.drain();
    const [falhou] = (await entregasDe(h, maria)).slice(antes);
    expect(falhou).toMatchObject({ situacao: 'PENDENTE', tentativas: 1 });
    expect(falhou!.ultimoErro).toBeTruthy();
    expect(falhou!.ultimoErro).not.toContain('@');
    // Not before its backoff: a round now claims nothing.
    expect(await app.avisos.rodada()).toMatchObject({ enviadas: 0, adiadas: 0 });
    const sink = await startSmtpSink(porta);
    try {
      h.clock.set(new Date(h.clock().getTime() + 31_000));
      expect(await app.avisos.rodada()).toMatchObject({ enviadas: 1 });
      expect((await sink.nth(MARIA_EMAIL, 1)).subject).toBe('Assunto EMAIL');
      const [enviada] = (await entregasDe(h, maria)).slice(antes);
      expect(enviada).toMatchObject({ situacao: 'ENVIADA', tentativas: 2, ultimoErro: null });
    } finally {
      await sink.close();
      h.clock.set(new Date(TEST_NOW));
    }
  });
});

async function portaLivre(): Promise<number> {
  const servidor = createServer();
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  await new Promise<void>((resolve) => servidor.close(() => resolve()));
  return port;
}

describe.runIf(Boolean(testPostgresUrl()))('two workers at once, on PostgreSQL', () => {
  it('claim disjoint deliveries: every message leaves once', async () => {
    const h = await createTestHarness();
    try {
      const db = h.database.db;
      const outra = await h.newApp();
      const maria = await pessoaIdDe(db, DEMO.maria);
      const [evento] = await db
        .insert(notificacoesEventos)
        .values({
          tipo: 'PROTOCOLO_RESPONDIDO',
          destinatarioPessoaId: maria,
          chave: 'corrida',
          criadoEm: h.clock(),
        })
        .returning({ id: notificacoesEventos.id });
      const destinos = Array.from({ length: 80 }, (_, i) => `corrida-${i}@email.test`);
      await db.insert(notificacoesEntregas).values(
        destinos.map((destino) => ({
          eventoId: evento!.id,
          canal: 'EMAIL' as const,
          destino,
          mensagem: { assunto: 'Corrida', texto: 'Uma vez só.' },
          proximaTentativa: h.clock(),
        })),
      );
      const [a, b] = await Promise.all([h.app.avisos.rodada(), outra.avisos.rodada()]);
      // Each claims at most a round's 50: both took part, and together they sent each delivery once.
      expect(a.enviadas).toBeGreaterThan(0);
      expect(b.enviadas).toBeGreaterThan(0);
      const resto = await h.app.avisos.rodada();
      expect(a.enviadas + b.enviadas + resto.enviadas).toBe(destinos.length);
      const enviadas = await db
        .select({ destino: caixaSaidaNotificacoes.destino })
        .from(caixaSaidaNotificacoes)
        .where(inArray(caixaSaidaNotificacoes.destino, destinos));
      expect(enviadas.map((m) => m.destino).sort()).toEqual([...destinos].sort());
    } finally {
      await h.close();
    }
  });
});
