// The `listagem-beneficiarios` answer shared by every screen with a beneficiary picker (spec §3): the
// caller's visible beneficiaries (platform/family-scope.ts) grouped as contratantes, titulares and dependentes,
// one entry per person and group with the cards they hold, in two queries whatever the family's size.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import type {
  BeneficiarioListagem,
  ListagemBeneficiarios,
  TipoBeneficiarioListagem,
} from '@portal/domain/contract/listagem-beneficiarios';
import { carteiras, contratos, type TipoBeneficiario } from '../db/schema/contratos.js';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import type { FamilyScope, VisibleBeneficiario } from '../platform/family-scope.js';

const LABEL: Record<TipoBeneficiario, TipoBeneficiarioListagem> = {
  CONTRATANTE: 'Contratante',
  TITULAR: 'Titular',
  DEPENDENTE: 'Dependente',
};

export interface FiltroBeneficiarios {
  /** Only people who hold a plan (a portability letter or a card is not for a contratante). */
  somenteComPlano?: boolean;
  /** Leaves out people without any card (card reissue). */
  somenteComCarteira?: boolean;
  /** Only beneficiaries of active contracts (situacao = 'ATIVO'). */
  somenteContratosAtivos?: boolean;
  /** Narrows the rows further (e.g. the data export: the caller and a titular's minor children). */
  selecionar?: (
    rows: VisibleBeneficiario[],
    scope: FamilyScope,
  ) => VisibleBeneficiario[] | Promise<VisibleBeneficiario[]>;
  /**
   * A health screen (issue 33): only the people whose data in this area the caller may see, and the others
   * named with why they are missing (`ocultos`).
   */
  saude?: AreaAcessoSaude;
  /** Friendly text when nobody is left; default 'Nenhum registro encontrado.' (spec §8). */
  mensagemVazia?: string;
}

export interface BeneficiariosListados {
  listagem: ListagemBeneficiarios;
  /** The rows behind the list (one per person and contract), for callers that need ids. */
  rows: VisibleBeneficiario[];
}

export async function listBeneficiarios(
  scope: FamilyScope,
  options: FiltroBeneficiarios = {},
): Promise<BeneficiariosListados> {
  const { db } = scope;
  const all = options.somenteComPlano ? await scope.planHolders() : await scope.visible();
  const selecionados = options.selecionar ? await options.selecionar(all, scope) : all;
  const saude = options.saude ? await scope.pessoasSaude(options.saude, selecionados) : undefined;
  const rows = saude ? saude.permitidos : selecionados;

  const cards =
    rows.length === 0
      ? []
      : await db
          .select({
            beneficiarioId: carteiras.beneficiarioId,
            codigo: carteiras.codigo,
            situacao: contratos.situacao,
          })
          .from(carteiras)
          .innerJoin(contratos, eq(contratos.id, carteiras.contratoId))
          .where(
            and(
              inArray(
                carteiras.beneficiarioId,
                rows.map((r) => r.beneficiarioId),
              ),
              options.somenteContratosAtivos ? eq(contratos.situacao, 'ATIVO') : undefined,
            ),
          )
          .orderBy(asc(carteiras.id));
  const cardsByBeneficiario = new Map<number, string[]>();
  for (const card of cards) {
    const list = cardsByBeneficiario.get(card.beneficiarioId) ?? [];
    list.push(card.codigo);
    cardsByBeneficiario.set(card.beneficiarioId, list);
  }

  const groups: Record<TipoBeneficiario, Map<string, BeneficiarioListagem>> = {
    CONTRATANTE: new Map(),
    TITULAR: new Map(),
    DEPENDENTE: new Map(),
  };
  for (const row of rows) {
    const group = groups[row.tipo];
    const entry = group.get(row.cpf) ?? {
      nome: row.nomeCompleto,
      cpf: row.cpf,
      carteiras: [],
      tipo: LABEL[row.tipo],
    };
    entry.carteiras.push(...(cardsByBeneficiario.get(row.beneficiarioId) ?? []));
    group.set(row.cpf, entry);
  }
  const pick = (tipo: TipoBeneficiario) =>
    [...groups[tipo].values()].filter((b) => !options.somenteComCarteira || b.carteiras.length > 0);

  const listagem: ListagemBeneficiarios = {
    contratantes: pick('CONTRATANTE'),
    titulares: pick('TITULAR'),
    dependentes: pick('DEPENDENTE'),
  };
  if (saude && saude.ocultos.length > 0) {
    listagem.ocultos = saude.ocultos.map(({ nome, motivo }) => ({ nome, motivo }));
  }
  if (listagem.contratantes.length + listagem.titulares.length + listagem.dependentes.length === 0) {
    listagem.mensagemAmigavel = options.mensagemVazia ?? MESSAGES.noRecordsFound;
    listagem.tipoMensagem = 'ALERTA';
  }
  return { listagem, rows };
}
