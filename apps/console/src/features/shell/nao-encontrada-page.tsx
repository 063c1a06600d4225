import { Link } from 'react-router';

export default function NaoEncontradaPage() {
  return (
    <p>
      Esta página não existe no console. <Link to="/">Voltar ao início</Link>
    </p>
  );
}
