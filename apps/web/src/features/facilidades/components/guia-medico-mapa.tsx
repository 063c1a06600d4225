// "Ver no mapa" for a page of the Guia Médico's results (issue 40, decision 0046 "Mapa dos resultados"). The
// list comes first and stands alone: the map (Leaflet, its own chunk) loads only when the member asks, in a
// box of its final size that appears with the press (no shift of the list below it), and when its chunk or its
// tiles cannot load the box says so in a line and the list is all there is. Nothing reaches the tile host
// before the press (the member's search area and IP, LGPD).
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { ResultadoRede } from '@portal/domain/contract/facilidades/guia-medico';
import { Button } from '../../../ui/button';
import type { MapaDosLocaisProps } from './guia-medico-mapa-leaflet';
import { Spinner } from '../../../ui/loader';

export const MAPA_TEXTS = {
  ver: 'Ver no mapa',
  fechar: 'Fechar o mapa',
  falhou:
    'O mapa não pôde ser carregado agora. Use a lista abaixo: cada local tem o endereço, os telefones e o link Como chegar.',
} as const;

/** The box the map takes, the same while its chunk loads, once it is drawn and when it failed. */
const CAIXA = 'h-72 w-full overflow-hidden rounded-md border border-line sm:h-96';

type Estado = 'fechado' | 'aberto' | 'falhou';

function SemMapa({ onFalha }: { onFalha: () => void }) {
  useEffect(onFalha, [onFalha]);
  return null;
}

export function MapaDosResultados({
  itens,
  onLocal,
}: {
  itens: readonly ResultadoRede[];
  /** A marker was chosen: take the member to that location of the list. */
  onLocal: (localId: number) => void;
}) {
  const [estado, setEstado] = useState<Estado>('fechado');
  const falhou = useCallback(() => setEstado('falhou'), []);
  // A chunk that cannot load (offline, a deploy in between) is a map that failed, not a broken screen; made
  // per mount, so a later press tries again.
  const [Mapa] = useState(() =>
    lazy<ComponentType<MapaDosLocaisProps>>(() =>
      import('./guia-medico-mapa-leaflet').catch(() => ({ default: SemMapa })),
    ),
  );
  if (itens.length === 0) return null;
  const aberto = estado !== 'fechado';
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={aberto}
        onClick={() => setEstado(aberto ? 'fechado' : 'aberto')}
      >
        {aberto ? MAPA_TEXTS.fechar : MAPA_TEXTS.ver}
      </Button>
      {estado === 'aberto' && (
        <Suspense
          fallback={
            <div className={`${CAIXA} flex items-center justify-center bg-surface-muted`}>
              <Spinner className="text-primary" />
              <span className="sr-only">Carregando o mapa…</span>
            </div>
          }
        >
          <Mapa itens={itens} className={CAIXA} onLocal={onLocal} onFalha={falhou} />
        </Suspense>
      )}
      {estado === 'falhou' && (
        <div className={`${CAIXA} flex items-center justify-center bg-surface-muted p-4 text-center`}>
          <p role="status" className="font-semibold">
            {MAPA_TEXTS.falhou}
          </p>
        </div>
      )}
    </div>
  );
}
