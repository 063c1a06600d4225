// Meu Plano (spec §2 "My plan: contracts, stay declaration download, contract cancellation with a
// reason, death-certificate upload"): the plan tabs, then the chosen contract.
import { formatCpf, formatDate, formatDateTime, maskCardNumber } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@portal/domain/access/routes';
import type { ContratoDetalhe } from '@portal/domain/contract/meus-dados/meu-plano';
import { Button } from '../../../ui/button';
import { LoadingBlock } from '../../../ui/loader';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import { useConstantesMeuPlano } from '../api/meu-plano-constantes';
import { useContratoDetalhe } from '../api/meu-plano-contrato';
import { useMeuPlanoContratos } from '../api/meu-plano-contratos';
import { useDownloadDeclaracaoPermanencia } from '../api/meu-plano-download';
import { PlanoContratos, PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { DadosLista } from '../components/dados-lista';

// The death certificates and the cancellation come last on the page, under the plan: their chunks (the form
// machinery, the upload, the dialog: eight files) load once the plan is drawn, off the first paint's path —
// the simulated phone loads ten files at a time, and Meu Plano's first paint waited for fifteen (issue 37).
const CertidoesObito = lazy(() =>
  import('../components/meu-plano-certidao').then((m) => ({ default: m.CertidoesObito })),
);
const CancelamentoContrato = lazy(() =>
  import('../components/meu-plano-cancelamento').then((m) => ({ default: m.CancelamentoContrato })),
);

const SITUACAO: Record<string, string> = { ATIVO: 'Ativo', CANCELADO: 'Cancelado' };

function DadosPlano({ contrato }: { contrato: ContratoDetalhe }) {
  const rows: [string, string][] = [
    ['Plano', contrato.plano],
    ['Segmentação', contrato.segmentacao],
    ['Registro do produto na ANS', contrato.registroAnsProduto],
    ['Tipo de contratação', contrato.tipoContratacao],
    ['Acomodação', contrato.acomodacao ?? 'Não se aplica'],
    ['Abrangência', contrato.abrangencia ?? 'Não informada'],
    ['Início do contrato', formatDate(contrato.dataInicio)],
    ['Situação', SITUACAO[contrato.situacao] ?? contrato.situacao],
  ];
  return (
    <section
      aria-labelledby="plano-titulo"
      className="flex flex-col gap-4 rounded-lg border-2 border-line bg-surface p-6"
    >
      <h2 id="plano-titulo" className="text-xl font-bold">
        Contrato n° {contrato.codigo}
      </h2>
      <DadosLista rows={rows} />
    </section>
  );
}

type Beneficiario = ContratoDetalhe['beneficiarios'][number];

const BENEFICIARIO_COLUMNS: ListColumn<Beneficiario>[] = [
  {
    header: 'Vínculo',
    cell: (b) => (b.tipo === 'TITULAR' ? 'Titular' : `Dependente${b.parentesco ? ` (${b.parentesco})` : ''}`),
  },
  { header: 'CPF', cell: (b) => formatCpf(b.cpf), nowrap: true },
  { header: 'Carteira', cell: (b) => (b.carteira ? maskCardNumber(b.carteira) : '—'), nowrap: true },
  { header: 'Inclusão', cell: (b) => formatDate(b.dataInclusao), nowrap: true },
];

function Beneficiarios({ contrato }: { contrato: ContratoDetalhe }) {
  return (
    <ResponsiveList
      caption="Beneficiários"
      rows={contrato.beneficiarios}
      rowKey={(b) => b.cpf}
      rowHeader={{ header: 'Nome', cell: (b) => b.nome }}
      columns={BENEFICIARIO_COLUMNS}
    />
  );
}

function Contrato({ codigoPlano }: { codigoPlano: string }) {
  const contrato = useContratoDetalhe(codigoPlano);
  const constantes = useConstantesMeuPlano();
  const declaracao = useDownloadDeclaracaoPermanencia();
  if (contrato.isError)
    return <PlanoQueryError error={contrato.error} onRetry={() => void contrato.refetch()} />;
  if (!contrato.data) return <LoadingBlock />;
  const data = contrato.data;
  return (
    <div className="flex flex-col gap-6">
      <DadosPlano contrato={data} />
      <Beneficiarios contrato={data} />
      <p>
        Até quando vai cada carência do plano e o que já pode ser usado hoje:{' '}
        <Link to={ROUTES.minhasCarencias.path} className="font-semibold underline">
          Minhas Carências
        </Link>
      </p>
      <Button
        variant="secondary"
        className="self-start"
        loading={declaracao.isPending}
        onClick={() =>
          declaracao.mutate(codigoPlano, {
            onError: (error) => {
              if (error instanceof ApiError && error.status < 500)
                showAlert({ tipo: 'erro', mensagem: error.message });
            },
          })
        }
      >
        Baixar declaração de permanência (PDF)
      </Button>
      {data.cancelamento && (
        <p role="status" className="rounded-md border-2 border-info bg-info-soft px-4 py-3 text-ink">
          Cancelamento solicitado em {formatDateTime(data.cancelamento.dataSolicitacao)} (
          {data.cancelamento.motivo}). Protocolo n° <strong>{data.cancelamento.protocolo}</strong>.
        </p>
      )}
      {/* One boundary each: each section is drawn in a task of its own as its chunk arrives, where one boundary
          drew both at once, a long task after the first paint (issue 37). */}
      <Suspense fallback={null}>
        <CertidoesObito contrato={data} />
      </Suspense>
      {data.titular && data.situacao !== 'CANCELADO' && constantes.data && (
        <Suspense fallback={null}>
          <CancelamentoContrato
            codigoContrato={data.codigo}
            plano={data.plano}
            constantes={constantes.data}
          />
        </Suspense>
      )}
    </div>
  );
}

export default function MeuPlanoPage() {
  const contratos = useMeuPlanoContratos();
  return (
    <PlanoContratos routeId="meuPlano" contratos={contratos}>
      {(codigoPlano) => <Contrato key={codigoPlano} codigoPlano={codigoPlano} />}
    </PlanoContratos>
  );
}
