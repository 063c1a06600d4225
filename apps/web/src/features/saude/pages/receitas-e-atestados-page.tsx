// Receitas e Atestados Digitais (spec §2 "Prescriptions and certificates: list and open one", issue 15):
// choose a beneficiary and see the digital prescriptions and medical certificates issued to them, newest
// first — kind, title, date, the doctor with CRM and UF, and for a prescription its validity (a past one is
// marked 'Vencida' but can still be opened: the member may need it for their records). Opening one fetches
// the PDF (a new window on a phone, a download on a computer).
import { formatDate, SAUDE_MESSAGES } from '@portal/domain';
import type { DocumentoClinico } from '@portal/domain/contract/saude/receitas-atestados';
import { TIPOS_DOCUMENTO_CLINICO } from '@portal/domain/contract/saude/receitas-atestados-tipos';
import { DownloadButton } from '../../../ui/download-button';
import { FriendlyMessage, listFriendlyMessage } from '../../../shared-domain/friendly-message';
import { BeneficiarioScreen } from '../../../shared-domain/beneficiario-screen';
import { LoadingBlock } from '../../../ui/loader';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import {
  openDocumentoClinico,
  useReceitasAtestados,
  useReceitasBeneficiarios,
} from '../api/receitas-atestados';
import { medicoTexto } from '../components/medico';

const tipoNome = (d: DocumentoClinico): string =>
  TIPOS_DOCUMENTO_CLINICO.find((t) => t.tipo === d.tipo)?.nome ?? d.tipo;

function validade(d: DocumentoClinico) {
  if (!d.validade) return '—';
  return (
    <>
      {formatDate(d.validade)}
      {d.vencida && <span className="ml-2 font-semibold">(Vencida)</span>}
    </>
  );
}

const COLUMNS: ListColumn<DocumentoClinico>[] = [
  { header: 'Tipo', cell: tipoNome },
  { header: 'Emitido em', cell: (d) => formatDate(d.dataEmissao), nowrap: true },
  { header: 'Médico', cell: (d) => medicoTexto(d.medico) },
  { header: 'Validade', cell: validade },
  {
    header: 'Documento',
    cell: (d) => (
      <DownloadButton
        label="Abrir"
        variant="secondary"
        ariaLabel={`Abrir ${d.titulo} de ${formatDate(d.dataEmissao)}`}
        download={() => openDocumentoClinico(d)}
      />
    ),
  },
];

function Documentos({ cpf }: { cpf: string }) {
  const lista = useReceitasAtestados(cpf);
  if (lista.isError) return <PlanoQueryError error={lista.error} onRetry={() => void lista.refetch()} />;
  if (!lista.data) return <LoadingBlock />;
  const message = listFriendlyMessage(lista.data, SAUDE_MESSAGES.noClinicalDocuments);
  if (message || lista.data.documentos.length === 0) {
    return <FriendlyMessage>{message ?? SAUDE_MESSAGES.noClinicalDocuments}</FriendlyMessage>;
  }
  return (
    <ResponsiveList
      caption={`Receitas e atestados de ${lista.data.nome}`}
      rows={lista.data.documentos}
      rowKey={(d) => d.id}
      rowHeader={{ header: 'Documento', cell: (d) => d.titulo }}
      columns={COLUMNS}
    />
  );
}

export default function ReceitasEAtestadosPage() {
  return (
    <BeneficiarioScreen listagem={useReceitasBeneficiarios()}>
      {(b) => <Documentos cpf={b.cpf} />}
    </BeneficiarioScreen>
  );
}
