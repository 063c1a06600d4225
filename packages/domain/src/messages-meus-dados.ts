// Messages of the Meus Dados area. A module of their own, re-exported by the package index but not by
// messages.ts: the web's login screen imports messages.ts alone, so these stay in the lazy screens'
// chunks (issue 11). The same holds for messages-financeiro.ts.

/** Meu Plano, Cartão Virtual and Troca de Faixa Etária (issue 4; wording decided in docs/decisions/0008). */
export const PLANO_MESSAGES = {
  noPlans: 'Nenhum plano encontrado.',
  alreadyCancelled: 'Este contrato já está cancelado.',
  titularOnly: 'Somente o titular do contrato pode fazer esta solicitação.',
  dependantOnly: 'A certidão de óbito deve ser de um dependente deste contrato.',
  deathCertificateAlreadySent: 'Já existe uma certidão de óbito enviada para este dependente.',
  noAgeBandHistory: 'Nenhuma troca de faixa etária registrada neste contrato.',
  shareLinkInvalid: 'Link do cartão expirado ou inválido.',
  shareLinkCopied: 'Link do cartão copiado.',
  // The shared card's public page (issue 37): what a reception reads when the link no longer opens.
  shareLinkGone:
    'O link pode ter vencido (ele vale 24 horas) ou ter sido revogado por quem o enviou. Peça um novo link ao beneficiário.',
  // Shared links one by one (issue 9; wording decided in docs/decisions/0011).
  noActiveShareLinks: 'Nenhum link compartilhado ativo.',
  shareLinkRevokeTitle: 'Revogar este link?',
  shareLinkRevokeConfirm: 'Revogar',
  shareLinkRevokeCancel: 'Cancelar',
  shareLinkRevoked: 'Link revogado. Quem o recebeu não consegue mais abrir o cartão.',
  offlineCard: 'Sem conexão: exibindo o cartão salvo neste aparelho.',
  noCardOffline: 'Sem conexão e sem cartão salvo neste aparelho.',
  cancelledNoCard: 'Este contrato está cancelado: não há cartão válido para apresentar.',
  cancelConfirm: 'Li e estou ciente',
} as const;

/** The revoke question: whose link, and that it ends at once. */
export const shareLinkRevokeText = (nome: string): string =>
  `O link do cartão de ${nome} deixará de abrir o cartão imediatamente. Quem o recebeu não conseguirá mais acessá-lo.`;

/** 'Cancelamento solicitado. Protocolo n° {p}.' */
export const cancellationRequested = (protocolo: string): string =>
  `Cancelamento solicitado. Protocolo n° ${protocolo}.`;
/** 'Certidão de óbito enviada. Protocolo n° {p}.' */
export const deathCertificateSent = (protocolo: string): string =>
  `Certidão de óbito enviada. Protocolo n° ${protocolo}.`;

/**
 * What ANS Normative Resolution 412/2016 (art. 15) requires the titular to be told before a
 * cancellation of an individual or family plan is confirmed.
 */
export const RN412_CANCELLATION_NOTICE = [
  'O cancelamento tem efeito imediato a partir da ciência da operadora e é irretratável.',
  'O cancelamento do contrato pelo titular encerra também a cobertura de todos os seus dependentes.',
  'As mensalidades vencidas e os valores de coparticipação de atendimentos realizados antes do cancelamento continuam devidos.',
  'Atendimentos solicitados após o cancelamento não terão cobertura, e a contratação de um novo plano poderá exigir o cumprimento de novas carências.',
  'Você receberá um número de protocolo desta solicitação e, em até 10 dias úteis, o comprovante de cancelamento.',
] as const;

/** Dados pessoais, 2ª via de cartão and carta de portabilidade (issue 4 A; wording in docs/decisions/0006). */
export const DADOS_MESSAGES = {
  saved: 'Dados alterados com sucesso!',
  nothingChanged: 'Nenhuma alteração para salvar.',
  readOnly:
    'Os dados desta pessoa podem ser consultados, mas só ela (ou o titular, para um dependente) pode alterá-los.',
  segundaViaPendente:
    'Já existe uma solicitação de 2ª via em andamento para este cartão. Acompanhe pelo protocolo informado.',
  semEndereco: 'Não há endereço cadastrado. Informe um endereço de entrega.',
  cepLookupFailed: 'Não encontramos esse CEP. Confira o número ou preencha o endereço.',
} as const;

/** '2ª via solicitada. Protocolo n° {p}.' */
export const segundaViaRequested = (protocolo: string): string =>
  `2ª via solicitada. Protocolo n° ${protocolo}.`;

/** Meus dados em um arquivo (LGPD art. 18; issue 17, wording decided in docs/decisions/0022). */
export const EXPORTACAO_MESSAGES = {
  /** 429: the database counts the exports of the person in the last 24 hours. */
  limiteExportacoes:
    'Você já gerou 5 arquivos com estes dados nas últimas 24 horas. Por segurança, tente novamente amanhã.',
  semBeneficiarios: 'Nenhum beneficiário disponível para exportação.',
} as const;

