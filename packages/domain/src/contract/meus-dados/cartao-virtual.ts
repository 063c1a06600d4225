// Cartão Virtual (spec §7 "Virtual card"): the card as shown at a provider, its QR code and sharing.
// Sharing (issue 37): the link a member copies (or the QR code carries) opens a public page,
// /servicos/cartao-compartilhado/{token}, that a provider's reception can trust: the holder's name (social
// name when they have one), the card number, the plan (name, segmentação, acomodação, abrangência), the
// card's validity, the operator with its ANS number, and until when the link opens — nothing else (no CPF,
// birth date or CNS: the reception checks those against the member's document; the PDF, one click away,
// carries the card as printed). The page reads it with the token in the service-token header, as the
// public appointment page does; the PDF stays at /cartao-compartilhado/{token}, outside /api.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { ARQUIVO_PDF, TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { tokenServicoHeadersSchema } from '../saude/agendamento-publico.js';
import { codigoPlanoParamsSchema, contratosEndpoint } from './contratos.js';

export const carteiraParamsSchema = z.object({ carteira: z.string().regex(/^\d{6,20}$/) });

export const cartaoVirtualSchema = z.object({
  /** Social name when the member has one (it is how they are addressed at the provider). */
  nome: z.string(),
  cpf: z.string(),
  /** Digits only; shown with maskCardNumber. */
  carteira: z.string(),
  tipo: z.enum(['TITULAR', 'DEPENDENTE']),
  plano: z.string(),
  segmentacao: z.string(),
  acomodacao: z.string().nullable(),
  abrangencia: z.string().nullable(),
  tipoContratacao: z.string(),
  registroAnsProduto: z.string(),
  validade: z.string(),
  dataNascimento: z.string(),
  cns: z.string().nullable(),
  via: z.number().int(),
});
export type CartaoVirtual = z.infer<typeof cartaoVirtualSchema>;

/**
 * A card as the list answers it, with its QR code (issue 37, decision 0061): the screen draws the code with the
 * card, not after one POST per card; `conteudo` is the text the code holds (the card, readable offline).
 */
export const cartaoDaListaSchema = cartaoVirtualSchema.extend({
  qrCode: z.object({
    /** Modules a side (21 to 177). */
    lado: z.number().int().min(21).max(177),
    /** The modules, row after row, 8 to a byte, the first in the highest bit; base64 (format/qr-modulos.ts). */
    modulos: z.string(),
    /** The text the code holds. */
    conteudo: z.string(),
  }),
});
export type CartaoDaLista = z.infer<typeof cartaoDaListaSchema>;

