// The demo's network as the demo seeds it (issue 40, the full LOCAIS_DEMO size, as a person trying the demo and
// the journeys get it): written whole (every generated row and link, own units tied to their prestadores,
// changes dated from the day of seeding), and the well-known searches of docs/guia-medico.md answer through the
// API what the README and the journeys say they do.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatIsoDate } from '@portal/domain';
import {
  guiaMedicoEndpoints as endpoints,
  type BuscaRede,
} from '@portal/domain/contract/facilidades/guia-medico';
import {
  ALTERACOES_REDE_DEMO,
  BUSCAS_REDE_DEMO,
  PRODUTOS_REDE_DEMO,
} from '@portal/domain/contract/facilidades/rede-demo';
import { rowsOf } from '../../rows.js';
import { getJson, type QueryDeTeste } from '../../../test/contrato.js';
import { TestAgent } from '../../../test/test-agent.js';
import { withDemo } from '../../../test/test-app.js';
import { TEST_TODAY } from '../../../test/test-database.js';
import { gerarRede, LOCAIS_DEMO } from './gerar.js';

const demo = withDemo({ locaisRede: LOCAIS_DEMO });
let visitante: TestAgent;
beforeAll(() => {
  visitante = new TestAgent(demo.h.app);
});

const { essencial, empresarial } = PRODUTOS_REDE_DEMO;
const buscar = (query: QueryDeTeste, produto: string = essencial.registroAns) =>
  getJson(visitante, endpoints.busca, { query: { produto, ...query } });
const nomes = (busca: BuscaRede) => busca.itens.map((i) => i.nome);

describe('the demo network in the database', () => {
  it('has every generated row and link, the own units tied to their prestadores, the changes dated from today', async () => {
    const rede = gerarRede({ locais: LOCAIS_DEMO, hoje: TEST_TODAY });
    const [contagem] = rowsOf<Record<string, number>>(
      await demo.h.database.db.execute(sql`
        select (select count(*)::int from rede_locais) locais,
               (select count(*)::int from rede_prestadores) prestadores,
               (select count(*)::int from rede_local_servicos) servicos,
               (select count(*)::int from rede_local_produtos) produtos,
               (select count(*)::int from rede_servicos) catalogo,
               (select count(*)::int from rede_produtos) planos,
               (select count(*)::int from rede_locais l join prestadores p on p.id = l.unidade_agendamento_id
                 where p.proprio and p.nome = l.nome) proprias`),
    );
    expect(contagem).toEqual({
      locais: rede.locais.length,
      prestadores: rede.prestadores.length,
      servicos: rede.locais.reduce((n, l) => n + l.servicos.length, 0),
      produtos: rede.locais.reduce((n, l) => n + l.produtos.length, 0),
      catalogo: rede.servicos.length,
      planos: rede.produtos.length,
      proprias: 4,
    });
    const alteracoes = rowsOf<{ id_erp: string; data_saida: string; substituto: string | null }>(
      await demo.h.database.db.execute(sql`
        select a.id_erp, a.data_saida::text, s.id_erp substituto
          from rede_alteracoes a left join rede_locais s on s.id = a.substituto_local_id order by a.data_saida`),
    );
    const dia = (dias: number) => formatIsoDate(addDays(TEST_TODAY, dias));
    const { saidaProxima, saidaDistante, saidaPassada } = ALTERACOES_REDE_DEMO;
    expect(alteracoes).toEqual([
      { id_erp: 'DEMO-SAIDA-RECANTO', data_saida: dia(-saidaPassada.diasDesdeSaida), substituto: null },
      {
        id_erp: 'DEMO-SAIDA-PRIMAVERA',
        data_saida: dia(saidaProxima.diasAteSaida),
        substituto: saidaProxima.substituto.idErp,
      },
      {
        id_erp: 'DEMO-SAIDA-HORIZONTE',
        data_saida: dia(saidaDistante.diasAteSaida),
        substituto: 'PROPRIO-900101',
      },
    ]);
  });
});

