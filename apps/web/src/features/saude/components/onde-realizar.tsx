// "Onde realizar" of an authorised guide (spec §7 ".../cidades" and ".../prestadores"): choose the
// procedure (when the guide has several) and a city, and see the network's providers there with their
// phone (tel: link) and a "Como chegar" maps link (Apple Maps on iOS, a web maps service otherwise).
import { useId, useState } from 'react';
import { SAUDE_MESSAGES } from '@portal/domain';
import type { ProcedimentoAutorizacao, Prestador } from '@portal/domain/contract/saude/autorizacoes';
import { cn } from '../../../ui/cn';
import { INPUT_CLASSES, STATUS_BORDER } from '../../../ui/form/field';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { PlaceLinks } from '../../../shared-domain/place-links';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { useCidadesAutorizacao, usePrestadoresAutorizacao } from '../api/autorizacoes';

const SELECT = cn(INPUT_CLASSES, STATUS_BORDER.neutral);

function PrestadorItem({ prestador }: { prestador: Prestador }) {
  return (
    <li className="flex flex-col gap-1 rounded-md border-2 border-line bg-surface p-4">
      <h5 className="font-bold">{prestador.nome}</h5>
      <p>
        {prestador.endereco} — {prestador.bairro}, {prestador.cidade}/{prestador.uf}
      </p>
      <PlaceLinks place={prestador} />
    </li>
  );
}

function Prestadores({
  idGuia,
  codigoProcedimento,
  codigoCidade,
}: {
  idGuia: string;
  codigoProcedimento: string;
  codigoCidade: string;
}) {
  const prestadores = usePrestadoresAutorizacao(idGuia, codigoProcedimento, codigoCidade);
  if (prestadores.isError)
    return <PlanoQueryError error={prestadores.error} onRetry={() => void prestadores.refetch()} />;
  if (!prestadores.data) return <LoadingBlock />;
  if (prestadores.data.prestadores.length === 0)
    return <FriendlyMessage>{SAUDE_MESSAGES.noProviders}</FriendlyMessage>;
  return (
    <ul aria-label="Prestadores" className="grid gap-3 md:grid-cols-2">
      {prestadores.data.prestadores.map((p) => (
        <PrestadorItem key={p.codigo} prestador={p} />
      ))}
    </ul>
  );
}

export function OndeRealizar({
  idGuia,
  procedimentos,
}: {
  idGuia: string;
  procedimentos: readonly ProcedimentoAutorizacao[];
}) {
  const id = useId();
  const [codigoProcedimento, setCodigoProcedimento] = useState(procedimentos[0]?.codigoProcedimento ?? '');
  const [codigoCidade, setCodigoCidade] = useState('');
  const cidades = useCidadesAutorizacao(idGuia, codigoProcedimento);
  return (
    <section aria-labelledby={`${id}-titulo`} className="flex flex-col gap-3">
      <h4 id={`${id}-titulo`} className="text-lg font-bold">
        Onde realizar
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        {procedimentos.length > 1 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-procedimento`} className="font-semibold">
              Procedimento
            </label>
            <select
              id={`${id}-procedimento`}
              className={SELECT}
              value={codigoProcedimento}
              onChange={(event) => {
                setCodigoProcedimento(event.target.value);
                setCodigoCidade('');
              }}
            >
              {procedimentos.map((p) => (
                <option key={p.codigoProcedimento} value={p.codigoProcedimento}>
                  {p.descricao}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-cidade`} className="font-semibold">
            Cidade
          </label>
          {cidades.isError ? (
            <PlanoQueryError error={cidades.error} onRetry={() => void cidades.refetch()} />
          ) : (
            <select
              id={`${id}-cidade`}
              className={SELECT}
              value={codigoCidade}
              disabled={!cidades.data}
              onChange={(event) => setCodigoCidade(event.target.value)}
            >
              <option value="">{cidades.data ? 'Escolha a cidade' : 'Carregando…'}</option>
              {cidades.data?.cidades.map((c) => (
                <option key={c.codigoCidade} value={c.codigoCidade}>
                  {c.nome}/{c.uf}
                </option>
              ))}
            </select>
          )}
        </div>
      </div>
      {codigoCidade && (
        <Prestadores idGuia={idGuia} codigoProcedimento={codigoProcedimento} codigoCidade={codigoCidade} />
      )}
    </section>
  );
}
