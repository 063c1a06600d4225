// The synthetic operator's register (bench:escala, decision 0059): contracts of 1–5 members (a third alone,
// the rest a titular with spouse and children: 2.5 members a contract on average), their people, contacts,
// addresses, family groups, contracts, payment standing, memberships, cards, and a portal account for 40% of
// the titulares. Set-based SQL (INSERT … SELECT over generate_series), keys computed from the row numbers
// (overriding the identities from the tables' maximum before the run), so the later steps join by arithmetic.
// Reference rows (products, the titular's permissions, addresses) are the demo's, which the bench seeds first.
import { NOMES } from './funcoes.js';

/** What every step reads: sizes, the key offsets and the operator's day the history is relative to. */
export interface Contexto {
  /** Beneficiaries to generate (2,000,000 × BENCH_ESCALA). */
  beneficiarios: number;
  /** The largest id of each table before the run: the generated keys start after it. */
  base: Record<TabelaComBase, number>;
  /** The operator's day (ISO date) of the bench's clock: bills, uses and audits are dated before it. */
  hoje: string;
  /** argon2id hash of the accounts' password (one hash for every account). */
  senhaHash: string;
}

export const TABELAS_COM_BASE = [
  'pessoas',
  'grupos_familiares',
  'contratos',
  'beneficiarios',
  'carteiras',
  'contas',
  'titulos',
  'titulo_itens',
  'autorizacoes',
] as const;
export type TabelaComBase = (typeof TABELAS_COM_BASE)[number];

/** One step: the table it fills (what the report names) and its statements (the last one's rows counted). */
export interface Etapa {
  tabela: string;
  sql: (c: Contexto) => string[];
}

/** Share of titulares with a portal account (the others never signed up). */
export const FRACAO_COM_CONTA = 0.4;
/** The first CPF base of the generated people (9 digits; the demo's and the tests' CPFs are elsewhere). */
const CPF_BASE = 700_000_000;
/** The generated contracts' codes start here (7 digits: the demo's are 6). */
export const CODIGO_CONTRATO_BASE = 2_000_000;

/** A contract's first day (its members joined that day): from 14 months to 15 years before today. */
const dataInicio = (c: Contexto) => `date '${c.hoje}' - 400 - pg_temp.i(n, 16, 5000)`;

