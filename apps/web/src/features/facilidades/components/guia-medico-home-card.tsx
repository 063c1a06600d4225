// The home's Guia Médico card (issue 40): the notice a member must get when a location of their plan's network
// leaves it (Lei 9.656/98 art. 17; from GUIA_MEDICO_DIAS_AVISO days before), with the way to its substitute;
// otherwise the way into the guide. A card of the home (app/composition/home-cards.tsx): its frame is drawn
// from the first paint at the card's size, so the notice never pushes the home's content down (issue 11's CLS),
// and its call leaves with the page (contract/shell/route-first-calls.ts).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, routePath } from '@portal/domain';
import { HomeCard } from '../../../ui/home-card';
import { avisosRedeQueryOptions } from '../api/guia-medico';
import { caminhoAlteracoes, caminhoPrestador } from './guia-medico-caminhos';

const LINK = 'font-semibold text-link underline underline-offset-2';

export default function GuiaMedicoHomeCard() {
  const consulta = useQuery({
    ...avisosRedeQueryOptions({ background: true, ignoreRedirect: true }),
    retry: false,
  });
  const avisos = consulta.data?.avisos ?? [];
  const [primeiro] = avisos;
  return (
    <HomeCard
      title="Guia Médico"
      state={consulta.isError ? 'error' : consulta.isPending ? 'loading' : 'ready'}
      onRetry={() => void consulta.refetch()}
    >
      {primeiro ? (
        <p data-testid="aviso-rede">
          <strong>{primeiro.nome}</strong> deixa a rede do seu plano em {formatDate(primeiro.dataSaida)}.{' '}
          {primeiro.substituto && (
            <Link to={caminhoPrestador(primeiro.substituto.prestadorId)} className={LINK}>
              Substituto: {primeiro.substituto.nome}
            </Link>
          )}
        </p>
      ) : (
        <p>Médicos, clínicas, laboratórios e hospitais da rede do seu plano.</p>
      )}
      <Link
        to={avisos.length > 1 ? caminhoAlteracoes() : routePath('guiaMedico')}
        className={`mt-auto ${LINK}`}
      >
        {avisos.length > 1 ? `Ver as ${avisos.length} alterações da rede` : 'Buscar no Guia Médico'}
      </Link>
    </HomeCard>
  );
}
