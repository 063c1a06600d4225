// Débito em Conta (spec §2 "Direct debit"): the group's current state and, for the financially
// responsible while nothing is requested or active, the activation form. A member who may only look
// (podeAlterar false) sees the state and who can change it.
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useConstantesDebito } from '../api/debito-conta-constantes';
import { useDebitoConta } from '../api/debito-conta-situacao';
import { DebitoAtivacaoForm } from '../components/debito-ativacao-form';
import { DebitoEstado } from '../components/debito-estado';

export default function DebitoContaPage() {
  const debito = useDebitoConta();
  const podeAtivar = debito.data?.podeAlterar === true && debito.data.situacao === 'INATIVO';
  const constantes = useConstantesDebito(podeAtivar);
  if (debito.isError) return <UnexpectedErrorPanel onRetry={() => void debito.refetch()} />;
  if (!debito.data) return <LoadingBlock />;
  return (
    <div className="flex flex-col gap-6">
      <DebitoEstado debito={debito.data} />
      {podeAtivar &&
        (constantes.isError ? (
          <UnexpectedErrorPanel onRetry={() => void constantes.refetch()} />
        ) : constantes.data ? (
          <DebitoAtivacaoForm constantes={constantes.data} />
        ) : (
          <LoadingBlock />
        ))}
    </div>
  );
}
