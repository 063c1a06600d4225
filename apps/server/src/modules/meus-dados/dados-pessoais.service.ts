// Dados pessoais (spec §3 "Person data", "Address"; §7): read one person of the caller's family scope and
// save the member's changes in one statement, keeping every changed field's old and new value.
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
import type { Escrita } from '../../db/escritas-juntas.js';
import { dadosPessoaisAlteracoes, enderecos } from '../../db/schema/dados-pessoais.js';
import { pessoas, pessoaContatos } from '../../db/schema/pessoas.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { escritasDoEvento } from '../../platform/integracao/eventos.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import type { SessionContext } from '../../platform/session.js';
import { assertEnderecosCep } from './endereco.service.js';

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

type ContatoRow = typeof pessoaContatos.$inferSelect;
type EnderecoRow = typeof enderecos.$inferSelect;

interface Snapshot {
  person: typeof pessoas.$inferSelect;
  email: ContatoRow | undefined;
  phone: ContatoRow | undefined;
  enderecos: Map<TipoEndereco, EnderecoRow>;
}

/** The principal contact of the kinds given, else the first of them. */
const pick = (contacts: ContatoRow[], tipos: readonly string[]) => {
  const matching = contacts.filter((c) => tipos.includes(c.tipo));
  return matching.find((c) => c.principal) ?? matching[0];
};

/**
 * The person with contacts and addresses (as JSON rows) in one statement, prepared once per database
 * (decision 0012): the screen's read and the read before a save are each one round trip (issue 18).
 */
const snapshotStatement = preparedPerDatabase((db) =>
  db
    .select({
      person: pessoas,
      contatos: jsonRows(pessoaContatos, eq(pessoaContatos.pessoaId, pessoas.id), sql`${pessoaContatos.id}`),
      enderecos: jsonRows(enderecos, eq(enderecos.pessoaId, pessoas.id), sql`${enderecos.id}`),
    })
    .from(pessoas)
    .where(eq(pessoas.id, sql.placeholder('pessoaId')))
    .limit(1)
    .prepare('portal_dados_snapshot'),
);

