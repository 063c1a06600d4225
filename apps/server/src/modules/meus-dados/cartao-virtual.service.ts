// Cartão Virtual (spec §7 "Virtual card"): the cards of a contract as a member shows them at a provider,
// the card PDF and its QR code (decision 0008). The shared links live in cartao-compartilhado.service.ts.
import { desc, eq, inArray } from 'drizzle-orm';
import { formatCpf, formatDate, maskCardNumber, PLANO_MESSAGES, routePath } from '@portal/domain';
import {
  type CartaoVirtual,
  type CartoesVirtuaisResponse,
  type GerarQrCodeResponse,
} from '@portal/domain/contract/meus-dados/cartao-virtual';
import type { Database } from '../../db/client.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, carteiras, contratos } from '../../db/schema/contratos.js';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { createPortalPdf, type Operador } from '../../platform/pdf/portal-pdf.js';
import { qrCodeDataUrl, qrCodeShape, qrCodeModulos } from '../../platform/pdf/qr-code.js';
import { readOperador } from '../../shared-domain/contratos.js';

/** The shared link a member sends (issue 37): the card's public page, from the route table. */
export const sharedCardPath = (token: string): string => routePath('cartaoCompartilhado', token);

/** A card with its holder and its row id (what a shared link records). */
export type CartaoComDono = CartaoVirtual & { pessoaId: number; carteiraId: number };

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
  dataExclusao: beneficiarios.dataExclusao,
  carteiraId: carteiras.id,
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
  carteiraId: row.carteiraId,
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
    cartoes: current.map(toCartao).map(({ pessoaId: _pessoaId, carteiraId: _carteiraId, ...cartao }) => {
      const conteudo = cardQrText(cartao, operadora);
      return { ...cartao, qrCode: { ...qrCodeModulos(conteudo), conteudo } };
    }),
  };
}

/**
 * A card of a cancelled contract, or of a membership the ERP ended by the operator's day `hoje`, is no
 * longer valid at a provider: as if it did not exist.
 */
export async function cardByNumber(
  db: Database,
  carteira: string,
  hoje: string,
): Promise<CartaoComDono | null> {
  const [row] = await cardQuery(db).where(eq(carteiras.codigo, carteira));
  const emVigor = row && (row.dataExclusao === null || row.dataExclusao > hoje);
  return row && emVigor && row.situacao !== CANCELADO ? toCartao(row) : null;
}

/** The card when its holder is in the caller's scope and its contract is not cancelled; else 404. */
export async function findCartao(scope: FamilyScope, carteira: string): Promise<CartaoComDono> {
  const [cartao] = await Promise.all([
    cardByNumber(scope.db, carteira, scope.hoje),
    scope.carteira(carteira),
  ]);
  if (!cartao) throw notFound();
  return cartao;
}

/** What the QR code holds when it carries the card itself: readable by any scanner, without a network. */
export const cardQrText = (c: CartaoVirtual, operador: Pick<Operador, 'nome' | 'registroAns'>): string =>
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
  const operador = await readOperador(options.db, { comLogo: true });
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
  pdf.shape(qrCodeShape(cardQrText(cartao, operador)), { width: 140, height: 140 });
  pdf.paragraph('Apresente este cartão com um documento oficial com foto.', { align: 'center' });
  return pdf.end();
}

export async function gerarQrCode(options: {
  db: Database;
  cartao: CartaoVirtual;
  conteudo: 'COMPARTILHAMENTO' | 'CARTEIRA';
  /** Issues a shared link to the card (recorded, so it can be listed and revoked). */
  issueLink: () => Promise<{ token: string; expiraEm: Date }>;
  /** Absolute origin of the portal, for links read by another device. */
  origin: string;
}): Promise<GerarQrCodeResponse> {
  if (options.conteudo === 'COMPARTILHAMENTO') {
    const { token, expiraEm } = await options.issueLink();
    const conteudo = `${options.origin}${sharedCardPath(token)}`;
    return { qrCode: await qrCodeDataUrl(conteudo), conteudo, expiraEm: expiraEm.toISOString() };
  }
  const conteudo = cardQrText(options.cartao, await readOperador(options.db));
  return { qrCode: await qrCodeDataUrl(conteudo), conteudo, expiraEm: null };
}
