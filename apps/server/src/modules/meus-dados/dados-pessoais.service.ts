// Dados pessoais (spec §3 "Person data", "Address"; §7): read one person of the caller's family scope and
// save the member's changes in one transaction, keeping every changed field's old and new value.
import { and, eq, sql } from 'drizzle-orm';
import { FUNCAO, formatCep, formatPhone, isAllowed, onlyDigits, phoneKind } from '@portal/domain';
import {
  ESTADOS_CIVIS,
  type DadosPessoais,
  type DadosPessoaisEditaveis,
  type EstadoCivil,
} from '@portal/domain/contract/meus-dados/dados-pessoais';
import { PAIS_BRASIL, type Endereco, type TipoEndereco } from '@portal/domain/contract/meus-dados/endereco';
import { preparedPerDatabase } from '../../db/prepared.js';
import type { Database } from '../../db/client.js';
import { jsonRows } from '../../db/json-rows.js';
import { dadosPessoaisAlteracoes, enderecos } from '../../db/schema/dados-pessoais.js';
import { pessoas, pessoaContatos } from '../../db/schema/pessoas.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { registrarEvento } from '../../platform/integracao/eventos.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import type { SessionContext } from '../../platform/session.js';
import { assertEnderecosCep } from './endereco.service.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

const isoToBr = (iso: string | null): string => (iso ? iso.split('-').reverse().join('/') : '');
const brToIso = (br: string): string => br.split('/').reverse().join('-');