/** The person's current data. */
async function loadSnapshot(pessoaId: number, db: Database): Promise<Snapshot> {
  const [row] = await snapshotStatement(db).execute({ pessoaId });
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
    loadSnapshot(target[0]!.pessoaId, scope.db),
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

/** A write of the save and the row it leaves (the answer is built from them, without reading again). */
type Gravacao<R> = { escrita: Escrita; depois: R | undefined };

function saveAddress(
  pessoaId: number,
  tipo: TipoEndereco,
  e: Endereco | null,
  atual: EnderecoRow | undefined,
  db: Database,
): Gravacao<EnderecoRow> {
  if (!e) {
    const where = and(eq(enderecos.pessoaId, pessoaId), eq(enderecos.tipoEndereco, tipo));
    return { escrita: db.delete(enderecos).where(where), depois: undefined };
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
  return {
    escrita: db
      .insert(enderecos)
      .values({ pessoaId, tipoEndereco: tipo, ...values })
      .onConflictDoUpdate({ target: [enderecos.pessoaId, enderecos.tipoEndereco], set: values }),
    depois: { id: atual?.id ?? 0, pessoaId, tipoEndereco: tipo, ...values },
  };
}

function saveContact(
  pessoaId: number,
  current: Snapshot['email'],
  tipo: ContatoRow['tipo'],
  valor: string,
  db: Database,
): Gravacao<ContatoRow> {
  if (current) {
    return {
      escrita: db.update(pessoaContatos).set({ tipo, valor }).where(eq(pessoaContatos.id, current.id)),
      depois: { ...current, tipo, valor },
    };
  }
  const novo = { pessoaId, tipo, valor, principal: true, verificado: true };
  return { escrita: db.insert(pessoaContatos).values(novo), depois: { id: 0, ...novo } };
}

export interface UpdateDadosPessoaisOptions extends DadosPessoaisOptions {
  clock: () => Date;
  body: DadosPessoaisEditaveis;
  /**
   * Writes the change with the save's audit row (audit.ts `junto`): the change, its history, its event for
   * the operator's systems and the audit row in one statement — all or none, one round trip (issue 18).
   */
  gravarComAuditoria: (pessoaId: number, escritas: Escrita[]) => Promise<void>;
}

/**
 * Saves what changed. The data before is read once; the writes go as one statement, so nothing is half
 * written; the answer is the data before with the written rows in place (what a read would now return).
 */
export async function alterarDadosPessoais(
  scope: FamilyScope,
  options: UpdateDadosPessoaisOptions,
): Promise<DadosPessoais> {
  const { db } = scope;
  const { session } = options;
  const target = await scope.beneficiario(options.cpf);
  const pessoaId = target[0]!.pessoaId;
  if (!(await canChange(scope, session, target))) throw forbidden();
  const body = normalized(options.body);
  assertEnderecosCep({ endereco: body.endereco, enderecoCobranca: body.enderecoCobranca });
  const at = options.clock();

  const before = await loadSnapshot(pessoaId, db);
  const oldFields = flatten(editable(toDados(before, true)));
  const newFields = flatten(body);
  const changed = [...newFields].filter(([key, value]) => (oldFields.get(key) ?? null) !== value);
  if (changed.length === 0) return toDados(before, true);

  // Only what changed is written (a save that changes the identity number is one update, not five); the
  // history below still lists every changed field.
  const campos = changed.map(([campo]) => campo);
  const mudou = (...chaves: string[]) => campos.some((campo) => deUmDos(campo, chaves));
  const after: Snapshot = { ...before, enderecos: new Map(before.enderecos) };
  const escritas: Escrita[] = [];
  if (campos.some((campo) => !deUmDos(campo, NOT_PERSON_COLUMNS))) {
    const values = {
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
    };
    escritas.push(db.update(pessoas).set(values).where(eq(pessoas.id, pessoaId)));
    after.person = { ...before.person, ...values };
  }
  if (mudou('email')) {
    const email = saveContact(pessoaId, before.email, 'EMAIL', body.email, db);
    escritas.push(email.escrita);
    after.email = email.depois;
  }
  if (mudou('telefone', 'tipoTelefone')) {
    const phoneDigits = onlyDigits(body.telefone);
    const phoneTipo =
      body.tipoTelefone === 'COMERCIAL'
        ? 'TELEFONE_COMERCIAL'
        : phoneKind(phoneDigits) === 'mobile'
          ? 'TELEFONE_CELULAR'
          : 'TELEFONE_RESIDENCIAL';
    const phone = saveContact(pessoaId, before.phone, phoneTipo, phoneDigits, db);
    escritas.push(phone.escrita);
    after.phone = phone.depois;
  }
  for (const [campo, tipo, endereco] of [
    ['endereco', 'RESIDENCIAL', body.endereco],
    ['enderecoCobranca', 'COBRANCA', body.enderecoCobranca],
  ] as const) {
    if (!mudou(campo)) continue;
    const gravacao = saveAddress(pessoaId, tipo, endereco, before.enderecos.get(tipo), db);
    escritas.push(gravacao.escrita);
    if (gravacao.depois) after.enderecos.set(tipo, gravacao.depois);
    else after.enderecos.delete(tipo);
  }

  const lote = `${pessoaId}-${at.getTime()}`;
  escritas.push(
    db.insert(dadosPessoaisAlteracoes).values(
      changed.map(([campo, valorNovo]) => ({
        at,
        lote,
        contaId: session.contaId,
        pessoaId,
        campo,
        valorAnterior: oldFields.get(campo) ?? null,
        valorNovo,
      })),
    ),
  );
  // The operator's systems hear which fields changed (never the values), with the change (decision 0025).
  escritas.push(
    ...escritasDoEvento({
      clock: options.clock,
      pessoaId,
      evento: { tipo: 'dados-pessoais.alterados', dados: { campos } },
    }),
  );
  await options.gravarComAuditoria(pessoaId, escritas);
  return toDados(after, true);
}
