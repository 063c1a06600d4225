// The start screen: what the staff member's roles let them do, each a link to its screen.
import { Link } from 'react-router';
import { useContextoConsole } from '../../app/contexto';

export default function InicioPage() {
  const { equipe, telas } = useContextoConsole();
  const outras = telas.filter((tela) => tela.path !== '');
  return (
    <>
      <p>Olá, {equipe.nome}.</p>
      {outras.length > 0 ? (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {outras.map((tela) => (
            <li key={tela.path}>
              <Link to={`/${tela.path}`} className="block rounded border border-line bg-surface p-4">
                {tela.titulo}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">Nenhuma outra tela do console está disponível para os seus papéis.</p>
      )}
    </>
  );
}
