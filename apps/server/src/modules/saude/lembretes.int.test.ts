// The reminders command (issue 16): appointments starting within AGENDAMENTO_HORAS_LEMBRETE hours get one
// reminder each, with a public link that opens that appointment; running it again sends nothing more;
// appointments further ahead, cancelled or without a contact are left alone.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agendamentoPublicoEndpoints } from '@portal/domain/contract/saude/agendamento-publico';
import { agendamentos } from '../../db/schema/agendamento.js';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';
import { TestAgent } from '../../test/test-agent.js';
import { getJson } from '../../test/contrato.js';
import { withDemo, type TestHarness } from '../../test/test-app.js';
import { TEST_NOW } from '../../test/test-database.js';
import { enviarLembretes } from './lembretes.service.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const lembretes = async () =>
  (await h.database.db.select().from(caixaSaidaNotificacoes)).filter(
    (m) => m.assunto === 'Lembrete de consulta',
  );

describe('npm run lembretes', () => {
  it('sends one reminder per appointment due within 48 h, with a working link, and is idempotent', async () => {
    const now = new Date(TEST_NOW);
    const limite = new Date(now.getTime() + 48 * 3_600_000);
    const devidos = (await h.database.db.select().from(agendamentos)).filter(
      (a) =>
        ['SOLICITADO', 'AGENDADO', 'CONFIRMADO'].includes(a.status) &&
        a.inicio > now &&
        a.inicio <= limite &&
        a.contato !== null,
    );
    // The demo: Maria's CONFIRMADO (11/03) and AGENDADO Cardiologia (12/03) appointments.
    expect(devidos.length).toBeGreaterThanOrEqual(2);

    expect(await enviarLembretes(h.app)).toBe(devidos.length);
    await h.app.notify.drain();
    const enviados = await lembretes();
    expect(enviados).toHaveLength(devidos.length);
    expect(enviados.map((m) => m.destino)).toContain('maria.souza@email.test');

    // Twice: nothing more.
    expect(await enviarLembretes(h.app)).toBe(0);
    await h.app.notify.drain();
    expect(await lembretes()).toHaveLength(devidos.length);
    const marcados = await h.database.db
      .select()
      .from(agendamentos)
      .where(eq(agendamentos.lembreteEnviadoEm, now));
    expect(marcados.map((a) => a.id).sort()).toEqual(devidos.map((a) => a.id).sort());

    // The link in the reminder opens its appointment on the public page.
    const token = /\/servicos\/agendamento\/([\w-]{43})/.exec(enviados[0]!.texto)?.[1];
    const agent = new TestAgent(h.app);
    const publico = await getJson(agent, agendamentoPublicoEndpoints.listagem, {
      headers: { 'x-token-servico': token! },
    });
    expect(publico.primeiroNome).toBeTruthy();
  });
});
