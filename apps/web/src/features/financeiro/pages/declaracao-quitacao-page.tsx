// Declaração de Quitação de Débitos (Lei 12.007/2009; issue 41, issue 36's worked example): for each
// contract the member pays for, its years newest first — the declaration of each paid-up year (PDF), the
// bills a year still owes, or the day the year in progress can have its declaration. The server words
// each year's line (mensagem); the page lays the years out like the other statements (Informe para IR).
import { formatCents, formatDate } from '@portal/domain';
import type { AnoQuitacao, ContratoQuitacao } from '@portal/domain/contract/financeiro/declaracao-quitacao';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { DownloadButton } from '../../../ui/download-button';
import { LoadingBlock } from '../../../ui/loader';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { downloadDeclaracaoQuitacao, useDeclaracaoQuitacao } from '../api/declaracao-quitacao';

const SEM_CONTRATOS =
  'Não há contratos pagos por você no portal. A declaração é emitida para o titular ou o responsável financeiro do contrato.';

const colunas = (contrato: ContratoQuitacao): ListColumn<AnoQuitacao>[] => [
  {
    header: 'Situação',
    cell: (ano) => (
      <div className="flex flex-col gap-1">
        <span>{ano.mensagem}</span>
        {ano.pendencias.length > 0 && (
          <ul className="list-disc pl-5 text-ink-muted">
            {ano.pendencias.map((p) => (
              <li key={p.codigoTitulo}>
                Vencimento em {formatDate(p.vencimento)}: {formatCents(p.valorCentavos)}
                {p.situacao === 'NEGOCIADO' ? ' (negociada)' : ''}
              </li>
            ))}
          </ul>
        )}
      </div>
    ),
  },
  {
    header: 'Declaração',
    cell: (ano) =>
      ano.situacao === 'DISPONIVEL' ? (
        <DownloadButton
          label="Baixar declaração (PDF)"
          ariaLabel={`Baixar declaração (PDF) de quitação de ${ano.ano} do contrato ${contrato.codigoContrato}`}
          variant="secondary"
          download={() =>
            downloadDeclaracaoQuitacao(
              { codigoContrato: contrato.codigoContrato, ano: ano.ano },
              `Declaração de quitação ${ano.ano}.pdf`,
            )
          }
        />
      ) : (
        <span className="text-ink-muted">Indisponível</span>
      ),
  },
];

export default function DeclaracaoQuitacaoPage() {
  const dados = useDeclaracaoQuitacao();
  if (dados.isError) return <UnexpectedErrorPanel onRetry={() => void dados.refetch()} />;
  if (!dados.data) return <LoadingBlock />;
  const { contratos } = dados.data;
  if (contratos.length === 0) return <FriendlyMessage>{SEM_CONTRATOS}</FriendlyMessage>;
  return (
    <div className="flex flex-col gap-6">
      <p>
        A declaração anual de quitação de débitos (Lei nº 12.007/2009) comprova que todas as faturas com
        vencimento no ano foram pagas e substitui os comprovantes de pagamento mensais daquele ano. Ela fica
        disponível a partir do primeiro dia útil do ano seguinte.
      </p>
      {contratos.map((contrato) => (
        <section key={contrato.codigoContrato} className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">
            Contrato {contrato.codigoContrato} — {contrato.plano}
          </h2>
          <ResponsiveList
            caption={`Anos do contrato ${contrato.codigoContrato}`}
            rows={contrato.anos}
            rowKey={(ano) => String(ano.ano)}
            rowHeader={{ header: 'Ano', cell: (ano) => String(ano.ano) }}
            columns={colunas(contrato)}
          />
        </section>
      ))}
    </div>
  );
}
