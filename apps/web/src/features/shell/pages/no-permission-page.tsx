// Spec §2/§6: where a member lands when a screen is not in their tela-* permissions.
import { Link } from 'react-router';
import { routePath } from '@portal/domain';
import { buttonClasses } from '../../../ui/button';

export const NO_PERMISSION_TEXT = 'Você não tem permissão para acessar esta página.';

export default function NoPermissionPage() {
  return (
    <div className="flex flex-col items-start gap-6">
      <p className="text-lg">{NO_PERMISSION_TEXT}</p>
      <Link to={routePath('home')} className={buttonClasses('primary', 'no-underline')}>
        Voltar para o início
      </Link>
    </div>
  );
}
