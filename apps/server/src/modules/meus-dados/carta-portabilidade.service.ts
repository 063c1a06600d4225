// Carta de portabilidade: what ANS (RN 438/2018) lets a member take to another operator to move without
// new waiting periods — who they are, each plan they are on (product registration, type, segmentation,
// coverage area), since when and for how long, and whether payments are up to date.
import { eq, inArray } from 'drizzle-orm';
import { formatCpf, formatDate, maskCardNumber } from '@portal/domain';
import { contratoAdimplencia } from '../../db/schema/contrato-eventos.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, carteiras, contratos } from '../../db/schema/contratos.js';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { holdsPlan, type FamilyScope } from '../../platform/family-scope.js';
import { createPortalPdf } from '../../platform/pdf/portal-pdf.js';
import { readOperador } from '../../shared-domain/contratos.js';
import { tempoDePlano } from './meu-plano.service.js';

const monthYear = (isoDate: string): string => {
  const [year, month] = isoDate.split('-');
  return `${month}/${year}`;
};

export async function cartaPortabilidadePdf(
  scope: FamilyScope,
  options: { clock: Clock; cpf: string },
): Promise<{ pdf: Buffer; nome: string }> {
  const { db } = scope;
  // Only the member's own plan rows count (a contratante row is no plan).
  const rows = (await scope.beneficiario(options.cpf)).filter(holdsPlan);
  const first = rows[0];
  if (!first) throw notFound();

  const [person] = await db.select().from(pessoas).where(eq(pessoas.id, first.pessoaId)).limit(1);
  if (!person) throw notFound();
  const planos = await db
    .select({
      beneficiarioId: beneficiarios.id,
      tipo: beneficiarios.tipo,
      dataInclusao: beneficiarios.dataInclusao,
      codigo: contratos.codigo,
      plano: contratos.plano,
      registroAnsProduto: contratos.registroAnsProduto,
      tipoContratacao: contratos.tipoContratacao,
      segmentacao: contratos.segmentacao,
      abrangencia: contratos.abrangencia,
      acomodacao: contratos.acomodacao,
      situacao: contratos.situacao,
      carteira: carteiras.codigo,
      ultimaCompetenciaPaga: contratoAdimplencia.ultimaCompetenciaPaga,
      emDia: contratoAdimplencia.emDia,
    })
    .from(beneficiarios)
    .innerJoin(contratos, eq(contratos.id, beneficiarios.contratoId))
    .leftJoin(carteiras, eq(carteiras.beneficiarioId, beneficiarios.id))
    .leftJoin(contratoAdimplencia, eq(contratoAdimplencia.contratoId, contratos.id))
    .where(
      inArray(
        beneficiarios.id,
        rows.map((r) => r.beneficiarioId),
      ),
    )
    .orderBy(contratos.codigo);

  const operador = await readOperador(db, { comLogo: true });
  const hoje = options.clock();
  const pdf = createPortalPdf({
    title: 'Carta de Portabilidade de Carências',
    subject: person.nomeCompleto,
    operador,
    clock: options.clock,
  });
  pdf.paragraph(
    `${operador.nome}, operadora de planos de saúde registrada na Agência Nacional de Saúde Suplementar ` +
      `(ANS) sob o n° ${operador.registroAns}, declara, para fins de portabilidade de carências ` +
      `(Resolução Normativa ANS n° 438/2018), que ${person.nomeCompleto}, CPF ${formatCpf(person.cpf)}, ` +
      `é beneficiário(a) do(s) plano(s) abaixo, nas condições informadas até ${formatDate(hoje)}.`,
    { align: 'justify' },
  );
  pdf.heading('Beneficiário', 2).keyValueTable([
    { label: 'Nome', value: person.nomeCompleto },
    { label: 'CPF', value: formatCpf(person.cpf) },
    { label: 'Data de nascimento', value: formatDate(person.dataNascimento) },
    { label: 'Cartão Nacional de Saúde', value: person.cns ?? 'Não informado' },
    { label: 'Nome da mãe', value: person.nomeMae ?? 'Não informado' },
  ]);
  for (const p of planos) {
    const adimplencia =
      p.emDia === null
        ? 'Sem informação de pagamentos'
        : p.emDia
          ? `Em dia (última mensalidade paga: ${monthYear(p.ultimaCompetenciaPaga!)})`
          : `Há mensalidades em aberto (última paga: ${monthYear(p.ultimaCompetenciaPaga!)})`;
    pdf.heading(`${p.plano} — contrato ${p.codigo}`, 2).keyValueTable([
      { label: 'Registro do produto na ANS', value: p.registroAnsProduto },
      { label: 'Tipo de contratação', value: p.tipoContratacao },
      { label: 'Segmentação assistencial', value: p.segmentacao },
      { label: 'Abrangência geográfica', value: p.abrangencia ?? 'Não informada' },
      { label: 'Acomodação', value: p.acomodacao ?? 'Não se aplica' },
      { label: 'Vínculo', value: p.tipo === 'TITULAR' ? 'Titular' : 'Dependente' },
      { label: 'Número da carteira', value: p.carteira ? maskCardNumber(p.carteira) : '—' },
      { label: 'Data de inclusão no plano', value: formatDate(p.dataInclusao) },
      { label: 'Tempo de permanência', value: tempoDePlano(p.dataInclusao, hoje) },
      { label: 'Situação do contrato', value: p.situacao === 'ATIVO' ? 'Ativo' : p.situacao },
      { label: 'Pagamentos', value: adimplencia },
    ]);
  }
  pdf.paragraph(
    'Esta carta deve ser apresentada à operadora de destino junto com o pedido de portabilidade. ' +
      'Os prazos de carência já cumpridos no plano de origem são aproveitados conforme as regras da ANS.',
    { align: 'justify' },
  );
  pdf.paragraph(`Emitida em ${formatDate(hoje)} pelo Portal do Beneficiário.`);
  return { pdf: await pdf.end(), nome: person.nomeCompleto };
}
