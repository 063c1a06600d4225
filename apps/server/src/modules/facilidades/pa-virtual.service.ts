// PA Virtual (issue 17, decision 0022): a member is covered when one of their own active plans (not one of
// a relative's: a titular's coverage does not extend to a dependant's card, nor the reverse) is of a product
// listed in PA_VIRTUAL_PRODUTOS. A contratante holds no plan, so is never covered. Two queries, run together.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { FACILIDADES_MESSAGES } from '@portal/domain';
import type { PaVirtual } from '@portal/domain/contract/facilidades/pa-virtual';
import type { Database } from '../../db/client.js';
import { PARAMETROS_PA_VIRTUAL, parametrosOperadora } from '../../db/schema/operator.js';
import { beneficiarios, contratos } from '../../db/schema/contratos.js';

/** The comma-separated product list of the parameter (blank entries ignored). */
const produtos = (valor: string | undefined): string[] =>
  (valor ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** The link for a covered member, otherwise the §8 friendly message (an uncovered plan, or no address set). */
export async function paVirtual(db: Database, pessoaId: number): Promise<PaVirtual> {
  const [parametros, planos] = await Promise.all([
    db
      .select({ nome: parametrosOperadora.nome, valor: parametrosOperadora.valor })
      .from(parametrosOperadora)
      .where(inArray(parametrosOperadora.nome, [...PARAMETROS_PA_VIRTUAL])),
    db
      .selectDistinct({ produto: contratos.registroAnsProduto })
      .from(beneficiarios)
      .innerJoin(contratos, eq(contratos.id, beneficiarios.contratoId))
      .where(
        and(
          eq(beneficiarios.pessoaId, pessoaId),
          ne(beneficiarios.tipo, 'CONTRATANTE'),
          eq(contratos.situacao, 'ATIVO'),
        ),
      ),
  ]);
  const valor = (nome: (typeof PARAMETROS_PA_VIRTUAL)[number]) =>
    parametros.find((p) => p.nome === nome)?.valor.trim();
  const cobertos = produtos(valor('PA_VIRTUAL_PRODUTOS'));
  if (!planos.some((p) => cobertos.includes(p.produto))) {
    return { mensagemAmigavel: FACILIDADES_MESSAGES.paVirtualSemCobertura, tipoMensagem: 'ALERTA' };
  }
  const link = valor('PA_VIRTUAL_URL');
  if (!link || !URL.canParse(link)) {
    return { mensagemAmigavel: FACILIDADES_MESSAGES.paVirtualIndisponivel, tipoMensagem: 'ALERTA' };
  }
  return { link };
}
