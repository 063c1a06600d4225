// The synthetic operator's year of history (bench:escala, decision 0059): 12 monthly bills a contract (the
// last one open, 4% with an overdue one) with one fee line per member and a line for each co-participation of
// the month before; 0–7 uses of the plan a member (about 40% with a co-participation value, charged on the next
// month's bill); reimbursements for 8% of the members with their protocols; authorizations for half of them;
// appointments (a slot of the provider's agenda each) from six months back to a month ahead; and six months of
// audit rows of the members whose family uses the portal. The details of a use, a reimbursement or an
// authorization are copied from one of the demo's rows (which the contract accepts), dated for the generated
// member; the demo's dates move back together, so each row stays as consistent as the demo's (a decision two
// days after the request, a payment after the deadline…).
import { API_BASE } from '@portal/domain';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { extratoUtilizacaoEndpoints } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { agendamentosEndpoints } from '@portal/domain/contract/saude/agendamentos';
import { autorizacoesEndpoints } from '@portal/domain/contract/saude/autorizacoes';
import { CODIGO_CONTRATO_BASE, type Contexto, type Etapa } from './cadastro.js';
import { NOMES } from './funcoes.js';

/** Rows from which a table's details are copied, numbered from 0 (`i`), with their count. */
const modelos = (nome: string, select: string) => [
  `create temp table ${nome} as select row_number() over (order by id) - 1 i, * from (${select}) s`,
];
const umModelo = (tabela: string, chave: string, sal: number) =>
  `${tabela} t on t.i = pg_temp.i(${chave}, ${sal}, (select count(*)::int from ${tabela}))`;

/** Reads that write audit rows on the member's screens (platform/audit.ts), with the route each comes from. */
const LEITURAS: [acao: string, endpoint: { path: string }][] = [
  ['LEITURA_TITULOS', situacaoFinanceiraEndpoints.titulos],
  ['LEITURA_DADOS_PESSOAIS', dadosPessoaisEndpoints.dados],
  ['LEITURA_EXTRATO_UTILIZACAO', extratoUtilizacaoEndpoints.extrato],
  ['LEITURA_AUTORIZACOES', autorizacoesEndpoints.autorizacoes],
  ['LEITURA_AGENDAMENTOS', agendamentosEndpoints.agendamentos],
  ['LOGIN', loginEndpoints.login],
];
const leituraSql = (coluna: 0 | 1) =>
  `array[${LEITURAS.map(([acao, endpoint]) => `'${coluna === 0 ? acao : API_BASE + endpoint.path}'`).join(',')}]`;

/** The audit trail's months generated before the bench's day. */
export const MESES_DE_AUDITORIA = 6;

/** The bill line that charged use `r`'s co-participation: keys after the 12 monthly fees of every member. */
const itemDoUso = (c: Contexto) => `${c.base.titulo_itens} + ${c.beneficiarios * 12} + r`;

/** Appointment slots: 210 days (six months back, one ahead) of 12 one-hour slots, per professional. */
const DIAS_AGENDA = 210;
const HORAS_DIA = 12;

/** The first month billed: competence of the oldest of the 12 bills (the bill of month m is its m-th after). */
const primeiraCompetencia = (hoje: string) =>
  `(date_trunc('month', date '${hoje}') - interval '12 months')::date`;

