// Spec §2 home: the four service groups as cards, each entry shown only with its menu-* permission; above
// them the summary cards app/ composes (issue 10), below them the operator's topics (issue 17).
import type { ReactNode } from 'react';
import { firstName, greeting } from '@portal/domain';
import { useAuth } from '../../../platform/session/auth-store';
import { useParametrosPublicos } from '../api/startup-checks';
import { ServiceGroups, visibleServiceGroups } from '../components/service-groups';

export default function HomePage({
  cards,
  openPaVirtual,
  noticias,
}: {
  cards?: ReactNode;
  /** The operator's topics (issue 17), composed by app/; below the service groups. */
  noticias?: ReactNode;
  /** PA Virtual's opener, composed by app/ (features do not import each other). */
  openPaVirtual?: () => void;
}) {
  const { user } = useAuth();
  const { data: parametros } = useParametrosPublicos();
  const groups = visibleServiceGroups(user?.permissionamento.menu ?? []);
  return (
    <div className="flex flex-col gap-6">
      {user && (
        <p className="text-lg">
          {greeting(firstName(user.nomeCompleto, user.nomeSocial))} O que você precisa hoje?
        </p>
      )}
      {cards}
      {groups.length > 0 ? (
        <ServiceGroups
          groups={groups}
          urls={{ guiaMedico: parametros?.URL_GUIA_MEDICO, paVirtual: openPaVirtual }}
          variant="cards"
          headingLevel={2}
        />
      ) : (
        <p>Nenhum serviço disponível para o seu perfil no momento.</p>
      )}
      {noticias}
    </div>
  );
}
