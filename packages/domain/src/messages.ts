// Every user-facing message of the spec (§2, §4, §5, §8), written once. Server and web import from here.

export const MESSAGES = {
  // §8 feedback headings
  headingSuccess: 'Ocorreu tudo bem!',
  headingError: 'Ocorreu um problema!',
  // §8 / §4
  sessionExpired: 'Sessão expirada. Nova autenticação necessária',
  // Issue 37: a voluntary "Sair" is confirmed on the login screen (the spec words only the expiry).
  signedOut: 'Você saiu do portal.',
  expiredPassword: 'Troque sua senha expirada para poder usar os outros serviços',
  popupBlocked: 'O bloqueador de pop-up do seu navegador está impedindo o download.',
  parameterNotFound: 'Parâmetro não encontrado!',
  noRecordsFound: 'Nenhum registro encontrado.',
  noCards: 'Nenhum cartão para exibir.',
  unexpectedErrorPanel: 'Opps, erro inesperado!',
  reload: 'Carregar Novamente',
  dropFileHere: 'Solte o arquivo aqui!',
  noOptions: 'Sem opções',
  switchNo: 'Não',
  switchYes: 'Sim',
  contactNoneOfThese: 'Não é nenhum desses e-mails/telefones?',
  // §2 edit-mode leave prompt
  leaveTitle: 'Deseja sair mesmo assim?',
  leaveText: 'Existem modificações não salvas.',
  leaveCancel: 'Não',
  leaveConfirm: 'Sim, sair!',
  // §5 field validators
  required: 'Campo obrigatório',
  invalidEmail: 'Informe um e-mail válido.',
  invalidCpf: 'CPF inválido',
  invalidCnpj: 'Cnpj inválido',
  invalidCpfCnpj: 'Cpf/Cnpj inválido',
  invalidCns: 'Cartão Nacional de Saúde inválido',
  invalidCep: 'CEP inválido',
  periodBothInvalid: 'Ambas as datas são inválidas',
  periodEndInvalid: 'Período final é inválido',
  periodStartInvalid: 'Período inicial é inválido',
  periodIncomplete: 'Preenchimento incompleto',
  periodStartAfterEnd: 'Período inicial está maior que final',
  periodFuture: 'Sua data está no futuro',
  periodOverFiveYears: 'Período selecionado tem mais de 5 anos',
  monthPeriodCheck: 'Verifique o período selecionado.',
  monthPeriodOverFiveYears: 'Período selecionado não deve ser maior que 5 anos.',
  invalidMonth: 'Mês inválido!',
  invalidYear: 'Ano inválido',
  invalidDate: 'Data inválida',
  invalidPhone: 'Por favor, corrija seu número de telefone seguindo este formato: (11) 96123-4567',
  landlineHint: '(11) 2345-6789',
  invalidNumber: 'Número inválido',
  invalidValue: 'Valor inválido',
  forbiddenCharacter: 'Caractere não permitido',
  // §5 uploads
  invalidFileFormat: '- Formato de arquivo inválido.',
  documentRequired: 'Documento obrigatório.',
  imageNotBlob: 'The file given is not an instance of Blob or File',
  imageNotImage: 'The file given is not an image',
} as const;

/** '{label} inválido' (spec §5: min/max length, name-like text, password strength, bank fields). */
export const invalidLabel = (label: string): string => `${label} inválido`;
/** '{min} a {max} caracteres' (spec §5 password field). */
export const lengthBetween = (min: number, max: number): string => `${min} a ${max} caracteres`;
/** '- O arquivo deve ter no máximo {size}.' (spec §5 uploads). */
export const fileTooLarge = (size: string): string => `- O arquivo deve ter no máximo ${size}.`;
/** 'É permitido enviar somente {n} arquivo(s).' (spec §5 uploads). */
export const tooManyFiles = (n: number): string => `É permitido enviar somente ${n} arquivo(s).`;
/** 'Olá, {first name}!' (spec §2 user menu). */
export const greeting = (firstName: string): string => `Olá, ${firstName}!`;
/** 'ANS - n° {registration}' (spec §2 footer). */
export const ansRegistration = (registration: string): string => `ANS - n° ${registration}`;
/** 'n/max Caracteres' counter (spec §5). */
export const charCounter = (n: number, max: number): string => `${n}/${max} Caracteres`;

/**
 * The server's messages the browser also shows by itself, one constant each: the web imports these alone, so the
 * server's whole list (SERVER_MESSAGES, ~2 KiB) stays off the login's first load (issue 40 kept it at 120 KiB).
 */
export const MENSAGEM_ERRO_GENERICO = 'Não foi possível concluir a operação. Tente novamente mais tarde.';
export const MENSAGEM_CSRF_INVALIDO =
  'Requisição recusada por segurança. Recarregue a página e tente novamente.';
export const MENSAGEM_TOKEN_INVALIDO = 'Token de acesso inválido ou expirado.';
export const MENSAGEM_CREDENCIAIS_INVALIDAS = 'CPF ou senha inválidos.';
export const MENSAGEM_ROBO_RECUSADO = 'Não foi possível confirmar que você não é um robô. Tente novamente.';
export const MENSAGEM_SENHA_COMUM = 'Essa senha é muito comum. Escolha outra.';
export const MENSAGEM_SENHA_DADOS_PESSOAIS = 'A senha não pode conter seu CPF nem sua data de nascimento.';
export const MENSAGEM_CODIGO_INVALIDO =
  'Código inválido ou expirado. Confira o código recebido ou peça um novo.';
export const MENSAGEM_ROBO_EXIGIDO = 'Por segurança, confirme que você não é um robô e tente novamente.';
