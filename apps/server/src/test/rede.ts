// A small network of its own for the Guia Médico's tests (issue 40): a few providers and locations inserted
// directly, at fixed coordinates in a region no demo location uses (CEPs 39999-xxx, "Vila Teste"/MG), with
// their own product (and a second one next door) and their own catalogue codes (TESTE_*). The demo's network
// is in the same database: tests assert on these rows, never on counts of everything.
import { addDays, formatIsoDate, parseIsoDate } from '@portal/domain';
import type { AcessibilidadeRede, AtributoQualidade } from '@portal/domain/contract/facilidades/rede-codigos';
import type { PeriodoFuncionamento } from '@portal/domain/format/horario-funcionamento';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  redeAlteracoes,
  redeLocais,
  redeLocalProdutos,
  redeLocalServicos,
  redePrestadores,
  redeProdutos,
  redeServicos,
} from '../db/schema/rede.js';

/** The fixture's product, and another one whose network has a location next door. */
export const PRODUTO_TESTE = '999.001/26-0';
export const PRODUTO_VIZINHO = '999.002/26-0';
/** The demo contracts' products (Maria's; Roberto's), linked to one fixture location each for the notices. */
export const PRODUTO_MARIA = '487.654/21-3';
export const PRODUTO_ROBERTO = '487.656/21-0';

/** Where the fixture is: its first location's point (CEP 39999-010). */
export const ORIGEM_TESTE = { latitude: -18, longitude: -45 };

const SEG_A_SEX_8_18: PeriodoFuncionamento[] = [1, 2, 3, 4, 5].map((dia) => ({
  dia,
  abre: '08:00',
  fecha: '18:00',
}));
const SABADO: PeriodoFuncionamento[] = [{ dia: 6, abre: '08:00', fecha: '12:00' }];

interface LocalTeste {
  chave: string;
  prestador: string;
  /** Δ latitude from ORIGEM_TESTE, in thousandths of a degree (~111 m each), southwards. */
  sul: number;
  servicos: string[];
  produtos: string[];
  cep?: string;
  bairro?: string;
  pessoa?: { conselho: 'CRM'; numero: string };
  nomeFantasia?: string;
  tipo?: 'HOSPITAL' | 'CLINICA' | 'LABORATORIO' | 'CONSULTORIO' | 'PRONTO_ATENDIMENTO';
  horarios?: PeriodoFuncionamento[];
  ps24h?: boolean;
  telemedicina?: boolean;
  acessibilidade?: AcessibilidadeRede[];
  qualidade?: AtributoQualidade[];
}

/** The locations, nearest to ORIGEM_TESTE first (but ids are not in that order: see `consultorios`). */
const LOCAIS: LocalTeste[] = [
  {
    chave: 'saoJose',
    prestador: 'Clínica Ortopédica São José Ltda',
    nomeFantasia: 'Clínica São José',
    sul: 0,
    servicos: ['TESTE_ORTOPEDIA'],
    produtos: [PRODUTO_TESTE],
    horarios: SEG_A_SEX_8_18,
    tipo: 'CLINICA',
    qualidade: ['ACREDITACAO', 'NOTIVISA'],
    acessibilidade: ['RAMPA_OU_ELEVADOR'],
  },
  {
    chave: 'vizinho',
    prestador: 'Hospital Vizinho de Outro Plano',
    sul: 0.1,
    servicos: ['TESTE_ORTOPEDIA', 'TESTE_PEDIATRIA'],
    produtos: [PRODUTO_VIZINHO],
    tipo: 'HOSPITAL',
    ps24h: true,
  },
  {
    chave: 'saiu',
    prestador: 'Hospital Que Saiu da Rede',
    sul: 0.2,
    servicos: ['TESTE_ORTOPEDIA'],
    produtos: [PRODUTO_TESTE, PRODUTO_MARIA],
    tipo: 'HOSPITAL',
  },
  {
    chave: 'drJose',
    prestador: 'José Antônio da Silva',
    pessoa: { conselho: 'CRM', numero: '123456' },
    sul: 10,
    servicos: ['TESTE_ORTOPEDIA'],
    produtos: [PRODUTO_TESTE],
    horarios: SABADO,
    tipo: 'CONSULTORIO',
    telemedicina: true,
  },
  {
    chave: 'sai',
    prestador: 'Hospital Que Sai em Breve',
    sul: 15,
    servicos: ['TESTE_ORTOPEDIA'],
    produtos: [PRODUTO_TESTE, PRODUTO_MARIA],
    tipo: 'HOSPITAL',
  },
  {
    chave: 'sorriso',
    prestador: 'Pediatria Sorriso S.A.',
    sul: 20,
    cep: '39999030',
    bairro: 'Jardim Teste',
    servicos: ['TESTE_PEDIATRIA', 'TESTE_RAIO_X'],
    produtos: [PRODUTO_TESTE],
    tipo: 'PRONTO_ATENDIMENTO',
    ps24h: true,
    telemedicina: true,
    acessibilidade: ['RAMPA_OU_ELEVADOR', 'LIBRAS'],
    qualidade: ['ACREDITACAO'],
  },
  {
    chave: 'saiRoberto',
    prestador: 'Laboratório Que Sai Longe',
    sul: 25,
    servicos: ['TESTE_RAIO_X'],
    produtos: [PRODUTO_TESTE, PRODUTO_ROBERTO],
    tipo: 'LABORATORIO',
  },
];

/**
 * 24 practices offering TESTE_ORTOPEDIA 40, 50 and 60 thousandths south, eight at each point, inserted far ones
 * first (so ids do not follow distance). By distance from ORIGEM_TESTE, with the 3 nearer orthopaedic locations,
 * the first page ends inside the farthest group (the order's ties, broken by id, across a page boundary).
 */