describe('the demo searches (docs/guia-medico.md)', () => {
  it('a pediatrician near a Campinas CEP: the clinic at the sector’s centre comes first, 0 m away', async () => {
    const { cep, termo, servico, primeiro } = BUSCAS_REDE_DEMO.pediatraPerto;
    const porTermo = await buscar({ termo, cep });
    expect(porTermo.servicosEntendidos.map((s) => s.codigo)).toContain(servico);
    expect(porTermo.itens[0]).toMatchObject({ nome: primeiro.nome, distanciaMetros: 0 });
    expect(porTermo.itens[0]!.telefones).toContain(primeiro.telefone);
    expect(porTermo.itens.length).toBeGreaterThan(5);
    const porServico = await buscar({ servico, cep });
    expect(porServico.itens[0]!.nome).toBe(primeiro.nome);
    expect(porServico.itens.every((i) => i.servicos.some((s) => s.codigo === servico))).toBe(true);
  });

  it('“ortopedsta” is read as Ortopedia, and the Quaresmeira institute offers it', async () => {
    const { termo, servico, local } = BUSCAS_REDE_DEMO.ortopediaComErro;
    const busca = await buscar({ termo, uf: 'SP', cidade: local.cidade, bairro: local.bairro });
    expect(busca.servicosEntendidos.map((s) => s.codigo)).toContain(servico);
    expect(nomes(busca)).toContain(local.nome);
  });

  it('a misspelt name and a name without its accent find their provider first', async () => {
    const comErro = BUSCAS_REDE_DEMO.nomeComErro;
    expect(nomes(await buscar({ termo: comErro.termo }))[0]).toBe(comErro.nome);
    const semAcento = BUSCAS_REDE_DEMO.nomeSemAcento;
    expect(nomes(await buscar({ termo: semAcento.termo }))[0]).toBe(semAcento.local.nome);
  });

  it('a 24-hour emergency room near Av. Paulista: the hospital at the sector’s centre comes first', async () => {
    const { cep, primeiro } = BUSCAS_REDE_DEMO.prontoSocorroSaoPaulo;
    const busca = await buscar({ cep, prontoSocorro24h: true });
    expect(busca.itens[0]).toMatchObject({ nome: primeiro.nome, distanciaMetros: 0, prontoSocorro24h: true });
    expect(busca.itens.every((i) => i.prontoSocorro24h)).toBe(true);
  });

  it('the hospital leaving Maria’s plan in 20 days shows on her notices with its substitute; not on Roberto’s', async () => {
    const { saidaProxima, saidaDistante } = ALTERACOES_REDE_DEMO;
    const { avisos } = await getJson(await demo.as('maria'), endpoints.avisos);
    expect(avisos.map((a) => a.nome)).toEqual([saidaProxima.local.nome]);
    expect(avisos[0]).toMatchObject({
      dataSaida: formatIsoDate(addDays(TEST_TODAY, saidaProxima.diasAteSaida)),
      motivo: saidaProxima.motivo,
      substituto: { nome: saidaProxima.substituto.nome },
    });
    expect((await getJson(await demo.as('roberto'), endpoints.avisos)).avisos).toEqual([]);
    const { alteracoes } = await getJson(visitante, endpoints.alteracoes, {
      query: { produto: essencial.registroAns },
    });
    expect(alteracoes.map((a) => a.nome)).toEqual(
      expect.arrayContaining([saidaProxima.local.nome, saidaDistante.local.nome]),
    );
  });

  it('the hospital that left 10 days ago is listed among the changes but never offered', async () => {
    const { local } = ALTERACOES_REDE_DEMO.saidaPassada;
    const { alteracoes } = await getJson(visitante, endpoints.alteracoes, {
      query: { produto: empresarial.registroAns },
    });
    expect(alteracoes.map((a) => a.nome)).toContain(local.nome);
    const busca = await buscar({ uf: 'SP', cidade: local.cidade, tipo: 'HOSPITAL' }, empresarial.registroAns);
    expect(nomes(busca)).not.toContain(local.nome);
  });
});
