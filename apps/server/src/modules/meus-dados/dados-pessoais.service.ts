// Dados pessoais (spec §3 "Person data", "Address"; §7): read one person of the caller's family scope and
// save the member's changes in one statement, keeping every changed field's old and new value. A new e-mail
// or mobile is saved only once the code sent to it is entered (issue 33, decision 0006).
import { and, eq, sql } from 'drizzle-orm';
import {
  FUNCAO,
  PRODUCT_TITLE,
  formatCep,
  formatPhone,
  isAllowed,
  onlyDigits,
  validateEmail,
  validateMobilePhone,
} from '@portal/domain';
import {
  ESTADOS_CIVIS,
  type ConfirmarContatoBody,
  type DadosPessoais,
  type DadosPessoaisAlterados,
  type DadosPessoaisEditaveis,
  type EstadoCivil,
} from '@portal/domain/contract/meus-dados/dados-pessoais';
import { PAIS_BRASIL, type Endereco, type TipoEndereco } from '@portal/domain/contract/meus-dados/endereco';
import { preparedPerDatabase } from '../../db/prepared.js';
import { comMapeamentoDireto } from '../../db/mapeamento-direto.js';
import type { Database } from '../../db/client.js';
import { jsonRows } from '../../db/json-rows.js';
import type { Escrita } from '../../db/escritas-juntas.js';
import { enderecos } from '../../db/schema/dados-pessoais.js';
import { pessoas, pessoaContatos } from '../../db/schema/pessoas.js';
import { MOBILE_TYPES, maskEmail, maskPhone } from '../../shared-domain/contatos-mascarados.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import type { SessionContext } from '../../platform/session.js';
import type { Destinatario } from '../../shared-domain/aviso-seguranca.js';
import type { CodigosContato, ContatoNovo, PessoaDoContato } from './contato-verificado.service.js';
import {
  PHONE_TYPES,
  historyWrites,
  phoneTipoOf,
  pickContato,
  saveContact,
  type ContatoRow,
  type Gravacao,
} from '../../shared-domain/dados-cadastrais.js';
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

type EnderecoRow = typeof enderecos.$inferSelect;

interface Snapshot {
  person: typeof pessoas.$inferSelect;
  email: ContatoRow | undefined;
  phone: ContatoRow | undefined;
  enderecos: Map<TipoEndereco, EnderecoRow>;
}

/**
 * The person with contacts and addresses (as JSON rows) in one statement, prepared once per database
 * (decision 0012): the screen's read and the read before a save are each one round trip (issue 18).
 */
const snapshotStatement = preparedPerDatabase((db) =>
  comMapeamentoDireto(
    db
      .select({
        person: pessoas,
        contatos: jsonRows(
          pessoaContatos,
          eq(pessoaContatos.pessoaId, pessoas.id),
          sql`${pessoaContatos.id}`,
        ),
        enderecos: jsonRows(enderecos, eq(enderecos.pessoaId, pessoas.id), sql`${enderecos.id}`),
      })
      .from(pessoas)
      .where(eq(pessoas.id, sql.placeholder('pessoaId')))
      .limit(1)
      .prepare('portal_dados_snapshot'),
  ),
);

