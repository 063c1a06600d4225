// Spec §7 "Address": a CEP resolves first to a street of the shipped postal-code table, then (when
// configured) to an external ViaCEP-compatible service, then to a city range, then to a state range,
// so any real CEP at least names its state. States are fixed; cities come from the shipped table.
import { and, asc, eq, gte, like, lte } from 'drizzle-orm';
import { MESSAGES, formatCep, invalidLabel, onlyDigits } from '@portal/domain';
import {
  ESTADOS,
  isUf,
  type Cidade,
  type ConsultaCep,
  type Uf,
} from '@portal/domain/contract/meus-dados/endereco';
import type { Database } from '../../db/client.js';
import { cepLogradouros, cidades } from '../../db/schema/dados-pessoais.js';
import { searchable } from '../../db/seed/cep-data.js';
import { HttpError, badRequest } from '../../platform/errors.js';

/** Correios CEP ranges of each state (first and last 5-digit prefix). */
const UF_RANGES: [Uf, number, number][] = [
  ['SP', 1000, 19999],
  ['RJ', 20000, 28999],
  ['ES', 29000, 29999],
  ['MG', 30000, 39999],
  ['BA', 40000, 48999],
  ['SE', 49000, 49999],
  ['PE', 50000, 56999],
  ['AL', 57000, 57999],
  ['PB', 58000, 58999],
  ['RN', 59000, 59999],
  ['CE', 60000, 63999],
  ['PI', 64000, 64999],
  ['MA', 65000, 65999],
  ['PA', 66000, 68899],
  ['AP', 68900, 68999],
  ['AM', 69000, 69299],
  ['RR', 69300, 69399],
  ['AM', 69400, 69899],
  ['AC', 69900, 69999],
  ['DF', 70000, 72799],
  ['GO', 72800, 72999],
  ['DF', 73000, 73699],
  ['GO', 73700, 76799],
  ['RO', 76800, 76999],
  ['TO', 77000, 77999],
  ['MT', 78000, 78899],
  ['MS', 79000, 79999],
  ['PR', 80000, 87999],
  ['SC', 88000, 89999],
  ['RS', 90000, 99999],
];

export const ufOfCep = (digits: string): Uf | null => {
  const prefix = Number(digits.slice(0, 5));
  return UF_RANGES.find(([, first, last]) => prefix >= first && prefix <= last)?.[0] ?? null;
};

/**
 * Spec §5: a CEP is valid only when its lookup finds it. Every real CEP falls in a state's range, so the
 * server checks that the CEP exists there and that the address's UF is that state's; answers the field
 * errors keyed by `prefix` (empty when the address is fine).
 */
function checkEnderecoCep(
  endereco: { cep: string; uf: string } | null,
  prefix: string,
): Record<string, string> {
  if (!endereco) return {};
  const uf = ufOfCep(onlyDigits(endereco.cep));
  if (!uf) return { [`${prefix}.cep`]: MESSAGES.invalidCep };
  return uf === endereco.uf ? {} : { [`${prefix}.uf`]: invalidLabel('UF') };
}

/** 400 with every address's field errors, keyed by the body's field names ('endereco', …). */
export function assertEnderecosCep(enderecos: Record<string, { cep: string; uf: string } | null>): void {
  const campos = Object.fromEntries(
    Object.entries(enderecos).flatMap(([prefix, endereco]) =>
      Object.entries(checkEnderecoCep(endereco, prefix)),
    ),
  );
  const mensagem = Object.values(campos)[0];
  if (mensagem) throw badRequest(mensagem, campos);
}

/** 404 'CEP inválido': the spec's CEP rule fails when the lookup finds nothing. */
const cepNotFound = () =>
  new HttpError(404, { mensagem: MESSAGES.invalidCep, campos: { cep: MESSAGES.invalidCep } });

export type FetchLike = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<{
  ok: boolean;
  json(): Promise<unknown>;
}>;

export interface ExternalCepLookup {
  /** ViaCEP-compatible URL with `{cep}` where the 8 digits go. */
  url: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

async function lookupExternal(digits: string, external: ExternalCepLookup): Promise<ConsultaCep | null> {
  const run = external.fetch ?? globalThis.fetch;
  try {
    const response = await run(external.url.replace('{cep}', digits), {
      signal: AbortSignal.timeout(external.timeoutMs ?? 5000),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Record<string, unknown>;
    const text = (key: string) => (typeof body[key] === 'string' ? body[key] : '');
    const uf = text('uf');
    if (body.erro || !isUf(uf)) return null;
    return {
      cep: formatCep(digits),
      logradouro: text('logradouro'),
      complemento: text('complemento'),
      bairro: text('bairro'),
      cidade: text('localidade'),
      uf,
    };
  } catch {
    // An unreachable service must not block the form: the local ranges still answer.
    return null;
  }
}

export interface ConsultarCepOptions {
  db: Database;
  cep: string;
  external?: ExternalCepLookup | undefined;
}

export async function consultarCep({ db, cep, external }: ConsultarCepOptions): Promise<ConsultaCep> {
  const digits = onlyDigits(cep);
  if (digits.length !== 8) throw cepNotFound();
  const [street] = await db.select().from(cepLogradouros).where(eq(cepLogradouros.cep, digits)).limit(1);
  if (street && isUf(street.uf)) return { ...street, cep: formatCep(digits), uf: street.uf };

  if (external) {
    const found = await lookupExternal(digits, external);
    if (found) return found;
  }

  const empty = { cep: formatCep(digits), logradouro: '', complemento: '', bairro: '' };
  const [city] = await db
    .select({ nome: cidades.nome, uf: cidades.uf })
    .from(cidades)
    .where(and(lte(cidades.cepInicial, digits), gte(cidades.cepFinal, digits)))
    .limit(1);
  if (city && isUf(city.uf)) return { ...empty, cidade: city.nome, uf: city.uf };

  const uf = ufOfCep(digits);
  if (uf) return { ...empty, cidade: '', uf };
  throw cepNotFound();
}

export const listEstados = () => ESTADOS.map(({ sigla, nome }) => ({ sigla, nome }));

const MAX_CIDADES = 50;

/** Cities of a state whose name starts with (or contains) the typed text, accents ignored. */
export async function listCidades(options: {
  db: Database;
  uf: Uf;
  cidade?: string | undefined;
}): Promise<Cidade[]> {
  const typed = searchable(options.cidade ?? '').replace(/[%_\\]/g, '');
  const rows = await options.db
    .select({ nome: cidades.nome, uf: cidades.uf })
    .from(cidades)
    .where(and(eq(cidades.uf, options.uf), typed ? like(cidades.nomeBusca, `%${typed}%`) : undefined))
    .orderBy(asc(cidades.nome))
    .limit(MAX_CIDADES);
  return rows.flatMap((row) => (isUf(row.uf) ? [{ nome: row.nome, uf: row.uf }] : []));
}
