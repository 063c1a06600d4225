// A person's contacts as a contact picker shows them (spec §2 "Contact picker"): e-mails and mobile phones
// only, masked with asterisks, each named by an opaque `codigo` (a keyed hash of the CPF and the contact)
// that the client sends back to choose it — never the contact itself. One scheme for first access and
// recovery (modules/auth) and the authorisation request (modules/saude): the same contact always gets the
// same code for the same CPF, and a code cannot be turned back into a contact.
import { onlyDigits } from '@portal/domain';
import type {
  ContatoMascarado,
  TipoContatoVerificacao,
} from '@portal/domain/contract/auth/contatos-verificacao';
import type { CanalNotificacao } from '../db/schema/lifecycle.js';
import { hmacHex } from '../platform/clock.js';

/** A contact a message can reach: e-mail, or a mobile phone (SMS). */
export interface DeliverableContact extends ContatoMascarado {
  canal: CanalNotificacao;
  /** The real address or number; empty for made-up contacts. */
  destino: string;
}

/** pessoa_contatos kinds that are mobile phones. */
export const MOBILE_TYPES = new Set(['TELEFONE_CELULAR', 'WHATSAPP_PESSOAL']);

/** 'maria.souza@email.test' → 'ma*********@e****.test'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.');
  const label = dot < 0 ? domain : domain.slice(0, dot);
  const maskedLocal = `${local.slice(0, 2)}${'*'.repeat(Math.max(3, local.length - 2))}`;
  return `${maskedLocal}@${label.slice(0, 1)}${'*'.repeat(Math.max(3, label.length - 1))}${dot < 0 ? '' : domain.slice(dot)}`;
}

/** '19998765432' → '(**) *****-5432'. */
export const maskPhone = (phone: string): string => `(**) *****-${onlyDigits(phone).slice(-4)}`;

/** The opaque reference of one contact of one CPF (16 hex digits, keyed by the session secret). */
export const contactCode = (secret: string, cpf: string, value: string): string =>
  hmacHex(secret, `contato:${cpf}:${value}`).slice(0, 16);

/** The person's e-mails and mobiles, in the order given (principal first), masked and coded. */
export function deliverableContacts(
  secret: string,
  cpf: string,
  contatos: readonly { tipo: string; valor: string }[],
): DeliverableContact[] {
  return contatos.flatMap((c): DeliverableContact[] => {
    const tipo: TipoContatoVerificacao | null =
      c.tipo === 'EMAIL' ? 'EMAIL' : MOBILE_TYPES.has(c.tipo) ? 'TELEFONE' : null;
    if (!tipo) return [];
    const destino = tipo === 'EMAIL' ? c.valor.trim() : onlyDigits(c.valor);
    return [
      {
        codigo: contactCode(secret, cpf, destino),
        tipo,
        valor: tipo === 'EMAIL' ? maskEmail(destino) : maskPhone(destino),
        canal: tipo === 'EMAIL' ? 'EMAIL' : 'SMS',
        destino,
      },
    ];
  });
}

export const toMasked = ({ codigo, tipo, valor }: DeliverableContact): ContatoMascarado => ({
  codigo,
  tipo,
  valor,
});
