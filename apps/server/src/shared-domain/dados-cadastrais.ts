// The writes of a person's registration data (issue 39): the member's own edit (modules/meus-dados/
// dados-pessoais.service.ts) and the LGPD desk's correction (modules/console/lgpd.service.ts, decision 0045)
// change contacts and keep the change's history and its event for the operator's systems through these
// functions only — one writer, whoever asks. Writes are returned as `Escrita`s and run together as one
// statement (db/escritas-juntas.ts) by the caller, inside its transaction or with its audit row.
import { eq, sql } from 'drizzle-orm';
import {
  formatPhone,
  onlyDigits,
  phoneKind,
  validateEmail,
  validateName,
  validatePhone,
} from '@portal/domain';
import type { CampoCorrecao } from '@portal/domain/contract/meus-dados/direitos-titular';
import type { Database } from '../db/client.js';
import type { Escrita } from '../db/escritas-juntas.js';
import { todasJuntas } from '../db/escritas-juntas.js';
import { dadosPessoaisAlteracoes } from '../db/schema/dados-pessoais.js';
import { pessoaContatos, pessoas } from '../db/schema/pessoas.js';
import { badRequest, notFound } from '../platform/errors.js';
import { escritasDoEvento } from '../platform/integracao/eventos.js';

export type ContatoRow = typeof pessoaContatos.$inferSelect;

/** A write of a save and the row it leaves (the answer is built from them, without reading again). */
export type Gravacao<R> = { escrita: Escrita; depois: R | undefined };

/** The phone kinds kept in pessoa_contatos. */
export const PHONE_TYPES = ['TELEFONE_CELULAR', 'TELEFONE_RESIDENCIAL', 'TELEFONE_COMERCIAL'] as const;

/** The principal contact of the kinds given, else the first of them. */
export const pickContato = (
  contacts: readonly ContatoRow[],
  tipos: readonly string[],
): ContatoRow | undefined => {
  const matching = contacts.filter((c) => tipos.includes(c.tipo));
  return matching.find((c) => c.principal) ?? matching[0];
};

/** `verificado`: a code sent to it was entered (or the value is the verified one it already was). */
export function saveContact(
  pessoaId: number,
  current: ContatoRow | undefined,
  contato: Pick<ContatoRow, 'tipo' | 'valor' | 'verificado'>,
  db: Database,
): Gravacao<ContatoRow> {
  if (current) {
    return {
      escrita: db.update(pessoaContatos).set(contato).where(eq(pessoaContatos.id, current.id)),
      depois: { ...current, ...contato },
    };
  }
  const novo = { pessoaId, principal: true, ...contato };
  return { escrita: db.insert(pessoaContatos).values(novo), depois: { id: 0, ...novo } };
}

/** A personal phone is kept as mobile or landline by its digits; a commercial one as commercial. */
export const phoneTipoOf = (tipoTelefone: 'PESSOAL' | 'COMERCIAL', digits: string): ContatoRow['tipo'] =>
  tipoTelefone === 'COMERCIAL'
    ? 'TELEFONE_COMERCIAL'
    : phoneKind(digits) === 'mobile'
      ? 'TELEFONE_CELULAR'
      : 'TELEFONE_RESIDENCIAL';

/**
 * The history of a save (each changed field's old and new value, one batch) and its event for the
 * operator's systems (which fields changed, never the values; decision 0025). `contaId` null: changed by the
 * operator's staff (the LGPD desk), whose id is in the staff audit.
 */
export function historyWrites(options: {
  db: Database;
  clock: () => Date;
  at: Date;
  contaId: number | null;
  pessoaId: number;
  changed: [string, string | null][];
  oldFields: Map<string, string | null>;
}): Escrita[] {
  const { db, at, pessoaId, changed, oldFields } = options;
  const lote = `${pessoaId}-${at.getTime()}`;
  return [
    db.insert(dadosPessoaisAlteracoes).values(
      changed.map(([campo, valorNovo]) => ({
        at,
        lote,
        contaId: options.contaId,
        pessoaId,
        campo,
        valorAnterior: oldFields.get(campo) ?? null,
        valorNovo,
      })),
    ),
    ...escritasDoEvento({
      clock: options.clock,
      pessoaId,
      evento: { tipo: 'dados-pessoais.alterados', dados: { campos: changed.map(([campo]) => campo) } },
    }),
  ];
}

