// The bill notices of `lembretes` (issue 42, decision 0052): available, due soon and overdue, each once per
// bill however often the command runs, to the contract's financial responsibles and never to a dependant.
import { describe, expect, it } from 'vitest';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { entregasDe as entregasDaPessoa } from '../../test/notificacoes.js';
import { DEMO, withDemo } from '../../test/test-app.js';
import { avisarFaturas } from './avisos-faturas.service.js';

const demo = withDemo();

const entregasDe = (pessoaId: number) => entregasDaPessoa(demo.h.database.db, pessoaId);

describe('bill notices', () => {
  it('publishes each bill notice once, however often lembretes runs', async () => {
    const h = demo.h;
    const db = h.database.db;
    const [maria, carlos] = await Promise.all([pessoaIdDe(db, DEMO.maria), pessoaIdDe(db, DEMO.carlos)]);
    await avisarFaturas(h.app);
    await h.app.notify.drain();
    const primeira = await entregasDe(maria);
    await avisarFaturas(h.app);
    await avisarFaturas(h.app);
    await h.app.notify.drain();
    expect(await entregasDe(maria)).toEqual(primeira);
    const tipos = new Set(primeira.map((e) => e.tipo));
    // The demo's family A: one bill overdue, one open; both the titular and the contratante are told.
    expect(tipos).toContain('FATURA_VENCIDA');
    expect(tipos).toContain('FATURA_DISPONIVEL');
    expect((await entregasDe(carlos)).some((e) => e.tipo === 'FATURA_VENCIDA')).toBe(true);
    // A dependant pays for nothing.
    const joao = await pessoaIdDe(db, DEMO.joao);
    expect((await entregasDe(joao)).some((e) => e.tipo.startsWith('FATURA'))).toBe(false);
  });
});
