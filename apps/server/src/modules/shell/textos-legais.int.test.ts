// The legal texts, versioned (issue 38): GET /api/termos-de-uso, /api/politica-de-privacidade and
// /api/aviso-lgpd (public, the current version or ?versao=N) with their /versoes lists; a new version of the
// terms blocks every member call but the account's own with a 403 the web knows, until the member accepts
// it (POST /api/usuario/aceite-termos), once per version, and the acceptance shows in their data export.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, formatDate } from '@portal/domain';
import { aceiteTermosEndpoints } from '@portal/domain/contract/auth/aceite-termos';
import { ACEITE_TERMOS_MESSAGES } from '@portal/domain/contract/auth/aceite-termos-mensagens';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { type Usuario, usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import {
  exportacaoDadosEndpoints,
  exportacaoDadosSchema,
} from '@portal/domain/contract/meus-dados/exportacao-dados';
import { type TextoLegal, textosLegaisEndpoints } from '@portal/domain/contract/shell/textos-legais';
import { aceitesTextosLegais, contas } from '../../db/schema/auth.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { chamar } from '../../test/contrato.js';
import { TestAgent } from '../../test/test-agent.js';
import { DEMO, login, withDemo, type TestHarness } from '../../test/test-app.js';
import { publicarVersao } from '../../shared-domain/textos-legais.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const aceitesDe = async (cpf: string) =>
  h.database.db
    .select({ versao: aceitesTextosLegais.versao, ip: aceitesTextosLegais.ip })
    .from(aceitesTextosLegais)
    .innerJoin(contas, eq(contas.id, aceitesTextosLegais.contaId))
    .innerJoin(pessoas, eq(pessoas.id, contas.pessoaId))
    .where(and(eq(pessoas.cpf, cpf), eq(aceitesTextosLegais.chave, 'TERMOS_DE_USO')));

const publicarTermos = (conteudo: string) => {
  h.clock.advance(60_000);
  return publicarVersao(h.database.db, {
    chave: 'TERMOS_DE_USO',
    titulo: 'Termos de Uso',
    conteudo,
    agora: h.clock(),
    autorEquipeId: null,
  });
};

describe('legal texts', () => {
  it('serves the current version of each text without a session', async () => {
    const agent = new TestAgent(h.app);
    const termos = await chamar(agent, textosLegaisEndpoints.termosDeUso);
    expect(termos.statusCode).toBe(200);
    expect(termos.json<TextoLegal>()).toMatchObject({
      titulo: 'Termos de Uso',
      atualizadoEm: '2026-01-15T12:00:00.000Z',
      versao: 1,
      versaoAtual: 1,
    });
    expect(termos.json<TextoLegal>().conteudo).toContain('<h2>1. Acesso e cadastro</h2>');
    const politica = await chamar(agent, textosLegaisEndpoints.politicaDePrivacidade);
    expect(politica.json<TextoLegal>()).toMatchObject({ titulo: 'Política de Privacidade' });
    expect(politica.json<TextoLegal>().conteudo).toContain('Lei n° 13.709/2018');
    const aviso = await chamar(agent, textosLegaisEndpoints.avisoLgpd);
    expect(aviso.json<TextoLegal>()).toMatchObject({ titulo: 'Aviso LGPD', versao: 1 });
  });

  it('a new version of the terms is sanitised, becomes current, and the older one stays readable', async () => {
    const agent = new TestAgent(h.app);
    const v2 = await publicarTermos(
      '<h2>Novos termos</h2><p onclick="roubar()">Versão 2.</p><script>roubar()</script><img src=x onerror=roubar()>',
    );
    expect(v2.versao).toBe(2);
    const atual = (await chamar(agent, textosLegaisEndpoints.termosDeUso)).json<TextoLegal>();
    expect(atual).toEqual({
      titulo: 'Termos de Uso',
      conteudo: '<h2>Novos termos</h2><p>Versão 2.</p>',
      atualizadoEm: v2.publicadoEm.toISOString(),
      versao: 2,
      versaoAtual: 2,
    });
    const antiga = await chamar(agent, textosLegaisEndpoints.termosDeUso, { query: { versao: 1 } });
    expect(antiga.json<TextoLegal>()).toMatchObject({ versao: 1, versaoAtual: 2 });
    expect(antiga.json<TextoLegal>().conteudo).toContain('<h2>1. Acesso e cadastro</h2>');
    const versoes = await chamar(agent, textosLegaisEndpoints.versoesTermosDeUso);
    expect(versoes.json()).toEqual({
      versoes: [
        { versao: 2, titulo: 'Termos de Uso', publicadoEm: v2.publicadoEm.toISOString() },
        { versao: 1, titulo: 'Termos de Uso', publicadoEm: '2026-01-15T12:00:00.000Z' },
      ],
    });
    const inexistente = await chamar(agent, textosLegaisEndpoints.termosDeUso, { query: { versao: 9 } });
    expect(inexistente.statusCode).toBe(404);
    expect(inexistente.json()).toEqual({ mensagem: SERVER_MESSAGES.notFound });
    expect(
      (await chamar(agent, textosLegaisEndpoints.termosDeUso, { query: { versao: 0 } })).statusCode,
    ).toBe(400);
  });

  it('asks Maria to accept the new terms before anything else, records it once and shows it in her export', async () => {
    const v3 = await publicarTermos('<p>Versão 3 dos termos.</p>');
    const maria = await login(h.app, DEMO.maria);
    // The login's answer and GET /usuario say so; every other member call answers the 403 the web knows.
    const usuario = await chamar(maria, usuarioEndpoints.usuario);
    expect(usuario.json<Usuario>()).toMatchObject({
      aceiteTermosPendente: true,
      credenciaisNaoExpiradas: true,
    });
    const bloqueada = await chamar(maria, usuarioEndpoints.chatbot);
    expect(bloqueada.statusCode).toBe(403);
    expect(bloqueada.json()).toEqual({ mensagem: ACEITE_TERMOS_MESSAGES.termosPendentes });
    const arquivoAntes = await chamar(maria, exportacaoDadosEndpoints.arquivo, {
      params: { cpf: DEMO.maria },
      query: { formato: 'json' },
    });
    expect(arquivoAntes.statusCode).toBe(403);

    // An acceptance of a version that is not the current one is refused: the member read another text.
    const velha = await chamar(maria, aceiteTermosEndpoints.aceitarTermos, { body: { versao: 2 } });
    expect(velha.statusCode).toBe(409);
    expect(velha.json()).toEqual({ mensagem: ACEITE_TERMOS_MESSAGES.versaoNaoAtual });
    const invalida = await chamar(maria, aceiteTermosEndpoints.aceitarTermos, { body: { versao: 'três' } });
    expect(invalida.statusCode).toBe(400);
    expect(await aceitesDe(DEMO.maria)).toEqual([]);

    // Twice at once (two tabs): one row, both answered as accepted.
    const [a, b] = await Promise.all([
      chamar(maria, aceiteTermosEndpoints.aceitarTermos, { body: { versao: 3 } }),
      chamar(maria, aceiteTermosEndpoints.aceitarTermos, { body: { versao: 3 } }),
    ]);
    expect([a.statusCode, b.statusCode], a.body).toEqual([200, 200]);
    expect(a.json<Usuario>()).toMatchObject({ nrCpf: DEMO.maria, aceiteTermosPendente: false });
    expect(await aceitesDe(DEMO.maria)).toEqual([{ versao: v3.publicadoEm, ip: '127.0.0.1' }]);
    expect((await chamar(maria, usuarioEndpoints.chatbot)).statusCode).toBe(200);
    expect((await chamar(maria, usuarioEndpoints.usuario)).json<Usuario>().aceiteTermosPendente).toBe(false);

    const arquivo = await chamar(maria, exportacaoDadosEndpoints.arquivo, {
      params: { cpf: DEMO.maria },
      query: { formato: 'json' },
    });
    expect(arquivo.statusCode, arquivo.body).toBe(200);
    const { consentimentos } = exportacaoDadosSchema.parse(arquivo.json());
    expect(consentimentos.filter((c) => c.tipo === 'ACEITE_TEXTO_LEGAL')).toContainEqual({
      tipo: 'ACEITE_TEXTO_LEGAL',
      descricao: `Termos de uso, versão 3 de ${formatDate(v3.publicadoEm.toISOString())}`,
      em: h.clock().toISOString(),
      ate: null,
      revogadoEm: null,
      quem: 'PROPRIO',
    });
  });

  it('an open session is stopped at its next call; sign-out and the password stay usable', async () => {
    const joao = await login(h.app, DEMO.joao);
    // Version 3 (the test before) is João's to accept too; then he uses the portal.
    expect(
      (await chamar(joao, aceiteTermosEndpoints.aceitarTermos, { body: { versao: 3 } })).statusCode,
    ).toBe(200);
    expect((await chamar(joao, usuarioEndpoints.chatbot)).statusCode).toBe(200);
    await publicarTermos('<p>Versão 4 dos termos.</p>');
    const bloqueada = await chamar(joao, usuarioEndpoints.chatbot);
    expect(bloqueada.statusCode).toBe(403);
    expect(bloqueada.json()).toEqual({ mensagem: ACEITE_TERMOS_MESSAGES.termosPendentes });
    expect((await chamar(joao, usuarioEndpoints.usuario)).statusCode).toBe(200);
    // Fernanda's password is expired too: that comes first, as before, and it is not the terms' message.
    const fernanda = await login(h.app, DEMO.fernanda);
    expect((await chamar(fernanda, usuarioEndpoints.chatbot)).json()).toEqual({
      mensagem: MESSAGES.expiredPassword,
    });
    expect((await chamar(joao, loginEndpoints.logout)).statusCode).toBeLessThan(300);
    expect((await chamar(joao, usuarioEndpoints.usuario)).statusCode).toBe(401);
  });
});
