// Demo history for "Quem acessou meus dados" (issue 17, decision 0022): a few past audit rows about Maria,
// relative to the seed day, so her list is not empty on the first visit. Carlos (the contratante) read
// her bills and downloaded a boleto from his phone; a clinic opened her shared card; the public link of
// an appointment was opened; and her own sign-ins (reading her bills) from her iPhone. Rows as the routes
// write them.
import { eq, inArray } from 'drizzle-orm';
import { addDays, API_BASE, WEB_ORIGIN_HEADER_VALUE, type CalendarDate } from '@portal/domain';
import type { Database } from '../client.js';
import { auditoria } from '../schema/audit.js';
import { MARIA_CPF } from './demo-data.js';
import { contas } from '../schema/auth.js';
import { pessoas } from '../schema/pessoas.js';
import { operatorInstant } from '../../shared-domain/horario-operador.js';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { agendamentoPublicoEndpoints } from '@portal/domain/contract/saude/agendamento-publico';

/** The route pattern an audit row records (auditoria.recurso), from the contract. */
const rota = (endpoint: { path: string }) => `${API_BASE}${endpoint.path}`;

const CARLOS_CPF = '11144477735';

const UA = {
  carlosAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  mariaIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  clinicaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

export async function seedAcessosDados(tx: Database, hoje: CalendarDate): Promise<void> {
  const rows = await tx
    .select({ cpf: pessoas.cpf, pessoaId: pessoas.id, contaId: contas.id })
    .from(pessoas)
    .innerJoin(contas, eq(contas.pessoaId, pessoas.id))
    .where(inArray(pessoas.cpf, [CARLOS_CPF, MARIA_CPF]));
  const carlos = rows.find((r) => r.cpf === CARLOS_CPF);
  const maria = rows.find((r) => r.cpf === MARIA_CPF);
  if (!carlos || !maria) return;
  const em = (diasAtras: number, hhmm: string) => operatorInstant(addDays(hoje, -diasAtras), hhmm);
  const base = { pessoaId: maria.pessoaId, origem: WEB_ORIGIN_HEADER_VALUE, resultado: 'SUCESSO' as const };
  const daMaria = { ...base, contaId: maria.contaId, ip: '177.92.14.203', dispositivo: UA.mariaIphone };
  const doCarlos = { ...base, contaId: carlos.contaId, ip: '189.40.12.77', dispositivo: UA.carlosAndroid };
  // Her own visits through the month (issue 37): with them the last 30 days hold more than a page.
  const visitas = [1, 9, 14, 25].flatMap((dias) => [
    { ...daMaria, at: em(dias, '07:58'), acao: 'LOGIN', recurso: rota(loginEndpoints.login) },
    {
      ...daMaria,
      at: em(dias, '07:59'),
      acao: 'LEITURA_TITULOS',
      recurso: rota(situacaoFinanceiraEndpoints.titulos),
    },
  ]);
  await tx.insert(auditoria).values([
    ...visitas,
    { ...daMaria, at: em(20, '08:12'), acao: 'LOGIN', recurso: rota(loginEndpoints.login) },
    {
      ...daMaria,
      at: em(20, '08:13'),
      acao: 'LEITURA_DADOS_PESSOAIS',
      recurso: rota(dadosPessoaisEndpoints.dados),
    },
    {
      ...base,
      contaId: null,
      ip: '200.155.31.8',
      dispositivo: null,
      origem: null,
      at: em(12, '17:40'),
      acao: 'LEITURA_CONSULTA_LINK',
      recurso: rota(agendamentoPublicoEndpoints.listagem),
    },
    {
      ...base,
      contaId: null,
      ip: '201.17.88.140',
      dispositivo: UA.clinicaWindows,
      origem: null,
      at: em(6, '10:05'),
      acao: 'ACESSO_CARTAO_COMPARTILHADO',
      recurso: '/cartao-compartilhado/:token',
    },
    {
      ...doCarlos,
      at: em(3, '19:42'),
      acao: 'LEITURA_TITULOS',
      recurso: rota(situacaoFinanceiraEndpoints.titulos),
    },
    {
      ...doCarlos,
      at: em(3, '19:44'),
      acao: 'DOWNLOAD_SEGUNDA_VIA_BOLETO',
      recurso: rota(situacaoFinanceiraEndpoints.segundaVia),
    },
  ]);
}
