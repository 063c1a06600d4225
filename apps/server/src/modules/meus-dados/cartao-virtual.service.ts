// Cartão Virtual (spec §7 "Virtual card"): the cards of a contract as a member shows them at a provider,
// the card PDF, its QR code, and a signed short-lived link for sharing the PDF (decision 0008).
import { timingSafeEqual } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import { formatCpf, formatDate, maskCardNumber, PLANO_MESSAGES } from '@portal/domain';
import { endpointPath } from '@portal/domain/contract/endpoint';
import {
  cartaoVirtualEndpoints,
  type CartaoVirtual,
  type CartoesVirtuaisResponse,
  type GerarQrCodeResponse,
} from '@portal/domain/contract/meus-dados/cartao-virtual';
import type { Database } from '../../db/client.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, carteiras, contratos } from '../../db/schema/plans.js';
import { hmacHex, type Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { createPortalPdf, type Operador } from '../../platform/pdf/portal-pdf.js';
import { qrCodeDataUrl, qrCodePng } from '../../platform/pdf/qr-code.js';
import { readOperador } from './contratos.service.js';

/** How long a shared card link opens the PDF: long enough for the visit it was sent for. */
export const SHARE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** The shared link's path (outside /api: a provider's browser sends no x-origin), from the contract. */
export const sharedCardPath = (token: string): string =>
  endpointPath(cartaoVirtualEndpoints.compartilhado.path, { token });

export type CartaoComDono = CartaoVirtual & { pessoaId: number };

const CANCELADO = 'CANCELADO';

const cardSelection = {
  pessoaId: pessoas.id,
  nomeCompleto: pessoas.nomeCompleto,
  nomeSocial: pessoas.nomeSocial,
  cpf: pessoas.cpf,
  dataNascimento: pessoas.dataNascimento,
  cns: pessoas.cns,
  beneficiarioId: beneficiarios.id,
  tipo: beneficiarios.tipo,
  carteira: carteiras.codigo,
  validade: carteiras.validade,
  via: carteiras.via,
  plano: contratos.plano,
  segmentacao: contratos.segmentacao,
  acomodacao: contratos.acomodacao,
  abrangencia: contratos.abrangencia,
  tipoContratacao: contratos.tipoContratacao,
  registroAnsProduto: contratos.registroAnsProduto,
  codigoPlano: contratos.codigo,
  situacao: contratos.situacao,
};

const cardQuery = (db: Database) =>
  db
    .select(cardSelection)
    .from(carteiras)
    .innerJoin(beneficiarios, eq(beneficiarios.id, carteiras.beneficiarioId))
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .innerJoin(contratos, eq(contratos.id, carteiras.contratoId));

type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

const toCartao = (row: CardRow): CartaoComDono => ({
  pessoaId: row.pessoaId,
  nome: row.nomeSocial ?? row.nomeCompleto,
  cpf: row.cpf,
  carteira: row.carteira,
  tipo: row.tipo === 'TITULAR' ? 'TITULAR' : 'DEPENDENTE',
  plano: row.plano,
  segmentacao: row.segmentacao,
  acomodacao: row.acomodacao,
  abrangencia: row.abrangencia,
  tipoContratacao: row.tipoContratacao,
  registroAnsProduto: row.registroAnsProduto,
  validade: row.validade,
  dataNascimento: row.dataNascimento,
  cns: row.cns,
  via: row.via,
});

/** The current card (highest via) of every visible beneficiary of the contract, titular first. */
export async function getCartoes(scope: FamilyScope, codigo: string): Promise<CartoesVirtuaisResponse> {
  const { db } = scope;
  const visible = await scope.contrato(codigo);
  const ids = visible.beneficiarios.map((b) => b.beneficiarioId);
  const [rows, operador] = await Promise.all([
    cardQuery(db)
      .where(inArray(carteiras.beneficiarioId, ids))
      .orderBy(beneficiarios.id, desc(carteiras.via)),
    readOperador(db),
  ]);
  const operadora = { nome: operador.nome, registroAns: operador.registroAns };
  const codigoPlano = visible.contrato.codigo;
  if (visible.contrato.situacao === CANCELADO) {
    return {
      codigoPlano,
      operadora,
      cartoes: [],
      mensagemAmigavel: PLANO_MESSAGES.cancelledNoCard,
      tipoMensagem: 'ALERTA',
    };
  }
  const current = rows.filter(
    (row, i) => rows.findIndex((r) => r.beneficiarioId === row.beneficiarioId) === i,
  );
  return {
    codigoPlano,
    operadora,
    cartoes: current.map(toCartao).map(({ pessoaId: _pessoaId, ...cartao }) => cartao),
  };
}

/** A card of a cancelled contract is no longer valid at a provider: as if it did not exist. */
async function cardByNumber(db: Database, carteira: string): Promise<CartaoComDono | null> {
  const [row] = await cardQuery(db).where(eq(carteiras.codigo, carteira));
  return row && row.situacao !== CANCELADO ? toCartao(row) : null;
}