/** The person's current data. */
async function loadSnapshot(pessoaId: number, db: Database): Promise<Snapshot> {
  const [row] = await snapshotStatement(db).execute({ pessoaId });
  if (!row) throw notFound();
  return {
    person: row.person,
    email: pickContato(row.contatos, ['EMAIL']),
    phone: pickContato(row.contatos, PHONE_TYPES),
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

/**
 * Where the notice of a changed contact goes: the old contact of that kind when a message reaches it,
 * else the person's other verified one (a landline replaced: the e-mail is told).
 */
function oldContactOf(before: Snapshot, tipo: ContatoNovo['tipo'] | 'FIXO'): Destinatario | null {
  const email: Destinatario | null = before.email
    ? { canal: 'EMAIL', destino: before.email.valor.trim() }
    : null;
  const mobile: Destinatario | null =
    before.phone && MOBILE_TYPES.has(before.phone.tipo)
      ? { canal: 'SMS', destino: onlyDigits(before.phone.valor) }
      : null;
  const verified = (c: Destinatario | null, row: ContatoRow | undefined) => (row?.verificado ? c : null);
  return tipo === 'EMAIL'
    ? (email ?? verified(mobile, before.phone))
    : (mobile ?? verified(email, before.email));
}

/** The notice's sentence ('… em 10/03/2026 às 09:05.' and the phone to call follow). */
const changedNotice = (tipo: ContatoNovo['tipo'] | 'FIXO', novo: string): string =>
  tipo === 'EMAIL'
    ? `O e-mail do seu cadastro no ${PRODUCT_TITLE} foi alterado para ${maskEmail(novo)}`
    : tipo === 'TELEFONE'
      ? `O celular do seu cadastro no ${PRODUCT_TITLE} foi alterado para ${maskPhone(novo)}`
      : `O telefone do seu cadastro no ${PRODUCT_TITLE} foi alterado`;

const fieldsOf = (snapshot: Snapshot) => flatten(editable(toDados(snapshot, true)));
const diff = (before: Map<string, string | null>, after: Map<string, string | null>) =>
  [...after].filter(([key, value]) => (before.get(key) ?? null) !== value);

const pessoaDoContato = (snapshot: Snapshot): PessoaDoContato => ({
  pessoaId: snapshot.person.id,
  cpf: snapshot.person.cpf,
  nomeCompleto: snapshot.person.nomeCompleto,
});

export interface UpdateDadosPessoaisOptions extends DadosPessoaisOptions {
  clock: () => Date;
  body: DadosPessoaisEditaveis;
  /** Codes for a new e-mail or mobile, and the notice to the old contact (contato-verificado.service.ts). */
  codigos: CodigosContato;
  /**
   * Writes the change with the save's audit row (audit.ts `junto`): the change, its history, its event for
   * the operator's systems and the audit row in one statement — all or none, one round trip (issue 18).
   */
  gravarComAuditoria: (pessoaId: number, escritas: Escrita[]) => Promise<void>;
}

/**
 * Saves what changed. The data before is read once; the writes go as one statement, so nothing is half
 * written; the answer is the data before with the written rows in place (what a read would now return).
 * A new e-mail or mobile is not written: it gets a code (issued before anything is written, so a refused
 * send saves nothing) and waits for confirmarContato; the answer lists it as pending. A phone no code can
 * reach (landline, commercial) is saved at once as unverified, and the old contact is told.
 */
export async function alterarDadosPessoais(
  scope: FamilyScope,
  options: UpdateDadosPessoaisOptions,
): Promise<DadosPessoaisAlterados> {
  const { db } = scope;
  const { session } = options;
  const target = await scope.beneficiario(options.cpf);
  const pessoaId = target[0]!.pessoaId;
  if (!(await canChange(scope, session, target))) throw forbidden();
  const body = normalized(options.body);
  assertEnderecosCep({ endereco: body.endereco, enderecoCobranca: body.enderecoCobranca });
  const at = options.clock();

  const before = await loadSnapshot(pessoaId, db);
  const oldFields = fieldsOf(before);
  const allChanged = diff(oldFields, flatten(body));
  const mudou = (...chaves: string[]) => allChanged.some(([campo]) => deUmDos(campo, chaves));

  const phoneDigits = onlyDigits(body.telefone);
  const phoneTipo = phoneTipoOf(body.tipoTelefone, phoneDigits);
  const phoneChanged = mudou('telefone', 'tipoTelefone');
  // A mobile reaches the doors (first access, recovery): it needs a code unless it is the verified number
  // it already was (a commercial mobile turned personal).
  const phoneAlreadyVerified = before.phone?.valor === phoneDigits && before.phone.verificado;
  const novos: ContatoNovo[] = [
    ...(mudou('email') ? [{ tipo: 'EMAIL' as const, destino: body.email }] : []),
    ...(phoneChanged && phoneTipo === 'TELEFONE_CELULAR' && !phoneAlreadyVerified
      ? [{ tipo: 'TELEFONE' as const, destino: phoneDigits }]
      : []),
  ];
  const pending = novos.flatMap((n) => (n.tipo === 'EMAIL' ? ['email'] : ['telefone', 'tipoTelefone']));
  const changed = allChanged.filter(([campo]) => !pending.includes(campo));
  const codigos = novos.length > 0 ? await options.codigos.emitir(pessoaDoContato(before), novos) : null;
  const contatosPendentes = codigos?.pendentes ?? [];
  if (changed.length === 0) {
    codigos?.enviar();
    return { ...toDados(before, true), contatosPendentes };
  }

  // Only what changed is written (a save that changes the identity number is one update, not five); the
  // history below still lists every changed field.
  const campos = changed.map(([campo]) => campo);
  const mudouAgora = (...chaves: string[]) => campos.some((campo) => deUmDos(campo, chaves));
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
  const phoneNow = mudouAgora('telefone', 'tipoTelefone');
  if (phoneNow) {
    const contato = { tipo: phoneTipo, valor: phoneDigits, verificado: phoneAlreadyVerified };
    const phone = saveContact(pessoaId, before.phone, contato, db);
    escritas.push(phone.escrita);
    after.phone = phone.depois;
  }
  for (const [campo, tipo, endereco] of [
    ['endereco', 'RESIDENCIAL', body.endereco],
    ['enderecoCobranca', 'COBRANCA', body.enderecoCobranca],
  ] as const) {
    if (!mudouAgora(campo)) continue;
    const gravacao = saveAddress(pessoaId, tipo, endereco, before.enderecos.get(tipo), db);
    escritas.push(gravacao.escrita);
    if (gravacao.depois) after.enderecos.set(tipo, gravacao.depois);
    else after.enderecos.delete(tipo);
  }
  escritas.push(
    ...historyWrites({
      db,
      clock: options.clock,
      at,
      contaId: session.contaId,
      pessoaId,
      changed,
      oldFields,
    }),
  );
  await options.gravarComAuditoria(pessoaId, escritas);
  codigos?.enviar();
  // A phone replaced (not one added where there was none) is told to the old contact.
  if (phoneNow && before.phone && before.phone.valor !== phoneDigits) {
    await options.codigos.avisar(
      pessoaDoContato(before),
      oldContactOf(before, 'FIXO'),
      changedNotice('FIXO', ''),
    );
  }
  return { ...toDados(after, true), contatosPendentes };
}

export interface ConfirmarContatoOptions extends Omit<UpdateDadosPessoaisOptions, 'body'> {
  body: ConfirmarContatoBody;
}

/** The new contact as kept (an e-mail trimmed, a mobile's digits), or 400 on the value. */
function novoContato(body: ConfirmarContatoBody): ContatoNovo {
  const problem = body.tipo === 'EMAIL' ? validateEmail(body.valor) : validateMobilePhone(body.valor);
  if (problem) throw badRequest(problem, { valor: problem });
  return { tipo: body.tipo, destino: body.tipo === 'EMAIL' ? body.valor.trim() : onlyDigits(body.valor) };
}

/**
 * Saves a new e-mail or mobile once its code is entered: the code must be the person's live one for this
 * channel, sent to this exact value (else 400 saying why, and nothing saved). The contact, its history,
 * event and audit row go in one statement; then the old contact is told.
 */
export async function confirmarContato(
  scope: FamilyScope,
  options: ConfirmarContatoOptions,
): Promise<DadosPessoais> {
  const { db } = scope;
  const target = await scope.beneficiario(options.cpf);
  const pessoaId = target[0]!.pessoaId;
  if (!(await canChange(scope, options.session, target))) throw forbidden();
  const novo = novoContato(options.body);
  const before = await loadSnapshot(pessoaId, db);
  const pessoa = pessoaDoContato(before);
  await options.codigos.gastar(pessoa, novo, options.body.codigo);

  const at = options.clock();
  const contato = {
    tipo: novo.tipo === 'EMAIL' ? ('EMAIL' as const) : ('TELEFONE_CELULAR' as const),
    valor: novo.destino,
    verificado: true,
  };
  const gravacao = saveContact(pessoaId, novo.tipo === 'EMAIL' ? before.email : before.phone, contato, db);
  const after: Snapshot = { ...before, [novo.tipo === 'EMAIL' ? 'email' : 'phone']: gravacao.depois };
  const oldFields = fieldsOf(before);
  const changed = diff(oldFields, fieldsOf(after));
  await options.gravarComAuditoria(pessoaId, [
    gravacao.escrita,
    ...historyWrites({
      db,
      clock: options.clock,
      at,
      contaId: options.session.contaId,
      pessoaId,
      changed,
      oldFields,
    }),
  ]);
  await options.codigos.avisar(
    pessoa,
    oldContactOf(before, novo.tipo),
    changedNotice(novo.tipo, novo.destino),
  );
  return toDados(after, true);
}
