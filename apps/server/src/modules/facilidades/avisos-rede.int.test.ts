// The network-change notices of `lembretes` (issue 42, decision 0052): the demo's Hospital Primavera leaves
// Maria's plan within the notice period (db/seed/rede/gerar.ts, relative to the day of seeding), so she is told
// — once, however often the command runs — while Carlos, the contratante who holds no card, is not.
import { describe, expect, it } from 'vitest';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { entregasDe } from '../../test/notificacoes.js';
import { DEMO, withDemo } from '../../test/test-app.js';
import { avisarMudancasDaRede } from './avisos-rede.service.js';

const demo = withDemo();

describe('network-change notices', () => {
  it('tells the members who hold a card of an affected plan, once per change', async () => {
    const { app, database } = demo.h;
    const db = database.db;
    const [maria, carlos] = await Promise.all([pessoaIdDe(db, DEMO.maria), pessoaIdDe(db, DEMO.carlos)]);
    expect(await avisarMudancasDaRede(app)).toBeGreaterThan(0);
    await app.notify.drain();
    const primeira = (await entregasDe(db, maria)).filter((e) => e.tipo === 'REDE_ALTERADA');
    // E-mail by default (the catalogue), to her main address.
    expect(primeira.map((e) => e.canal)).toContain('EMAIL');
    await avisarMudancasDaRede(app);
    await app.notify.drain();
    expect((await entregasDe(db, maria)).filter((e) => e.tipo === 'REDE_ALTERADA')).toEqual(primeira);
    expect((await entregasDe(db, carlos)).some((e) => e.tipo === 'REDE_ALTERADA')).toBe(false);
  });
});
