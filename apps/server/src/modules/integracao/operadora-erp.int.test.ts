// The operator's configuration from its systems (issue 19, decision 0024 §14): parameters by name (only the
// catalogue's, each value by its rule) and legal texts by key — scope, created → updated → unchanged, the
// seeded values all pass their rules, per-record errors in Portuguese beside applied records, what the
// portal then serves on another instance (public / restricted parameters, the maintenance notice, the terms
// of use), the calls' audit rows, reads that do not grow with the batch, two identical batches at once.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import { TEXTO_LEGAL_MAXIMO } from '@portal/domain/contract/integracao/operadora';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { textosLegaisEndpoints } from '@portal/domain/contract/shell/textos-legais';
import { versaoAtual } from '../../shared-domain/textos-legais.js';
import { parametrosHistorico, parametrosOperadora } from '../../db/schema/operator.js';
import { OPERATOR_PARAMETERS } from '../../db/seed/operator-data.js';
import {
  chamadasAuditadas,
  falhasComValoresHostis,
  lotes,
  novoCliente,
  recusado,
  tokenDe,
} from '../../test/integracao.js';
import { TestAgent } from '../../test/test-agent.js';
import { getJson } from '../../test/contrato.js';
import { DEMO, login, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';

let h: TestHarness;
let token: string;
const queries = new QueryCounter();
const demo = withDemo({ queryCounter: queries });

type Rota = 'parametros' | 'textos-legais';
const chaveDo = { parametros: 'parametros', 'textos-legais': 'textosLegais' } as const;
const { put, enviar, resultados, exigeEscopo, leiturasConstantes } = lotes<Rota>(
  () => ({ app: h.app, token }),
  (rota) => chaveDo[rota],
);

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['operadora:escrita']));
});

