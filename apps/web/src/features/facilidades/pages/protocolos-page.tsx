// Consulta de Protocolos (spec §2 "Protocol consultation with detail", issue 15): choose a beneficiary and
// see every protocol the portal gave them — card reissue, contract cancellation, death certificate, direct
// debit, reimbursement, authorization request — newest first, each with its kind, the day it was opened,
// its status badge and the RN 623 answer deadline with the business days left (a warning once overdue).
// Each protocol is an expandable block: opening it loads its history (POST /detalhe) only then.
import { formatDateTime, SAUDE_MESSAGES } from '@portal/domain';
import type { ProtocoloResumo } from '@portal/domain/contract/facilidades/protocolos';
import { Disclosure } from '../../../ui/disclosure';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { BeneficiarioScreen } from '../../../shared-domain/beneficiario-screen';
import { LoadingBlock } from '../../../ui/loader';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { StatusBadge } from '../../../shared-domain/status-badge';
import { useProtocolos, useProtocolosBeneficiarios } from '../api/protocolos';
import { ProtocoloDetalhe } from '../components/protocolo-detalhe';
import { ProtocoloPrazo } from '../components/protocolo-prazo';

function ProtocoloBloco({ protocolo }: { protocolo: ProtocoloResumo }) {
  return (
    <Disclosure
      headingLevel={3}
      title={`${protocolo.tipoNome} — protocolo n° ${protocolo.protocolo}`}
      summary={
        <div className="flex flex-col gap-2 text-ink">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StatusBadge status={protocolo.situacao} />
            <span>{protocolo.andamento}</span>
          </div>
          <span className="text-ink-muted">
            Aberto em <time dateTime={protocolo.abertoEm}>{formatDateTime(protocolo.abertoEm)}</time>
          </span>
          <ProtocoloPrazo prazo={protocolo} />
        </div>
      }
      renderWhenOpened
    >
      <ProtocoloDetalhe protocolo={protocolo.protocolo} />
    </Disclosure>
  );
}

function ListaProtocolos({ cpf }: { cpf: string }) {
  const lista = useProtocolos(cpf);
  if (lista.isError) return <PlanoQueryError error={lista.error} onRetry={() => void lista.refetch()} />;
  if (!lista.data) return <LoadingBlock />;
  const { protocolos, nome, aviso } = lista.data;
  const atrasados = protocolos.filter((p) => p.situacao === 'EM_ANDAMENTO' && p.atrasado).length;
  return (
    <section aria-labelledby="protocolos-titulo" className="flex flex-col gap-4">
      <h2 id="protocolos-titulo" className="text-xl font-bold">
        Protocolos de {nome}
      </h2>
      {aviso && <p className="text-ink-muted">{aviso}</p>}
      {protocolos.length === 0 ? (
        <FriendlyMessage>{SAUDE_MESSAGES.noProtocols}</FriendlyMessage>
      ) : (
        <>
          <p role="status">
            {protocolos.length === 1 ? '1 protocolo' : `${protocolos.length} protocolos`}
            {atrasados > 0 &&
              ` — ${atrasados === 1 ? '1 com prazo vencido' : `${atrasados} com prazo vencido`}`}
          </p>
          <ul className="flex flex-col gap-4">
            {protocolos.map((p) => (
              <li key={p.protocolo}>
                <ProtocoloBloco protocolo={p} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default function ProtocolosPage() {
  return (
    <BeneficiarioScreen listagem={useProtocolosBeneficiarios()}>
      {(b) => <ListaProtocolos cpf={b.cpf} />}
    </BeneficiarioScreen>
  );
}
