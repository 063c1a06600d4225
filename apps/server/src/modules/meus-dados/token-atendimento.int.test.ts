// Token de atendimento (issue 41, decision 0050): the member's secret (encrypted at rest, the same on every
// read, a new one on request and after a reissue), who may use whose token (the health rule, area SAUDE),
// and the provider's check through the integration API — valid, expired, wrong, reused by the same provider
// (refused) and by another (accepted), the ±1 step window, bad input, the per-client limit, the member's
// "Quem Acessou Meus Dados" naming the provider — and, on PostgreSQL, the same code sent twice at once by one
// provider: accepted once.
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { acessosDadosEndpoints, type AcessosDados } from '@portal/domain/contract/meus-dados/acessos-dados';
import {
  tokenAtendimentoEndpoints as endpoints,
  type TokenAtendimento,
} from '@portal/domain/contract/meus-dados/token-atendimento';
import {
  TOKENS_VALIDACOES_POR_MINUTO,
  type ValidacaoTokenBody,
  type ValidacaoTokenResponse,
} from '@portal/domain/contract/integracao/tokens-atendimento';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, carteiras } from '../../db/schema/contratos.js';
import { tokensAtendimentoSegredos } from '../../db/schema/tokens-atendimento.js';
import { criarCliente } from '../../platform/integracao/credenciais.js';
import { segredoDoCartao } from '../../shared-domain/token-atendimento.js';
import { systemRandom } from '../../platform/clock.js';
import { chamar, getJson } from '../../test/contrato.js';
import { api, tokenDe } from '../../test/integracao.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';
import { testPostgresUrl } from '../../test/test-database.js';

const demo = withDemo();
let h: TestHarness;
let clinica: string;
let laboratorio: string;

const novoPrestador = async (nome: string) => {
  const cliente = await criarCliente(h.database.db, {
    nome,
    escopos: ['tokens-atendimento:validacao'],
    clock: h.clock,
    random: systemRandom,
  });
  return tokenDe(h.app, cliente);
};

beforeAll(async () => {
  h = demo.h;
  clinica = await novoPrestador('Clínica Bem Viver');
  laboratorio = await novoPrestador('Laboratório Central');
});

/** The current card of a demo member on the first contract (read from the tables, not through the API). */
async function cartaoDe(cpf: string): Promise<{ codigo: string; beneficiarioId: number; id: number }> {
  const [row] = await h.database.db
    .select({ codigo: carteiras.codigo, beneficiarioId: carteiras.beneficiarioId, id: carteiras.id })
    .from(carteiras)
    .innerJoin(beneficiarios, eq(beneficiarios.id, carteiras.beneficiarioId))
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .where(eq(pessoas.cpf, cpf))
    .orderBy(carteiras.id)
    .limit(1);
  return row!;
}

const lerToken = async (quem: keyof typeof DEMO, carteira: string) =>
  chamar(await demo.as(quem), endpoints.token, { params: { carteira } });

const codigo = (segredo: string, deslocamentoS = 0) =>
  generate({ secret: segredo, epoch: Math.floor(h.clock().getTime() / 1000) + deslocamentoS });

async function validar(token: string, body: ValidacaoTokenBody) {
  const r = await api(h.app, token).POST('/integracao/v1/tokens-atendimento/validacao', { body });
  return { status: r.response.status, corpo: (r.data ?? r.error) as ValidacaoTokenResponse };
}