export const cartoesVirtuaisResponseSchema = z.object({
  codigoPlano: z.string(),
  operadora: z.object({ nome: z.string(), registroAns: z.string() }),
  cartoes: z.array(cartaoDaListaSchema),
  /** A cancelled contract has no card to show: the list comes empty with this message. */
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type CartoesVirtuaisResponse = z.infer<typeof cartoesVirtuaisResponseSchema>;

export const compartilharCartaoResponseSchema = z.object({
  /** Path of the card's public page (a random, 24-hour token); opened without signing in. */
  url: z.string(),
  expiraEm: z.string(),
});
export type CompartilharCartaoResponse = z.infer<typeof compartilharCartaoResponseSchema>;

export const QR_CODE_CONTEUDOS = ['COMPARTILHAMENTO', 'CARTEIRA'] as const;
export const gerarQrCodeBodySchema = z.object({
  /** COMPARTILHAMENTO: the signed link to the card; CARTEIRA: the card's data as text, readable offline. */
  qrCode: z.enum(QR_CODE_CONTEUDOS).default('CARTEIRA'),
});
export type GerarQrCodeBody = z.input<typeof gerarQrCodeBodySchema>;

export const gerarQrCodeResponseSchema = z.object({
  /** PNG data URL. */
  qrCode: z.string(),
  conteudo: z.string(),
  expiraEm: z.string().nullable(),
});
export type GerarQrCodeResponse = z.infer<typeof gerarQrCodeResponseSchema>;

/** What the shared card's public page shows (issue 37): the card as a reception checks it, and the link's end. */
export const cartaoCompartilhadoSchema = cartaoVirtualSchema
  .pick({
    nome: true,
    carteira: true,
    plano: true,
    segmentacao: true,
    acomodacao: true,
    abrangencia: true,
    validade: true,
  })
  .extend({
    operadora: cartoesVirtuaisResponseSchema.shape.operadora,
    /** The instant the link stops opening the card (24 h after it was issued, unless revoked before). */
    linkValidoAte: z.string(),
  });
export type CartaoCompartilhado = z.infer<typeof cartaoCompartilhadoSchema>;

export const tokenCompartilhadoParamsSchema = z.object({ token: z.string().max(200) });

/** A live shared link (not revoked, not expired) the caller issued; the token itself is never shown again. */
export const linkCompartilhadoSchema = z.object({
  id: z.number().int(),
  /** The card holder's name as on the card (social name when they have one). */
  nome: z.string(),
  /** Digits only; shown with maskCardNumber. */
  carteira: z.string(),
  criadoEm: z.string(),
  expiraEm: z.string(),
});
export type LinkCompartilhado = z.infer<typeof linkCompartilhadoSchema>;

export const linksCompartilhadosResponseSchema = z.object({ links: z.array(linkCompartilhadoSchema) });
export type LinksCompartilhadosResponse = z.infer<typeof linksCompartilhadosResponseSchema>;

/** Beyond PostgreSQL's integer the id cannot exist: refused as bad input, not sent to the database. */
export const linkCompartilhadoParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

const tags = ['cartao-virtual'];
const BASE = '/beneficiarios/cartao-virtual';

/** Cartão Virtual (spec §7 "Virtual card"), behind tela-cartao-virtual; the QR code is a /v2 call. */
export const cartaoVirtualEndpoints = {
  contratos: contratosEndpoint(`${BASE}/contratos`, TELA.cartaoVirtual, tags, 'listarContratosCartaoVirtual'),
  cartoes: defineEndpoint({
    operationId: 'listarCartoesVirtuais',
    method: 'GET',
    path: `${BASE}/:codigoPlano`,
    access: TELA.cartaoVirtual,
    params: codigoPlanoParamsSchema,
    response: cartoesVirtuaisResponseSchema,
    summary: 'Cartões do contrato como apresentados no prestador',
    description:
      'Os cartões dos beneficiários do contrato que o usuário vê, com os dados como aparecem no cartão apresentado ao prestador.',
    tags,
  }),
  pdf: defineEndpoint({
    operationId: 'baixarCartaoVirtual',
    method: 'GET',
    path: `${BASE}/pdf/:carteira`,
    access: TELA.cartaoVirtual,
    params: carteiraParamsSchema,
    response: ARQUIVO_PDF,
    summary: 'Cartão virtual em PDF',
    description: 'O cartão virtual de uma carteira em PDF.',
    tags,
  }),
  compartilhar: defineEndpoint({
    operationId: 'compartilharCartaoVirtual',
    method: 'GET',
    path: `${BASE}/compartilhar/:carteira`,
    access: TELA.cartaoVirtual,
    params: carteiraParamsSchema,
    response: compartilharCartaoResponseSchema,
    summary: 'Link (24 h) para a página do cartão, aberta sem login',
    description:
      'Cria um link, válido por 24 horas, para a página pública do cartão (/servicos/cartao-compartilhado/{token}: nome, carteira, plano, validade, operadora e registro ANS, com o PDF a um clique), aberta sem login; o usuário pode revogá-lo antes.',
    tags,
  }),
  /** The caller's own live links, to revoke one before it expires (issue 9). */
  linksCompartilhados: defineEndpoint({
    operationId: 'listarLinksCompartilhados',
    method: 'GET',
    path: `${BASE}/links-compartilhados`,
    access: TELA.cartaoVirtual,
    response: linksCompartilhadosResponseSchema,
    summary: 'Links de cartão compartilhados ativos que o usuário emitiu',
    description:
      'Os links de cartão compartilhado ainda ativos que o usuário emitiu, com a validade de cada um.',
    tags,
  }),
  revogarLink: defineEndpoint({
    operationId: 'revogarLinkCompartilhado',
    method: 'DELETE',
    path: `${BASE}/links-compartilhados/:id`,
    access: TELA.cartaoVirtual,
    params: linkCompartilhadoParamsSchema,
    response: 'empty',
    summary: 'Revoga um link de cartão compartilhado (o link deixa de abrir o cartão)',
    description:
      'Revoga um link de cartão compartilhado que o usuário emitiu: o link deixa de abrir a página e o PDF do cartão. Não responde conteúdo (204).',
    tags,
  }),
  qrCode: defineEndpoint({
    operationId: 'gerarQrCodeCartao',
    method: 'POST',
    path: `/v2${BASE}/gerar-qrcode/:carteira`,
    access: TELA.cartaoVirtual,
    envelope: true,
    params: carteiraParamsSchema,
    body: gerarQrCodeBodySchema,
    response: gerarQrCodeResponseSchema,
    summary: 'QR code do cartão (dados da carteira ou link de compartilhamento)',
    description:
      'O QR code do cartão: com os dados da carteira, ou com um link de compartilhamento do PDF. Responde no envelope { dados, erro }.',
    tags,
  }),
  /**
   * The shared card's public page reads the card here (issue 37): the token in the service-token header,
   * never in the API's URL. 404 with PLANO_MESSAGES.shareLinkInvalid for an unknown, revoked or expired
   * link alike; past the address's refusal budget a refusal is 429.
   */
  cartaoCompartilhado: defineEndpoint({
    operationId: 'obterCartaoCompartilhado',
    erros: [429],
    method: 'GET',
    path: '/servicos/cartao-compartilhado/listagem',
    access: 'public',
    headers: tokenServicoHeadersSchema,
    response: cartaoCompartilhadoSchema,
    summary: 'O cartão de um link compartilhado (sem login)',
    description:
      'O cartão ao qual o link compartilhado se refere (nome, carteira, plano, validade, operadora e registro ANS) e até quando o link vale, pelo token no cabeçalho de token de serviço, sem login. Link vencido, revogado ou desconhecido responde 404 com a mesma mensagem. Cada abertura é registrada para o titular do cartão.',
    tags,
  }),
  /**
   * The card's PDF from a shared link (the page's "Baixar cartão em PDF"), opened by a browser without a
   * session or the portal's x-origin header: public, and the one Meus Dados path outside /api (the server
   * registers it at the root).
   */
  compartilhado: defineEndpoint({
    operationId: 'abrirCartaoCompartilhado',
    method: 'GET',
    path: '/cartao-compartilhado/:token',
    erros: [429],
    access: 'public',
    params: tokenCompartilhadoParamsSchema,
    response: ARQUIVO_PDF,
    // The person at the browser reads the 404 as it is: a sentence, not a JSON body.
    notFoundText: true,
    summary: 'PDF do cartão por link compartilhado (sem login)',
    description:
      'O PDF do cartão para quem tem um link compartilhado ainda válido (24 horas, não revogado): o botão "Baixar cartão em PDF" da página do link. Cada abertura é registrada. Link vencido, revogado ou desconhecido é 404 com uma frase em texto simples (text/plain), que o navegador mostra.',
    tags,
  }),
};