describe("the operator's configuration from its systems", () => {
  it('needs a token with operadora:escrita', async () => {
    const outro = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['faturamento:escrita']));
    await exigeEscopo('parametros', outro);
    await exigeEscopo('textos-legais', outro);
  });

  it('the seeded parameters sent back as they are change nothing (every seeded value passes its rule)', async () => {
    const lote = OPERATOR_PARAMETERS.map(({ nome, valor }) => ({ nome, valor }));
    const { totais } = await enviar('parametros', lote);
    expect(totais).toEqual({ criados: 0, atualizados: 0, inalterados: lote.length, erros: 0 });
  });

  it('parameters: updated, created, unchanged; another instance serves them at once, public or not', async () => {
    const outra = new TestAgent(await h.newApp());
    const publicos = (...nomes: string[]) =>
      getJson(outra, parametrosEndpoints.publicos, { query: { nome: nomes } });
    expect(await publicos('NOME_ABREVIADO')).toEqual([{ nome: 'NOME_ABREVIADO', valor: 'Vale Verde Saúde' }]);

    const lote = [
      { nome: 'NOME_ABREVIADO', valor: 'Vale Verde' },
      { nome: 'CHATBOT_LICENCA', valor: 'lic-123' },
      { nome: 'TAMANHO_MAXIMO_ARQUIVO_MB', valor: '10' },
    ];
    expect(await resultados('parametros', lote)).toEqual(['atualizado', 'criado', 'atualizado']);
    expect(await resultados('parametros', lote)).toEqual(['inalterado', 'inalterado', 'inalterado']);
    expect(await publicos('NOME_ABREVIADO', 'CHATBOT_LICENCA', 'TAMANHO_MAXIMO_ARQUIVO_MB')).toEqual([
      { nome: 'NOME_ABREVIADO', valor: 'Vale Verde' },
      { nome: 'CHATBOT_LICENCA', valor: 'lic-123' },
    ]);
    // A restricted parameter stays restricted: only a signed-in member reads it.
    const maria = await login(h.app, DEMO.maria);
    expect(
      await getJson(maria, parametrosEndpoints.restritos, { query: { nome: 'TAMANHO_MAXIMO_ARQUIVO_MB' } }),
    ).toEqual([{ nome: 'TAMANHO_MAXIMO_ARQUIVO_MB', valor: '10' }]);
    const [linha] = await h.database.db
      .select()
      .from(parametrosOperadora)
      .where(eq(parametrosOperadora.nome, 'CHATBOT_LICENCA'));
    expect(linha).toEqual({ nome: 'CHATBOT_LICENCA', valor: 'lic-123', publico: true, versao: 1 });
    // Each change is in the parameter's history (issue 38), with the integration API as its origin.
    const historico = await h.database.db
      .select()
      .from(parametrosHistorico)
      .where(eq(parametrosHistorico.nome, 'NOME_ABREVIADO'))
      .orderBy(parametrosHistorico.versao);
    expect(historico.map((e) => [e.antes, e.depois, e.origem])).toEqual([
      [null, 'Vale Verde Saúde', 'banco'],
      ['Vale Verde Saúde', 'Vale Verde', 'integracao'],
    ]);

    // The maintenance notice, read per request: on, then off again.
    const status = () => getJson(outra, parametrosEndpoints.statusManutencao);
    expect(await resultados('parametros', [{ nome: 'EM_MANUTENCAO', valor: 'true' }])).toEqual([
      'atualizado',
    ]);
    expect((await status()).emManutencao).toBe(true);
    expect(await resultados('parametros', [{ nome: 'EM_MANUTENCAO', valor: 'false' }])).toEqual([
      'atualizado',
    ]);
    expect((await status()).emManutencao).toBe(false);
  });

  it('per-record errors in Portuguese with campos; the valid record of the batch applies', async () => {
    const { resultados: rs, totais } = await enviar('parametros', [
      { nome: 'FONE_CONTATO', valor: '0800 777 1600' },
      { nome: 'PARAMETRO_INVENTADO', valor: 'x' },
      { nome: 'TAMANHO_MAXIMO_ARQUIVO_MB', valor: '0' },
      { nome: 'CNPJ_OPERADORA', valor: '45987321000161' },
      { nome: 'URL_GUIA_MEDICO', valor: 'http://guia.example' },
      { nome: 'URL_CONSULTA_CEP', valor: 'https://viacep.com.br/ws/json/' },
      { nome: 'CAPTCHA_PROVEDOR', valor: 'recaptcha' },
      { nome: 'DIAS_VENCIMENTO_DEBITO', valor: '5,31' },
      { nome: 'EM_MANUTENCAO', valor: 'sim' },
      { nome: 'nome_minusculo', valor: 'x' },
      { nome: 'FONE_CONTATO', valor: '0800 000 0000' },
      { nome: 'PIX_CIDADE', valor: 'São José dos Campos' },
    ]);
    expect(rs[0]).toEqual({ indice: 0, idErp: 'FONE_CONTATO', resultado: 'atualizado' });
    recusado(rs[1], INTEGRACAO_MESSAGES.parametroDesconhecido, 'nome');
    recusado(rs[2], 'Informe um número inteiro de 1 a 50.', 'valor');
    recusado(rs[3], 'Informe um CNPJ válido (14 dígitos).', 'valor');
    recusado(rs[4], 'Informe um endereço https:// válido.', 'valor');
    recusado(rs[5], 'Informe um endereço https:// com {cep} no lugar do CEP.', 'valor');
    recusado(rs[6], 'Este parâmetro vem da configuração do servidor.', 'valor');
    recusado(rs[7], 'Informe dias de vencimento de 1 a 28 separados por vírgula.', 'valor');
    recusado(rs[8], 'Informe true ou false.', 'valor');
    recusado(rs[9], INTEGRACAO_MESSAGES.parametroInvalido, 'nome', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(rs[10], INTEGRACAO_MESSAGES.idErpRepetido, 'nome');
    recusado(rs[11], 'Informe um texto de 1 a 15 caracteres, sem caracteres de controle.', 'valor');
    expect(totais).toMatchObject({ atualizados: 1, erros: 11 });
    const valores = await h.database.db
      .select({ nome: parametrosOperadora.nome, valor: parametrosOperadora.valor })
      .from(parametrosOperadora);
    const de = (nome: string) => valores.find((v) => v.nome === nome)?.valor;
    expect(de('FONE_CONTATO')).toBe('0800 777 1600');
    expect(de('PARAMETRO_INVENTADO')).toBeUndefined();
    expect(de('CNPJ_OPERADORA')).toBe('45987321000160');
    expect(de('EM_MANUTENCAO')).toBe('false');
  });

  it('legal texts: a change is a new version at the server time, unchanged on repeat; the terms page shows them', async () => {
    const publico = new TestAgent(await h.newApp());
    const termos = {
      chave: 'TERMOS_DE_USO',
      titulo: 'Termos de uso (2026)',
      conteudo: '<p>Novos termos.</p>',
    };
    h.clock.advance(60_000);
    const quando = h.clock().toISOString();
    expect(await resultados('textos-legais', [termos])).toEqual(['atualizado']);
    const lido = await getJson(publico, textosLegaisEndpoints.termosDeUso);
    expect(lido).toEqual({
      titulo: 'Termos de uso (2026)',
      conteudo: '<p>Novos termos.</p>',
      atualizadoEm: quando,
      versao: 2,
      versaoAtual: 2,
    });
    h.clock.advance(60_000);
    expect(await resultados('textos-legais', [termos])).toEqual(['inalterado']);
    expect((await getJson(publico, textosLegaisEndpoints.termosDeUso)).atualizadoEm).toBe(quando);

    const { resultados: rs } = await enviar('textos-legais', [
      { chave: 'POLITICA_DE_PRIVACIDADE', titulo: 'Política', conteudo: 'x'.repeat(TEXTO_LEGAL_MAXIMO + 1) },
      { chave: 'REGULAMENTO', titulo: 'Regulamento', conteudo: '<p>x</p>' },
      { chave: 'TERMOS_DE_USO', titulo: '', conteudo: '<p>x</p>' },
      { chave: 'TERMOS_DE_USO', titulo: 'Termos', conteudo: '<p>\u0007</p>' },
    ]);
    for (const [i, campo] of [
      [0, 'conteudo'],
      [1, 'chave'],
      [2, 'titulo'],
    ] as const) {
      recusado(rs[i], INTEGRACAO_MESSAGES.textoLegalInvalido, campo, INTEGRACAO_MESSAGES.valorInvalido);
    }
    // The key was refused by its shape above, so the fourth is judged on its own: a control character.
    recusado(rs[3], INTEGRACAO_MESSAGES.textoLegalInvalido, 'conteudo', INTEGRACAO_MESSAGES.valorInvalido);
    const politica = await versaoAtual(h.database.db, 'POLITICA_DE_PRIVACIDADE');
    expect(politica!.conteudo.length).toBeLessThan(TEXTO_LEGAL_MAXIMO);
  });

  it('legal texts and the maintenance message are stored and served without live HTML (issue 34)', async () => {
    const publico = new TestAgent(await h.newApp());
    const hostil =
      '<h2>1. Uso</h2><p onclick="roubar()">Texto <strong>válido</strong>.</p><script>roubar()</script>' +
      '<img src=x onerror="roubar()"><a href="javascript:roubar()">clique</a>' +
      '<a href="&#106;avascript:roubar()">outro</a><iframe src="https://mal.example"></iframe>' +
      '<p>Contato: <a href="mailto:privacidade@valeverdesaude.example">e-mail</a></p>';
    const limpo =
      '<h2>1. Uso</h2><p>Texto <strong>válido</strong>.</p>cliqueoutro' +
      '<p>Contato: <a href="mailto:privacidade@valeverdesaude.example" rel="noopener noreferrer">e-mail</a></p>';
    const vivo = /<script|<img|<iframe|\son\w+=|javascript:/i;
    const termos = { chave: 'TERMOS_DE_USO', titulo: 'Termos de uso', conteudo: hostil };
    expect(await resultados('textos-legais', [termos])).toEqual(['atualizado']);
    // Stored clean (every reader of the table), served clean (every reader of the API), and the same batch
    // again is unchanged: it is judged cleaned, as stored.
    const linha = await versaoAtual(h.database.db, 'TERMOS_DE_USO');
    expect(linha!.conteudo).toBe(limpo);
    const servido = (await getJson(publico, textosLegaisEndpoints.termosDeUso)).conteudo;
    expect(servido).toBe(limpo);
    expect(servido).not.toMatch(vivo);
    expect(await resultados('textos-legais', [termos])).toEqual(['inalterado']);
    // Nothing left once cleaned: refused, the stored text kept.
    const { resultados: rs } = await enviar('textos-legais', [
      { ...termos, conteudo: '<script>roubar()</script><style>p{}</style>' },
    ]);
    recusado(rs[0], INTEGRACAO_MESSAGES.textoLegalInvalido, 'conteudo');
    expect((await getJson(publico, textosLegaisEndpoints.termosDeUso)).conteudo).toBe(limpo);

    // The maintenance message is the other HTML the integration API takes (a parameter the web shows as HTML).
    expect(
      await resultados('parametros', [
        { nome: 'MENSAGEM_MANUTENCAO', valor: '<p>Volta às 14h.</p><img src=x onerror="roubar()">' },
        { nome: 'EM_MANUTENCAO', valor: 'true' },
      ]),
    ).toEqual(['atualizado', 'atualizado']);
    const status = await getJson(publico, parametrosEndpoints.statusManutencao);
    expect(status.mensagem).toBe('<p>Volta às 14h.</p>');
    expect(await resultados('parametros', [{ nome: 'EM_MANUTENCAO', valor: 'false' }])).toEqual([
      'atualizado',
    ]);
  });

  it('hostile values in every field answer with that record refused, never a 500', async () => {
    // Keyed by name / key: the helper's suffixed keys make each record's key unknown, and every field is
    // still judged (never a 500, every refusal with its message).
    const falhas = [
      ...(await falhasComValoresHostis(
        (lote) => put('parametros', lote),
        { nome: 'NOME_ABREVIADO', valor: 'Vale Verde' },
        'nome',
      )),
      ...(await falhasComValoresHostis(
        (lote) => put('textos-legais', lote),
        { chave: 'TERMOS_DE_USO', titulo: 'Termos', conteudo: '<p>Novos termos.</p>' },
        'chave',
      )),
    ];
    expect(falhas).toEqual([]);
  });

  it('every call leaves an audit row with the client id', async () => {
    for (const rota of ['parametros', 'textos-legais']) {
      const rows = await chamadasAuditadas(h.database.db, rota);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((row) => row.integracaoClienteId !== null)).toBe(true);
    }
  });

  it('reads are the same number of queries for 1 and 20 parameters', async () => {
    const lote = OPERATOR_PARAMETERS.slice(0, 20).map(({ nome, valor }) => ({ nome, valor }));
    await leiturasConstantes(queries, 'parametros', lote);
  });

  it('two identical batches at once: one criado, one inalterado, one row', async () => {
    const lote = [{ nome: 'CHATBOT_URL', valor: 'https://chat.valeverdesaude.example/widget.js' }];
    const [a, b] = await Promise.all([enviar('parametros', lote), enviar('parametros', lote)]);
    expect([a.resultados[0]!.resultado, b.resultados[0]!.resultado].sort()).toEqual(['criado', 'inalterado']);
    const rows = await h.database.db
      .select()
      .from(parametrosOperadora)
      .where(eq(parametrosOperadora.nome, 'CHATBOT_URL'));
    expect(rows).toHaveLength(1);
  });
});
