// Spec §2 user menu: personal data, change password and contacts only when the member may open them;
// terms and privacy open in a new tab.
import { ROUTES, isAllowed, routePath, type RouteDef, type RouteId } from '@portal/domain';

export type UserMenuItem =
  | { id: RouteId; label: string; kind: 'route' | 'new-tab'; to: string }
  | { id: 'sair'; label: string; kind: 'logout' };

export const USER_MENU_LABELS = {
  dadosPessoais: 'Dados pessoais',
  termosDeUso: 'Termos de uso',
  politicaDePrivacidade: 'Política de privacidade',
  alterarSenha: 'Alterar senha',
  contatos: 'Contatos',
  sair: 'Sair',
} as const;

export function userMenuItems(tela: readonly string[]): UserMenuItem[] {
  const route = (id: 'dadosPessoais' | 'alterarSenha' | 'contatos'): UserMenuItem[] => {
    const definition: RouteDef = ROUTES[id];
    return isAllowed(tela, definition.permission)
      ? [{ id, label: USER_MENU_LABELS[id], kind: 'route', to: routePath(id) }]
      : [];
  };
  const newTab = (id: 'termosDeUso' | 'politicaDePrivacidade'): UserMenuItem => ({
    id,
    label: USER_MENU_LABELS[id],
    kind: 'new-tab',
    to: routePath(id),
  });
  return [
    ...route('dadosPessoais'),
    newTab('termosDeUso'),
    newTab('politicaDePrivacidade'),
    ...route('alterarSenha'),
    ...route('contatos'),
    { id: 'sair', label: USER_MENU_LABELS.sair, kind: 'logout' },
  ];
}

export const NEW_TAB_HINT = 'abre em nova aba';
