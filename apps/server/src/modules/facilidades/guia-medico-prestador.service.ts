// A provider's page in the Guia Médico (issue 40, decision 0046): the provider, its quality attributes and each
// of its locations still in the network — address, phones, hours and "aberto agora" (the search's SQL rule),
// services, the products whose network includes it, an announced departure, and for the operator's own units
// the specialities Novo Agendamento books there. Four queries whatever the number of locations.
import { sql } from 'drizzle-orm';
import {
  GUIA_MEDICO_MESSAGES as MSG,
  type PrestadorRede,
  type ProdutoRede,
} from '@portal/domain/contract/facilidades/guia-medico';
import type { PeriodoFuncionamento } from '@portal/domain/format/horario-funcionamento';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { agendaHorarios, especialidades, horarioOfertado } from '../../db/schema/agendamento.js';
import { redeLocais, redeLocalProdutos, redePrestadores, redeProdutos } from '../../db/schema/rede.js';
import { notFound } from '../../platform/errors.js';
import { mapaEmbedUrl } from './pontos-atendimento.service.js';
import {
  abertoAgoraSql,
  agoraDe,
  arrayParam,
  enderecoColunas,
  enderecoDe,
  naoSaiuSql,
  nomeLocalSql,
  saidasDe,
  servicosDosLocais,
  type EnderecoRow,
} from './guia-medico-local.js';
import { agruparPor } from '../../platform/agrupar-por.js';

type Local = PrestadorRede['locais'][number];

interface PrestadorRow {
  id: number;
  tipo_pessoa: PrestadorRede['tipoPessoa'];
  nome: string;
  nome_fantasia: string | null;
  conselho: NonNullable<PrestadorRede['registro']>['conselho'] | null;
  conselho_numero: string | null;
  conselho_uf: string | null;
  cnpj: string | null;
  qualidade: PrestadorRede['qualidade'];
}

interface LocalRow extends EnderecoRow {
  id: number;
  nome: string;
  prestador_nome: string;
  tipo: Local['tipo'];
  telefones: string[];
  horarios: PeriodoFuncionamento[];
  pronto_socorro_24h: boolean;
  telemedicina: boolean;
  acessibilidade: Local['acessibilidade'];
  aberto_agora: boolean | null;
  unidade_agendamento_id: number | null;
  /** The specialities with a slot still offered at the own unit (Novo Agendamento's list narrows by window). */
  agenda: { codigo: string; nome: string }[] | null;
}

/** GET /guia-medico/prestadores/:id. */
export async function obterPrestador(
  db: Database,
  id: number,
  instante: Date,
  mapaOrigin: string,
): Promise<PrestadorRede> {
  const agora = agoraDe(instante);
  const [prestador] = rowsOf<PrestadorRow>(
    await db.execute(sql`select id, tipo_pessoa, nome, nome_fantasia, conselho, conselho_numero, conselho_uf,
      cnpj, qualidade from ${redePrestadores} where id = ${id}`),
  );
  if (!prestador) throw notFound(MSG.prestadorNaoEncontrado);
  const locais = rowsOf<LocalRow>(
    await db.execute(sql`
      select l.id, ${nomeLocalSql} as nome, p.nome as prestador_nome, l.tipo, ${enderecoColunas}, l.telefones,
        l.horarios, l.pronto_socorro_24h, l.telemedicina, l.acessibilidade, l.unidade_agendamento_id,
        ${abertoAgoraSql(agora)} as aberto_agora,
        case when l.unidade_agendamento_id is null then null else (
          select coalesce(json_agg(json_build_object('codigo', e.codigo, 'nome', e.nome) order by e.nome), '[]'::json)
          from ${especialidades} e
          where exists (select 1 from ${agendaHorarios} where ${agendaHorarios.prestadorId} = l.unidade_agendamento_id
            and ${agendaHorarios.especialidadeId} = e.id and ${agendaHorarios.inicio} > ${instante}
            and ${horarioOfertado})) end as agenda
      from ${redeLocais} l join ${redePrestadores} p on p.id = l.prestador_id
      where l.prestador_id = ${id} and ${naoSaiuSql(agora)}
      order by l.uf, l.cidade_busca, l.bairro_busca, l.id`),
  );
  if (locais.length === 0) throw notFound(MSG.prestadorNaoEncontrado);
  const ids = locais.map((l) => Number(l.id));
  const [servicos, saidas, produtos] = await Promise.all([
    servicosDosLocais(db, ids),
    saidasDe(db, ids, agora),
    produtosDosLocais(db, ids),
  ]);
  return {
    id: Number(prestador.id),
    tipoPessoa: prestador.tipo_pessoa,
    nome: prestador.nome,
    nomeFantasia: prestador.nome_fantasia,
    registro:
      prestador.conselho && prestador.conselho_numero && prestador.conselho_uf
        ? { conselho: prestador.conselho, numero: prestador.conselho_numero, uf: prestador.conselho_uf }
        : null,
    cnpj: prestador.cnpj,
    qualidade: prestador.qualidade,
    locais: locais.map((l) => {
      const localId = Number(l.id);
      const endereco = enderecoDe(l);
      return {
        localId,
        prestadorId: Number(prestador.id),
        nome: l.nome,
        prestadorNome: l.prestador_nome,
        tipo: l.tipo,
        endereco,
        telefones: l.telefones,
        prontoSocorro24h: l.pronto_socorro_24h,
        telemedicina: l.telemedicina,
        abertoAgora: l.aberto_agora,
        acessibilidade: l.acessibilidade,
        saida: saidas.get(localId) ?? null,
        horarios: l.horarios,
        servicos: (servicos.get(localId) ?? []).map(({ codigo, nome, tipo }) => ({ codigo, nome, tipo })),
        produtos: produtos.get(localId) ?? [],
        agendamento: l.agenda === null ? null : { especialidades: l.agenda },
        mapaUrl: mapaEmbedUrl(mapaOrigin, endereco.latitude, endereco.longitude),
      };
    }),
  };
}

/** The products whose network includes each location (one query), by name. */
async function produtosDosLocais(
  db: Database,
  localIds: readonly number[],
): Promise<Map<number, ProdutoRede[]>> {
  const rows = rowsOf<ProdutoRede & { local_id: number }>(
    await db.execute(sql`
      select lp.local_id, pr.registro_ans as "registroAns", pr.nome, pr.segmento
      from ${redeLocalProdutos} lp join ${redeProdutos} pr on pr.id = lp.produto_id
      where lp.local_id = any(${arrayParam(localIds, 'int')})
      order by lp.local_id, pr.nome, pr.registro_ans`),
  );
  return agruparPor(
    rows,
    (row) => Number(row.local_id),
    ({ local_id: _local, ...produto }): ProdutoRede => produto,
  );
}
