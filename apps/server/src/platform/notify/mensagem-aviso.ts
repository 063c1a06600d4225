// The shape most notices share (issue 42, decision 0052): an SMS in one line after the portal's name; an e-mail
// that greets the recipient the outbox chose, says the news, then what to do with it, and signs with the
// portal's name. One place, so the bills', the network's, the terms' and the protocols' notices read alike.
import { firstName, PRODUCT_TITLE } from '@portal/domain';
import type { MensagemCanal } from './caixa-duravel.js';

export function mensagemDeAviso(aviso: {
  assunto: string;
  /** The news, in one or two sentences (the e-mail's body). */
  texto: string;
  /** The SMS's line when it is not the text itself. */
  sms?: string;
  /** The e-mail's next step ('O boleto e o Pix estão em …'). */
  depois?: string;
}): MensagemCanal {
  return (canal, nome) => ({
    assunto: aviso.assunto,
    texto:
      canal === 'SMS'
        ? `${PRODUCT_TITLE}: ${aviso.sms ?? aviso.texto}`
        : [
            ...(nome ? [`Olá, ${firstName(nome)}!`, ''] : []),
            aviso.texto,
            ...(aviso.depois ? ['', aviso.depois] : []),
            '',
            PRODUCT_TITLE,
          ].join('\n'),
  });
}
