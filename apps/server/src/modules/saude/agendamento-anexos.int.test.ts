// The appointment e-mails' .ics kept and sent again (issue 37): the outbox row of the booking e-mail and of a
// reminder (`npm run lembretes`) holds the text/calendar attachment, whose event is the appointment (its time
// in São Paulo, its unit's address); the row sent again (reenviar-mensagem) through a real SMTP server on
// loopback arrives with the same file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyDigits } from '@portal/domain';
import { agendamentosEndpoints as E, type Agendamento } from '@portal/domain/contract/saude/agendamentos';
import { FRESH_PASSWORD, type FreshFamily } from '@portal/test-support/fresh-families';
import type { FastifyInstance } from 'fastify';
import { agendarPrimeiroLivre, emSaoPaulo, eventoIcs as evento } from '../../test/agendamento.js';
import { getJson } from '../../test/contrato.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { outboxFor, startSmtpSink, type SmtpSink } from '../../test/mailbox.js';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';
import { reenviarMensagem } from '../../platform/notify/reenviar.js';
import { nomeIcs } from './agendamento-ics.js';
import { enviarLembretes } from './lembretes.service.js';

let h: TestHarness;
let smtp: SmtpSink;
/** The same database, its e-mail through SMTP: where a message kept by the outbox is sent again. */
let comSmtp: FastifyInstance;
let f: FreshFamily;
let titular: TestAgent;

beforeAll(async () => {
  smtp = await startSmtpSink();
  h = await createTestHarness();
  comSmtp = await h.newApp({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Portal <nao-responda@example.com>',
    },
  });
  f = await insertFreshFamily(h.database.db, 'ativa', 7);
  titular = await login(h.app, onlyDigits(f.titular.cpf), FRESH_PASSWORD);
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

/** The attachment is the appointment's calendar event: its id, its time, its unit's address. */
function confereIcs(
  anexo: { nome: string; tipo: string; conteudo: string } | undefined,
  consulta: Agendamento,
) {
  expect(anexo?.tipo).toMatch(/^text\/calendar; charset=utf-8/);
  expect(anexo?.nome).toBe(nomeIcs(consulta.especialidade.nome, consulta.data));
  const e = evento(anexo!.conteudo);
  expect(e.uid).toBe(`agendamento-${consulta.id}@portal-beneficiario`);
  expect(emSaoPaulo(e.startDate.toJSDate())).toBe(
    `${consulta.data.split('-').reverse().join('/')} ${consulta.hora.slice(0, 5)}`,
  );
  expect(e.location).toBe(
    `${consulta.local.nome}, ${consulta.local.endereco}, ${consulta.local.cidade}/${consulta.local.uf}`,
  );
}

describe('the appointment e-mails keep their .ics in the outbox', () => {
  it('the booking e-mail’s row holds the .ics of the appointment booked', async () => {
    const { agendamento } = await agendarPrimeiroLivre(titular, onlyDigits(f.titular.cpf), 'CLINICA_MEDICA');
    await h.app.notify.drain();
    const rows = (await outboxFor(h.database.db, f.titular.email!)).filter(
      (m) => m.assunto === 'Consulta agendada',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.anexos).toHaveLength(1);
    expect(rows[0]!.texto).toContain(`abra o arquivo anexo ${rows[0]!.anexos[0]!.nome}.`);
    confereIcs(rows[0]!.anexos[0], agendamento);
  });

  it('a reminder e-mail holds the .ics of the appointment it reminds of', async () => {
    const maria = await login(h.app, DEMO.maria);
    const { proximos } = await getJson(maria, E.agendamentos, { query: { cpf: DEMO.maria } });
    expect(await enviarLembretes(h.app)).toBeGreaterThanOrEqual(2);
    await h.app.notify.drain();
    const lembretes = (await outboxFor(h.database.db, 'maria.souza@email.test')).filter(
      (m) => m.assunto === 'Lembrete de consulta',
    );
    // The demo: Maria's CONFIRMADO (11/03) and AGENDADO Cardiologia (12/03) appointments, by e-mail.
    expect(lembretes.length).toBeGreaterThanOrEqual(2);
    for (const lembrete of lembretes) {
      expect(lembrete.anexos).toHaveLength(1);
      const uid = evento(lembrete.anexos[0]!.conteudo).uid;
      const consulta = proximos.find((c) => uid === `agendamento-${c.id}@portal-beneficiario`);
      expect(consulta, uid).toBeDefined();
      confereIcs(lembrete.anexos[0], consulta!);
      const data = consulta!.data.split('-').reverse().join('/');
      expect(lembrete.texto).toContain(
        `Lembrete: ${consulta!.especialidade.nome} em ${data} às ${consulta!.hora.slice(0, 5)}`,
      );
      expect(lembrete.texto).toContain(`abra o arquivo anexo ${lembrete.anexos[0]!.nome}.`);
    }
  });

  it('a message sent again from its row goes out with the same .ics', async () => {
    const [row] = (await outboxFor(h.database.db, f.titular.email!)).filter(
      (m) => m.assunto === 'Consulta agendada',
    );
    expect(await reenviarMensagem(comSmtp, row!.id)).toBe(true);
    await comSmtp.notify.drain();
    const email = await smtp.nth(f.titular.email!, 1);
    expect(email.subject).toBe('Consulta agendada');
    expect(email.text.replace(/\r\n/g, '\n').trim()).toBe(row!.texto.trim());
    expect(email.anexos).toHaveLength(1);
    const [anexo] = email.anexos!;
    expect(anexo!.nome).toBe(row!.anexos[0]!.nome);
    expect(anexo!.tipo).toMatch(/^text\/calendar/);
    expect(anexo!.conteudo.replace(/\r\n/g, '\n')).toBe(row!.anexos[0]!.conteudo.replace(/\r\n/g, '\n'));
    expect(await reenviarMensagem(comSmtp, 2_000_000_000)).toBe(false);
  });
});