/** The card when its holder is in the caller's scope and its contract is not cancelled; else 404. */
export async function findCartao(scope: FamilyScope, carteira: string): Promise<CartaoComDono> {
  const [cartao] = await Promise.all([cardByNumber(scope.db, carteira), scope.carteira(carteira)]);
  if (!cartao) throw notFound();
  return cartao;
}

/** What the QR code holds when it carries the card itself: readable by any scanner, without a network. */
export const cardQrText = (c: CartaoVirtual, operador: Operador): string =>
  [
    `${operador.nome} - ANS ${operador.registroAns}`,
    `Beneficiário: ${c.nome}`,
    `Carteira: ${maskCardNumber(c.carteira)}`,
    `Plano: ${c.plano}`,
    `Segmentação: ${c.segmentacao}`,
    `Validade: ${formatDate(c.validade)}`,
    c.cns ? `CNS: ${c.cns}` : null,
  ]
    .filter(Boolean)
    .join('\n');

export async function cartaoPdf(options: {
  db: Database;
  cartao: CartaoVirtual;
  clock: Clock;
}): Promise<Buffer> {
  const { cartao, clock } = options;
  const operador = await readOperador(options.db);
  const pdf = createPortalPdf({
    title: 'Cartão Virtual do Beneficiário',
    subject: `Carteira ${maskCardNumber(cartao.carteira)}`,
    operador,
    clock,
  });
  pdf.heading(cartao.nome, 2).keyValueTable([
    { label: 'Carteira', value: maskCardNumber(cartao.carteira) },
    { label: 'CPF', value: formatCpf(cartao.cpf) },
    { label: 'Data de nascimento', value: formatDate(cartao.dataNascimento) },
    { label: 'Cartão Nacional de Saúde', value: cartao.cns ?? 'Não informado' },
    { label: 'Plano', value: cartao.plano },
    { label: 'Segmentação', value: cartao.segmentacao },
    { label: 'Acomodação', value: cartao.acomodacao ?? 'Não se aplica' },
    { label: 'Abrangência', value: cartao.abrangencia ?? 'Não informada' },
    { label: 'Contratação', value: cartao.tipoContratacao },
    { label: 'Registro do produto na ANS', value: cartao.registroAnsProduto },
    { label: 'Validade', value: formatDate(cartao.validade) },
    { label: 'Via', value: String(cartao.via) },
  ]);
  pdf.image(await qrCodePng(cardQrText(cartao, operador), { size: 320 }), { width: 140, height: 140 });
  pdf.paragraph('Apresente este cartão com um documento oficial com foto.', { align: 'center' });
  return pdf.end();
}

const shareKey = (secret: string) => hmacHex(secret, 'cartao-virtual-compartilhado');

/** `<carteira>.<expiry ms>.<hmac>`: no table to clean, nothing guessable, dead after the expiry. */
export function createShareToken(options: { secret: string; carteira: string; clock: Clock }): {
  token: string;
  expiraEm: Date;
} {
  const expiraEm = new Date(options.clock().getTime() + SHARE_LINK_TTL_MS);
  const body = `${options.carteira}.${expiraEm.getTime()}`;
  return { token: `${body}.${hmacHex(shareKey(options.secret), body)}`, expiraEm };
}

/** The card number of a valid, unexpired token, else null. */
export function readShareToken(options: { secret: string; token: string; clock: Clock }): string | null {
  const match = /^(\d{6,20})\.(\d{13})\.([0-9a-f]{64})$/.exec(options.token);
  if (!match) return null;
  const [, carteira, expiry, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(hmacHex(shareKey(options.secret), `${carteira}.${expiry}`), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
  if (Number(expiry) <= options.clock().getTime()) return null;
  return carteira;
}

export async function openSharedCard(options: {
  db: Database;
  secret: string;
  token: string;
  clock: Clock;
}): Promise<CartaoComDono | null> {
  const carteira = readShareToken(options);
  return carteira ? cardByNumber(options.db, carteira) : null;
}

export async function gerarQrCode(options: {
  db: Database;
  cartao: CartaoVirtual;
  conteudo: 'COMPARTILHAMENTO' | 'CARTEIRA';
  secret: string;
  clock: Clock;
  /** Absolute origin of the portal, for links read by another device. */
  origin: string;
}): Promise<GerarQrCodeResponse> {
  if (options.conteudo === 'COMPARTILHAMENTO') {
    const { token, expiraEm } = createShareToken({ ...options, carteira: options.cartao.carteira });
    const conteudo = `${options.origin}${sharedCardPath(token)}`;
    return { qrCode: await qrCodeDataUrl(conteudo), conteudo, expiraEm: expiraEm.toISOString() };
  }
  const conteudo = cardQrText(options.cartao, await readOperador(options.db));
  return { qrCode: await qrCodeDataUrl(conteudo), conteudo, expiraEm: null };
}