/** Quem Acessou Meus Dados (issue 17; wording decided in docs/decisions/0022). */
export const ACESSOS_MESSAGES = {
  explicacao:
    'Aqui você vê cada acesso aos seus dados neste portal: quando, o quê, quem, de qual endereço IP e aparelho. A Lei Geral de Proteção de Dados (LGPD) garante o direito de saber como seus dados são usados, e o Marco Civil da Internet exige que esses registros sejam guardados por pelo menos 6 meses.',
  vazio: 'Nenhum acesso aos seus dados neste período.',
  /** A next page asked after an access that is not one of the member's (a link edited by hand). */
  paginaInvalida: 'Não foi possível continuar a lista de onde ela parou. Volte ao início da lista.',
  quemVoce: 'Você',
  quemLinkCartao: 'Link do cartão compartilhado',
  quemLinkAgendamento: 'Link de agendamento',
  quemOperadora: 'Operadora',
  /** A staff member of the operator's console (issue 39): the member sees the desk, never the name. */
  quemCentral: 'Central de atendimento da operadora',
  quemNaoIdentificado: 'Não identificado',
} as const;

const ele = (sexo: 'M' | 'F') => (sexo === 'F' ? 'ela' : 'ele');
const dele = (sexo: 'M' | 'F') => (sexo === 'F' ? 'dela' : 'dele');

/**
 * Who may see someone else's health data (issue 33, decision 0026): why a person is missing from a picker or
 * a call is refused. `ele`/`ela` from the person's sex on record.
 */
export const ACESSO_SAUDE_MESSAGES = {
  /** An adult who has not authorized the reader (or whose authorization ended or was revoked). */
  adultoSemAutorizacao: (nome: string, sexo: 'M' | 'F') =>
    `${nome} tem 18 anos ou mais: peça a ${sexo === 'F' ? 'ela' : 'ele'} acesso aos dados de saúde.`,
  /** A minor whose guardian the reader is not (a contratante, another titular). */
  menorDeOutroResponsavel: (nome: string, sexo: 'M' | 'F') =>
    `${nome} é menor de idade: os dados de saúde ${sexo === 'F' ? 'dela' : 'dele'} ficam com o titular do plano.`,
  /** A reimbursement of someone else seen by a financial role: amounts only. */
  somenteValores: 'Detalhes clínicos visíveis só para o beneficiário ou quem ele autorizar.',
  /** The owner grants access to themself. */
  concederSiMesmo: 'Escolha outra pessoa: você já vê os seus próprios dados.',
  /** The reader is not in the owner's group or has no account. */
  pessoaNaoElegivel: 'Só é possível autorizar quem é do seu grupo familiar e tem conta no portal.',
  /** The end day is before today. */
  validadeNoPassado: 'A data final não pode ser anterior a hoje.',
  /** The operator recorded this one: only the operator changes it. */
  registradoPelaOperadora:
    'Esta autorização foi registrada pela operadora. Para alterá-la, fale com a operadora.',
  concedido: (nome: string) => `Pronto: ${nome} pode ver os dados que você escolheu.`,
  revogado: (nome: string) => `Pronto: ${nome} não vê mais seus dados de saúde.`,
  /** A minor tries to grant: their data is the guardian's (LGPD art. 14). */
  menorNaoConcede:
    'Quem tem menos de 18 anos não autoriza acesso: os seus dados de saúde ficam com o titular do plano.',
  areasObrigatorias: 'Escolha ao menos uma área.',
  areasRepetidas: 'Cada área pode ser escolhida uma vez só.',
  dataInvalida: 'Data inválida.',
  /** The grant being edited was revoked (or ended) before the change arrived: nothing was granted. */
  revogadoAntes:
    'Esta autorização foi revogada antes da alteração. Se quiser dar acesso de novo, faça uma nova autorização.',
  /** Coming of age (issue 33): to the titular, in the 30 days before a dependant turns 18. */
  completaDezoito: (nome: string, data: string, sexo: 'M' | 'F') =>
    `${nome} completa 18 anos em ${data}: a partir desse dia, você só verá os dados de saúde ${dele(sexo)} com a autorização ${dele(sexo)}.`,
  /** To the titular, in the 30 days after, while no consent lets them see it. */
  acessoTerminou: (nome: string, data: string, sexo: 'M' | 'F') =>
    `O acesso aos dados de saúde de ${nome} terminou em ${data}, quando ${ele(sexo)} completou 18 anos. Para voltar a vê-los, peça a ${ele(sexo)} acesso aos dados de saúde.`,
  /** To the new adult, in the 30 days after, while the titular has no consent of theirs. */
  completouDezoito: (data: string, titular: string) =>
    `Você completou 18 anos em ${data}: agora seus dados de saúde só são vistos por quem você autorizar. Se quiser que ${titular} continue a vê-los, autorize abaixo.`,
} as const;
