// Security notices (issue 3; issue 33): 'your password changed', 'your account was created', 'your e-mail
// changed', with when it happened in the operator's time and the operator's phone to call if it was not the
// member. Recorded in the durable outbox and sent in the background (issue 42).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { firstName, PRODUCT_TITLE } from '@portal/domain';
import type { Database } from '../db/client.js';
import type { CanalNotificacao } from '../db/schema/lifecycle.js';
import { contatosOperadora } from '../db/schema/operator.js';
import type { NotifyDispatcher } from '../platform/notify/notify-plugin.js';
import type { Notification } from '../platform/notify/notifier.js';

/** Where a notice goes: an e-mail address or a mobile's digits. */
export type Destinatario = { canal: CanalNotificacao; destino: string };

/** The operator's local time, where its members are. */
const NOTICE_TIME = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** 'Sua senha foi alterada' notice (after a change, a reset or an account creation). */
export function securityNotice(options: {
  to: Destinatario;
  nomeCompleto: string;
  what: string;
  at: Date;
  productTitle: string;
  supportPhone: string | null;
  /** The e-mail's subject when the notice has its own (a new device: 'Novo acesso à sua conta'). */
  assunto?: string;
  /** Lines after what happened, before whom to call (the e-mail only: an SMS stays one sentence). */
  detalhes?: string[];
}): Notification {
  const { to, nomeCompleto, what, at, productTitle, supportPhone, detalhes = [] } = options;
  const when = NOTICE_TIME.format(at).replace(', ', ' às ');
  const help = supportPhone
    ? `Se não foi você, ligue agora para ${supportPhone}.`
    : 'Se não foi você, fale agora com a operadora.';
  const texto =
    to.canal === 'SMS'
      ? `${productTitle}: ${what} em ${when}. ${help}`
      : [`Olá, ${firstName(nomeCompleto)}!`, '', `${what} em ${when}.`, '', ...detalhes, help].join('\n');
  const assunto = `${options.assunto ?? 'Aviso de segurança'} - ${productTitle}`;
  return { canal: to.canal, destino: to.destino, assunto, texto };
}

/** A security notice to one contact (nothing without one), with the operator's SAC phone. */
export async function notifySecurityEvent(options: {
  db: Database;
  notify: NotifyDispatcher;
  to: Destinatario | null;
  nomeCompleto: string;
  what: string;
  at: Date;
  assunto?: string;
  detalhes?: string[];
}): Promise<void> {
  const { to } = options;
  if (!to) return;
  const [sac] = await options.db
    .select({ valor: contatosOperadora.valor })
    .from(contatosOperadora)
    .where(eq(contatosOperadora.chave, 'FONE_SAC'))
    .limit(1);
  const aviso = securityNotice({
    to,
    nomeCompleto: options.nomeCompleto,
    what: options.what,
    at: options.at,
    assunto: options.assunto,
    detalhes: options.detalhes,
    productTitle: PRODUCT_TITLE,
    supportPhone: sac?.valor ?? null,
  });
  await avisoAoContato(options.notify, to, { assunto: aviso.assunto, texto: aviso.texto });
}

/**
 * A notice that must reach this contact whatever the preferences say — security and privacy notices (a
 * password, a contact, a new device, a health-data grant, an e-mail the LGPD desk corrected): through the
 * durable outbox (issue 42, decision 0052) as AVISO_SEGURANCA, to this contact, always, and retried like every
 * notice. The text is made by the caller, for this contact.
 */
export function avisoAoContato(
  notify: NotifyDispatcher,
  to: Destinatario,
  mensagem: { assunto: string; texto: string },
): Promise<void> {
  return notify.avisar({
    tipo: 'AVISO_SEGURANCA',
    sobrePessoaId: null,
    chave: `seguranca:${randomUUID()}`,
    para: [{ pessoaId: null, contato: to }],
    mensagem: () => mensagem,
  });
}
