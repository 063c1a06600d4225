// "Adicionar à agenda" (issue 37) end to end, with the e-mail going through a real SMTP server on loopback:
// the signed-in card's .ics and the public link's .ics (parsed with ical.js: time, professional, speciality,
// address, "Como chegar"), audited, 404 across families and for an unknown token; the booking e-mail says
// the date once and carries the same file as an attachment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDAMENTO_MESSAGES, onlyDigits } from '@portal/domain';
import { agendamentosEndpoints as E } from '@portal/domain/contract/saude/agendamentos';
import { agendamentoPublicoEndpoints as PUBLICO } from '@portal/domain/contract/saude/agendamento-publico';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { FRESH_PASSWORD, freshAgendamentoToken, type FreshFamily } from '@portal/test-support/fresh-families';
import { eq } from 'drizzle-orm';
import { auditoria } from '../../db/schema/audit.js';
import { agendarPrimeiroLivre, emSaoPaulo, eventoIcs as evento } from '../../test/agendamento.js';
import { chamar, getJson } from '../../test/contrato.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { startSmtpSink, type SmtpSink } from '../../test/mailbox.js';
import { TestAgent } from '../../test/test-agent.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';
import { comoChegar } from './agendamento-ics.js';

let h: TestHarness;
let smtp: SmtpSink;
let f: FreshFamily;
let titular: TestAgent;
let cpf: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  h = await createTestHarness({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Portal <nao-responda@example.com>',
    },
  });
  f = await insertFreshFamily(h.database.db, 'ativa', 6);
  cpf = onlyDigits(f.titular.cpf);
  titular = await login(h.app, cpf, FRESH_PASSWORD);
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

describe('the .ics of an appointment', () => {
  it('downloads from the signed-in card: the time, who attends, the speciality, the address and "Como chegar"', async () => {
    const { proximos } = await getJson(titular, E.agendamentos, { query: { cpf } });
    const consulta = proximos[0]!;
    const response = await chamar(titular, E.calendario, { query: { id: consulta.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="consulta-[a-z-]+-\d{4}-\d{2}-\d{2}\.ics"/,
    );
    const e = evento(response.body);
    expect(emSaoPaulo(e.startDate.toJSDate())).toBe(
      `${consulta.data.split('-').reverse().join('/')} ${consulta.hora.slice(0, 5)}`,
    );
    expect(e.endDate.toJSDate().getTime() - e.startDate.toJSDate().getTime()).toBe(30 * 60_000);
    expect(e.summary).toBe(`Consulta de ${consulta.especialidade.nome} com ${consulta.prestador}`);
    expect(e.location).toBe(
      `${consulta.local.nome}, ${consulta.local.endereco}, ${consulta.local.cidade}/${consulta.local.uf}`,
    );
    expect(e.description).toContain(
      `Como chegar: ${comoChegar(consulta.local.latitude, consulta.local.longitude)}`,
    );
    expect(e.description).toContain(`Profissional: ${consulta.prestador}`);
    const lidas = await h.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'CALENDARIO_CONSULTA'));
    expect(lidas).toHaveLength(1);

    const maria = await login(h.app, DEMO.maria);
    expect((await chamar(maria, E.calendario, { query: { id: consulta.id } })).statusCode).toBe(404);
    expect((await chamar(titular, E.calendario, { query: { id: 'x' } })).statusCode).toBe(400);
  });

  it('downloads from the public link with its token, no session; an unknown token is the link refusal', async () => {
    const anonimo = new TestAgent(h.app);
    await chamar(anonimo, parametrosEndpoints.statusManutencao);
    const headers = { 'x-token-servico': freshAgendamentoToken(f.titular.cpf) };
    const pagina = await getJson(anonimo, PUBLICO.listagem, { headers });
    // The page now shows who attends and can link "Como chegar", as the signed-in card.
    expect(pagina.prestador).toMatch(/^Dr/);
    expect(typeof pagina.local.latitude).toBe('number');
    const response = await chamar(anonimo, PUBLICO.calendario, { headers });
    expect(response.statusCode, response.body).toBe(200);
    const e = evento(response.body);
    expect(e.summary).toBe(`Consulta de ${pagina.especialidade.nome} com ${pagina.prestador}`);
    expect(e.location).toContain(pagina.local.endereco);
    const desconhecido = await chamar(anonimo, PUBLICO.calendario, {
      headers: { 'x-token-servico': 'A'.repeat(43) },
    });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json()).toEqual({ mensagem: AGENDAMENTO_MESSAGES.linkInvalid });
  });

  it('goes with the booking e-mail, whose text says the date once', async () => {
    const { agendamento } = await agendarPrimeiroLivre(titular, cpf, 'PEDIATRIA');
    const email = await smtp.nth(f.titular.email!, 1);
    expect(email.subject).toBe('Consulta agendada');
    const data = agendamento.data.split('-').reverse().join('/');
    expect(email.text.split(data)).toHaveLength(2);
    expect(email.text).toContain(
      `Consulta agendada: Pediatria em ${data} às ${agendamento.hora.slice(0, 5)}, ${agendamento.local.nome}. Protocolo n° ${agendamento.protocolo}.`,
    );
    expect(email.text).toMatch(
      /Para adicionar à sua agenda, abra o arquivo anexo consulta-pediatria-[\d-]+\.ics\./,
    );
    expect(email.anexos).toHaveLength(1);
    const [anexo] = email.anexos!;
    expect(anexo!.nome).toBe(`consulta-pediatria-${agendamento.data}.ics`);
    expect(anexo!.tipo).toMatch(/^text\/calendar/);
    const e = evento(anexo!.conteudo);
    expect(e.uid).toBe(`agendamento-${agendamento.id}@portal-beneficiario`);
    expect(e.summary).toBe(`Consulta de Pediatria com ${agendamento.prestador}`);
  });
});
