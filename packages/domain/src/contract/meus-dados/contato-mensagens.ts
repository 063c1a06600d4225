// Dados Pessoais' texts for confirming a new contact (issue 33, docs/decisions/0006), without
// dados-pessoais.ts's schemas: the screen imports them here and loads the form's schema after its first paint
// (issue 37). dados-pessoais.ts re-exports them.
import {
  CODIGO_DIGITOS,
  CODIGO_VALIDADE_MINUTOS,
  type TIPOS_CONTATO_VERIFICACAO,
} from '../auth/contatos-verificacao.js';

/** Issue 33's texts (wording in docs/decisions/0006). */
export const CONTATO_MESSAGES = {
  codigoEnviado: (tipo: (typeof TIPOS_CONTATO_VERIFICACAO)[number], destino: string): string =>
    `Enviamos um código de ${CODIGO_DIGITOS} dígitos ${tipo === 'EMAIL' ? 'para o e-mail' : 'por SMS para'} ${destino}. Ele vale por ${CODIGO_VALIDADE_MINUTOS} minutos.`,
  explicacao:
    'Por segurança, o novo contato só é salvo depois que você digitar o código enviado para ele. O contato antigo recebe um aviso da alteração.',
  naoSalvo: 'O novo contato ainda não foi salvo: ele só é salvo depois de confirmado com o código.',
  demaisSalvos: 'Os demais dados foram salvos. Falta confirmar o novo contato com o código.',
  incorreto: 'Código incorreto. Confira o código recebido e tente de novo.',
  expirado: 'Este código expirou. Peça um novo código.',
  tentativas: 'O código foi digitado errado 5 vezes e deixou de valer. Peça um novo código.',
  nenhum: 'Não há código válido para este contato. Peça um novo código.',
} as const;
