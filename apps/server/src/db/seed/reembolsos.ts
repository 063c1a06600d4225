// Reimbursement demo and test data (issue 14): the operator's lists of the form, past requests of a
// family relative to the day of seeding (FamilyContext.hoje), and the files those requests carry, which
// storeSeedFiles writes into the storage driver (the database only holds their keys).
import { createHash } from 'node:crypto';
import { addDays, formatIsoDate, formatMoney, type CalendarDate } from '@portal/domain';
import type { GrupoArquivoReembolso, SituacaoReembolso } from '@portal/domain/contract/financeiro/reembolso';
import type { Database } from '../client.js';
import { reembolsoArquivos, reembolsos, type reembolsoOpcoes } from '../schema/reembolso.js';
import { newProtocolo, registrarAndamento, type Andamento } from '../../shared-domain/protocolo.js';
import { addDiasUteis } from '../../shared-domain/dias-uteis.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { storeSaudeSeedFiles } from './saude-pdfs.js';
import { seedUuid } from './seed-uuid.js';

export const REEMBOLSO_OPCOES: (typeof reembolsoOpcoes.$inferInsert)[] = [
  { tipo: 'TIPO_ATENDIMENTO', valor: 'CONSULTA', nome: 'Consulta', ordem: 1 },
  { tipo: 'TIPO_ATENDIMENTO', valor: 'EXAME', nome: 'Exame', ordem: 2 },
  { tipo: 'TIPO_ATENDIMENTO', valor: 'TERAPIA', nome: 'Terapia', ordem: 3 },
  { tipo: 'TIPO_ATENDIMENTO', valor: 'HONORARIO', nome: 'Honorário médico', ordem: 4 },
  { tipo: 'TIPO_ATENDIMENTO', valor: 'PRONTO_SOCORRO', nome: 'Pronto-socorro', ordem: 5 },
  { tipo: 'TIPO_ATENDIMENTO', valor: 'INTERNACAO', nome: 'Internação', ordem: 6 },
  { tipo: 'MOTIVO', valor: 'URGENCIA', nome: 'Urgência ou emergência', ordem: 1 },
  { tipo: 'MOTIVO', valor: 'REDE_INDISPONIVEL', nome: 'Indisponibilidade da rede credenciada', ordem: 2 },
  { tipo: 'MOTIVO', valor: 'LIVRE_ESCOLHA', nome: 'Livre escolha (plano com reembolso)', ordem: 3 },
  { tipo: 'MOTIVO', valor: 'FORA_ABRANGENCIA', nome: 'Atendimento fora da área de abrangência', ordem: 4 },
];

/** The two files seeded requests carry: one receipt PDF and one photo, stored once under fixed keys. */
export const SEED_ARQUIVOS = {
  reciboPdf: { chave: 'seed/reembolso/5eed0000000000000000000000000001.pdf', contentType: 'application/pdf' },
  fotoPng: { chave: 'seed/reembolso/5eed0000000000000000000000000002.png', contentType: 'image/png' },
} as const;
export type SeedArquivo = keyof typeof SEED_ARQUIVOS;

