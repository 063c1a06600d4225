// Inserts the Minha Saúde seed (saude-data.ts): the provider network once, then each family's guides, exam
// results, clinical documents and protocols, every day counted back from the day of seeding.
import { and, eq } from 'drizzle-orm';
import { addDays, addMonths, formatIsoDate, type CalendarDate } from '@portal/domain';
import { horariosFuncionamentoSchema } from '@portal/domain/contract/facilidades/pontos-atendimento';
import { PRAZOS_RN623_DIAS_UTEIS } from '@portal/domain/contract/facilidades/protocolos';
import type { Database } from '../client.js';
import { cidades } from '../schema/dados-pessoais.js';
import {
  autorizacaoProcedimentos,
  autorizacoes,
  documentosClinicos,
  prestadores,
  prestadorProcedimentos,
  resultadosExame,
} from '../schema/saude.js';
import { addDiasUteis } from '../../shared-domain/dias-uteis.js';
import { newProtocolo, registrarAndamento } from '../../shared-domain/protocolo.js';
import { seedUuid } from './seed-uuid.js';
import {
  EXAMES,
  LABORATORIOS,
  medicoSemeado,
  PRESTADORES_SEED,
  PROCEDIMENTOS,
  type ExameSemeado,
  type FamilySaude,
  type GuiaSemeada,
  type ProcedimentoSemeado,
  SAUDE_SEED_PREFIX,
} from './saude-data.js';

/** Storage keys are 32 hex digits (platform/storage/file-key.ts): the row's UUID without its dashes. */
const hex32 = (uuid: string): string => uuid.replaceAll('-', '');

export async function seedPrestadores(db: Database): Promise<void> {
  for (const p of PRESTADORES_SEED) {
    const [cidade] = await db
      .select({ id: cidades.id })
      .from(cidades)
      .where(and(eq(cidades.uf, p.cidade[0]), eq(cidades.nome, p.cidade[1])));
    const [row] = await db
      .insert(prestadores)
      .values({
        codigo: p.codigo,
        nome: p.nome,
        tipo: p.tipo,
        endereco: p.endereco,
        bairro: p.bairro,
        cidadeId: cidade!.id,
        telefone: p.telefone,
        latitude: p.latitude,
        longitude: p.longitude,
        proprio: p.proprio,
        // Checked as the ERP's batch checks them (the contract's schema).
        horarios: horariosFuncionamentoSchema.parse('horarios' in p ? p.horarios : []),
        prontoSocorro24h: 'prontoSocorro24h' in p && p.prontoSocorro24h,
      })
      .returning({ id: prestadores.id });
    const procedimentos: readonly ProcedimentoSemeado[] = p.procedimentos;
    if (procedimentos.length === 0) continue;
    await db
      .insert(prestadorProcedimentos)
      .values(procedimentos.map((k) => ({ prestadorId: row!.id, codigoTuss: PROCEDIMENTOS[k].codigo })));
  }
}

export interface MembroSaude {
  pessoaId: number;
  cpf: string;
  /** The member's first card (the guides are issued on it). */
  carteiraId: number | undefined;
}

const instante = (dia: CalendarDate, hora = 13) =>
  new Date(`${formatIsoDate(dia)}T${String(hora).padStart(2, '0')}:00:00.000Z`);

function diaDoExame(hoje: CalendarDate, quando: ExameSemeado['quando']): CalendarDate {
  if ('diasAtras' in quando) return addDays(hoje, -quando.diasAtras);
  const mesAnterior = addMonths({ ...hoje, day: 1 }, -1);
  return { ...mesAnterior, day: quando.diaDoMesAnterior };
}

