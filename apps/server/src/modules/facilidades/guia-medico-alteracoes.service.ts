// Guia Médico (issue 40, decision 0046): the operator's products, the signed-in member's own plans, and the
// network changes (Lei 9.656/98 art. 17) — the public page of locations leaving, and the home's notices of
// the changes in the member's plans within GUIA_MEDICO_DIAS_AVISO days. One query each (the member's plans
// come from the family scope the session already carries).
import { sql, type SQL } from 'drizzle-orm';
import {
  GUIA_MEDICO_DIAS_AVISO,
  type AlteracaoRede,
  type MeuPlanoRede,
  type ProdutoRede,
} from '@portal/domain/contract/facilidades/guia-medico';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { carteiras, contratos } from '../../db/schema/contratos.js';
import {
  redeAlteracoes,
  redeLocais,
  redeLocalProdutos,
  redePrestadores,
  redeProdutos,
} from '../../db/schema/rede.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import {
  agoraDe,
  arrayParam,
  enderecoColunas,
  enderecoDe,
  nomeLocalSql,
  saidaDe,
  type EnderecoRow,
} from './guia-medico-local.js';

/** The public page lists changes from this many days ago on (a member who missed the notice still finds it). */
export const DIAS_ALTERACOES_PASSADAS = 90;

/** GET /guia-medico/produtos: the active products, medical first, by name. */
export async function listarProdutos(db: Database): Promise<ProdutoRede[]> {
  return rowsOf<ProdutoRede>(
    await db.execute(sql`select registro_ans as "registroAns", nome, segmento from ${redeProdutos}
      where ativo order by segmento, nome, registro_ans`),
  );
}

/**
 * GET /guia-medico/meus-planos: the contracts where the signed-in person holds a card themselves (not the
 * family's other members: choosing a beneficiary does not change the answer), in force and not cancelled,
 * whose product the network knows — a product the operator's systems have not published has no network to
 * search, so it is not offered (decision 0046).
 */
export async function listarMeusPlanos(scope: FamilyScope): Promise<MeuPlanoRede[]> {
  const proprios = (await scope.planHolders()).filter((b) => b.pessoaId === scope.pessoaId);
  if (proprios.length === 0) return [];
  return rowsOf<MeuPlanoRede>(
    await scope.db.execute(sql`
      select distinct on (pr.segmento, c.codigo) c.codigo as "codigoPlano", pr.registro_ans as "registroAns",
        pr.nome, pr.segmento
      from ${contratos} c join ${redeProdutos} pr on pr.registro_ans = c.registro_ans_produto
      where c.id = any(${arrayParam(
        proprios.map((b) => b.contratoId),
        'int',
      )}) and c.situacao <> 'CANCELADO'
        and exists (select 1 from ${carteiras} k where k.contrato_id = c.id
          and k.beneficiario_id = any(${arrayParam(
            proprios.map((b) => b.beneficiarioId),
            'int',
          )}))
      order by pr.segmento, c.codigo`),
  );
}

interface AlteracaoRow extends EnderecoRow {
  local_id: number;
  prestador_id: number;
  nome: string;
  tipo: AlteracaoRede['tipo'];
  produtos: ProdutoRede[];
  data_saida: string;
  motivo: string | null;
  substituto_id: number | null;
  substituto_prestador_id: number | null;
  substituto_nome: string | null;
  s_logradouro: string;
  s_numero: string;
  s_complemento: string | null;
  s_bairro: string;
  s_cidade: string;
  s_uf: string;
  s_cep: string;
  s_latitude: number;
  s_longitude: number;
}

/** The changes leaving in [desde, ate] (operator's days), of the given products when some are, soonest first. */
async function alteracoes(
  db: Database,
  periodo: { desde: SQL; ate: SQL | null },
  produtoIds: SQL | null,
): Promise<AlteracaoRede[]> {
  const rows = rowsOf<AlteracaoRow>(
    await db.execute(sql`
      select a.local_id, l.prestador_id, ${nomeLocalSql} as nome, l.tipo, ${enderecoColunas},
        a.data_saida::text as data_saida, a.motivo,
        (select coalesce(json_agg(json_build_object('registroAns', pr.registro_ans, 'nome', pr.nome,
            'segmento', pr.segmento) order by pr.nome), '[]'::json)
          from ${redeLocalProdutos} lp join ${redeProdutos} pr on pr.id = lp.produto_id
          where lp.local_id = l.id) as produtos,
        s.id as substituto_id, s.prestador_id as substituto_prestador_id,
        coalesce(s.nome, sp.nome_fantasia, sp.nome) as substituto_nome,
        s.logradouro as s_logradouro, s.numero as s_numero, s.complemento as s_complemento,
        s.bairro as s_bairro, s.cidade as s_cidade, s.uf as s_uf, s.cep as s_cep,
        s.latitude as s_latitude, s.longitude as s_longitude
      from ${redeAlteracoes} a
      join ${redeLocais} l on l.id = a.local_id
      join ${redePrestadores} p on p.id = l.prestador_id
      left join ${redeLocais} s on s.id = a.substituto_local_id
      left join ${redePrestadores} sp on sp.id = s.prestador_id
      where a.data_saida >= ${periodo.desde} ${periodo.ate ? sql`and a.data_saida <= ${periodo.ate}` : sql``}
        ${
          produtoIds
            ? sql`and exists (select 1 from ${redeLocalProdutos} fp
                where fp.local_id = a.local_id and fp.produto_id = any(${produtoIds}))`
            : sql``
        }
      order by a.data_saida, a.id`),
  );
  return rows.map((r) => ({
    localId: Number(r.local_id),
    prestadorId: Number(r.prestador_id),
    nome: r.nome,
    tipo: r.tipo,
    endereco: enderecoDe(r),
    produtos: r.produtos,
    ...saidaDe({
      data_saida: r.data_saida,
      motivo: r.motivo,
      substituto_id: r.substituto_id,
      substituto_prestador_id: r.substituto_prestador_id,
      substituto_nome: r.substituto_nome,
      logradouro: r.s_logradouro,
      numero: r.s_numero,
      complemento: r.s_complemento,
      bairro: r.s_bairro,
      cidade: r.s_cidade,
      uf: r.s_uf,
      cep: r.s_cep,
      latitude: r.s_latitude,
      longitude: r.s_longitude,
    }),
  }));
}

/** GET /guia-medico/alteracoes: from DIAS_ALTERACOES_PASSADAS days ago on; of one product when given. */
export async function listarAlteracoes(
  db: Database,
  produto: string | undefined,
  instante: Date,
): Promise<AlteracaoRede[]> {
  const { hoje } = agoraDe(instante);
  const produtoIds = produto
    ? sql`array(select id from ${redeProdutos} where registro_ans = ${produto})`
    : null;
  return alteracoes(
    db,
    { desde: sql`${hoje}::date - ${DIAS_ALTERACOES_PASSADAS}::int`, ate: null },
    produtoIds,
  );
}

/** GET /guia-medico/avisos: the changes in the member's own plans leaving within the notice period. */
export async function listarAvisos(scope: FamilyScope, instante: Date): Promise<AlteracaoRede[]> {
  const planos = await listarMeusPlanos(scope);
  if (planos.length === 0) return [];
  const { hoje } = agoraDe(instante);
  const registros = arrayParam(
    planos.map((p) => p.registroAns),
    'text',
  );
  return alteracoes(
    scope.db,
    { desde: sql`${hoje}::date`, ate: sql`${hoje}::date + ${GUIA_MEDICO_DIAS_AVISO}::int` },
    sql`array(select id from ${redeProdutos} where registro_ans = any(${registros}))`,
  );
}