/** A field the desk can correct in the portal (CAMPOS_CORRECAO but OUTRO). */
export type CampoCorrigivel = Exclude<CampoCorrecao, 'OUTRO'>;
export const corrigivel = (campo: CampoCorrecao | null): campo is CampoCorrigivel =>
  campo === 'NOME_SOCIAL' || campo === 'EMAIL' || campo === 'TELEFONE';

/** The field's name in the change history (the member form's names; nomeSocial is not in that form). */
const CAMPO_HISTORICO: Record<CampoCorrigivel, string> = {
  NOME_SOCIAL: 'nomeSocial',
  EMAIL: 'email',
  TELEFONE: 'telefone',
};

export interface CorrecaoCadastral {
  campo: CampoCorrigivel;
  /** As the history keeps it (formatted phone, trimmed name or e-mail). */
  antes: string | null;
  depois: string;
}

/**
 * Corrects one field on the operator's side (LGPD art. 18 III): validated with the member form's rules (400
 * with the field's message), written through saveContact / the pessoas row and historyWrites as one statement
 * with `tx` (the caller's transaction). A corrected e-mail or phone is kept **unverified**: staff cannot prove
 * the member receives there, so no access code goes to it until the member confirms it (issue 33's rule).
 * An unchanged value writes nothing (null).
 */
export async function corrigirDadoCadastral(
  tx: Database,
  options: { pessoaId: number; campo: CampoCorrigivel; valor: string; clock: () => Date },
): Promise<CorrecaoCadastral | null> {
  const { pessoaId, campo, clock } = options;
  const valor = options.valor.trim();
  const problema =
    campo === 'NOME_SOCIAL'
      ? validateName(valor, 'Nome social')
      : campo === 'EMAIL'
        ? validateEmail(valor)
        : validatePhone(valor);
  if (problema || !valor) {
    const mensagem = problema ?? 'Informe o valor correto.';
    throw badRequest(mensagem, { valor: mensagem });
  }
  const [pessoa] = await tx
    .select({ nomeSocial: pessoas.nomeSocial })
    .from(pessoas)
    .where(eq(pessoas.id, pessoaId))
    .for('update');
  if (!pessoa) throw notFound();
  const contatos = await tx.select().from(pessoaContatos).where(eq(pessoaContatos.pessoaId, pessoaId));
  const at = clock();
  const escritas: Escrita[] = [];
  let antes: string | null;
  let depois: string;
  if (campo === 'NOME_SOCIAL') {
    antes = pessoa.nomeSocial;
    depois = valor;
    escritas.push(
      tx.update(pessoas).set({ nomeSocial: valor, updatedAt: at }).where(eq(pessoas.id, pessoaId)),
    );
  } else if (campo === 'EMAIL') {
    const atual = pickContato(contatos, ['EMAIL']);
    antes = atual?.valor ?? null;
    depois = valor;
    escritas.push(saveContact(pessoaId, atual, { tipo: 'EMAIL', valor, verificado: false }, tx).escrita);
  } else {
    const atual = pickContato(contatos, PHONE_TYPES);
    const digits = onlyDigits(valor);
    antes = atual ? formatPhone(atual.valor) : null;
    depois = formatPhone(digits);
    const tipo = phoneTipoOf(atual?.tipo === 'TELEFONE_COMERCIAL' ? 'COMERCIAL' : 'PESSOAL', digits);
    escritas.push(saveContact(pessoaId, atual, { tipo, valor: digits, verificado: false }, tx).escrita);
  }
  if (antes === depois) return null;
  const nome = CAMPO_HISTORICO[campo];
  escritas.push(
    ...historyWrites({
      db: tx,
      clock,
      at,
      contaId: null,
      pessoaId,
      changed: [[nome, depois]],
      oldFields: new Map([[nome, antes]]),
    }),
  );
  const statement = todasJuntas(escritas);
  if (statement) await tx.execute(sql`${statement}`);
  return { campo, antes, depois };
}
