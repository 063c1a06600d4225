// Meus Direitos (LGPD art. 18; issue 39, decision 0045): a member files a request about their own data and
// follows it — a protocol from the one service (kind DIREITOS_TITULAR) with the 15-day deadline, the row, its
// audit row and the e-mail; bad input is a 400 in Portuguese with nothing written; five a day at most, also
// when filed at once.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DIREITOS_TITULAR_MESSAGES,
  direitosTitularEndpoints as endpoints,
  type SolicitacaoTitularRegistrada,
  type SolicitacoesTitular,
} from '@portal/domain/contract/meus-dados/direitos-titular';
import { protocolosEndpoints, type Protocolos } from '@portal/domain/contract/facilidades/protocolos';
import { auditoria } from '../../db/schema/audit.js';
import { solicitacoesTitular } from '../../db/schema/direitos-titular.js';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';
import { protocolos } from '../../db/schema/protocolos.js';
import { chamar } from '../../test/contrato.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';

const demo = withDemo();
let h: TestHarness;
let maria: TestAgent;
let joao: TestAgent;
let mariaId: number;
beforeAll(async () => {
  h = demo.h;
  [maria, joao] = await Promise.all([demo.as('maria'), demo.as('joao')]);
  mariaId = await pessoaIdDe(h.database.db, DEMO.maria);
});

const solicitar = (agent: TestAgent, body: Record<string, unknown>) =>
  chamar(agent, endpoints.solicitar, { body });

describe('filing a request', () => {
  it('gives a protocol with the 15-day deadline, stores the request and its audit row, e-mails the member', async () => {
    // TEST_NOW is 2026-03-10 (the operator's day): due 15 calendar days later.
    const response = await solicitar(maria, {
      tipo: 'CORRECAO',
      campo: 'NOME_SOCIAL',
      valorCorreto: 'Maria Clara Souza',
      descricao: 'Uso o nome social Maria Clara.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<SolicitacaoTitularRegistrada>();
    expect(body.protocolo).toMatch(/^\d{6}20260310\d{6}$/);
    expect(body.prazo).toBe('2026-03-25');
    expect(body.mensagem).toBe(DIREITOS_TITULAR_MESSAGES.registrada(body.protocolo, '25/03/2026'));

    const [protocolo] = await h.database.db
      .select()
      .from(protocolos)
      .where(eq(protocolos.protocolo, body.protocolo));
    expect(protocolo).toMatchObject({
      tipo: 'DIREITOS_TITULAR',
      pessoaId: mariaId,
      prazoResposta: '2026-03-25',
      situacao: 'EM_ANDAMENTO',
    });
    const [row] = await h.database.db
      .select()
      .from(solicitacoesTitular)
      .where(eq(solicitacoesTitular.protocolo, body.protocolo));
    expect(row).toMatchObject({
      pessoaId: mariaId,
      tipo: 'CORRECAO',
      campo: 'NOME_SOCIAL',
      valorCorreto: 'Maria Clara Souza',
      decisao: null,
    });
    const audit = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'SOLICITACAO_DIREITO_TITULAR'), eq(auditoria.pessoaId, mariaId)));
    expect(audit).toHaveLength(1);

    await h.app.notify.drain();
    const mails = await h.database.db
      .select()
      .from(caixaSaidaNotificacoes)
      .where(eq(caixaSaidaNotificacoes.assunto, `Correção de dados - protocolo ${body.protocolo}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.texto).toContain(body.mensagem);
    expect(mails[0]!.texto).not.toContain(DEMO.maria);

    // Listed on her screen (and among her protocols), open, with the deadline and no answer yet.
    const lista = await chamar(maria, endpoints.listar);
    expect(lista.statusCode).toBe(200);
    const { solicitacoes } = lista.json<SolicitacoesTitular>();
    expect(solicitacoes[0]).toMatchObject({
      protocolo: body.protocolo,
      tipoNome: 'Correção de dados',
      campoNome: 'Nome social',
      prazo: '2026-03-25',
      situacao: 'EM_ANDAMENTO',
      atrasada: false,
      resposta: null,
    });
    const seus = await chamar(maria, protocolosEndpoints.protocolos, { params: { cpf: DEMO.maria } });
    expect(seus.json<Protocolos>().protocolos.map((p) => p.protocolo)).toContain(body.protocolo);
  });

  it('an access request points to the self-service file and is still registered', async () => {
    const response = await solicitar(maria, { tipo: 'CONFIRMACAO_ACESSO', descricao: '' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<SolicitacaoTitularRegistrada>().aviso).toBe(
      DIREITOS_TITULAR_MESSAGES.acessoAutoAtendimento,
    );
  });

  it("lists only the caller's own requests", async () => {
    const lista = await chamar(joao, endpoints.listar);
    expect(lista.statusCode).toBe(200);
    // João has the one the demo seeds (answered); none of Maria's, filed above, is in his list.
    const doJoao = lista.json<SolicitacoesTitular>().solicitacoes;
    expect(doJoao.map((s) => s.tipo)).toEqual(['COMPARTILHAMENTO']);
    const daMaria = (await chamar(maria, endpoints.listar)).json<SolicitacoesTitular>().solicitacoes;
    expect(daMaria.length).toBeGreaterThan(0);
    const protocolosDaMaria = new Set(daMaria.map((s) => s.protocolo));
    expect(doJoao.filter((s) => protocolosDaMaria.has(s.protocolo))).toEqual([]);
  });

  it.each([
    ['a correction without the field', { tipo: 'CORRECAO', descricao: 'x' }, 'campo'],
    ['a correction without the value', { tipo: 'CORRECAO', campo: 'EMAIL', descricao: '' }, 'valorCorreto'],
    ['a field on another kind', { tipo: 'COMPARTILHAMENTO', campo: 'EMAIL', descricao: '' }, 'campo'],
    ['a deletion without words', { tipo: 'ANONIMIZACAO_ELIMINACAO', descricao: '  ' }, 'descricao'],
    ['an unknown kind', { tipo: 'APAGAR_TUDO', descricao: 'x' }, 'tipo'],
  ])('refuses %s with a 400 and writes nothing', async (_caso, body, campo) => {
    const antes = await h.database.db.$count(solicitacoesTitular);
    const response = await solicitar(maria, body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(campo);
    expect(await h.database.db.$count(solicitacoesTitular)).toBe(antes);
  });
});

describe('the daily limit', () => {
  it('takes five a day per person, also when filed at once; the sixth is a 429', async () => {
    const roberto = await demo.as('roberto');
    const respostas = await Promise.all(
      Array.from({ length: 7 }, () => solicitar(roberto, { tipo: 'COMPARTILHAMENTO', descricao: '' })),
    );
    const codigos = respostas.map((r) => r.statusCode).sort();
    expect(codigos).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(respostas.find((r) => r.statusCode === 429)!.json()).toMatchObject({
      mensagem: DIREITOS_TITULAR_MESSAGES.limiteDiario,
    });
  });
});
