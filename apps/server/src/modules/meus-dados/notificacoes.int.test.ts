// Notificações (issue 42, decision 0052) through the API on the seeded demo: the defaults without a row, a
// save stores only what differs from the default, the security notice cannot be turned off (400), a relative
// is offered only the health areas the health-data rule lets the caller read (403 otherwise, 404 outside the
// family), the change is audited about whom it concerns, and the page reads in a fixed number of queries.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICACOES_MESSAGES as M,
  notificacoesEndpoints,
  type EscolhaNotificacao,
  type PreferenciasNotificacao,
} from '@portal/domain/contract/meus-dados/notificacoes';
import { auditoria } from '../../db/schema/audit.js';
import { preferenciasNotificacao } from '../../db/schema/notificacoes.js';
import { chamar, getJson } from '../../test/contrato.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import type { TestAgent } from '../../test/test-agent.js';
import { DEMO, QueryCounter, withDemo } from '../../test/test-app.js';

const queries = new QueryCounter();
const demo = withDemo({ queryCounter: queries });

const ler = (agent: TestAgent): Promise<PreferenciasNotificacao> =>
  getJson(agent, notificacoesEndpoints.preferencias);
const salvar = (agent: TestAgent, cpf: string, escolhas: EscolhaNotificacao[]) =>
  chamar(agent, notificacoesEndpoints.salvar, { params: { cpf }, body: { escolhas } });
const ativo = (p: PreferenciasNotificacao, cpf: string, tipo: string, canal: string) =>
  p.pessoas.find((x) => x.cpf === cpf)?.escolhas.find((e) => e.tipo === tipo && e.canal === canal)?.ativo;

const linhasDe = async (cpf: string) =>
  demo.h.database.db
    .select()
    .from(preferenciasNotificacao)
    .where(eq(preferenciasNotificacao.pessoaId, await pessoaIdDe(demo.h.database.db, cpf)));

