// Declaração anual de quitação de débitos through the API (Lei 12.007/2009): each year's situation against
// the bill rows read here (not through the service), the three situations on the test clock's day
// (2026-03-10: 2026 in progress, 2025 with a NEGOCIADO bill, 2024 all paid), the PDF's contents, 409 for
// a year without a declaration, 404 across families, 403 without the bills' permission, audit, usage and a
// fixed number of queries. The first business day of the next year is computed with the national holidays.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCnpj, formatCpf, onlyDigits } from '@portal/domain';
import { declaracaoQuitacaoEndpoints as endpoints } from '@portal/domain/contract/financeiro/declaracao-quitacao';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { auditoria } from '../../db/schema/audit.js';
import { contas } from '../../db/schema/auth.js';
import { parametrosOperadora } from '../../db/schema/operator.js';
import { contratos } from '../../db/schema/contratos.js';
import { titulos } from '../../db/schema/financeiro.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { usosDoRecurso } from '../../test/contadores-uso.js';
import { chamar, getJson } from '../../test/contrato.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { DEMO, login, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';
import { disponivelEm } from './declaracao-quitacao.service.js';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
let maria: TestAgent;
beforeAll(async () => {
  h = demo.h;
  maria = await demo.as('maria');
});

const lista = (agent: TestAgent) => getJson(agent, endpoints.listagem);
const pdf = (agent: TestAgent, codigoContrato: string, ano: number | string) =>
  chamar(agent, endpoints.documento, { params: { codigoContrato, ano } });

/** Each year of the contract and the codes of its bills not PAGO, from the rows. */
async function anosDoContrato(codigo: string): Promise<Map<number, string[]>> {
  const db = h.database.db;
  const [contrato] = await db.select().from(contratos).where(eq(contratos.codigo, codigo));
  const anos = new Map<number, string[]>();
  for (const t of await db.select().from(titulos).where(eq(titulos.contratoId, contrato!.id))) {
    const ano = Number(t.vencimento.slice(0, 4));
    anos.set(ano, [...(anos.get(ano) ?? []), ...(t.situacao === 'PAGO' ? [] : [t.codigo])]);
  }
  return anos;
}

describe('the first business day of the next year', () => {
  it('skips New Year’s Day and the weekend', () => {
    expect(disponivelEm(2025)).toEqual({ year: 2026, month: 1, day: 2 }); // 1/1/2026 a Thursday
    expect(disponivelEm(2026)).toEqual({ year: 2027, month: 1, day: 4 }); // Friday holiday, weekend
  });
});

