// The LGPD desk (issue 39, decision 0045): the encarregado lists the members' requests (open first, overdue
// at the top), opens one (in the member's own audit as the operator's service desk), decides it with its legal
// basis and carries it out — a correction through the member edit's writer, consents revoked — in one
// transaction with both audits; the member reads the answer and gets the e-mail; a request is decided once.
// The audit search reads both trails by person, staff member, action and period, paged by key, and exports a
// CSV no spreadsheet runs as a formula; every search and export is in the staff audit.
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LGPD_AUDITORIA_POR_PAGINA,
  MENSAGENS_LGPD,
  consoleLgpdEndpoints as endpoints,
  type ItemAuditoriaLgpd,
  type SolicitacaoLgpd,
} from '@portal/domain/contract/console/lgpd';
import {
  direitosTitularEndpoints,
  type SolicitacaoTitularRegistrada,
  type SolicitacoesTitular,
} from '@portal/domain/contract/meus-dados/direitos-titular';
import { acessosSaude } from '../../db/schema/acessos-saude.js';
import { auditoria } from '../../db/schema/audit.js';
import { dadosPessoaisAlteracoes } from '../../db/schema/dados-pessoais.js';
import { solicitacoesTitular } from '../../db/schema/direitos-titular.js';
import { equipeAuditoria } from '../../db/schema/equipe.js';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import { protocoloAndamentos, protocolos } from '../../db/schema/protocolos.js';
import { chamarConsole, jsonConsole, sessaoConsole, type SessaoDeTeste } from '../../test/console.js';
import { AVISO_EMAIL_CORRIGIDO } from './lgpd.service.js';
import { chamar } from '../../test/contrato.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';

const demo = withDemo();
let h: TestHarness;
let lgpd: SessaoDeTeste;
let maria: TestAgent;
let mariaId: number;
beforeAll(async () => {
  h = demo.h;
  lgpd = await sessaoConsole(h.app, { nome: 'Lia Encarregada', papeis: ['encarregado-lgpd'] });
  maria = await demo.as('maria');
  mariaId = await pessoaIdDe(h.database.db, DEMO.maria);
});

