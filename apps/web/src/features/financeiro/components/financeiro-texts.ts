// Texts of the Situação Financeira and Débito em Conta screens that the spec does not word (decision 0014,
// "Web"). The ones it does, and the server's, come from @portal/domain (FINANCEIRO_MESSAGES, MESSAGES).
export const SITUACAO_TEXTS = {
  emAberto: 'Títulos em aberto',
  semAberto: 'Nenhum título em aberto.',
  historico: 'Histórico (últimos 12 meses)',
  vencido: 'Vencido',
  pixTitulo: 'Pix copia e cola',
  copiarPix: 'Copiar código Pix',
  linhaTitulo: 'Linha digitável do boleto',
  copiarLinha: 'Copiar linha digitável',
  segundaVia: 'Baixar 2ª via do boleto (PDF)',
  demonstrativo: 'Baixar demonstrativo (PDF)',
  detalhes: 'Composição do título',
  copyFailed: 'Não foi possível copiar. Selecione o texto e copie manualmente.',
  qrCarregando: 'Gerando QR code…',
} as const;

export const DEBITO_TEXTS = {
  situacao: 'Situação do débito em conta',
  inativo: 'O débito em conta não está ativo.',
  solicitado: 'Solicitação em análise pela operadora.',
  ativo: 'Débito em conta ativo.',
  somenteLeitura:
    'Somente o responsável financeiro (titular ou contratante) pode ativar ou desativar o débito em conta.',
  formTitulo: 'Ativar débito em conta',
  enviar: 'Solicitar débito em conta',
  desativar: 'Desativar débito em conta',
  pergunta: 'Desativar o débito em conta?',
  aviso:
    'Os próximos boletos deixarão de ser debitados na conta informada e deverão ser pagos por Pix ou boleto.',
  manter: 'Não, manter o débito',
  confirmar: 'Sim, desativar',
  arquivosPendentes: 'Aguarde o carregamento dos arquivos.',
} as const;

export const badgeDebito = {
  SOLICITADO: 'Solicitado',
  ATIVO: 'Ativo',
  INATIVO: 'Inativo',
} as const;