describe('the member’s token', () => {
  it('Maria reads her card’s secret: the same on every read, kept encrypted', async () => {
    const maria = await cartaoDe(DEMO.maria);
    const r = await lerToken('maria', maria.codigo);
    expect(r.statusCode, r.body).toBe(200);
    const token = r.json<TokenAtendimento>();
    expect(token).toMatchObject({ carteira: maria.codigo, versao: 1, passoSegundos: 30, digitos: 6 });
    expect(token.segredo).toMatch(/^[A-Z2-7]{16,}$/);
    expect((await lerToken('maria', maria.codigo)).json<TokenAtendimento>().segredo).toBe(token.segredo);
    const [row] = await h.database.db
      .select()
      .from(tokensAtendimentoSegredos)
      .where(eq(tokensAtendimentoSegredos.beneficiarioId, maria.beneficiarioId));
    expect(row!.segredoCifrado.startsWith('v1.')).toBe(true);
    expect(row!.segredoCifrado).not.toContain(token.segredo);
  });

  it('a minor’s token by the titular; an adult’s only with a health consent; nobody’s outside the family', async () => {
    const ana = await cartaoDe(DEMO.ana);
    expect((await lerToken('maria', ana.codigo)).statusCode).toBe(200);
    const joao = await cartaoDe(DEMO.joao);
    // The seed's consent João → Maria covers scheduling only.
    const recusa = await lerToken('maria', joao.codigo);
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json<{ mensagem: string }>().mensagem).toMatch(/18 anos ou mais/);
    expect((await lerToken('joao', joao.codigo)).statusCode).toBe(200);
    expect((await lerToken('roberto', (await cartaoDe(DEMO.maria)).codigo)).statusCode).toBe(404);
    expect((await lerToken('pedro', ana.codigo)).statusCode).toBe(404);
    const picker = await getJson(await demo.as('maria'), endpoints.listagem);
    const listados = [...picker.titulares, ...picker.dependentes].map((b) => b.cpf);
    expect(listados).toEqual(expect.arrayContaining([DEMO.maria, DEMO.ana]));
    expect(listados).not.toContain(DEMO.joao);
    expect(picker.ocultos?.map((o) => o.nome).join()).toMatch(/João/);
  });

  it('renewing gives a new secret at once; the old codes stop', async () => {
    const maria = await cartaoDe(DEMO.maria);
    const antes = (await lerToken('maria', maria.codigo)).json<TokenAtendimento>();
    const velho = await codigo(antes.segredo);
    const r = await chamar(await demo.as('maria'), endpoints.renovar, { params: { carteira: maria.codigo } });
    expect(r.statusCode, r.body).toBe(200);
    const depois = r.json<TokenAtendimento>();
    expect(depois.versao).toBe(antes.versao + 1);
    expect(depois.segredo).not.toBe(antes.segredo);
    const v = await validar(clinica, { carteira: maria.codigo, codigo: velho });
    expect(v.corpo.situacao).toBe('CODIGO_INCORRETO');
  });
});

describe('a secret that no longer decrypts (the session secret changed)', () => {
  it('is replaced by a new one on the next read', async () => {
    const ana = await cartaoDe(DEMO.ana);
    const antes = (await lerToken('maria', ana.codigo)).json<TokenAtendimento>();
    const outro = await segredoDoCartao(
      h.database.db,
      'outro-segredo-de-sessao-com-mais-de-32-caracteres',
      { beneficiarioId: ana.beneficiarioId, via: antes.via },
      h.clock(),
    );
    expect(outro.versao).toBe(antes.versao + 1);
    expect(outro.segredo).not.toBe(antes.segredo);
  });
});

