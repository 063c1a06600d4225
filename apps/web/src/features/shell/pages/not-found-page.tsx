import { Link } from 'react-router';
import { routePath } from '@portal/domain';
import { buttonClasses } from '../../../ui/button';

export default function NotFoundPage() {
  return (
    <div className="flex flex-col items-start gap-6">
      <p className="text-lg">O endereço que você abriu não existe ou mudou de lugar.</p>
      <Link to={routePath('home')} className={buttonClasses('primary', 'no-underline')}>
        Voltar para o início
      </Link>
    </div>
  );
}