export const etapasCadastro: Etapa[] = [
  {
    tabela: '(contratos e membros a gerar)',
    sql: (c) => [
      // Sizes: 1 (33%), 2 (20%), 3 (22%), 4 (15%), 5 (10%) — about 2.5 members a contract.
      `create temp table e_contratos as
       with t as (select n, case when u < .33 then 1 when u < .53 then 2 when u < .75 then 3 when u < .90 then 4 else 5 end tamanho
                  from (select n, pg_temp.u(n, 1) u from generate_series(1, ${Math.ceil(c.beneficiarios / 2) + 10}) n) s),
       a as (select n, tamanho, sum(tamanho) over (order by n) - tamanho antes from t)
       select n, least(tamanho, ${c.beneficiarios} - antes)::int tamanho, antes::int antes,
              pg_temp.u(n, 2) < ${FRACAO_COM_CONTA} com_conta from a where antes < ${c.beneficiarios}`,
      `create temp table e_membros as
       select c.n, o ordem, c.antes + o k, c.tamanho, c.com_conta,
              case when o = 2 then 'F' when o = 1 then 'M' else (case when pg_temp.u(c.antes + o, 3) < .5 then 'F' else 'M' end) end sexo
       from e_contratos c, generate_series(1, c.tamanho) o`,
      `create temp table e_produtos as
       select row_number() over (order by registro_ans_produto) - 1 i, plano, segmentacao, registro_ans_produto,
              tipo_contratacao, acomodacao, abrangencia
       from (select distinct plano, segmentacao, registro_ans_produto, tipo_contratacao, acomodacao, abrangencia
             from contratos where segmentacao not like 'Odonto%') p`,
      `analyze e_contratos`,
      `analyze e_membros`,
    ],
  },
  {
    tabela: 'pessoas',
    sql: (c) => [
      `insert into pessoas (id, cpf, nome_completo, data_nascimento, sexo, estado_civil, nome_mae, identidade_numero,
         identidade_data_emissao, identidade_uf_emissao, identidade_orgao_emissao, identidade_pais_emissao, created_at, updated_at)
       overriding system value
       select ${c.base.pessoas} + k, pg_temp.cpf(${CPF_BASE} + k),
         pg_temp.um(k, 4, case sexo when 'F' then ${NOMES.femininos} else ${NOMES.masculinos} end) || ' ' ||
           pg_temp.um(k, 5, ${NOMES.sobrenomes}) || ' ' || pg_temp.um(n, 6, ${NOMES.sobrenomes}),
         date '${c.hoje}' - case when ordem <= 2 then 8000 + pg_temp.i(k, 7, 19000) else pg_temp.i(k, 7, 8700) end,
         sexo,
         case when ordem <= 2 and tamanho > 1 then 'CASADO' when ordem <= 2 then pg_temp.um(k, 8, array['SOLTEIRO','DIVORCIADO','UNIAO_ESTAVEL','VIUVO']) else 'SOLTEIRO' end,
         pg_temp.um(k, 9, ${NOMES.femininos}) || ' ' || pg_temp.um(k, 10, ${NOMES.sobrenomes}),
         to_char(10000000 + pg_temp.i(k, 11, 89999999), 'FM00"."000"."000') || '-' || pg_temp.i(k, 12, 10),
         date '${c.hoje}' - pg_temp.i(k, 13, 7000), 'SP', 'SSP', 'Brasil', timestamptz '${c.hoje} 12:00Z', timestamptz '${c.hoje} 12:00Z'
       from e_membros`,
    ],
  },
  {
    tabela: 'pessoa_contatos',
    sql: (c) => [
      `insert into pessoa_contatos (pessoa_id, tipo, valor, principal, verificado)
       select ${c.base.pessoas} + k, t.tipo,
         case t.tipo when 'EMAIL' then 'membro' || k || '@email.test' else '119' || lpad((k % 100000000)::text, 8, '0') end, true, true
       from e_membros, (values ('EMAIL'), ('TELEFONE_CELULAR')) t(tipo) where ordem = 1`,
    ],
  },
  {
    tabela: 'enderecos',
    sql: (c) => [
      `create temp table e_enderecos as
       select row_number() over (order by id) - 1 i, cep, logradouro, bairro, cidade, uf from enderecos where tipo_endereco = 'RESIDENCIAL'`,
      `insert into enderecos (pessoa_id, tipo_endereco, cep, logradouro, numero, sem_numero, complemento, bairro, cidade, uf)
       select ${c.base.pessoas} + k, 'RESIDENCIAL', e.cep, e.logradouro, (1 + pg_temp.i(k, 14, 3000))::text, false, null, e.bairro, e.cidade, e.uf
       from e_membros m join e_enderecos e on e.i = pg_temp.i(m.k, 15, (select count(*)::int from e_enderecos)) where ordem = 1`,
    ],
  },
  {
    tabela: 'grupos_familiares',
    sql: (c) => [
      `insert into grupos_familiares (id, codigo, id_erp) overriding system value
       select ${c.base.grupos_familiares} + n, 'E' || n, 'FAM-E' || n from e_contratos`,
    ],
  },
  {
    tabela: 'contratos',
    sql: (c) => [
      `insert into contratos (id, codigo, plano, segmentacao, registro_ans_produto, tipo_contratacao, acomodacao, abrangencia,
         data_inicio, situacao, grupo_familiar_id, id_erp) overriding system value
       select ${c.base.contratos} + n, (${CODIGO_CONTRATO_BASE} + n)::text, p.plano, p.segmentacao, p.registro_ans_produto,
         p.tipo_contratacao, p.acomodacao, p.abrangencia, ${dataInicio(c)}, 'ATIVO',
         ${c.base.grupos_familiares} + n, 'CTR-E' || n
       from e_contratos c join e_produtos p on p.i = pg_temp.i(c.n, 17, (select count(*)::int from e_produtos))`,
      `insert into contrato_adimplencia (contrato_id, ultima_competencia_paga, em_dia, atualizado_em)
       select ${c.base.contratos} + n, date_trunc('month', date '${c.hoje}' - 62)::date, pg_temp.u(n, 18) >= .04, timestamptz '${c.hoje} 12:00Z'
       from e_contratos`,
    ],
  },
  {
    tabela: 'beneficiarios',
    sql: (c) => [
      `insert into beneficiarios (id, pessoa_id, contrato_id, grupo_familiar_id, tipo, titular_id, parentesco, data_inclusao, id_erp)
       overriding system value
       select ${c.base.beneficiarios} + k, ${c.base.pessoas} + k, ${c.base.contratos} + n, ${c.base.grupos_familiares} + n,
         case when ordem = 1 then 'TITULAR' else 'DEPENDENTE' end,
         case when ordem = 1 then null else ${c.base.beneficiarios} + k - ordem + 1 end,
         case when ordem = 1 then null when ordem = 2 then 'Cônjuge' when sexo = 'F' then 'Filha' else 'Filho' end,
         ${dataInicio(c)}, 'BEN-E' || k
       from e_membros`,
    ],
  },
  {
    tabela: 'carteiras',
    sql: (c) => [
      `insert into carteiras (id, codigo, beneficiario_id, contrato_id, validade, via) overriding system value
       select ${c.base.carteiras} + k, pg_temp.luhn(345 * 10000000000000 + (${CODIGO_CONTRATO_BASE} + n) * 1000000::bigint + ordem * 10 + 1),
         ${c.base.beneficiarios} + k, ${c.base.contratos} + n, date '${c.hoje}' + 600, 1
       from e_membros`,
    ],
  },
  {
    tabela: 'contas',
    sql: (c) => [
      // The demo titular's permissions (every screen), as a titular who signed up has.
      `insert into contas (id, pessoa_id, senha_hash, credenciais_expiradas, permissoes, senha_alterada_em, created_at, updated_at)
       overriding system value
       select ${c.base.contas} + n, ${c.base.pessoas} + k, '${c.senhaHash}', false,
         (select permissoes from contas where pessoa_id = (select id from pessoas where cpf = '39053344705')),
         timestamptz '${c.hoje} 12:00Z' - interval '100 days', timestamptz '${c.hoje} 12:00Z', timestamptz '${c.hoje} 12:00Z'
       from e_membros where ordem = 1 and com_conta`,
    ],
  },
];
