// What Dispositivos conectados says (issue 42), written once for the server and the screen; apart from the
// contract so the screen's chunk carries no zod (decision 0012).
export const DISPOSITIVOS_MESSAGES = {
  esteDispositivo: 'Este dispositivo',
  atualNaoEncerra: 'Este é o dispositivo que você está usando. Para encerrar o acesso nele, use "Sair".',
  encerrarTitulo: 'Encerrar este acesso?',
  encerrarTexto: (dispositivo: string) =>
    `O acesso do dispositivo "${dispositivo}" será encerrado agora. Para voltar a usar o portal nele, será preciso entrar de novo.`,
  encerrarConfirmar: 'Encerrar acesso',
  encerrarTodosTitulo: 'Encerrar todos os outros acessos?',
  encerrarTodosTexto:
    'O acesso em todos os outros dispositivos será encerrado agora. Este dispositivo continua conectado.',
  encerrarTodosConfirmar: 'Encerrar os outros',
  cancelar: 'Cancelar',
  encerrado: 'Acesso encerrado.',
  encerrados: (n: number) =>
    n === 1 ? '1 acesso encerrado.' : n === 0 ? 'Não havia outro acesso.' : `${n} acessos encerrados.`,
  soEste: 'Sua conta só está conectada neste dispositivo.',
  entrouEm: 'Entrou em',
  ultimaAtividade: 'Última atividade',
  encerrarRotulo: (dispositivo: string, entrouEm: string) =>
    `Encerrar o acesso do dispositivo ${dispositivo} que entrou em ${entrouEm}`,
  encerrarBotao: 'Encerrar',
  encerrarTodosBotao: 'Encerrar todas as outras',
  sairExplica: 'Para sair deste dispositivo, use "Sair" no menu.',
} as const;