/** Older records hold free text ('Casada', 'Viúva'); they map onto the coded choices by their stem. */
export function normalizeEstadoCivil(text: string | null): EstadoCivil | '' {
  const key = (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  if (!key) return '';
  const direct = ESTADOS_CIVIS.find((e) => e.valor.replace(/_/g, '') === key);
  if (direct) return direct.valor;
  const stems: [string, EstadoCivil][] = [
    ['SOLTEIR', 'SOLTEIRO'],
    ['CASAD', 'CASADO'],
    ['UNIAO', 'UNIAO_ESTAVEL'],
    ['SEPARAD', 'SEPARADO'],
    ['DIVORCIAD', 'DIVORCIADO'],
    ['VIUV', 'VIUVO'],
  ];
  return stems.find(([stem]) => key.startsWith(stem))?.[1] ?? '';
}

/** Fields of the form kept outside the `pessoas` row (contacts and addresses). */
const NOT_PERSON_COLUMNS = ['email', 'telefone', 'tipoTelefone', 'endereco', 'enderecoCobranca'];

/** 'endereco.cep' is of 'endereco'; 'email' of 'email'. */
const deUmDos = (campo: string, chaves: readonly string[]) =>
  chaves.some((chave) => campo === chave || campo.startsWith(`${chave}.`));

const PHONE_TYPES = ['TELEFONE_CELULAR', 'TELEFONE_RESIDENCIAL', 'TELEFONE_COMERCIAL'] as const;

interface Snapshot {
  person: typeof pessoas.$inferSelect;
  email: typeof pessoaContatos.$inferSelect | undefined;
  phone: typeof pessoaContatos.$inferSelect | undefined;
  enderecos: Map<TipoEndereco, typeof enderecos.$inferSelect>;
}

/** The principal contact of the kinds given, else the first of them. */
const pick = (contacts: (typeof pessoaContatos.$inferSelect)[], tipos: readonly string[]) => {
  const matching = contacts.filter((c) => tipos.includes(c.tipo));
  return matching.find((c) => c.principal) ?? matching[0];
};

/**
 * The person with their contacts and addresses, in one query (issue 18): the screen's read and both reads
 * of a save (before, inside its transaction, and after) are each one round trip.
 */
/** The person with contacts and addresses (as JSON rows) in one statement. */
const snapshotQuery = (db: Db) =>
  db
    .select({
      person: pessoas,
      contatos: jsonRows(pessoaContatos, eq(pessoaContatos.pessoaId, pessoas.id), sql`${pessoaContatos.id}`),
      enderecos: jsonRows(enderecos, eq(enderecos.pessoaId, pessoas.id), sql`${enderecos.id}`),
    })
    .from(pessoas)
    .where(eq(pessoas.id, sql.placeholder('pessoaId')))
    .limit(1);

/** Prepared once per database (decision 0012): the personal-data read is among the most made calls. */
const snapshotStatement = preparedPerDatabase((db) => snapshotQuery(db).prepare('portal_dados_snapshot'));

/**
 * The person's current data. Outside a transaction through the prepared statement; inside one (`tx`) built
 * for it, since a statement prepared on the pool would run on another connection.
 */
async function loadSnapshot(pessoaId: number, from: { db: Database } | { tx: Tx }): Promise<Snapshot> {
  const [row] =
    'db' in from
      ? await snapshotStatement(from.db).execute({ pessoaId })
      : await snapshotQuery(from.tx).execute({ pessoaId });
  if (!row) throw notFound();
  return {
    person: row.person,
    email: pick(row.contatos, ['EMAIL']),
    phone: pick(row.contatos, PHONE_TYPES),
    enderecos: new Map(row.enderecos.map((a) => [a.tipoEndereco, a])),
  };
}

const toEndereco = (row: typeof enderecos.$inferSelect | undefined) => ({
  cep: row ? formatCep(row.cep) : '',
  logradouro: row?.logradouro ?? '',
  numero: row?.numero ?? '',
  semNumero: row?.semNumero ?? false,
  complemento: row?.complemento ?? '',
  bairro: row?.bairro ?? '',
  cidade: row?.cidade ?? '',
  uf: row?.uf ?? '',
});

function toDados(snapshot: Snapshot, alteravel: boolean): DadosPessoais {
  const { person, email, phone } = snapshot;
  const cobranca = snapshot.enderecos.get('COBRANCA');
  return {
    cpf: person.cpf,
    dataNascimento: isoToBr(person.dataNascimento),
    nomeCompleto: person.nomeCompleto,
    sexo: person.sexo,
    estadoCivil: normalizeEstadoCivil(person.estadoCivil),
    numeroIdentidade: person.identidadeNumero ?? '',
    dataEmissao: isoToBr(person.identidadeDataEmissao),
    ufEmissao: person.identidadeUfEmissao ?? '',
    orgaoEmissao: person.identidadeOrgaoEmissao ?? '',
    paisEmissao: person.identidadePaisEmissao ?? PAIS_BRASIL,
    cartaoNacionalSaude: person.cns ?? '',
    nomeMae: person.nomeMae ?? '',
    email: email?.valor ?? '',
    telefone: formatPhone(phone?.valor ?? ''),
    tipoTelefone: phone?.tipo === 'TELEFONE_COMERCIAL' ? 'COMERCIAL' : 'PESSOAL',
    endereco: toEndereco(snapshot.enderecos.get('RESIDENCIAL')),
    enderecoCobranca: cobranca ? toEndereco(cobranca) : null,
    alteravel,
  };
}

/**
 * Whose data the caller may change: their own, and — as titular — their dependants'. A contratante's
 * or another titular's data is only shown (decision 0006). Checked per person, so it stays here rather
 * than on the route: funcao-alterar-dados-pessoais alone does not say whose data.
 */
export async function canChange(
  scope: FamilyScope,
  session: Pick<SessionContext, 'permissions'>,
  target: VisibleBeneficiario[],
): Promise<boolean> {
  if (!isAllowed(session.permissions.funcao, FUNCAO.alterarDadosPessoais)) return false;
  if (target.some((t) => t.pessoaId === scope.pessoaId)) return true;
  const titularIds = target.flatMap((t) => (t.tipo === 'DEPENDENTE' && t.titularId ? [t.titularId] : []));
  // The caller's own beneficiary rows are always in their scope: is one of them the dependant's titular?
  return (await scope.visible()).some(
    (b) => b.pessoaId === scope.pessoaId && titularIds.includes(b.beneficiarioId),
  );
}

export interface DadosPessoaisOptions {
  /** The signed-in member (their funcao- permissions and account, for the change history). */
  session: Pick<SessionContext, 'permissions' | 'contaId'>;
  /** The person whose data is read or changed (digits); 404 outside the caller's family. */
  cpf: string;
}

export async function getDadosPessoais(
  scope: FamilyScope,
  { session, cpf }: DadosPessoaisOptions,
): Promise<DadosPessoais> {
  const target = await scope.beneficiario(cpf);
  const [snapshot, alteravel] = await Promise.all([
    loadSnapshot(target[0]!.pessoaId, { db: scope.db }),
    canChange(scope, session, target),
  ]);
  return toDados(snapshot, alteravel);
}

/** Field → value as kept in the history (the form's own formatting). */
function flatten(dados: DadosPessoaisEditaveis): Map<string, string | null> {
  const fields = new Map<string, string | null>();
  const { endereco, enderecoCobranca, ...person } = dados;
  for (const [key, value] of Object.entries(person)) fields.set(key, String(value));
  const address = (prefix: string, e: Endereco | null) => {
    for (const key of Object.keys(toEndereco(undefined)) as (keyof Endereco)[]) {
      fields.set(`${prefix}.${key}`, e ? String(e[key]) : null);
    }
  };
  address('endereco', endereco);
  address('enderecoCobranca', enderecoCobranca);
  return fields;
}

const editable = ({ cpf: _c, dataNascimento: _d, alteravel: _a, ...rest }: DadosPessoais) =>
  rest as unknown as DadosPessoaisEditaveis;

/** The body as stored: digits for phone and CEP, a number only without the no-number flag. */
function normalized(body: DadosPessoaisEditaveis): DadosPessoaisEditaveis {
  const address = (e: Endereco): Endereco => ({
    ...e,
    cep: formatCep(onlyDigits(e.cep)),
    numero: e.semNumero ? '' : e.numero.trim(),
    complemento: e.complemento.trim(),
  });
  return {
    ...body,
    nomeCompleto: body.nomeCompleto.trim(),
    nomeMae: body.nomeMae.trim(),
    email: body.email.trim(),
    telefone: formatPhone(body.telefone),
    cartaoNacionalSaude: onlyDigits(body.cartaoNacionalSaude),
    endereco: address(body.endereco),
    enderecoCobranca: body.enderecoCobranca ? address(body.enderecoCobranca) : null,
  };
}

async function saveAddress(tx: Tx, pessoaId: number, tipo: TipoEndereco, e: Endereco | null): Promise<void> {
  if (!e) {
    await tx.delete(enderecos).where(and(eq(enderecos.pessoaId, pessoaId), eq(enderecos.tipoEndereco, tipo)));
    return;
  }
  const values = {
    cep: onlyDigits(e.cep),
    logradouro: e.logradouro.trim(),
    numero: e.semNumero ? null : e.numero,
    semNumero: e.semNumero,
    complemento: e.complemento || null,
    bairro: e.bairro.trim(),
    cidade: e.cidade.trim(),
    uf: e.uf,
  };
  await tx
    .insert(enderecos)
    .values({ pessoaId, tipoEndereco: tipo, ...values })
    .onConflictDoUpdate({ target: [enderecos.pessoaId, enderecos.tipoEndereco], set: values });
}

async function saveContact(
  tx: Tx,
  pessoaId: number,
  current: Snapshot['email'],
  tipo: (typeof pessoaContatos.$inferInsert)['tipo'],
  valor: string,
): Promise<void> {
  if (current) {
    await tx.update(pessoaContatos).set({ tipo, valor }).where(eq(pessoaContatos.id, current.id));
  } else {
    await tx.insert(pessoaContatos).values({ pessoaId, tipo, valor, principal: true });
  }
}

export interface UpdateDadosPessoaisOptions extends DadosPessoaisOptions {
  clock: () => Date;
  body: DadosPessoaisEditaveis;
}

export interface UpdateResult {
  dados: DadosPessoais;
  /** Fields whose value changed (names as in the form). */
  alterados: string[];
  /** Whose data it was (the audit's subject). */
  pessoaId: number;
}

export async function alterarDadosPessoais(
  scope: FamilyScope,
  options: UpdateDadosPessoaisOptions,
): Promise<UpdateResult> {
  const { db } = scope;
  const { session } = options;
  const target = await scope.beneficiario(options.cpf);
  const pessoaId = target[0]!.pessoaId;
  if (!(await canChange(scope, session, target))) throw forbidden();
  const body = normalized(options.body);
  assertEnderecosCep({ endereco: body.endereco, enderecoCobranca: body.enderecoCobranca });
  const at = options.clock();

  const alterados = await db.transaction(async (tx) => {
    const before = await loadSnapshot(pessoaId, { tx });
    const oldFields = flatten(editable(toDados(before, true)));
    const newFields = flatten(body);
    const changed = [...newFields].filter(([key, value]) => (oldFields.get(key) ?? null) !== value);
    if (changed.length === 0) return [];

    // Only what changed is written (issue 18: a save that changes the identity number is one update, not
    // five); the history below still lists every changed field.
    const campos = changed.map(([campo]) => campo);
    const mudou = (...chaves: string[]) => campos.some((campo) => deUmDos(campo, chaves));
    if (campos.some((campo) => !deUmDos(campo, NOT_PERSON_COLUMNS))) {
      await tx
        .update(pessoas)
        .set({
          nomeCompleto: body.nomeCompleto,
          sexo: body.sexo,
          estadoCivil: body.estadoCivil,
          identidadeNumero: body.numeroIdentidade,
          identidadeDataEmissao: brToIso(body.dataEmissao),
          identidadeUfEmissao: body.ufEmissao,
          identidadeOrgaoEmissao: body.orgaoEmissao,
          identidadePaisEmissao: body.paisEmissao,
          cns: body.cartaoNacionalSaude,
          nomeMae: body.nomeMae,
          updatedAt: at,
        })
        .where(eq(pessoas.id, pessoaId));
    }
    if (mudou('email')) await saveContact(tx, pessoaId, before.email, 'EMAIL', body.email);
    if (mudou('telefone', 'tipoTelefone')) {
      const phoneDigits = onlyDigits(body.telefone);
      const phoneTipo =
        body.tipoTelefone === 'COMERCIAL'
          ? 'TELEFONE_COMERCIAL'
          : phoneKind(phoneDigits) === 'mobile'
            ? 'TELEFONE_CELULAR'
            : 'TELEFONE_RESIDENCIAL';
      await saveContact(tx, pessoaId, before.phone, phoneTipo, phoneDigits);
    }
    if (mudou('endereco')) await saveAddress(tx, pessoaId, 'RESIDENCIAL', body.endereco);
    if (mudou('enderecoCobranca')) await saveAddress(tx, pessoaId, 'COBRANCA', body.enderecoCobranca);

    const lote = `${pessoaId}-${at.getTime()}`;
    await tx.insert(dadosPessoaisAlteracoes).values(
      changed.map(([campo, valorNovo]) => ({
        at,
        lote,
        contaId: session.contaId,
        pessoaId,
        campo,
        valorAnterior: oldFields.get(campo) ?? null,
        valorNovo,
      })),
    );
    // The operator's systems hear which fields changed (never the values), with the change (decision 0025).
    await registrarEvento(tx, {
      clock: options.clock,
      pessoaId,
      evento: { tipo: 'dados-pessoais.alterados', dados: { campos } },
    });
    return campos;
  });

  return { dados: toDados(await loadSnapshot(pessoaId, { db }), true), alterados, pessoaId };
}