const consultorios: LocalTeste[] = Array.from({ length: 24 }, (_, i) => ({
  chave: `consultorio${i}`,
  prestador: `Consultório Teste ${String(i).padStart(2, '0')}`,
  sul: 60 - Math.floor(i / 8) * 10,
  servicos: ['TESTE_ORTOPEDIA'],
  produtos: [PRODUTO_TESTE],
  tipo: 'CONSULTORIO' as const,
}));

export interface RedeTeste {
  locais: Record<string, number>;
  prestadores: Record<string, number>;
  /** The locations in the fixture's product offering TESTE_ORTOPEDIA and still in the network. */
  ortopedia: number[];
}

/** Inserts the fixture; `hoje` is the operator's day the test clock starts on ('yyyy-MM-dd'). */
export async function criarRedeTeste(db: Database, hoje: string): Promise<RedeTeste> {
  const agora = new Date(`${hoje}T12:00:00Z`);
  const diaMais = (dias: number) => formatIsoDate(addDays(parseIsoDate(hoje)!, dias));
  const produtos = new Map<string, number>();
  for (const [registroAns, nome] of [
    [PRODUTO_TESTE, 'Plano Teste da Rede'],
    [PRODUTO_VIZINHO, 'Plano Vizinho'],
    [PRODUTO_MARIA, 'Vale Verde Essencial Apartamento'],
    [PRODUTO_ROBERTO, 'Vale Verde Clássico Enfermaria'],
  ] as const) {
    await db
      .insert(redeProdutos)
      .values({ registroAns, nome, segmento: 'MEDICO', atualizadoEm: agora })
      .onConflictDoNothing();
    const [row] = await db.select().from(redeProdutos).where(eq(redeProdutos.registroAns, registroAns));
    produtos.set(registroAns, row!.id);
  }
  const servicos = new Map<string, number>();
  for (const [codigo, nome, sinonimos] of [
    ['TESTE_ORTOPEDIA', 'Ortopedia', ['ortopedista', 'traumatologista']],
    ['TESTE_PEDIATRIA', 'Pediatria', ['pediatra', 'médico de criança']],
    ['TESTE_RAIO_X', 'Raio-X', ['radiografia', 'rx']],
  ] as const) {
    const [row] = await db
      .insert(redeServicos)
      .values({ codigo, nome, tipo: 'ESPECIALIDADE', sinonimos: [...sinonimos], atualizadoEm: agora })
      .returning({ id: redeServicos.id });
    servicos.set(codigo, row!.id);
  }
  const rede: RedeTeste = { locais: {}, prestadores: {}, ortopedia: [] };
  for (const [n, local] of [...LOCAIS, ...consultorios].entries()) {
    const [prestador] = await db
      .insert(redePrestadores)
      .values({
        idErp: `teste-p-${local.chave}`,
        tipoPessoa: local.pessoa ? 'PF' : 'PJ',
        nome: local.prestador,
        nomeFantasia: local.nomeFantasia ?? null,
        ...(local.pessoa
          ? { conselho: local.pessoa.conselho, conselhoNumero: local.pessoa.numero, conselhoUf: 'MG' }
          : { cnpj: String(10_000_000_000_000 + n) }),
        qualidade: local.qualidade ?? [],
        atualizadoEm: agora,
      })
      .returning({ id: redePrestadores.id });
    const [row] = await db
      .insert(redeLocais)
      .values({
        idErp: `teste-l-${local.chave}`,
        prestadorId: prestador!.id,
        tipo: local.tipo ?? 'CLINICA',
        logradouro: 'Rua do Teste',
        numero: String(n + 1),
        bairro: local.bairro ?? 'Centro',
        cidade: 'Vila Teste',
        uf: 'MG',
        cep: local.cep ?? `39999${String(10 + n).padStart(3, '0')}`,
        latitude: ORIGEM_TESTE.latitude - local.sul / 1000,
        longitude: ORIGEM_TESTE.longitude,
        telefones: ['3133330000'],
        horarios: local.horarios ?? [],
        prontoSocorro24h: local.ps24h ?? false,
        telemedicina: local.telemedicina ?? false,
        acessibilidade: local.acessibilidade ?? [],
        atualizadoEm: agora,
      })
      .returning({ id: redeLocais.id });
    const localId = row!.id;
    rede.locais[local.chave] = localId;
    rede.prestadores[local.chave] = prestador!.id;
    await db
      .insert(redeLocalServicos)
      .values(local.servicos.map((codigo) => ({ servicoId: servicos.get(codigo)!, localId })));
    await db
      .insert(redeLocalProdutos)
      .values(local.produtos.map((registro) => ({ produtoId: produtos.get(registro)!, localId })));
  }
  await db.insert(redeAlteracoes).values([
    { idErp: 'teste-a-saiu', localId: rede.locais.saiu!, dataSaida: diaMais(-1), atualizadoEm: agora },
    {
      idErp: 'teste-a-sai',
      localId: rede.locais.sai!,
      dataSaida: diaMais(10),
      substitutoLocalId: rede.locais.sorriso!,
      motivo: 'Encerramento das atividades',
      atualizadoEm: agora,
    },
    { idErp: 'teste-a-longe', localId: rede.locais.saiRoberto!, dataSaida: diaMais(60), atualizadoEm: agora },
  ]);
  await db.execute(sql`analyze rede_locais`);
  const ortopedicos = [...LOCAIS, ...consultorios].filter(
    (l) => l.servicos.includes('TESTE_ORTOPEDIA') && l.produtos.includes(PRODUTO_TESTE) && l.chave !== 'saiu',
  );
  rede.ortopedia = ortopedicos.map((l) => rede.locais[l.chave]!);
  return rede;
}
