// What the console's server answers in words (pt-BR), shared with the console app (apps/console).
export const MENSAGENS_CONSOLE = {
  semSessao: 'Sua sessão no console terminou. Entre novamente.',
  semPapel: 'Seu papel na equipe não permite esta ação.',
  cadastreFator:
    'Você entrou com um código de recuperação: cadastre uma nova passkey ou um aplicativo autenticador antes de continuar.',
  csrf: 'Requisição recusada por segurança. Recarregue a página e tente novamente.',
  entradaRecusada: 'E-mail ou código inválido.',
  passkeyRecusada: 'Não foi possível confirmar a passkey. Tente novamente ou use o aplicativo autenticador.',
  desafioExpirado: 'A confirmação demorou demais. Tente novamente.',
  conviteInvalido:
    'Este link de cadastro é inválido, já foi usado ou expirou. Peça um novo ao administrador.',
  codigoTotpInvalido: 'Código inválido. Confira o horário do celular e digite o código atual do aplicativo.',
  totpNaoIniciado: 'Gere o QR code do aplicativo autenticador antes de confirmar o código.',
  ultimoFator: 'Não é possível remover o único fator de acesso. Cadastre outro antes.',
  ultimoAdministrador: 'O console precisa de ao menos um administrador ativo.',
  emailEmUso: 'Já existe alguém da equipe com este e-mail.',
  muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  naoEncontrado: 'Não encontrado.',
  semPapeis: 'Escolha ao menos um papel.',
  proprioAcesso: 'Você não pode desativar a própria conta nem redefinir os próprios fatores.',
} as const;