const registrar = async (agent: TestAgent, body: Record<string, unknown>): Promise<string> => {
  const response = await chamar(agent, direitosTitularEndpoints.solicitar, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SolicitacaoTitularRegistrada>().protocolo;
};

const decidir = (protocolo: string, body: Record<string, unknown>, sessao = lgpd) =>
  chamarConsole(sessao.agente, endpoints.decidir, { params: { protocolo }, body });

describe('the queue', () => {
  it('lists open requests first, the overdue at the top, with the days left', async () => {
    const recente = await registrar(maria, { tipo: 'COMPARTILHAMENTO', descricao: '' });
    const antiga = await registrar(maria, {
      tipo: 'ANONIMIZACAO_ELIMINACAO',
      descricao: 'Apaguem meu telefone antigo.',
    });
    // One filed 20 days ago: 5 days overdue.
    await h.database.db
      .update(solicitacoesTitular)
      .set({ prazo: '2026-03-05', criadoEm: new Date('2026-02-18T12:00:00Z') })
      .where(eq(solicitacoesTitular.protocolo, antiga));
    const { itens, hoje } = await jsonConsole(lgpd.agente, endpoints.listar, {
      query: { situacao: 'abertas' },
    });
    expect(hoje).toBe('2026-03-10');
    expect(itens[0]).toMatchObject({ protocolo: antiga, atrasada: true, diasRestantes: -5 });
    expect(itens.find((i) => i.protocolo === recente)).toMatchObject({ atrasada: false, diasRestantes: 15 });
    expect(itens.every((i) => i.decisao === null)).toBe(true);
    const [linha] = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(and(eq(equipeAuditoria.equipeId, lgpd.equipeId), eq(equipeAuditoria.acao, 'lgpd.listar')));
    expect(linha).toMatchObject({ papel: 'encarregado-lgpd' });
  });
});

describe('a correction, end to end', () => {
  let protocolo: string;

  it("opening it shows the member and the current value, and enters the member's own audit", async () => {
    protocolo = await registrar(maria, {
      tipo: 'CORRECAO',
      campo: 'NOME_SOCIAL',
      valorCorreto: 'Maria Clara Souza',
      descricao: 'Uso o nome social Maria Clara.',
    });
    const detalhe = await jsonConsole(lgpd.agente, endpoints.obter, {
      params: { protocolo },
    });
    expect(detalhe).toMatchObject({
      protocolo,
      campo: 'NOME_SOCIAL',
      valorCorreto: 'Maria Clara Souza',
      valorAtual: null,
      correcaoExecutavel: true,
      pessoa: { cpf: DEMO.maria, nome: 'Maria Aparecida Souza' },
      decisao: null,
    });
    const [membro] = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'EQUIPE_CONSULTA_DIREITO_TITULAR'), eq(auditoria.pessoaId, mariaId)));
    expect(membro).toMatchObject({
      equipeId: lgpd.equipeId,
      motivoCategoria: 'DIREITOS_TITULAR',
      contaId: null,
    });
  });

  it("refuses a refusal on the data subject's own right and an execution of a denial (400, nothing written)", async () => {
    const negarComDireito = await decidir(protocolo, {
      decisao: 'NEGADO',
      baseLegal: 'DIREITO_TITULAR',
      resposta: 'Não é possível atender.',
    });
    expect(negarComDireito.statusCode).toBe(400);
    expect(negarComDireito.json()).toMatchObject({ mensagem: MENSAGENS_LGPD.negadoComBaseDoTitular });
    const negarExecutando = await decidir(protocolo, {
      decisao: 'NEGADO',
      baseLegal: 'DADO_CORRETO',
      resposta: 'O dado está correto.',
      correcao: { valor: 'Maria Clara Souza' },
    });
    expect(negarExecutando.statusCode).toBe(400);
    const invalido = await decidir(protocolo, {
      decisao: 'ATENDIDO',
      baseLegal: 'DIREITO_TITULAR',
      resposta: 'Corrigido conforme pedido.',
      correcao: { valor: '=1+1' },
    });
    expect(invalido.statusCode).toBe(400);
    const [linha] = await h.database.db
      .select()
      .from(solicitacoesTitular)
      .where(eq(solicitacoesTitular.protocolo, protocolo));
    expect(linha!.decisao).toBeNull();
    const [pessoa] = await h.database.db.select().from(pessoas).where(eq(pessoas.id, mariaId));
    expect(pessoa!.nomeSocial).toBeNull();
  });

  it('deciding it corrects the field through the member writer, closes the protocol, audits and tells her', async () => {
    const response = await decidir(protocolo, {
      decisao: 'ATENDIDO',
      baseLegal: 'DIREITO_TITULAR',
      resposta: 'Seu nome social foi registrado.',
      correcao: { valor: 'Maria Clara Souza' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const decidida = response.json<SolicitacaoLgpd>();
    expect(decidida).toMatchObject({
      decisao: 'ATENDIDO',
      baseLegal: 'DIREITO_TITULAR',
      valorAtual: 'Maria Clara Souza',
      execucao: ['Nome social corrigido para "Maria Clara Souza"'],
      decididaPor: 'Lia Encarregada',
    });
    // The field, its history row (no member account: the staff audit names who) and the protocol.
    const [pessoa] = await h.database.db.select().from(pessoas).where(eq(pessoas.id, mariaId));
    expect(pessoa!.nomeSocial).toBe('Maria Clara Souza');
    const [historico] = await h.database.db
      .select()
      .from(dadosPessoaisAlteracoes)
      .where(
        and(eq(dadosPessoaisAlteracoes.pessoaId, mariaId), eq(dadosPessoaisAlteracoes.campo, 'nomeSocial')),
      );
    expect(historico).toMatchObject({ valorAnterior: null, valorNovo: 'Maria Clara Souza', contaId: null });
    const [p] = await h.database.db.select().from(protocolos).where(eq(protocolos.protocolo, protocolo));
    expect(p!.situacao).toBe('FECHADO');
    const [passo] = await h.database.db
      .select()
      .from(protocoloAndamentos)
      .where(eq(protocoloAndamentos.protocolo, protocolo))
      .orderBy(desc(protocoloAndamentos.id))
      .limit(1);
    expect(passo).toMatchObject({ titulo: 'Pedido atendido', situacao: 'FECHADO' });
    expect(passo!.descricao).toContain('Seu nome social foi registrado.');
    expect(passo!.descricao).toContain('Base legal: Direito do titular atendido (LGPD, art. 18).');
    // Both audits.
    const [equipeRow] = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(and(eq(equipeAuditoria.acao, 'lgpd.decidir'), eq(equipeAuditoria.equipeId, lgpd.equipeId)));
    expect(equipeRow).toMatchObject({
      papel: 'encarregado-lgpd',
      alvo: `pessoa:${mariaId}`,
      antes: { protocolo, decisao: null, NOME_SOCIAL: null },
    });
    expect(equipeRow!.depois).toMatchObject({ decisao: 'ATENDIDO', NOME_SOCIAL: 'Maria Clara Souza' });
    const membro = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'EQUIPE_DECISAO_DIREITO_TITULAR'), eq(auditoria.pessoaId, mariaId)));
    expect(membro).toHaveLength(1);
    // Maria reads the answer, and the e-mail says it.
    const { solicitacoes } = (
      await chamar(maria, direitosTitularEndpoints.listar)
    ).json<SolicitacoesTitular>();
    expect(solicitacoes.find((s) => s.protocolo === protocolo)).toMatchObject({
      situacao: 'RESPONDIDA',
      resposta: {
        decisao: 'ATENDIDO',
        decisaoNome: 'Atendido',
        resposta: 'Seu nome social foi registrado.',
        baseLegal: 'Direito do titular atendido (LGPD, art. 18)',
      },
    });
    await h.app.notify.drain();
    const [mail] = await h.database.db
      .select()
      .from(caixaSaidaNotificacoes)
      .where(eq(caixaSaidaNotificacoes.assunto, `Correção de dados - protocolo ${protocolo}`))
      .orderBy(desc(caixaSaidaNotificacoes.id))
      .limit(1);
    expect(mail!.texto).toContain('Seu pedido foi respondido: Atendido.');
    expect(mail!.texto).not.toContain(DEMO.maria);
  });

  it('a second decision is a 409 and changes nothing', async () => {
    const again = await decidir(protocolo, {
      decisao: 'NEGADO',
      baseLegal: 'REGULACAO_ANS',
      resposta: 'Outra decisão qualquer.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ mensagem: MENSAGENS_LGPD.jaDecidida });
    const [linha] = await h.database.db
      .select()
      .from(solicitacoesTitular)
      .where(eq(solicitacoesTitular.protocolo, protocolo));
    expect(linha!.decisao).toBe('ATENDIDO');
  });

  it('two staff deciding at once: exactly one wins, the other is told', async () => {
    const outro = await sessaoConsole(h.app, { nome: 'Rui Encarregado', papeis: ['encarregado-lgpd'] });
    const alvo = await registrar(maria, { tipo: 'COMPARTILHAMENTO', descricao: '' });
    const corpo = {
      decisao: 'ATENDIDO',
      baseLegal: 'DIREITO_TITULAR',
      resposta: 'Compartilhamos com a ANS.',
    };
    const respostas = await Promise.all([decidir(alvo, corpo), decidir(alvo, corpo, outro)]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const passos = await h.database.db
      .select()
      .from(protocoloAndamentos)
      .where(eq(protocoloAndamentos.protocolo, alvo));
    expect(passos.filter((p) => p.situacao === 'FECHADO')).toHaveLength(1);
  });
});

describe('revoking consents', () => {
  it("revokes the member's portal consents in force, and only for a revocation request", async () => {
    const joaoId = await pessoaIdDe(h.database.db, DEMO.joao);
    const agora = h.clock();
    await h.database.db.insert(acessosSaude).values({
      pessoaId: mariaId,
      autorizadoPessoaId: joaoId,
      base: 'CONSENTIMENTO',
      areas: ['SAUDE'],
      origem: 'PORTAL',
      criadoEm: agora,
      alteradoEm: agora,
    });
    const outroTipo = await registrar(maria, { tipo: 'COMPARTILHAMENTO', descricao: '' });
    const recusa = await decidir(outroTipo, {
      decisao: 'ATENDIDO',
      baseLegal: 'DIREITO_TITULAR',
      resposta: 'Revogamos tudo o que havia.',
      revogarConsentimentos: true,
    });
    expect(recusa.statusCode).toBe(400);

    const protocolo = await registrar(maria, {
      tipo: 'REVOGACAO_CONSENTIMENTO',
      descricao: 'Revogo a autorização do João.',
    });
    const antes = await jsonConsole(lgpd.agente, endpoints.obter, { params: { protocolo } });
    expect(antes.consentimentosVigentes).toBeGreaterThanOrEqual(1);
    const response = await decidir(protocolo, {
      decisao: 'ATENDIDO',
      baseLegal: 'DIREITO_TITULAR',
      resposta: 'As autorizações foram revogadas.',
      revogarConsentimentos: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SolicitacaoLgpd>().consentimentosVigentes).toBe(0);
    const vigentes = await h.database.db
      .select()
      .from(acessosSaude)
      .where(and(eq(acessosSaude.pessoaId, mariaId), eq(acessosSaude.base, 'CONSENTIMENTO')));
    expect(vigentes.every((v) => v.revogadoEm !== null)).toBe(true);
  });
});

describe('a corrected e-mail is kept unverified', () => {
  it('saves the new e-mail without the verified mark (no access code goes there until she confirms it)', async () => {
    const roberto = await demo.as('roberto');
    const robertoId = await pessoaIdDe(h.database.db, DEMO.roberto);
    const protocolo = await registrar(roberto, {
      tipo: 'CORRECAO',
      campo: 'EMAIL',
      valorCorreto: 'roberto.novo@example.com',
      descricao: '',
    });
    const response = await decidir(protocolo, {
      decisao: 'ATENDIDO',
      baseLegal: 'DIREITO_TITULAR',
      resposta: 'Seu e-mail foi corrigido.',
      correcao: { valor: 'roberto.novo@example.com' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [email] = await h.database.db
      .select()
      .from(pessoaContatos)
      .where(and(eq(pessoaContatos.pessoaId, robertoId), eq(pessoaContatos.tipo, 'EMAIL')));
    expect(email).toMatchObject({ valor: 'roberto.novo@example.com', verificado: false });
    // The address it replaced is told, with the new one masked.
    await h.app.notify.drain();
    const [aviso] = await h.database.db
      .select()
      .from(caixaSaidaNotificacoes)
      .where(eq(caixaSaidaNotificacoes.assunto, `${AVISO_EMAIL_CORRIGIDO} - protocolo ${protocolo}`));
    expect(aviso).toMatchObject({ destino: 'roberta.lima@email.test' });
    expect(aviso!.texto).not.toContain('roberto.novo@example.com');
  });
});

describe('the audit search', () => {
  const periodo = { inicio: '2026-03-01', fim: '2026-03-10' };

  it("finds a person's rows in both trails, newest first, paged by key without repeats; the search is audited", async () => {
    // More than two pages, 60 of them at the same instant: the key must break ties by trail and id.
    const mesmoInstante = new Date('2026-03-09T15:00:00Z');
    await h.database.db.insert(auditoria).values(
      Array.from({ length: 60 }, () => ({
        at: mesmoInstante,
        pessoaId: mariaId,
        acao: 'LEITURA_TITULOS',
        resultado: 'SUCESSO' as const,
      })),
    );
    const vistos: ItemAuditoriaLgpd[] = [];
    let apos: string | null = null;
    let paginas = 0;
    do {
      const pagina: { itens: ItemAuditoriaLgpd[]; proxima: string | null } = await jsonConsole(
        lgpd.agente,
        endpoints.auditoria,
        {
          query: { ...periodo, cpf: '390.533.447-05', ...(apos ? { apos } : {}) },
        },
      );
      expect(pagina.itens.length).toBeLessThanOrEqual(LGPD_AUDITORIA_POR_PAGINA);
      vistos.push(...pagina.itens);
      apos = pagina.proxima;
      paginas += 1;
    } while (apos && paginas < 20);
    const chaves = vistos.map((i) => `${i.trilha}:${i.id}`);
    expect(new Set(chaves).size).toBe(chaves.length);
    const instantes = vistos.map((i) => i.em);
    expect([...instantes].sort().reverse()).toEqual(instantes);
    // The member's own filing and the desk's decision about her, from both trails.
    expect(vistos.some((i) => i.trilha === 'BENEFICIARIO' && i.acao === 'SOLICITACAO_DIREITO_TITULAR')).toBe(
      true,
    );
    expect(vistos.some((i) => i.trilha === 'EQUIPE' && i.acao === 'lgpd.decidir')).toBe(true);
    expect(vistos.every((i) => i.pessoa === null || i.pessoa.includes(DEMO.maria))).toBe(true);
    // Against the tables: every member row of hers in the period is there.
    // (The operator's days: 2026-03-01 00:00 to 2026-03-11 00:00 in São Paulo, UTC−3.)
    const membro = await h.database.db.$count(
      auditoria,
      and(
        eq(auditoria.pessoaId, mariaId),
        gte(auditoria.at, new Date('2026-03-01T03:00:00Z')),
        lt(auditoria.at, new Date('2026-03-11T03:00:00Z')),
      ),
    );
    expect(paginas).toBeGreaterThanOrEqual(2);
    expect(vistos.filter((i) => i.trilha === 'BENEFICIARIO')).toHaveLength(membro);

    const buscas = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(
        and(eq(equipeAuditoria.acao, 'lgpd.auditoria.buscar'), eq(equipeAuditoria.equipeId, lgpd.equipeId)),
      );
    expect(buscas).toHaveLength(paginas);
    expect(buscas[0]!.depois).toMatchObject({ cpf: '39053344705', inicio: '2026-03-01' });
  });

  it('lists the staff for the author filter', async () => {
    const { equipe } = await jsonConsole(lgpd.agente, endpoints.equipe);
    expect(equipe).toContainEqual({ id: lgpd.equipeId, nome: 'Lia Encarregada' });
  });

  it('filters by staff member and action prefix', async () => {
    const { itens } = await jsonConsole(lgpd.agente, endpoints.auditoria, {
      query: { ...periodo, equipeId: lgpd.equipeId, acao: 'lgpd.' },
    });
    expect(itens.length).toBeGreaterThan(0);
    expect(itens.every((i) => i.trilha === 'EQUIPE' && i.acao.startsWith('lgpd.'))).toBe(true);
  });

  it('refuses a reversed or too long period and a CPF with a wrong length (400)', async () => {
    for (const query of [
      { inicio: '2026-03-10', fim: '2026-03-01' },
      { inicio: '2024-01-01', fim: '2026-03-10' },
      { ...periodo, cpf: '123' },
    ]) {
      const r = await chamarConsole(lgpd.agente, endpoints.auditoria, { query });
      expect(r.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('exports a CSV whose cells never start a formula, and audits the export', async () => {
    await h.database.db.insert(equipeAuditoria).values({
      at: h.clock(),
      equipeId: lgpd.equipeId,
      papel: 'encarregado-lgpd',
      acao: 'teste.formula',
      alvo: '=HYPERLINK("http://x","clique")',
      ip: '@127.0.0.1',
    });
    const r = await chamarConsole(lgpd.agente, endpoints.exportar, {
      query: { ...periodo, acao: 'teste.formula' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    const linhas = r.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(linhas[0]).toBe('Trilha;Data e hora;Ação;Descrição;Titular;Autor;Recurso ou alvo;IP;Resultado');
    expect(linhas).toHaveLength(2);
    const celulas = linhas[1]!.split(';');
    expect(celulas[6]).toBe(`"'=HYPERLINK(""http://x"",""clique"")"`);
    expect(celulas[7]).toBe("'@127.0.0.1");
    const [exportacao] = await h.database.db
      .select()
      .from(equipeAuditoria)
      .where(
        and(eq(equipeAuditoria.acao, 'lgpd.auditoria.exportar'), eq(equipeAuditoria.equipeId, lgpd.equipeId)),
      );
    expect(exportacao!.depois).toMatchObject({ acao: 'teste.formula', linhas: 1 });
  });
});
