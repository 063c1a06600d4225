// Types shared by route-modules.ts and private-route-modules.ts (kept apart so neither imports the other).
import type { ComponentType } from 'react';
import type { RouteId } from '@portal/domain/access/routes';

export type PageModule = () => Promise<{ default: ComponentType }>;

/** Routes whose modules the entry imports: what a visitor opens before signing in, and the home. */
export type PublicPageRouteId =
  | 'login'
  | 'cadastro'
  | 'recuperarSenha'
  | 'agendamentoPublico'
  | 'cartaoCompartilhado'
  | 'termosDeUso'
  | 'politicaDePrivacidade'
  | 'home';

export type PrivateRouteId = Exclude<RouteId, PublicPageRouteId>;
