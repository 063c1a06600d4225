// The frame of every screen that works on one beneficiary of the family (spec §2 "Beneficiary picker"):
// the picker from the screen's own `listagem-beneficiarios` call, then the screen's content for the chosen
// one — keyed by cpf, so choosing another beneficiary starts the content afresh (its filters, selections and
// half-filled forms belong to the person they were made for). The choice lives on the screen; screens whose
// route carries the cpf pass `basePath`.
import type { ReactNode } from 'react';
import { allBeneficiarios } from '@portal/domain/contract/beneficiarios-todos';
import type {
  BeneficiarioListagem,
  ListagemBeneficiarios,
} from '@portal/domain/contract/listagem-beneficiarios';
import { BeneficiarioPicker } from './beneficiario-picker';
import { LoadingBlock } from '../ui/loader';
import { UnexpectedErrorPanel } from '../ui/unexpected-error-panel';
import { useBeneficiarioSelecionado } from './use-beneficiario-selecionado';

export function BeneficiarioScreen({
  listagem,
  basePath = null,
  children,
}: {
  /** The screen's picker query (a /v2 picker answers null inside its envelope when empty). */
  listagem: { data: ListagemBeneficiarios | null | undefined; isError: boolean; refetch: () => unknown };
  basePath?: string | null;
  children: (beneficiario: BeneficiarioListagem) => ReactNode;
}) {
  const { cpf, select } = useBeneficiarioSelecionado(listagem.data ?? undefined, basePath);
  if (listagem.isError) return <UnexpectedErrorPanel onRetry={() => void listagem.refetch()} />;
  if (!listagem.data) return <LoadingBlock />;
  const escolhido = allBeneficiarios(listagem.data).find((b) => b.cpf === cpf);
  return (
    <div className="flex flex-col gap-8">
      <BeneficiarioPicker listagem={listagem.data} selectedCpf={cpf} onSelect={(b) => select(b.cpf)} />
      {escolhido && <div key={escolhido.cpf}>{children(escolhido)}</div>}
    </div>
  );
}
