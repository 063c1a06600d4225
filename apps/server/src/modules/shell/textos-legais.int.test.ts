// GET /api/termos-de-uso and GET /api/politica-de-privacidade: public, from the database.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain';
import { type TextoLegal, textosLegaisEndpoints } from '@portal/domain/contract/shell/textos-legais';
import { textosLegais } from '../../db/schema/lifecycle.js';
import { chamar } from '../../test/contrato.js';
import { TestAgent } from '../../test/test-agent.js';
import { withDemo, type TestHarness } from '../../test/test-app.js';

const demo = withDemo();
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

describe('legal texts', () => {
  it('serves the terms of use and the privacy policy without a session', async () => {
    const agent = new TestAgent(h.app);
    const termos = await chamar(agent, textosLegaisEndpoints.termosDeUso);
    expect(termos.statusCode).toBe(200);
    expect(termos.json<TextoLegal>()).toMatchObject({
      titulo: 'Termos de Uso',
      atualizadoEm: '2026-01-15T12:00:00.000Z',
    });
    expect(termos.json<TextoLegal>().conteudo).toContain('<h2>1. Acesso e cadastro</h2>');
    const politica = await chamar(agent, textosLegaisEndpoints.politicaDePrivacidade);
    expect(politica.json<TextoLegal>()).toMatchObject({ titulo: 'Política de Privacidade' });
    expect(politica.json<TextoLegal>().conteudo).toContain('Lei n° 13.709/2018');
  });

  it('shows what the operator writes in the table, and 404 when there is none', async () => {
    await h.database.db
      .update(textosLegais)
      .set({ conteudo: '<p>Versão 2</p>', atualizadoEm: new Date('2026-03-01T10:00:00Z') })
      .where(eq(textosLegais.chave, 'TERMOS_DE_USO'));
    const agent = new TestAgent(h.app);
    expect((await chamar(agent, textosLegaisEndpoints.termosDeUso)).json()).toEqual({
      titulo: 'Termos de Uso',
      conteudo: '<p>Versão 2</p>',
      atualizadoEm: '2026-03-01T10:00:00.000Z',
    });
    await h.database.db.delete(textosLegais).where(eq(textosLegais.chave, 'POLITICA_DE_PRIVACIDADE'));
    const missing = await chamar(agent, textosLegaisEndpoints.politicaDePrivacidade);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ mensagem: SERVER_MESSAGES.notFound });
  });
});