describe('Declaração de quitação de débitos', () => {
  it('lists each year of each contract with what its bills decide, newest first', async () => {
    const { contratos: lidos } = await lista(maria);
    expect(lidos.length).toBeGreaterThan(0);
    for (const contrato of lidos) {
      const esperado = await anosDoContrato(contrato.codigoContrato);
      expect(contrato.anos.map((a) => a.ano)).toEqual([...esperado.keys()].sort((a, b) => b - a));
      for (const ano of contrato.anos) {
        const abertos = esperado.get(ano.ano)!;
        expect(ano.pendencias.map((p) => p.codigoTitulo).sort()).toEqual([...abertos].sort());
        const situacao = ano.ano >= 2026 ? 'EM_ANDAMENTO' : abertos.length > 0 ? 'PENDENTE' : 'DISPONIVEL';
        expect(ano.situacao, `${contrato.codigoContrato} ${ano.ano}`).toBe(situacao);
      }
    }
    // The seed gives the three situations on the test day.
    const situacoes = new Set(lidos.flatMap((c) => c.anos.map((a) => a.situacao)));
    expect(situacoes).toEqual(new Set(['DISPONIVEL', 'PENDENTE', 'EM_ANDAMENTO']));
  });

  it('words each year for the member', async () => {
    const anos = (await lista(maria)).contratos[0]!.anos;
    expect(anos.find((a) => a.situacao === 'EM_ANDAMENTO')?.mensagem).toBe(
      'A declaração de 2026 poderá ser emitida a partir de 04/01/2027, se todas as faturas com vencimento no ano estiverem pagas.',
    );
    expect(anos.find((a) => a.situacao === 'DISPONIVEL')?.mensagem).toMatch(
      /^Todas as faturas com vencimento em \d{4} foram pagas\.$/,
    );
    const pendente = anos.find((a) => a.situacao === 'PENDENTE')!;
    expect(pendente.pendencias).toHaveLength(1);
    expect(pendente.pendencias[0]!.situacao).toBe('NEGOCIADO');
    expect(pendente.mensagem).toBe(
      `Uma fatura com vencimento em ${pendente.ano} não foi paga: a declaração deste ano sai quando ela for quitada.`,
    );
  });

  it('issues the declaration of a paid-up year: operator, CNPJ, ANS, contract, titular, year and art. 4', async () => {
    const contrato = (await lista(maria)).contratos[0]!;
    const ano = contrato.anos.find((a) => a.situacao === 'DISPONIVEL')!.ano;
    const response = await pdf(maria, contrato.codigoContrato, ano);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await extractPdfText(response.rawPayload);
    const [cnpj] = await h.database.db
      .select()
      .from(parametrosOperadora)
      .where(eq(parametrosOperadora.nome, 'CNPJ_OPERADORA'));
    for (const trecho of [
      'Declaração anual de quitação de débitos',
      formatCnpj(cnpj!.valor),
      contrato.codigoContrato,
      contrato.plano,
      formatCpf(DEMO.maria),
      `com vencimento entre 01/01/${ano} e 31/12/${ano}`,
      'Lei nº 12.007',
      'substitui, para a comprovação do cumprimento das obrigações do consumidor',
    ])
      expect(text).toContain(trecho);
  });

  it('refuses a year without a declaration with its reason (409), and a year without bills (404)', async () => {
    const contrato = (await lista(maria)).contratos[0]!;
    for (const situacao of ['PENDENTE', 'EM_ANDAMENTO'] as const) {
      const ano = contrato.anos.find((a) => a.situacao === situacao)!;
      const response = await pdf(maria, contrato.codigoContrato, ano.ano);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ mensagem: ano.mensagem });
    }
    expect((await pdf(maria, contrato.codigoContrato, 1999)).statusCode).toBe(404);
    expect((await pdf(maria, contrato.codigoContrato, 'abc')).statusCode).toBe(400);
  });

  it('is 404 for another family’s contract, as for one that does not exist', async () => {
    const contrato = (await lista(maria)).contratos[0]!;
    const ano = contrato.anos.find((a) => a.situacao === 'DISPONIVEL')!.ano;
    const roberto = await login(h.app, DEMO.roberto);
    const alheio = await pdf(roberto, contrato.codigoContrato, ano);
    const inexistente = await pdf(roberto, '999999', ano);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json()).toEqual(inexistente.json());
    const deRoberto = (await lista(roberto)).contratos.map((c) => c.codigoContrato);
    expect(deRoberto).not.toContain(contrato.codigoContrato);
  });

  it('is 403 without tela-situacao-financeira (João, a dependant)', async () => {
    const joao = await login(h.app, DEMO.joao);
    expect((await chamar(joao, endpoints.listagem)).statusCode).toBe(403);
    expect((await pdf(joao, '1', 2024)).statusCode).toBe(403);
  });

  it('follows the bills: paying the last open bill of a year makes its declaration available', async () => {
    const fresh = await insertFreshFamily(h.database.db, 'ativa');
    const titular = await login(h.app, onlyDigits(fresh.titular.cpf), FRESH_PASSWORD);
    const codigo = fresh.contratos[0]!;
    const antes = (await lista(titular)).contratos.find((c) => c.codigoContrato === codigo)!;
    const pendente = antes.anos.find((a) => a.situacao === 'PENDENTE');
    expect(pendente, 'a fresh family has a past year with a bill not paid').toBeDefined();
    for (const p of pendente!.pendencias) {
      await h.database.db
        .update(titulos)
        .set({ situacao: 'PAGO', dataPagamento: p.vencimento, valorPagoCentavos: p.valorCentavos })
        .where(eq(titulos.codigo, p.codigoTitulo));
    }
    const depois = (await lista(titular)).contratos.find((c) => c.codigoContrato === codigo)!;
    expect(depois.anos.find((a) => a.ano === pendente!.ano)?.situacao).toBe('DISPONIVEL');
    expect((await pdf(titular, codigo, pendente!.ano)).statusCode).toBe(200);
  });

  it('takes the same number of queries for any family and year (no N+1)', async () => {
    const contrato = (await lista(maria)).contratos[0]!;
    const ano = contrato.anos.find((a) => a.situacao === 'DISPONIVEL')!.ano;
    const a = await counter.during(() => lista(maria));
    const roberto = await login(h.app, DEMO.roberto);
    const b = await counter.during(() => lista(roberto));
    expect(b.length).toBe(a.length);
    const c = await counter.during(() => pdf(maria, contrato.codigoContrato, ano));
    expect(c.length).toBeLessThanOrEqual(a.length + 2);
  });
});

describe('audit and resource usage', () => {
  it('the list and the declaration write audit rows; only a declaration handed out counts DECLARACAO_QUITACAO', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    const [pessoaCarlos] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.carlos));
    const [conta] = await h.database.db.select().from(contas).where(eq(contas.pessoaId, pessoaCarlos!.id));
    const usos = () => usosDoRecurso(h.database.db, conta!.id, 'DECLARACAO_QUITACAO');
    const antes = await usos();
    const contrato = (await lista(carlos)).contratos[0]!;
    const disponivel = contrato.anos.find((a) => a.situacao === 'DISPONIVEL')!.ano;
    const pendente = contrato.anos.find((a) => a.situacao === 'PENDENTE')!.ano;
    expect((await pdf(carlos, contrato.codigoContrato, disponivel)).statusCode).toBe(200);
    expect((await pdf(carlos, contrato.codigoContrato, pendente)).statusCode).toBe(409);
    expect(await usos()).toBe(antes + 1);
    const linhas = await h.database.db.select().from(auditoria).where(eq(auditoria.contaId, conta!.id));
    const [mariaRow] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.maria));
    expect(linhas.filter((r) => r.acao === 'LEITURA_DECLARACAO_QUITACAO').length).toBeGreaterThan(0);
    // The declaration names the titular (Maria): the row is about her, once for the one handed out.
    expect(linhas.filter((r) => r.acao === 'DOWNLOAD_DECLARACAO_QUITACAO').map((r) => r.pessoaId)).toEqual([
      mariaRow!.id,
    ]);
  });
});
