// The operator as a creditor (issue 12): name, CNPJ and address for the boleto, the collecting bank and
// agreement, the Pix receiver, and the due days direct debit may use — all operator parameters, read in
// one query.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import {
  PARAMETROS_COBRANCA,
  parametrosOperadora,
  type ParametroCobranca,
} from '../../db/schema/operator.js';
import type { RecebedorPix } from './pix.js';

export interface Cobranca {
  nome: string;
  registroAns: string;
  endereco: string;
  cnpj: string;
  banco: string;
  /** 7 digits (Banco do Brasil agreement). */
  convenio: string;
  carteira: string;
  /** The beneficiary's agency / account as printed on the boleto. */
  agenciaConta: string;
  pix: RecebedorPix;
  diasVencimentoDebito: number[];
}

const NAMES = ['NOME_OPERADORA', 'REGISTRO_ANS', 'ENDERECO', ...PARAMETROS_COBRANCA] as const;

/** Prepared once per database (decision 0012): every bill read and boleto needs these settings. */
const cobrancaStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(parametrosOperadora)
    .where(inArray(parametrosOperadora.nome, [...NAMES]))
    .prepare('portal_parametros_cobranca'),
);

/**
 * The settings as the text of a JSON array of { nome, valor } inside another statement: the bill list reads them
 * with the bills (issue 43: one round trip less on one of the most read screens). Uncorrelated, so run once per
 * statement, but repeated on every row that asks it (the list: open bills only, decision 0070): as text, so
 * that only one copy is parsed (`cobrancaDoTexto`).
 */
export const cobrancaTexto = sql<string>`(select coalesce(json_agg(json_build_object('nome', ${parametrosOperadora.nome}, 'valor', ${parametrosOperadora.valor})), '[]'::json)
  from ${parametrosOperadora} where ${inArray(parametrosOperadora.nome, [...NAMES])})::text`;

/** The last settings read as text, and what they made: the same text (nearly always) is not parsed again. */
let ultima: { texto: string; cobranca: Cobranca } | undefined;

/** The settings from `cobrancaTexto`'s value. */
export function cobrancaDoTexto(texto: string): Cobranca {
  if (ultima?.texto !== texto) ultima = { texto, cobranca: cobrancaDe(JSON.parse(texto) as ParametroLido[]) };
  return ultima.cobranca;
}

interface ParametroLido {
  nome: string;
  valor: string;
}

export async function readCobranca(db: Database): Promise<Cobranca> {
  return cobrancaDe(await cobrancaStatement(db).execute());
}

/** The settings from their rows (a missing one is a server fault the operator must fix). */
export function cobrancaDe(rows: readonly ParametroLido[]): Cobranca {
  const value = (nome: ParametroCobranca | (typeof NAMES)[number]): string => {
    const found = rows.find((r) => r.nome === nome)?.valor.trim();
    // Billing cannot guess a missing setting: a server fault the operator must fix.
    if (!found) throw new Error(`Parâmetro de cobrança ausente: ${nome}`);
    return found;
  };
  return {
    nome: value('NOME_OPERADORA'),
    registroAns: value('REGISTRO_ANS'),
    endereco: value('ENDERECO'),
    cnpj: value('CNPJ_OPERADORA'),
    banco: value('BOLETO_BANCO'),
    convenio: value('BOLETO_CONVENIO'),
    carteira: value('BOLETO_CARTEIRA'),
    agenciaConta: value('BOLETO_AGENCIA_CONTA'),
    pix: { chave: value('PIX_CHAVE'), nome: value('PIX_NOME_RECEBEDOR'), cidade: value('PIX_CIDADE') },
    diasVencimentoDebito: value('DIAS_VENCIMENTO_DEBITO')
      .split(',')
      .map((d) => Number(d.trim()))
      .filter((d) => Number.isInteger(d) && d >= 1 && d <= 28)
      .sort((a, b) => a - b),
  };
}