export const etapasHistorico: Etapa[] = [
  {
    tabela: '(utilizações a gerar)',
    sql: (c) => [
      ...modelos(
        'e_usos',
        'select id, tipo, prestador, codigo_tuss, procedimento, quantidade, coparticipacao_centavos from utilizacoes',
      ),
      // A use with a co-participation value is charged on the bill of the month after the use's (`mes`, the
      // bill's number 0–11); one of the last weeks' is not billed yet (null).
      `create temp table e_usos_gerados as
       select r, k, n, data, modelo, copart,
         case when copart is not null and mes between 0 and 11 then mes end mes
       from (select row_number() over (order by k, j) r, m.k, m.n, u.data, t.i modelo,
               case when pg_temp.u(k * 8 + j, 21) < .4 then coalesce(t.coparticipacao_centavos, 2500) end copart,
               ((extract(year from u.data) - extract(year from ${primeiraCompetencia(c.hoje)})) * 12
                 + extract(month from u.data) - extract(month from ${primeiraCompetencia(c.hoje)}) + 1)::int mes
             from e_membros m cross join lateral generate_series(1, pg_temp.i(k, 22, 8)) j
             cross join lateral (select date '${c.hoje}' - 1 - pg_temp.i(k * 8 + j, 20, 365) data) u
             join ${umModelo('e_usos', 'k * 8 + j', 23)}) s`,
      `create temp table e_coparticipacao_mes as
       select n, mes, sum(copart)::int total from e_usos_gerados where mes is not null group by n, mes`,
      `analyze e_usos_gerados`,
    ],
  },
  {
    tabela: 'titulos',
    sql: (c) => [
      `insert into titulos (id, codigo, contrato_id, competencia, vencimento, valor_centavos, situacao, data_pagamento,
         valor_pago_centavos, forma_pagamento, nosso_numero) overriding system value
       select ${c.base.titulos} + (c.n - 1) * 12 + m + 1, (${CODIGO_CONTRATO_BASE} + c.n)::text || to_char(comp, 'YYYYMM'),
         ${c.base.contratos} + c.n, comp, venc, valor, situacao, case when situacao = 'PAGO' then venc - 2 end,
         case when situacao = 'PAGO' then valor end,
         case when situacao = 'PAGO' then pg_temp.um(c.n * 12 + m, 19, array['BOLETO','BOLETO','PIX','PIX','DEBITO_AUTOMATICO','CARTAO_CREDITO']) end,
         '9' || lpad(c.n::text, 12, '0') || to_char(comp, 'YYMM')
       from e_contratos c cross join generate_series(0, 11) m
         left join e_coparticipacao_mes cm on cm.n = c.n and cm.mes = m,
         lateral (select (${primeiraCompetencia(c.hoje)} + m * interval '1 month')::date comp) x,
         lateral (select (comp + interval '1 month 9 days')::date venc,
                   95127 + (tamanho >= 2)::int * 42196 + greatest(tamanho - 2, 0) * 29855 + coalesce(cm.total, 0) valor,
                   case when m = 11 or (m = 10 and pg_temp.u(c.n, 18) < .04) then 'PENDENTE' else 'PAGO' end situacao) y`,
    ],
  },
  {
    tabela: 'titulo_itens',
    sql: (c) => [
      `insert into titulo_itens (id, titulo_id, bloco, beneficiario_id, descricao, valor_centavos) overriding system value
       select ${c.base.titulo_itens} + (k - 1) * 12 + m + 1, ${c.base.titulos} + (n - 1) * 12 + m + 1, 'MENSALIDADE',
         ${c.base.beneficiarios} + k, 'Mensalidade do plano', case ordem when 1 then 95127 when 2 then 42196 else 29855 end
       from e_membros, generate_series(0, 11) m`,
      // The co-participation lines: keys after the fees', by the use's number.
      `insert into titulo_itens (id, titulo_id, bloco, beneficiario_id, descricao, data, valor_centavos) overriding system value
       select ${itemDoUso(c)}, ${c.base.titulos} + (n - 1) * 12 + mes + 1, 'COPARTICIPACAO', ${c.base.beneficiarios} + k,
         t.procedimento, data, copart
       from e_usos_gerados e join e_usos t on t.i = e.modelo where mes is not null`,
    ],
  },
  {
    tabela: 'utilizacoes',
    sql: (c) => [
      `insert into utilizacoes (beneficiario_id, data, tipo, prestador, codigo_tuss, procedimento, quantidade,
         coparticipacao_centavos, titulo_item_id)
       select ${c.base.beneficiarios} + k, data, t.tipo, t.prestador, t.codigo_tuss, t.procedimento, t.quantidade, copart,
         case when mes is not null then ${itemDoUso(c)} end
       from e_usos_gerados e join e_usos t on t.i = e.modelo`,
    ],
  },
  {
    tabela: 'reembolsos',
    sql: (c) => [
      ...modelos('e_reembolsos_modelo', 'select * from reembolsos'),
      // The demo's dates move back by up to 11 months for a settled request, a few days for an open one.
      `create temp table e_reembolsos as
       select r, k, n, ordem, modelo, recuo, row_number() over (partition by dia order by r) + 500000 seq
       from (select m.r, m.k, m.n, m.ordem, t.i modelo, x.recuo, t.data_reembolso - x.recuo dia
             from (select row_number() over (order by k, j) r, m.* from e_membros m, generate_series(1, 1 + pg_temp.i(k, 25, 2)) j
                   where pg_temp.u(k, 26) < .08) m
             join ${umModelo('e_reembolsos_modelo', 'r', 27)}
             cross join lateral (select pg_temp.i(r, 24, case when t.situacao in ('PAGO', 'INDEFERIDO') then 330 else 4 end) recuo) x) s`,
      `insert into protocolos (protocolo, dia, sequencia, tipo, criado_em, pessoa_id, solicitante_pessoa_id, situacao, prazo_resposta)
       select substr(t.protocolo, 1, 6) || to_char(t.data_reembolso - recuo, 'YYYYMMDD') || lpad(seq::text, 6, '0'),
         t.data_reembolso - recuo, seq, 'REEMBOLSO', t.solicitado_em - recuo * interval '1 day', ${c.base.pessoas} + k,
         ${c.base.pessoas} + k - ordem + 1, case when t.situacao in ('PAGO', 'INDEFERIDO') then 'FECHADO' else 'EM_ANDAMENTO' end,
         t.prazo_resposta - recuo
       from e_reembolsos e join e_reembolsos_modelo t on t.i = e.modelo`,
      `insert into protocolo_andamentos (protocolo, em, titulo, situacao)
       select p.protocolo, p.criado_em, 'Solicitação registrada', 'EM_ANDAMENTO' from protocolos p
       where p.pessoa_id > ${c.base.pessoas}`,
      `insert into reembolsos (protocolo, pessoa_id, carteira_id, grupo_familiar_id, data_reembolso, prazo_resposta, data_atendimento,
         valor_centavos, tipo_atendimento, motivo, local_atendimento, uf, cidade, prestador_cnpj_cpf, banco_codigo, agencia, dv_agencia,
         conta, dv_conta, titular_conta_nome, titular_conta_cnpj_cpf, titular_conta_data_nascimento, situacao, motivo_situacao,
         valor_pago_centavos, data_pagamento, solicitado_por_pessoa_id, solicitado_em, chave_idempotencia, dados_hash)
       select substr(t.protocolo, 1, 6) || to_char(t.data_reembolso - recuo, 'YYYYMMDD') || lpad(seq::text, 6, '0'),
         ${c.base.pessoas} + k, ${c.base.carteiras} + k, ${c.base.grupos_familiares} + n, t.data_reembolso - recuo,
         t.prazo_resposta - recuo, t.data_atendimento - recuo, t.valor_centavos, t.tipo_atendimento, t.motivo, t.local_atendimento,
         t.uf, t.cidade, t.prestador_cnpj_cpf, t.banco_codigo, t.agencia, t.dv_agencia, t.conta, t.dv_conta, p.nome_completo, p.cpf,
         p.data_nascimento, t.situacao, t.motivo_situacao, t.valor_pago_centavos, t.data_pagamento - recuo, p.id,
         t.solicitado_em - recuo * interval '1 day', pg_temp.uuid(r, 28), md5(r::text) || md5(k::text)
       from e_reembolsos e join e_reembolsos_modelo t on t.i = e.modelo
       join pessoas p on p.id = ${c.base.pessoas} + k - ordem + 1`,
    ],
  },
  {
    tabela: 'autorizacoes',
    sql: (c) => [
      ...modelos('e_autorizacoes_modelo', 'select * from autorizacoes'),
      `create temp table e_autorizacoes as
       select r, k, t.i modelo, t.id modelo_id,
         pg_temp.i(r, 29, case when t.status in ('PENDENTE', 'AUTORIZADA') then 4 else 300 end) recuo
       from (select row_number() over (order by k, j) r, m.* from e_membros m, generate_series(1, 1 + pg_temp.i(k, 30, 2)) j
             where pg_temp.u(k, 31) < .5) m
       join ${umModelo('e_autorizacoes_modelo', 'r', 32)}`,
      `insert into autorizacoes (id, id_guia, pessoa_id, carteira_id, tipo, carater, status, data_solicitacao, data_decisao, validade,
         prazo_resposta, senha, alta_complexidade, prestador, medico_nome, medico_crm, medico_uf, observacao, negativa_motivo,
         negativa_fundamento) overriding system value
       select ${c.base.autorizacoes} + r, (9000000000 + r)::text, ${c.base.pessoas} + k, ${c.base.carteiras} + k, t.tipo, t.carater,
         t.status, t.data_solicitacao - recuo, t.data_decisao - recuo, t.validade - recuo, t.prazo_resposta - recuo,
         case when t.senha is not null then lpad((r % 100000000)::text, 8, '0') end, t.alta_complexidade, t.prestador,
         t.medico_nome, t.medico_crm, t.medico_uf, t.observacao, t.negativa_motivo, t.negativa_fundamento
       from e_autorizacoes e join e_autorizacoes_modelo t on t.i = e.modelo`,
      `insert into autorizacao_procedimentos (autorizacao_id, ordem, codigo_tuss, descricao, quantidade_solicitada, quantidade_autorizada)
       select ${c.base.autorizacoes} + r, p.ordem, p.codigo_tuss, p.descricao, p.quantidade_solicitada, p.quantidade_autorizada
       from e_autorizacoes e join autorizacao_procedimentos p on p.autorizacao_id = e.modelo_id`,
    ],
  },
  {
    tabela: 'agendamentos',
    sql: (c) => [
      ...modelos(
        'e_agendas',
        'select min(id::text) id, prestador_id, especialidade_id from agenda_horarios group by 2, 3',
      ),
      // Appointment a: slot a % slots of professional a / slots (a name of its own), so no two share a
      // professional's hour and a member's two appointments are an hour apart; at a quarter past the hour, where
      // the demo's agenda (on the hour and half past) has none.
      `create temp table e_agendamentos as
       select a, k, t.prestador_id, t.especialidade_id,
         timestamptz '${c.hoje} 11:15Z' + ((a % ${DIAS_AGENDA * HORAS_DIA}) / ${HORAS_DIA} - 180) * interval '1 day'
           + (a % ${HORAS_DIA}) * interval '1 hour' inicio,
         'Dra. ' || (${NOMES.femininos})[1 + (a / ${DIAS_AGENDA * HORAS_DIA}) % 25] || ' ' ||
           (${NOMES.sobrenomes})[1 + (a / ${DIAS_AGENDA * HORAS_DIA * 25}) % 25] ||
           case when a >= ${DIAS_AGENDA * HORAS_DIA * 625} then ' ' || (a / ${DIAS_AGENDA * HORAS_DIA * 625}) else '' end profissional
       from (select row_number() over (order by k, j) - 1 a, m.k from e_membros m, generate_series(1, 1 + pg_temp.i(k, 33, 2)) j
             where pg_temp.u(k, 34) < .35) m
       join ${umModelo('e_agendas', 'a', 35)}`,
      `insert into agenda_horarios (id, prestador_id, especialidade_id, profissional, inicio, fim)
       select pg_temp.uuid(a, 36), prestador_id, especialidade_id, profissional, inicio, inicio + interval '30 minutes' from e_agendamentos`,
      `insert into agendamentos (id, pessoa_id, horario_id, especialidade_id, status, inicio, fim, solicitante_pessoa_id, criado_em,
         confirmado_em, cancelado_em, cancelado_por, lembrete_enviado_em)
       select pg_temp.uuid(a, 37), ${c.base.pessoas} + k, pg_temp.uuid(a, 36), especialidade_id, status, inicio,
         inicio + interval '30 minutes', ${c.base.pessoas} + k, least(inicio, timestamptz '${c.hoje} 12:00Z') - interval '10 days',
         case when status = 'CONFIRMADO' then inicio - interval '2 days' end,
         case when status = 'CANCELADO' then inicio - interval '3 days' end, case when status = 'CANCELADO' then 'BENEFICIARIO' end,
         case when inicio < timestamptz '${c.hoje} 12:00Z' then inicio - interval '1 day' end
       from (select e.*, case when inicio >= timestamptz '${c.hoje} 12:00Z' then (case when pg_temp.u(a, 38) < .6 then 'AGENDADO' else 'CONFIRMADO' end)
                              else (case when pg_temp.u(a, 38) < .8 then 'REALIZADO' when pg_temp.u(a, 38) < .85 then 'FALTA' else 'CANCELADO' end) end status
             from e_agendamentos e) s`,
    ],
  },
  {
    tabela: 'auditoria',
    sql: (c) => [
      // 15 reads a member over the last months, in the families whose titular has an account (the titular reads).
      `insert into auditoria (at, conta_id, pessoa_id, acao, recurso, origem, ip, resultado, dispositivo)
       select timestamptz '${c.hoje} 12:00Z' - pg_temp.u(k * 16 + j, 39) * interval '${MESES_DE_AUDITORIA} months', ${c.base.contas} + n,
         ${c.base.pessoas} + k, (${leituraSql(0)})[1 + l], (${leituraSql(1)})[1 + l], 'PORTAL_WEB',
         '198.51.' || (k % 250) || '.' || (1 + n % 250), 'SUCESSO',
         'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
       from e_membros m cross join generate_series(1, 15) j
       cross join lateral (select pg_temp.i(k * 16 + j, 40, ${LEITURAS.length}) l) x
       where com_conta`,
    ],
  },
];
