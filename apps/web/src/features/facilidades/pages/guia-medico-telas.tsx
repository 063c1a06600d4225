// The Guia Médico's one route (issue 40: the route table rides in the login's first load, so the guide takes
// one entry of it) and its three screens, by the path's last segment: none for the search, `prestador-<id>`
// for a provider, `alteracoes` for the network changes (anything else reads as a provider not found).
import { useParams } from 'react-router';
import { SECAO_ALTERACOES, idDoPrestador } from '../components/guia-medico-caminhos';
import GuiaMedicoAlteracoesPage from './guia-medico-alteracoes-page';
import GuiaMedicoPage from './guia-medico-page';
import GuiaMedicoPrestadorPage from './guia-medico-prestador-page';

export default function GuiaMedicoTelas() {
  const { secao } = useParams();
  if (secao === undefined) return <GuiaMedicoPage />;
  if (secao === SECAO_ALTERACOES) return <GuiaMedicoAlteracoesPage />;
  return <GuiaMedicoPrestadorPage id={idDoPrestador(secao)} />;
}