/** A one-page PDF with one line of text, its cross-reference table computed (a real viewer opens it). */
function reciboPdf(): Buffer {
  const texto = 'Recibo de atendimento - Vale Verde Saude (demonstracao)';
  const stream = `BT /F1 14 Tf 72 720 Td (${texto}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const FOTO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const SEED_BYTES: Record<SeedArquivo, Buffer> = {
  reciboPdf: reciboPdf(),
  fotoPng: Buffer.from(FOTO_PNG, 'base64'),
};

/**
 * Writes the seeded files into the storage (idempotent: the same bytes under the same keys): the
 * reimbursements' two, and the exam reports and clinical documents the database names (issue 15).
 */
export async function storeSeedFiles(storage: FileStorage, db: Database): Promise<void> {
  for (const [arquivo, { chave, contentType }] of Object.entries(SEED_ARQUIVOS)) {
    await storage.put(chave, SEED_BYTES[arquivo as SeedArquivo], { contentType });
  }
  await storeSaudeSeedFiles(storage, db);
}

/** A past request of the family, its days counted back from the day of seeding. */
export interface FamilyReembolso {
  /** CPF of the beneficiary served (a member who holds a plan). */
  cpf: string;
  situacao: SituacaoReembolso;
  /** Filed this many days before the day of seeding. */
  diasAtras: number;
  valorCentavos: number;
  tipoAtendimento: string;
  motivo: string;
  localAtendimento: string;
  prestadorCnpjCpf: string;
  /** The account paid into; `titularCpf` is the member who owns it (name and birth day come from them). */
  conta: {
    banco: string;
    agencia: string;
    dvAgencia: string;
    conta: string;
    dvConta: string;
    titularCpf: string;
  };
  motivoSituacao?: string;
  /** PAGO: the value paid and how many days after filing. */
  pagamento?: { valorCentavos: number; diasDepois: number };
  arquivos: { grupo: GrupoArquivoReembolso; nome: string; arquivo: SeedArquivo }[];
}

export interface MembroSemeado {
  pessoaId: number;
  cpf: string;
  nomeCompleto: string;
  dataNascimento: string;
  carteiraId: number | undefined;
}

/** The history the operator would have written for a request in this situation (decision 0020). */
function andamentosDoReembolso(r: FamilyReembolso, filed: CalendarDate): Andamento[] {
  const dia = (depois: number) => new Date(`${formatIsoDate(addDays(filed, depois))}T14:00:00.000Z`);
  const analise: Andamento = { em: dia(1), titulo: 'Em análise', situacao: 'EM_ANDAMENTO' };
  const motivo = r.motivoSituacao ?? '';
  switch (r.situacao) {
    case 'SOLICITADO':
      return [];
    case 'ANALISE':
      return [analise];
    case 'PENDENTE':
      return [analise, { em: dia(2), titulo: 'Pendente', descricao: motivo, situacao: 'EM_ANDAMENTO' }];
    case 'INDEFERIDO':
      return [analise, { em: dia(3), titulo: 'Indeferido', descricao: motivo, situacao: 'FECHADO' }];
    case 'PAGO': {
      const pago = r.pagamento!;
      return [
        analise,
        {
          em: dia(pago.diasDepois),
          titulo: 'Pago',
          descricao: `Valor pago: ${formatMoney(pago.valorCentavos / 100)}.`,
          situacao: 'FECHADO',
        },
      ];
    }
  }
}

export async function insertReembolsos(
  db: Database,
  options: {
    grupoFamiliarId: number;
    membros: readonly MembroSemeado[];
    /** Who filed them (the titular). */
    solicitadoPorPessoaId: number;
    hoje: CalendarDate;
    reembolsos: readonly FamilyReembolso[];
  },
): Promise<void> {
  const membro = (cpf: string) => {
    const found = options.membros.find((m) => m.cpf === cpf);
    if (!found) throw new Error(`reembolso semeado de quem não é da família: ${cpf}`);
    return found;
  };
  for (const r of options.reembolsos) {
    const beneficiario = membro(r.cpf);
    const dono = membro(r.conta.titularCpf);
    const filed = addDays(options.hoje, -r.diasAtras);
    const solicitadoEm = new Date(`${formatIsoDate(filed)}T13:00:00.000Z`);
    const prazoResposta = addDiasUteis(filed, 7);
    const protocolo = await newProtocolo(db, {
      clock: () => solicitadoEm,
      tipo: 'REEMBOLSO',
      pessoaId: beneficiario.pessoaId,
      solicitantePessoaId: options.solicitadoPorPessoaId,
      prazoResposta,
    });
    const [row] = await db
      .insert(reembolsos)
      .values({
        protocolo,
        pessoaId: beneficiario.pessoaId,
        carteiraId: beneficiario.carteiraId!,
        grupoFamiliarId: options.grupoFamiliarId,
        dataReembolso: formatIsoDate(filed),
        prazoResposta: formatIsoDate(prazoResposta),
        dataAtendimento: formatIsoDate(addDays(filed, -6)),
        valorCentavos: r.valorCentavos,
        tipoAtendimento: r.tipoAtendimento,
        motivo: r.motivo,
        localAtendimento: r.localAtendimento,
        uf: 'SP',
        cidade: 'Campinas',
        prestadorCnpjCpf: r.prestadorCnpjCpf,
        bancoCodigo: r.conta.banco,
        agencia: r.conta.agencia,
        dvAgencia: r.conta.dvAgencia,
        conta: r.conta.conta,
        dvConta: r.conta.dvConta,
        titularContaNome: dono.nomeCompleto,
        titularContaCnpjCpf: dono.cpf,
        titularContaDataNascimento: dono.dataNascimento,
        situacao: r.situacao,
        motivoSituacao: r.motivoSituacao ?? null,
        valorPagoCentavos: r.pagamento?.valorCentavos ?? null,
        dataPagamento: r.pagamento ? formatIsoDate(addDays(filed, r.pagamento.diasDepois)) : null,
        solicitadoPorPessoaId: options.solicitadoPorPessoaId,
        solicitadoEm,
        chaveIdempotencia: seedUuid(`chave:${protocolo}`),
        dadosHash: createHash('sha256').update(`seed:${protocolo}`).digest('hex'),
      })
      .returning({ id: reembolsos.id });
    for (const andamento of andamentosDoReembolso(r, filed))
      await registrarAndamento(db, protocolo, andamento);
    if (r.arquivos.length > 0) {
      await db.insert(reembolsoArquivos).values(
        r.arquivos.map((a, i) => ({
          id: seedUuid(`arquivo:${protocolo}:${i}`),
          reembolsoId: row!.id,
          grupo: a.grupo,
          nome: a.nome,
          chave: SEED_ARQUIVOS[a.arquivo].chave,
          tamanhoBytes: SEED_BYTES[a.arquivo].length,
          contentType: SEED_ARQUIVOS[a.arquivo].contentType,
        })),
      );
    }
  }
}
