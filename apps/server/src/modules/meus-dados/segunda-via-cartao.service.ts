// 2ª via de cartão (spec §2 "Card reissue", §3 "Card second copy"): the person's cards, the address on
// file, and the request itself, which answers a protocol number. A card already waiting for its second
// copy cannot be asked for again until the first request is dealt with.
import { and, eq, inArray } from 'drizzle-orm';
import { DADOS_MESSAGES, formatCep, formatDateTime, onlyDigits } from '@portal/domain';
import type { Endereco } from '@portal/domain/contract/meus-dados/endereco';
import type {
  ListagemCarteiras,
  SegundaViaSolicitada,
  SolicitarSegundaVia,
} from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { enderecos } from '../../db/schema/dados-pessoais.js';
import {
  SEGUNDA_VIA_CARTAO_PENDENTE_UQ,
  segundaViaCarteiras,
  segundaViaSolicitacoes,
} from '../../db/schema/segunda-via.js';
import { carteiras, contratos } from '../../db/schema/contratos.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import { newProtocolo, prazoNaoAssistencial } from '../../shared-domain/protocolo.js';
import { assertEnderecosCep } from './endereco.service.js';

const toEndereco = (row: typeof enderecos.$inferSelect): Endereco => ({
  cep: formatCep(row.cep),
  logradouro: row.logradouro,
  numero: row.numero ?? '',
  semNumero: row.semNumero,
  complemento: row.complemento ?? '',
  bairro: row.bairro,
  cidade: row.cidade,
  uf: row.uf,
});

async function cardsOf(db: Database, target: VisibleBeneficiario[]) {
  return db
    .select({
      codigo: carteiras.codigo,
      via: carteiras.via,
      plano: contratos.plano,
      segmentacao: contratos.segmentacao,
    })
    .from(carteiras)
    .innerJoin(contratos, eq(contratos.id, carteiras.contratoId))
    .where(
      and(
        inArray(
          carteiras.beneficiarioId,
          target.map((t) => t.beneficiarioId),
        ),
        eq(contratos.situacao, 'ATIVO'),
      ),
    )
    .orderBy(carteiras.id);
}

async function addressOnFile(db: Database, pessoaId: number): Promise<Endereco | null> {
  const [row] = await db
    .select()
    .from(enderecos)
    .where(and(eq(enderecos.pessoaId, pessoaId), eq(enderecos.tipoEndereco, 'RESIDENCIAL')))
    .limit(1);
  return row ? toEndereco(row) : null;
}

const pendingOf = (db: Database, pessoaId: number) =>
  db
    .select({
      protocolo: segundaViaSolicitacoes.protocolo,
      carteiras: segundaViaSolicitacoes.carteiras,
      solicitadoEm: segundaViaSolicitacoes.solicitadoEm,
    })
    .from(segundaViaSolicitacoes)
    .where(
      and(eq(segundaViaSolicitacoes.pessoaId, pessoaId), eq(segundaViaSolicitacoes.situacao, 'SOLICITADO')),
    )
    .orderBy(segundaViaSolicitacoes.id);

/** The person's cards of active contracts, the address on file and the requests still pending. */
export async function listCarteiras(scope: FamilyScope, cpf: string): Promise<ListagemCarteiras> {
  const { db } = scope;
  const target = await scope.beneficiario(cpf);
  const first = target[0]!;
  const [cards, enderecoAtual, pending] = await Promise.all([
    cardsOf(db, target),
    addressOnFile(db, first.pessoaId),
    pendingOf(db, first.pessoaId),
  ]);
  return {
    carteiras: cards.map((c) => ({ ...c, nomeCompleto: first.nomeCompleto })),
    enderecoAtual,
    solicitacoesPendentes: pending.map((p) => ({
      protocolo: p.protocolo,
      dataSolicitacao: formatDateTime(p.solicitadoEm),
      carteiras: p.carteiras,
    })),
  };
}

export async function solicitarSegundaVia(
  scope: FamilyScope,
  options: {
    clock: Clock;
    /** Whose cards (digits); 404 outside the caller's family. */
    cpf: string;
    body: SolicitarSegundaVia;
  },
): Promise<SegundaViaSolicitada & { pessoaId: number }> {
  const { db } = scope;
  const { body } = options;
  const target = await scope.beneficiario(options.cpf);
  const first = target[0]!;
  const own = new Set((await cardsOf(db, target)).map((c) => c.codigo));
  const pedidas = [...new Set(body.carteiras.map((c) => onlyDigits(c)))];
  // A card of someone else (or of an inactive contract) is as unknown as one that does not exist.
  if (pedidas.some((c) => !own.has(c))) throw notFound();
  assertEnderecosCep({ endereco: body.endereco });
  const endereco = body.endereco ?? (await addressOnFile(db, first.pessoaId));
  if (!endereco) throw badRequest(DADOS_MESSAGES.semEndereco, { endereco: DADOS_MESSAGES.semEndereco });
  const entrega = { ...endereco, numero: endereco.semNumero ? '' : endereco.numero };
  const now = options.clock();

  let protocolo = '';
  try {
    await db.transaction(async (tx) => {
      protocolo = await newProtocolo(tx, {
        clock: options.clock,
        tipo: 'SEGUNDA_VIA_CARTAO',
        pessoaId: first.pessoaId,
        solicitantePessoaId: scope.pessoaId,
        prazoResposta: prazoNaoAssistencial(now),
      });
      const [solicitacao] = await tx
        .insert(segundaViaSolicitacoes)
        .values({
          protocolo,
          pessoaId: first.pessoaId,
          solicitadoPorPessoaId: scope.pessoaId,
          carteiras: pedidas,
          tipoMotivo: body.tipoMotivo,
          endereco: entrega,
          solicitadoEm: now,
        })
        .returning({ id: segundaViaSolicitacoes.id, situacao: segundaViaSolicitacoes.situacao });
      if (!solicitacao) throw new Error('segunda via: insert returned nothing');
      await tx.insert(segundaViaCarteiras).values(
        pedidas.map((carteira) => ({
          solicitacaoId: solicitacao.id,
          situacao: solicitacao.situacao,
          carteira,
        })),
      );
    });
  } catch (error) {
    // The database keeps one pending request per card, even for requests sent at the same instant.
    if (isUniqueViolation(error, SEGUNDA_VIA_CARTAO_PENDENTE_UQ)) {
      throw badRequest(DADOS_MESSAGES.segundaViaPendente, { carteiras: DADOS_MESSAGES.segundaViaPendente });
    }
    throw error;
  }
  return {
    protocolo,
    dataSolicitacao: formatDateTime(now),
    carteiras: pedidas,
    endereco: entrega,
    pessoaId: first.pessoaId,
  };
}
