// The beneficiary a screen works on: the cpf in the URL (/screen/{cpf}) or the one chosen on the screen
// when it is in the list, else the signed-in member, else the first (spec §2). On screens whose route
// takes a cpf, choosing another one puts its cpf in the URL; elsewhere the choice lives on the screen.
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ListagemBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import { resolveBeneficiarioCpf } from './beneficiario-picker';
import { useAuth } from '../platform/session/auth-store';

export function useBeneficiarioSelecionado(
  listagem: ListagemBeneficiarios | undefined,
  /** The route's path when it takes the cpf as a parameter; null when it does not. */
  basePath: string | null,
): { cpf: string | null; select: (cpf: string) => void } {
  const { cpfPessoaSelecionada } = useParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const { user } = useAuth();
  const navigate = useNavigate();
  const requested = basePath === null ? chosen : cpfPessoaSelecionada;
  const cpf = resolveBeneficiarioCpf(listagem, requested, user?.nrCpf);
  const select = useCallback(
    (next: string) => {
      if (basePath === null) setChosen(next);
      else void navigate(`${basePath}/${next}`, { replace: true });
    },
    [navigate, basePath],
  );
  return { cpf, select };
}
