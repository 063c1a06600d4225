// Bill notices (issue 42, decision 0052), produced by the scheduled `lembretes` command beside the
// appointment reminders: for each open bill (PENDENTE),
//   - FATURA_DISPONIVEL once per bill, while it is not yet due;
//   - FATURA_A_VENCER once per bill and due day, when it falls due within the next 3 days;
//   - FATURA_VENCIDA once per bill and due day, once it is past due.
// Each goes to the contract's financial responsibles with an account — who see the bill in Situação
// Financeira: the titular and the contratante of its family group (FamilyScope.contratosFinanceiros) — on the
// channels each chose. The event's key holds the bill and its due day, so running the command twice a day, or
// every day, sends each notice once; a due day the ERP moves (a renegotiation) is news again.
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { addDays, formatCents, formatDate, formatIsoDate, operatorDate } from '@portal/domain';
import type { TipoEvento } from '@portal/domain/contract/meus-dados/eventos-notificacao';
import { contas } from '../../db/schema/auth.js';
import { beneficiarios, contratos } from '../../db/schema/contratos.js';
import { titulos } from '../../db/schema/financeiro.js';
import { mensagemDeAviso } from '../../platform/notify/mensagem-aviso.js';

/** Days before the due day the "due soon" notice goes. */
export const DIAS_AVISO_VENCIMENTO = 3;

const ASSUNTO: Record<'FATURA_DISPONIVEL' | 'FATURA_A_VENCER' | 'FATURA_VENCIDA', string> = {
  FATURA_DISPONIVEL: 'Fatura disponível',
  FATURA_A_VENCER: 'Sua fatura vence em breve',
  FATURA_VENCIDA: 'Fatura vencida',
};

function frase(tipo: keyof typeof ASSUNTO, valor: string, vencimento: string, contrato: string): string {
  switch (tipo) {
    case 'FATURA_DISPONIVEL':
      return `A fatura do contrato ${contrato}, de ${valor}, está disponível e vence em ${vencimento}.`;
    case 'FATURA_A_VENCER':
      return `A fatura do contrato ${contrato}, de ${valor}, vence em ${vencimento}.`;
    case 'FATURA_VENCIDA':
      return `A fatura do contrato ${contrato}, de ${valor}, venceu em ${vencimento} e ainda não consta como paga.`;
  }
}

/** Publishes the due bill notices; answers how many events were published (before de-duplication). */
export async function avisarFaturas(app: FastifyInstance): Promise<number> {
  const { db, clock } = app.ctx;
  const hojeData = operatorDate(clock());
  const hoje = formatIsoDate(hojeData);
  const limite = formatIsoDate(addDays(hojeData, DIAS_AVISO_VENCIMENTO));
  const abertas = await db
    .select({
      id: titulos.id,
      vencimento: titulos.vencimento,
      valorCentavos: titulos.valorCentavos,
      contrato: contratos.codigo,
      grupo: contratos.grupoFamiliarId,
    })
    .from(titulos)
    .innerJoin(contratos, eq(contratos.id, titulos.contratoId))
    .where(eq(titulos.situacao, 'PENDENTE'));
  if (abertas.length === 0) return 0;
  // The financial responsibles with an account of every group concerned, in one query.
  const responsaveis = await db
    .selectDistinct({ grupo: beneficiarios.grupoFamiliarId, pessoaId: beneficiarios.pessoaId })
    .from(beneficiarios)
    .innerJoin(contas, eq(contas.pessoaId, beneficiarios.pessoaId))
    .where(
      and(
        inArray(beneficiarios.grupoFamiliarId, [...new Set(abertas.map((t) => t.grupo))]),
        inArray(beneficiarios.tipo, ['TITULAR', 'CONTRATANTE']),
        or(isNull(beneficiarios.dataExclusao), gt(beneficiarios.dataExclusao, hoje)),
        isNull(contas.bloqueadaEm),
      ),
    );
  let publicados = 0;
  for (const t of abertas) {
    const tipos: (keyof typeof ASSUNTO)[] = [];
    if (t.vencimento >= hoje) tipos.push('FATURA_DISPONIVEL');
    if (t.vencimento >= hoje && t.vencimento <= limite) tipos.push('FATURA_A_VENCER');
    if (t.vencimento < hoje) tipos.push('FATURA_VENCIDA');
    const para = responsaveis.filter((r) => r.grupo === t.grupo).map((r) => ({ pessoaId: r.pessoaId }));
    if (para.length === 0) continue;
    const vencimento = formatDate(t.vencimento);
    const valor = formatCents(t.valorCentavos);
    for (const tipo of tipos) {
      const texto = frase(tipo, valor, vencimento, t.contrato);
      await app.avisos.publicar({
        tipo: tipo satisfies TipoEvento,
        sobrePessoaId: null,
        chave: `${tipo}:${t.id}${tipo === 'FATURA_DISPONIVEL' ? '' : `:${t.vencimento}`}`,
        para,
        mensagem: mensagemDeAviso({
          assunto: ASSUNTO[tipo],
          texto,
          depois: 'O boleto e o Pix estão em Financeiro > Situação Financeira.',
        }),
      });
      publicados++;
    }
  }
  return publicados;
}
