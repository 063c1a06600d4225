// One open bill on Situação Financeira: its competence, contract, status, values (updated when overdue),
// how to pay it (Pix, boleto line), its PDFs (second copy, statement) and, on demand, its composition.
import type { Titulo } from '@portal/domain/contract/financeiro/situacao-financeira';
import { Disclosure } from '../../../ui/disclosure';
import { NOWRAP_NUMBER } from '../../../ui/doc-number';
import { StatusBadge } from '../../../shared-domain/status-badge';
import { BlocosTitulo } from './blocos-titulo';
import { SITUACAO_TEXTS } from './financeiro-texts';
import { PagamentoTituloBox } from './pagamento-titulo';
import { DownloadButton } from '../../../ui/download-button';
import { downloadSegundaVia } from '../api/situacao-financeira-segunda-via';
import { downloadDemonstrativo } from '../api/situacao-financeira-demonstrativo';
import { linhasValores, rotuloTitulo, statusTitulo } from './titulo-resumo';

export function TituloAberto({ titulo }: { titulo: Titulo }) {
  const rotulo = rotuloTitulo(titulo);
  const headingId = `titulo-${titulo.codigoTitulo}`;
  return (
    <article
      aria-labelledby={headingId}
      data-codigo-titulo={titulo.codigoTitulo}
      className="flex flex-col gap-4 rounded-lg border-2 border-line bg-surface p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={headingId} className="text-xl font-bold">
          {rotulo}
        </h3>
        <StatusBadge {...statusTitulo(titulo)} />
        <p className="w-full text-ink-muted">
          Contrato n° {titulo.contrato.codigo} — {titulo.contrato.plano}
        </p>
      </header>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {linhasValores(titulo).map(([rotuloLinha, valor]) => (
          <div key={rotuloLinha} className="contents">
            <dt className="font-semibold">{rotuloLinha}</dt>
            <dd className={NOWRAP_NUMBER}>{valor}</dd>
          </div>
        ))}
      </dl>
      {titulo.pagamento && (
        <PagamentoTituloBox pagamento={titulo.pagamento} codigoTitulo={titulo.codigoTitulo} rotulo={rotulo} />
      )}
      <div className="flex flex-wrap gap-3">
        <DownloadButton
          label={SITUACAO_TEXTS.segundaVia}
          ariaLabel={`${SITUACAO_TEXTS.segundaVia} de ${rotulo}`}
          download={() => downloadSegundaVia(titulo.codigoTitulo)}
        />
        <DownloadButton
          label={SITUACAO_TEXTS.demonstrativo}
          ariaLabel={`${SITUACAO_TEXTS.demonstrativo} de ${rotulo}`}
          variant="secondary"
          download={() => downloadDemonstrativo(titulo.codigoTitulo)}
        />
      </div>
      <Disclosure title={SITUACAO_TEXTS.detalhes} headingLevel={3} className="p-0 sm:p-0 border-0">
        <BlocosTitulo blocos={titulo.blocos} />
      </Disclosure>
    </article>
  );
}
