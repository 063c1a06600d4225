// The console's request queues in the demo (issue 39, decision 0043): the families' requests already give an
// overdue authorization request (Maria's), reimbursements in analysis and card reissues within their deadline
// and closed ones of every kind; this adds, relative to the day of seeding, what the queues still lacked —
// a reimbursement due today and one waiting for the member's documents (PENDENTE), both Roberto's (copies of
// his paid one, with its files) — and gives Roberto's card reissue to the demo back-office member, so every
// state of a queue shows in the demo. The authorization requests the health seed files as protocols get the
// request itself (kind, description), so the console opens them and answers them with a guide (§7).
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { addDays, formatIsoDate, type CalendarDate } from '@portal/domain';
import { EQUIPE_DEMO } from '@portal/domain/contract/console/demo';
import type { Database } from '../client.js';
import { equipe } from '../schema/equipe.js';
import { pessoas } from '../schema/pessoas.js';
import { protocolos } from '../schema/protocolos.js';
import { reembolsoArquivos, reembolsos } from '../schema/reembolso.js';
import { solicitacoesAutorizacao } from '../schema/saude.js';
import { addDiasUteis } from '../../shared-domain/dias-uteis.js';
import { newProtocolo, registrarAndamento } from '../../shared-domain/protocolo.js';
import { seedUuid } from './seed-uuid.js';

export const MOTIVO_PENDENTE_DEMO = 'Envie o recibo com o CNPJ do prestador legível: o enviado está cortado.';

/** Roberto Carlos Lima, family B's titular (demo-data.ts). */
const ROBERTO_CPF = '12345678909';

/** A filing day whose RN 623 deadline (7 business days) is today; on a weekend or holiday, the nearest after. */
function diaComPrazoHoje(hoje: CalendarDate): CalendarDate {
  for (let atras = 7; atras < 20; atras++) {
    const dia = addDays(hoje, -atras);
    if (formatIsoDate(addDiasUteis(dia, 7)) === formatIsoDate(hoje)) return dia;
  }
  return addDays(hoje, -7);
}

/** The request behind each seeded authorization protocol that has none (what the member filed). */
async function pedidosDeAutorizacao(db: Database): Promise<void> {
  const semPedido = await db
    .select({
      protocolo: protocolos.protocolo,
      pessoaId: protocolos.pessoaId,
      solicitante: protocolos.solicitantePessoaId,
      criadoEm: protocolos.criadoEm,
      prazo: protocolos.prazoResposta,
    })
    .from(protocolos)
    .leftJoin(solicitacoesAutorizacao, eq(solicitacoesAutorizacao.protocolo, protocolos.protocolo))
    .where(and(eq(protocolos.tipo, 'AUTORIZACAO'), isNull(solicitacoesAutorizacao.id)));
  for (const p of semPedido) {
    const urgente = p.prazo === null;
    const descricao = urgente
      ? 'Tomografia de urgência pedida no pronto-socorro.'
      : 'Ressonância magnética de crânio pedida pelo neurologista.';
    await db.insert(solicitacoesAutorizacao).values({
      protocolo: p.protocolo,
      pessoaId: p.pessoaId,
      solicitadoPorPessoaId: p.solicitante,
      tipo: urgente ? 'URGENCIA_EMERGENCIA' : 'ALTA_COMPLEXIDADE',
      descricao,
      solicitadoEm: p.criadoEm,
      chaveIdempotencia: seedUuid(`autorizacao:${p.protocolo}`),
      dadosHash: createHash('sha256').update(descricao).digest('hex'),
    });
  }
}

export async function seedFilas(db: Database, hoje: CalendarDate): Promise<void> {
  await pedidosDeAutorizacao(db);
  const [roberto] = await db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, ROBERTO_CPF));
  const [modelo] = await db.select().from(reembolsos).where(eq(reembolsos.pessoaId, roberto!.id)).limit(1);
  if (!modelo) return;
  const arquivos = await db
    .select()
    .from(reembolsoArquivos)
    .where(eq(reembolsoArquivos.reembolsoId, modelo.id));
  const { id: _id, ...dados } = modelo;
  const novos = [
    { filed: diaComPrazoHoje(hoje), valor: 26_000, pendente: false },
    { filed: addDays(hoje, -3), valor: 64_000, pendente: true },
  ];
  for (const novo of novos) {
    const em = new Date(`${formatIsoDate(novo.filed)}T13:30:00.000Z`);
    const prazo = addDiasUteis(novo.filed, 7);
    const protocolo = await newProtocolo(db, {
      clock: () => em,
      tipo: 'REEMBOLSO',
      pessoaId: dados.pessoaId,
      solicitantePessoaId: dados.solicitadoPorPessoaId,
      prazoResposta: prazo,
    });
    const [row] = await db
      .insert(reembolsos)
      .values({
        ...dados,
        protocolo,
        dataReembolso: formatIsoDate(novo.filed),
        prazoResposta: formatIsoDate(prazo),
        dataAtendimento: formatIsoDate(addDays(novo.filed, -4)),
        valorCentavos: novo.valor,
        situacao: novo.pendente ? 'PENDENTE' : 'SOLICITADO',
        motivoSituacao: novo.pendente ? MOTIVO_PENDENTE_DEMO : null,
        valorPagoCentavos: null,
        dataPagamento: null,
        solicitadoEm: em,
        chaveIdempotencia: seedUuid(`chave:${protocolo}`),
      })
      .returning({ id: reembolsos.id });
    if (arquivos.length > 0) {
      await db.insert(reembolsoArquivos).values(
        arquivos.map(({ id: _arquivo, envioId: _envio, ...a }, i) => ({
          ...a,
          id: seedUuid(`arquivo:${protocolo}:${i}`),
          reembolsoId: row!.id,
        })),
      );
    }
    if (novo.pendente) {
      const passo = (dias: number) => new Date(`${formatIsoDate(addDays(novo.filed, dias))}T14:00:00.000Z`);
      await registrarAndamento(db, protocolo, {
        em: passo(1),
        titulo: 'Em análise',
        situacao: 'EM_ANDAMENTO',
      });
      await registrarAndamento(db, protocolo, {
        em: passo(2),
        titulo: 'Pendente',
        descricao: MOTIVO_PENDENTE_DEMO,
        situacao: 'EM_ANDAMENTO',
      });
    }
  }
  // Roberto's open card reissue is the demo back office's (the queue shows a taken request).
  const [retaguarda] = await db
    .select({ id: equipe.id })
    .from(equipe)
    .where(eq(equipe.email, EQUIPE_DEMO.retaguarda.email));
  if (retaguarda) {
    await db
      .update(protocolos)
      .set({
        responsavelEquipeId: retaguarda.id,
        atribuidoEm: new Date(`${formatIsoDate(hoje)}T12:00:00.000Z`),
      })
      .where(
        and(
          eq(protocolos.pessoaId, roberto!.id),
          eq(protocolos.tipo, 'SEGUNDA_VIA_CARTAO'),
          eq(protocolos.situacao, 'EM_ANDAMENTO'),
        ),
      );
  }
}
