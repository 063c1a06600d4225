// The new-terms notices of `lembretes` (issue 42, decision 0052): nothing while every account has accepted the
// terms in force; once the console publishes a version, each account that must accept it is told once per
// version, and an account that has accepted it is not.
import { describe, expect, it } from 'vitest';
import { textosLegaisVersoes } from '../../db/schema/lifecycle.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { entregasDe } from '../../test/notificacoes.js';
import { DEMO, withDemo } from '../../test/test-app.js';
import { avisarNovosTermos } from './avisos-termos.service.js';

const demo = withDemo();

describe('new-terms notices', () => {
  it('tells each account that must accept a new version, once', async () => {
    const { app, database, clock } = demo.h;
    const db = database.db;
    expect(await avisarNovosTermos(app)).toBe(0);
    const maria = await pessoaIdDe(db, DEMO.maria);
    clock.advance(60_000);
    await db.insert(textosLegaisVersoes).values({
      chave: 'TERMOS_DE_USO',
      versao: 99,
      titulo: 'Termos de Uso',
      conteudo: '<p>Nova versão.</p>',
      publicadoEm: clock(),
    });
    expect(await avisarNovosTermos(app)).toBeGreaterThan(0);
    await avisarNovosTermos(app);
    await app.notify.drain();
    const deMaria = (await entregasDe(db, maria)).filter((e) => e.tipo === 'NOVOS_TERMOS');
    expect(deMaria.map((e) => e.canal)).toEqual(['EMAIL']);
  });
});