describe('POST /integracao/v1/tokens-atendimento/validacao', () => {
  it('accepts the code once per provider; another provider may accept it too', async () => {
    const ana = await cartaoDe(DEMO.ana);
    const { segredo } = (await lerToken('maria', ana.codigo)).json<TokenAtendimento>();
    const atual = await codigo(segredo);
    const primeiro = await validar(clinica, { carteira: ana.codigo, codigo: atual });
    expect(primeiro.status).toBe(200);
    expect(primeiro.corpo).toMatchObject({ valido: true, situacao: 'VALIDO' });
    expect(primeiro.corpo.beneficiario).toMatchObject({ carteira: ana.codigo });
    const repetido = await validar(clinica, { carteira: ana.codigo, codigo: atual });
    expect(repetido.corpo).toMatchObject({
      valido: false,
      situacao: 'CODIGO_JA_UTILIZADO',
      beneficiario: null,
    });
    expect(repetido.corpo.mensagem).toMatch(/já foi validado por este prestador/);
    const outro = await validar(laboratorio, { carteira: ana.codigo, codigo: atual });
    expect(outro.corpo.situacao).toBe('VALIDO');
  });

  it('a window of one 30 s step either side; older codes are expired, anything else incorrect', async () => {
    const joao = await cartaoDe(DEMO.joao);
    const { segredo } = (await lerToken('joao', joao.codigo)).json<TokenAtendimento>();
    const com = async (deslocamento: number) =>
      (await validar(clinica, { carteira: joao.codigo, codigo: await codigo(segredo, deslocamento) })).corpo
        .situacao;
    expect(await com(-30)).toBe('VALIDO');
    expect(await com(30)).toBe('VALIDO');
    expect(await com(-90)).toBe('CODIGO_EXPIRADO');
    expect(await com(-300)).toBe('CODIGO_EXPIRADO');
    expect(await com(90)).toBe('CODIGO_INCORRETO');
    const errado = String((Number(await codigo(segredo)) + 1) % 1_000_000).padStart(6, '0');
    expect((await validar(clinica, { carteira: joao.codigo, codigo: errado })).corpo.situacao).toBe(
      'CODIGO_INCORRETO',
    );
  });

  it('a reissued card (a higher via) voids the secret; the next read makes a new one', async () => {
    const pedro = await cartaoDe(DEMO.pedro);
    const antes = (await lerToken('pedro', pedro.codigo)).json<TokenAtendimento>();
    const atual = await codigo(antes.segredo);
    await h.database.db
      .update(carteiras)
      .set({ via: antes.via + 1 })
      .where(eq(carteiras.id, pedro.id));
    expect((await validar(clinica, { carteira: pedro.codigo, codigo: atual })).corpo.situacao).toBe(
      'CODIGO_INCORRETO',
    );
    const depois = (await lerToken('pedro', pedro.codigo)).json<TokenAtendimento>();
    expect(depois).toMatchObject({ via: antes.via + 1, versao: antes.versao + 1 });
    expect(depois.segredo).not.toBe(antes.segredo);
    expect(
      (await validar(clinica, { carteira: pedro.codigo, codigo: await codigo(depois.segredo) })).corpo
        .situacao,
    ).toBe('VALIDO');
  });

  it('an unknown card is CARTAO_INVALIDO; bad input is 400 naming the fields; the scope is required', async () => {
    expect((await validar(clinica, { carteira: '999999999999', codigo: '123456' })).corpo.situacao).toBe(
      'CARTAO_INVALIDO',
    );
    const ruim = await validar(clinica, { carteira: '12ab', codigo: '12345' });
    expect(ruim.status).toBe(400);
    const recusa = ruim.corpo as unknown as { mensagem: string; campos: Record<string, string> };
    expect(recusa.mensagem).toBe('Requisição inválida.');
    expect(Object.keys(recusa.campos).sort()).toEqual(['carteira', 'codigo']);
    const semEscopo = await tokenDe(
      h.app,
      await criarCliente(h.database.db, {
        nome: 'ERP',
        escopos: ['rede:escrita'],
        clock: h.clock,
        random: systemRandom,
      }),
    );
    expect((await validar(semEscopo, { carteira: '999999999999', codigo: '123456' })).status).toBe(403);
  });

  it('each check shows in the member’s "Quem Acessou Meus Dados", naming the provider', async () => {
    const maria = await cartaoDe(DEMO.maria);
    const { segredo } = (await lerToken('maria', maria.codigo)).json<TokenAtendimento>();
    expect(
      (await validar(laboratorio, { carteira: maria.codigo, codigo: await codigo(segredo) })).corpo.valido,
    ).toBe(true);
    const lista: AcessosDados = await getJson(await demo.as('maria'), acessosDadosEndpoints.lista, {
      query: { inicio: '2026-03-01', fim: '2026-03-10' },
    });
    expect(lista.acessos.map((a) => a.oQue)).toContain('Token validado por Laboratório Central');
  });

  it(`limits a client to ${TOKENS_VALIDACOES_POR_MINUTO} checks a minute (429 with Retry-After)`, async () => {
    const apressado = await novoPrestador('Prestador Apressado');
    const corpo = { carteira: '999999999999', codigo: '000000' };
    for (let i = 0; i < TOKENS_VALIDACOES_POR_MINUTO; i++) {
      expect((await validar(apressado, corpo)).status).toBe(200);
    }
    const r = await api(h.app, apressado).POST('/integracao/v1/tokens-atendimento/validacao', {
      body: corpo,
    });
    expect(r.response.status).toBe(429);
    expect(Number(r.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another provider still has its own budget.
    expect((await validar(clinica, corpo)).status).toBe(200);
  });
});

describe.runIf(Boolean(testPostgresUrl()))(
  'the same code twice at once by one provider, on PostgreSQL',
  () => {
    it('is accepted exactly once, every round', async () => {
      const joao = await cartaoDe(DEMO.joao);
      const { segredo } = (await lerToken('joao', joao.codigo)).json<TokenAtendimento>();
      const prestadores = await Promise.all([1, 2, 3, 4, 5].map((i) => novoPrestador(`Corrida ${i}`)));
      for (const prestador of prestadores) {
        const atual = await codigo(segredo);
        const respostas = await Promise.all(
          [1, 2, 3].map(() => validar(prestador, { carteira: joao.codigo, codigo: atual })),
        );
        expect(respostas.map((r) => r.corpo.situacao).sort()).toEqual([
          'CODIGO_JA_UTILIZADO',
          'CODIGO_JA_UTILIZADO',
          'VALIDO',
        ]);
      }
    });
  },
);
