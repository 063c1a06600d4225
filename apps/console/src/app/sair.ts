// Sign-out: the server ends the staff session (and clears its cookie); every cached answer goes with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { consoleSessaoCalls } from '@portal/domain/contract/calls/console/equipe';
import { chamar } from '../platform/api/cliente';
import { CAMINHO_ENTRAR } from './rotas';

export function useSair() {
  const cliente = useQueryClient();
  const navegar = useNavigate();
  return useMutation({
    mutationFn: () => chamar(consoleSessaoCalls.sair, { sem401: true }).catch(() => undefined),
    onSettled: () => {
      cliente.clear();
      void navegar(`${CAMINHO_ENTRAR}?saiu=1`, { replace: true });
    },
  });
}
