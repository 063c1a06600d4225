// The frame of the plan-tab screens (Meu Plano, Cartão Virtual, Troca de Faixa Etária, Histórico de
// Reajuste, Coparticipação): the contract list as tabs (spec §2 "Plan tabs"), the list's friendly message
// (spec §8), then the chosen plan. Shared by features, so it lives here (a feature never imports another).
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { PLANO_MESSAGES, ROUTES, type RouteId } from '@portal/domain';
import type { ContratosResponse } from '@portal/domain/contract/meus-dados/contratos';
import { FriendlyMessage, listFriendlyMessage } from './friendly-message';
import { LoadingBlock } from '../ui/loader';
import { PlanTabs, planoMostrado } from './plan-tabs';
import { UnexpectedErrorPanel } from '../ui/unexpected-error-panel';
import { ApiError } from '../platform/api/api-client';

export interface PlanoContratosProps {
  routeId: RouteId;
  contratos: UseQueryResult<ContratosResponse>;
  /** What the screen shows for the plan in the URL. */
  children: (codigoPlano: string) => ReactNode;
  /** Shown instead of the error panel when the list cannot load (e.g. offline with a saved card). */
  fallback?: ReactNode;
}

export function PlanoContratos({ routeId, contratos, children, fallback }: PlanoContratosProps) {
  const { codigoPlano } = useParams();
  if (contratos.isError) {
    return fallback ?? <UnexpectedErrorPanel onRetry={() => void contratos.refetch()} />;
  }
  if (!contratos.data) return <LoadingBlock />;
  const message = listFriendlyMessage(contratos.data, PLANO_MESSAGES.noPlans);
  if (message || contratos.data.contratos.length === 0) {
    return <FriendlyMessage>{message ?? PLANO_MESSAGES.noPlans}</FriendlyMessage>;
  }
  const shown = planoMostrado(codigoPlano, contratos.data.contratos);
  return (
    <div className="flex flex-col gap-4">
      <PlanTabs
        basePath={ROUTES[routeId].path}
        planos={contratos.data.contratos.map((c) => ({
          codigo: c.codigo,
          plano: c.plano,
          detalhe: c.segmentacao,
        }))}
      />
      {shown && children(shown)}
    </div>
  );
}

/** 'Registro não encontrado.' for a plan that is not the member's (404), the error panel otherwise. */
export function PlanoQueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return <FriendlyMessage>{error.message}</FriendlyMessage>;
  }
  return <UnexpectedErrorPanel onRetry={onRetry} />;
}