describe('Notificações', () => {
  it('answers the catalogue’s defaults when the member chose nothing, security notices fixed', async () => {
    const maria = await ler(await demo.as('maria'));
    expect(await linhasDe(DEMO.maria)).toEqual([]);
    expect(ativo(maria, DEMO.maria, 'FATURA_DISPONIVEL', 'EMAIL')).toBe(true);
    expect(ativo(maria, DEMO.maria, 'FATURA_DISPONIVEL', 'SMS')).toBe(false);
    expect(ativo(maria, DEMO.maria, 'AUTORIZACAO_DECIDIDA', 'PUSH')).toBe(false);
    expect(maria.eventos.find((e) => e.tipo === 'AVISO_SEGURANCA')).toMatchObject({ fixo: true });
    // Not a choice: the security notice is shown, never offered.
    expect(maria.pessoas[0]!.escolhas.some((e) => e.tipo === 'AVISO_SEGURANCA')).toBe(false);
    // No device turned on (part B's): the push channel says how to get one.
    expect(maria.canais.find((c) => c.canal === 'PUSH')?.aviso).toBeTruthy();
  });

  it('stores only the choices that differ from the default, and reads them back', async () => {
    const agente = await demo.as('maria');
    const salvo = await salvar(agente, DEMO.maria, [
      { tipo: 'AUTORIZACAO_DECIDIDA', canal: 'PUSH', ativo: true },
      { tipo: 'AUTORIZACAO_DECIDIDA', canal: 'EMAIL', ativo: true },
      { tipo: 'FATURA_DISPONIVEL', canal: 'EMAIL', ativo: true },
    ]);
    expect(salvo.statusCode, salvo.body).toBe(200);
    const linhas = await linhasDe(DEMO.maria);
    expect(linhas.map((l) => [l.evento, l.canal, l.ativo])).toEqual([['AUTORIZACAO_DECIDIDA', 'PUSH', true]]);
    const lido = await ler(agente);
    expect(ativo(lido, DEMO.maria, 'AUTORIZACAO_DECIDIDA', 'PUSH')).toBe(true);
    expect(ativo(lido, DEMO.maria, 'FATURA_DISPONIVEL', 'EMAIL')).toBe(true);
    // Back to the default: the row goes.
    await salvar(agente, DEMO.maria, [{ tipo: 'AUTORIZACAO_DECIDIDA', canal: 'PUSH', ativo: false }]);
    expect(await linhasDe(DEMO.maria)).toEqual([]);
  });

  it('refuses to turn a security notice off (400, in Portuguese) and writes nothing', async () => {
    const resposta = await salvar(await demo.as('maria'), DEMO.maria, [
      { tipo: 'FATURA_VENCIDA', canal: 'SMS', ativo: true },
      { tipo: 'AVISO_SEGURANCA', canal: 'EMAIL', ativo: false },
    ]);
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json<{ mensagem: string }>().mensagem).toBe(M.segurancaFixa);
    expect(await linhasDe(DEMO.maria)).toEqual([]);
  });

  it('offers a relative only the health areas the rule lets the caller read', async () => {
    const agente = await demo.as('maria');
    const maria = await ler(agente);
    // Pedro (17) and Ana (13): Maria is their titular — every health event.
    const pedro = maria.pessoas.find((p) => p.cpf === DEMO.pedro)!;
    expect(new Set(pedro.escolhas.map((e) => e.tipo))).toEqual(
      new Set(['AUTORIZACAO_DECIDIDA', 'REEMBOLSO_SITUACAO', 'AGENDAMENTO', 'AGENDAMENTO_LEMBRETE']),
    );
    // A relative starts with nothing on.
    expect(pedro.escolhas.every((e) => !e.ativo)).toBe(true);
    // João (adult) consented to scheduling only (the demo's grant).
    const joao = maria.pessoas.find((p) => p.cpf === DEMO.joao)!;
    expect(new Set(joao.escolhas.map((e) => e.tipo))).toEqual(
      new Set(['AGENDAMENTO', 'AGENDAMENTO_LEMBRETE']),
    );

    const autorizacao = await salvar(agente, DEMO.joao, [
      { tipo: 'AUTORIZACAO_DECIDIDA', canal: 'EMAIL', ativo: true },
    ]);
    expect(autorizacao.statusCode).toBe(403);
    const fatura = await salvar(agente, DEMO.pedro, [
      { tipo: 'FATURA_DISPONIVEL', canal: 'EMAIL', ativo: true },
    ]);
    expect(fatura.statusCode).toBe(400);
    expect(fatura.json<{ mensagem: string }>().mensagem).toBe(M.eventoSoProprio);
    expect(await linhasDe(DEMO.maria)).toEqual([]);

    const agenda = await salvar(agente, DEMO.joao, [{ tipo: 'AGENDAMENTO', canal: 'EMAIL', ativo: true }]);
    expect(agenda.statusCode, agenda.body).toBe(200);
    const joaoId = await pessoaIdDe(demo.h.database.db, DEMO.joao);
    const [auditada] = await demo.h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'ALTERACAO_PREFERENCIAS_NOTIFICACAO'), eq(auditoria.pessoaId, joaoId)));
    expect(auditada).toBeDefined();
    await salvar(agente, DEMO.joao, [{ tipo: 'AGENDAMENTO', canal: 'EMAIL', ativo: false }]);
  });

  it('answers 404 for someone outside the caller’s family, the same as for no one', async () => {
    const joao = await demo.as('joao');
    const escolhas: EscolhaNotificacao[] = [{ tipo: 'AGENDAMENTO', canal: 'EMAIL', ativo: true }];
    // A dependant sees only themselves: the titular is not someone they may follow.
    expect((await salvar(joao, DEMO.maria, escolhas)).statusCode).toBe(404);
    expect((await salvar(joao, DEMO.roberto, escolhas)).statusCode).toBe(404);
    expect((await salvar(joao, '52998224725', escolhas)).statusCode).toBe(404);
    expect((await ler(joao)).pessoas.map((p) => p.cpf)).toEqual([DEMO.joao]);
  });

  it('reads the page in a fixed number of queries', async () => {
    const maria = await demo.as('maria');
    const roberto = await demo.as('roberto');
    await ler(maria);
    await ler(roberto);
    const daMaria = await queries.during(() => ler(maria));
    const doRoberto = await queries.during(() => ler(roberto));
    // Maria's family is larger (four relatives): the health rule reads its grants once per request.
    expect(daMaria.length).toBeLessThanOrEqual(8);
    expect(daMaria.length - doRoberto.length).toBeLessThanOrEqual(1);
  });
});