async function insertGuia(
  db: Database,
  g: GuiaSemeada,
  membro: MembroSaude,
  options: { idGuia: string; hoje: CalendarDate; ordem: number },
): Promise<void> {
  const solicitada = addDays(options.hoje, -g.diasAtras);
  const decidida = g.status === 'PENDENTE' ? null : addDays(solicitada, 2);
  const autorizada = g.status === 'AUTORIZADA' || g.status === 'EXECUTADA' || g.status === 'VENCIDA';
  const prazo = g.urgencia
    ? null
    : addDiasUteis(
        solicitada,
        g.altaComplexidade ? PRAZOS_RN623_DIAS_UTEIS.altaComplexidade : PRAZOS_RN623_DIAS_UTEIS.assistencial,
      );
  const medico = medicoSemeado(options.ordem);
  const validade = decidida && autorizada ? addDays(decidida, g.status === 'VENCIDA' ? 60 : 90) : null;
  const [row] = await db
    .insert(autorizacoes)
    .values({
      idGuia: options.idGuia,
      pessoaId: membro.pessoaId,
      carteiraId: membro.carteiraId!,
      tipo: g.tipo,
      carater: g.urgencia ? 'URGENCIA' : 'ELETIVO',
      status: g.status,
      dataSolicitacao: formatIsoDate(solicitada),
      dataDecisao: decidida ? formatIsoDate(decidida) : null,
      validade: validade ? formatIsoDate(validade) : null,
      prazoResposta: g.status === 'PENDENTE' && prazo ? formatIsoDate(prazo) : null,
      senha: autorizada ? options.idGuia.slice(-8) : null,
      altaComplexidade: g.altaComplexidade ?? false,
      prestador: autorizada ? PRESTADORES_SEED[0].nome : 'A definir pelo beneficiário',
      medicoNome: medico.nome,
      medicoCrm: medico.crm,
      medicoUf: medico.uf,
      observacao: g.status === 'PENDENTE' ? 'Aguardando análise da auditoria médica.' : '',
      negativaMotivo: g.negativa?.motivo ?? null,
      negativaFundamento: g.negativa?.fundamento ?? null,
    })
    .returning({ id: autorizacoes.id });
  await db.insert(autorizacaoProcedimentos).values(
    g.procedimentos.map((p, i) => ({
      autorizacaoId: row!.id,
      ordem: i + 1,
      codigoTuss: PROCEDIMENTOS[p.procedimento].codigo,
      descricao: PROCEDIMENTOS[p.procedimento].descricao,
      quantidadeSolicitada: p.quantidade,
      quantidadeAutorizada: autorizada ? p.quantidade : 0,
    })),
  );
}

export async function insertSaude(
  db: Database,
  options: {
    membros: readonly MembroSaude[];
    /** Who filed the seeded protocols (the titular). */
    solicitantePessoaId: number;
    /** The family's first contract code: guide numbers are made from it (unique across families). */
    contratoCodigo: string;
    hoje: CalendarDate;
    saude: FamilySaude;
  },
): Promise<void> {
  const { hoje, saude } = options;
  const membro = (cpf: string) => {
    const found = options.membros.find((m) => m.cpf === cpf);
    if (!found) throw new Error(`dado de saúde semeado de quem não é da família: ${cpf}`);
    return found;
  };
  const base = options.contratoCodigo.replace(/\D/g, '');
  for (const [i, g] of (saude.guias ?? []).entries()) {
    await insertGuia(db, g, membro(g.cpf), {
      idGuia: `${base}${String(i + 1).padStart(4, '0')}`,
      hoje,
      ordem: i,
    });
  }
  const exames = saude.exames ?? [];
  if (exames.length > 0) {
    await db.insert(resultadosExame).values(
      exames.map((e, i) => {
        const chave = seedUuid(`exame:${e.cpf}:${i}`);
        return {
          chave,
          pessoaId: membro(e.cpf).pessoaId,
          codigoTuss: EXAMES[e.exame]!.codigo,
          exame: EXAMES[e.exame]!.exame,
          dataRealizacao: formatIsoDate(diaDoExame(hoje, e.quando)),
          laboratorio: LABORATORIOS[i % LABORATORIOS.length]!,
          medicoSolicitante: medicoSemeado(i).nome,
          situacao: e.indisponivel ? ('INDISPONIVEL' as const) : ('DISPONIVEL' as const),
          arquivoChave: e.indisponivel ? null : `${SAUDE_SEED_PREFIX}exames/${hex32(chave)}.pdf`,
        };
      }),
    );
  }
  const documentos = saude.documentos ?? [];
  if (documentos.length > 0) {
    await db.insert(documentosClinicos).values(
      documentos.map((d, i) => {
        const id = seedUuid(`documento:${d.cpf}:${i}`);
        const emissao = addDays(hoje, -d.diasAtras);
        const medico = medicoSemeado(i);
        return {
          id,
          pessoaId: membro(d.cpf).pessoaId,
          tipo: d.tipo,
          titulo: d.titulo,
          dataEmissao: formatIsoDate(emissao),
          medicoNome: medico.nome,
          medicoCrm: medico.crm,
          medicoUf: medico.uf,
          validade: d.validadeDias ? formatIsoDate(addDays(emissao, d.validadeDias)) : null,
          arquivoChave: `${SAUDE_SEED_PREFIX}documentos/${hex32(id)}.pdf`,
        };
      }),
    );
  }
  for (const p of saude.protocolos ?? []) {
    const filed = addDays(hoje, -p.diasAtras);
    const protocolo = await newProtocolo(db, {
      clock: () => instante(filed),
      tipo: p.tipo,
      pessoaId: membro(p.cpf).pessoaId,
      solicitantePessoaId: options.solicitantePessoaId,
      prazoResposta: p.prazoDiasUteis === null ? null : addDiasUteis(filed, p.prazoDiasUteis),
    });
    for (const a of p.andamentos) {
      await registrarAndamento(db, protocolo, {
        em: instante(addDays(filed, a.diasDepois), 15),
        titulo: a.titulo,
        descricao: a.descricao ?? '',
        situacao: a.fechado ? 'FECHADO' : 'EM_ANDAMENTO',
      });
    }
  }
}
