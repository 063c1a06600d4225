// What opening a protocol shows: its history, oldest first (each step's day and time, title and what it
// means), and — when the operator has let the RN 623 deadline pass — the orientation to the ANS with its
// phone, so the member knows the next step without searching.
import { formatDateTime } from '@portal/domain';
import { LoadingBlock } from '../../../ui/loader';
import { OperatorContactList } from '../../../shared-domain/operator-contact-list';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { useDetalheProtocolo } from '../api/protocolos';

export function ProtocoloDetalhe({ protocolo }: { protocolo: string }) {
  const detalhe = useDetalheProtocolo(protocolo);
  if (detalhe.isError)
    return <PlanoQueryError error={detalhe.error} onRetry={() => void detalhe.refetch()} />;
  if (!detalhe.data) return <LoadingBlock />;
  const { historico, orientacaoAtraso, nome, restrito } = detalhe.data;
  return (
    <div className="flex flex-col gap-4">
      <p>
        Beneficiário: <span className="font-semibold">{nome}</span>
      </p>
      <h3 className="text-lg font-bold">Andamento</h3>
      {restrito && <p className="text-ink-muted">{restrito}</p>}
      <ol className="flex flex-col gap-3 border-l-4 border-line-strong pl-4">
        {historico.map((passo) => (
          <li key={`${passo.em}-${passo.titulo}`} className="flex flex-col">
            <span className="text-sm text-ink-muted">
              <time dateTime={passo.em}>{formatDateTime(passo.em)}</time>
            </span>
            <span className="font-semibold">{passo.titulo}</span>
            {passo.descricao && <span>{passo.descricao}</span>}
          </li>
        ))}
      </ol>
      {orientacaoAtraso && (
        <div className="flex flex-col gap-3 rounded-md border-2 border-warning bg-warning-soft p-4">
          <p className="font-semibold">{orientacaoAtraso.mensagem}</p>
          <OperatorContactList contatos={orientacaoAtraso.contatos} />
        </div>
      )}
    </div>
  );
}
