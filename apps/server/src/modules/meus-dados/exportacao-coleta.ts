// The collection of everything the operator holds about one person for "Meus dados em um arquivo" (LGPD art.
// 18; decision 0022): the file's header, then each group of sections from its own file — one query per
// section, whatever the person's history holds (no query per row).
import {
  EXPORTACAO_FORMATO,
  EXPORTACAO_VERSAO,
  type ExportacaoDados,
} from '@portal/domain/contract/meus-dados/exportacao-dados';
import type { Database } from '../../db/client.js';
import { readOperador } from '../../shared-domain/contratos.js';
import type { VisibleBeneficiario } from '../../platform/family-scope.js';
import { secoesCadastro } from './exportacao-cadastro.js';
import { secaoNotificacoes } from './exportacao-notificacoes.js';
import { secaoChavesAcesso } from './exportacao-chaves-acesso.js';
import { secaoDispositivos } from './exportacao-dispositivos.js';
import { secoesPlanoFinanceiro } from './exportacao-plano-financeiro.js';
import { secoesSaude } from './exportacao-saude.js';
import { secoesSolicitacoes } from './exportacao-solicitacoes.js';
import { iso, type ContextoColeta } from './exportacao-secao.js';

const LEIA_ME = [
  'Arquivo gerado pelo Portal do Beneficiário a pedido do titular dos dados (LGPD, art. 18).',
  'Valores em dinheiro estão em centavos de real, como números inteiros (ex.: 35000 = R$ 350,00).',
  'Datas sem hora (aaaa-mm-dd) são dias do calendário de Brasília; instantes (geradoEm, em, criadoEm…) ' +
    'estão em UTC, no formato ISO 8601.',
  'Exames e receitas/atestados trazem os dados de cada documento; os arquivos em si são baixados nas ' +
    'telas Resultado de Exames e Receitas e Atestados.',
  'Dados de outras pessoas não entram: quem fez cada ação aparece apenas como PROPRIO (você), ' +
    'OUTRA_PESSOA_DA_FAMILIA (titular ou contratante do grupo) ou SEM_LOGIN (link público).',
  'A conta bancária de um reembolso pago a outra pessoa aparece sem números; o contato dos avisos de ' +
    'uma consulta aparece só pelo canal (pode ser de um familiar).',
  'Os consentimentos registrados são os links compartilhados da carteira, as autorizações de débito em ' +
    'conta e o aceite dos termos de uso e da política de privacidade no primeiro acesso (com a versão aceita).',
  'As preferências de notificação trazem só as escolhas diferentes do padrão (o resto segue o padrão de ' +
    'cada aviso): as suas e a de um familiar que acompanha os seus avisos de saúde.',
  'Campos podem ser acrescentados na mesma versão; renomear ou remover um campo muda a versão.',
];

/** Every section of the file for one person, in a fixed number of queries. */
export async function coletarDados(
  db: Database,
  options: {
    rows: VisibleBeneficiario[];
    /** The contracts whose bills the person pays (none for a dependant). */
    contratosPagos: number[];
    agora: Date;
  },
): Promise<ExportacaoDados> {
  const { rows, contratosPagos, agora } = options;
  const pessoaId = rows[0]!.pessoaId;
  const contexto: ContextoColeta = {
    db,
    pessoaId,
    beneficiarioIds: rows.map((r) => r.beneficiarioId),
    contratosPagos,
    quem: (actor) =>
      actor === null || actor === undefined
        ? 'SEM_LOGIN'
        : actor === pessoaId
          ? 'PROPRIO'
          : 'OUTRA_PESSOA_DA_FAMILIA',
  };
  const operador = await readOperador(db);
  const { pessoa, ...cadastro } = await secoesCadastro(contexto);
  return {
    formato: EXPORTACAO_FORMATO,
    versao: EXPORTACAO_VERSAO,
    geradoEm: iso(agora),
    _leiaMe: LEIA_ME,
    operadora: { nome: operador.nome, registroAns: operador.registroAns },
    titularDosDados: { nome: pessoa.nomeCompleto, cpf: pessoa.cpf },
    ...cadastro,
    ...(await secoesPlanoFinanceiro(contexto, pessoa.cpf)),
    ...(await secoesSaude(contexto)),
    ...(await secoesSolicitacoes(contexto)),
    ...(await secaoNotificacoes(contexto)),
    ...(await secaoDispositivos(contexto)),
    ...(await secaoChavesAcesso(contexto)),
  };
}
