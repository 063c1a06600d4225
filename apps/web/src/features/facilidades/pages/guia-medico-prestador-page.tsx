// A provider of the network (issue 40, decision 0046 "Telas"): who it is (council registration or CNPJ), its
// quality attributes explained in plain Portuguese, and each location — address, phones a tap away, "Como
// chegar", hours, accessibility, specialities and services, the map on demand (as the service points), and in
// which of the signed-in member's plans it is; an own unit of the operator leads to Novo Agendamento.
import { Link } from 'react-router';
import { formatIsoDate, operatorDate, routePath } from '@portal/domain';
import type { LocalRede, MeuPlanoRede, PrestadorRede } from '@portal/domain/contract/facilidades/guia-medico';
import { formatHorarioFuncionamento } from '@portal/domain/format/horario-funcionamento';
import { ApiError } from '../../../platform/api/api-client';
import { useAuth } from '../../../platform/session/auth-store';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useMeusPlanosRede, usePrestadorRede } from '../api/guia-medico';
import {
  AcessibilidadeLocal,
  ContatosLocal,
  EnderecoRede,
  QualidadeExplicada,
  SelosLocal,
  linhaEndereco,
  rotuloTipoLocal,
} from '../components/guia-medico-local';
import { MapaSobDemanda } from '../components/ponto-atendimento';
import { VoltarAoGuia, caminhoPrestador } from '../components/guia-medico-caminhos';

const LINK = 'font-semibold text-link underline underline-offset-2';

function Registro({ prestador }: { prestador: PrestadorRede }) {
  if (prestador.registro) {
    const { conselho, numero, uf } = prestador.registro;
    return (
      <p>
        {conselho} {numero}/{uf}
      </p>
    );
  }
  return prestador.cnpj ? (
    <p>CNPJ {prestador.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')}</p>
  ) : null;
}

/** In which of the member's plans the location is (signed in), or the plans whose network holds it. */
function PlanosDoLocal({ local, meus }: { local: LocalRede; meus: readonly MeuPlanoRede[] | null }) {
  const na = new Set(local.produtos.map((p) => p.registroAns));
  if (meus && meus.length > 0) {
    return (
      <ul className="flex flex-col gap-1">
        {meus.map((plano) => (
          <li key={plano.codigoPlano}>
            {na.has(plano.registroAns) ? (
              <>
                <strong>Atende</strong> pelo seu plano {plano.nome}
              </>
            ) : (
              <>
                <strong>Não atende</strong> pelo seu plano {plano.nome}
              </>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <span className="font-semibold">Na rede dos planos:</span>{' '}
      {local.produtos.map((p) => p.nome).join(', ')}.
    </p>
  );
}

function LocalDoPrestador({
  local,
  meus,
  autenticado,
  hoje,
}: {
  local: LocalRede;
  meus: readonly MeuPlanoRede[] | null;
  autenticado: boolean;
  hoje: string;
}) {
  const headingId = `local-${local.localId}`;
  const horario = formatHorarioFuncionamento(local.horarios);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm contraste:border-2 md:flex-row"
    >
      <div className="flex flex-col gap-2 md:w-1/2">
        <h4 id={headingId} className="text-lg font-bold">
          {local.nome}
        </h4>
        <p className="text-ink-muted">{rotuloTipoLocal(local.tipo)}</p>
        <SelosLocal {...local} hoje={hoje} />
        {local.saida?.substituto && (
          <p>
            No lugar dele:{' '}
            <Link to={caminhoPrestador(local.saida.substituto.prestadorId)} className={LINK}>
              {local.saida.substituto.nome}
            </Link>
          </p>
        )}
        {horario && (
          <p>
            <span className="font-semibold">{local.prontoSocorro24h ? 'Demais serviços' : 'Horário'}:</span>{' '}
            {horario}
          </p>
        )}
        <EnderecoRede endereco={local.endereco} />
        <ContatosLocal nome={local.nome} telefones={local.telefones} endereco={local.endereco} />
        <AcessibilidadeLocal codigos={local.acessibilidade} />
        {local.servicos.length > 0 && (
          <p>
            <span className="font-semibold">Especialidades e serviços:</span>{' '}
            {local.servicos.map((s) => s.nome).join(', ')}.
          </p>
        )}
        <PlanosDoLocal local={local} meus={meus} />
        {local.agendamento && (
          <p>
            Unidade própria: agende consulta
            {local.agendamento.especialidades.length > 0 &&
              ` (${local.agendamento.especialidades.map((e) => e.nome).join(', ')})`}{' '}
            {autenticado ? (
              <Link to={routePath('novoAgendamento')} className={LINK}>
                em Novo Agendamento
              </Link>
            ) : (
              <Link to={routePath('login')} className={LINK}>
                entrando no portal
              </Link>
            )}
            .
          </p>
        )}
      </div>
      <MapaSobDemanda
        ponto={{
          nome: local.nome,
          endereco: linhaEndereco(local.endereco),
          cidade: local.endereco.cidade,
          uf: local.endereco.uf,
          mapaUrl: local.mapaUrl,
          latitude: local.endereco.latitude,
          longitude: local.endereco.longitude,
        }}
      />
    </article>
  );
}

/** `id` 0: the address named no provider (guia-medico-telas.tsx). */
export default function GuiaMedicoPrestadorPage({ id: prestadorId }: { id: number }) {
  const { authenticated } = useAuth();
  const consulta = usePrestadorRede(prestadorId);
  const meus = useMeusPlanosRede(authenticated);
  const hoje = formatIsoDate(operatorDate(new Date()));
  const naoEncontrado =
    !Number.isInteger(prestadorId) ||
    prestadorId <= 0 ||
    (consulta.error instanceof ApiError && consulta.error.status === 404);
  let conteudo;
  if (naoEncontrado) conteudo = <FriendlyMessage>Prestador não encontrado na rede.</FriendlyMessage>;
  else if (consulta.isError) conteudo = <UnexpectedErrorPanel onRetry={() => void consulta.refetch()} />;
  else if (!consulta.data) conteudo = <LoadingBlock />;
  else {
    const prestador = consulta.data;
    conteudo = (
      <article aria-labelledby="prestador-nome" className="flex flex-col gap-4">
        <header className="flex flex-col gap-1">
          <h2 id="prestador-nome" className="text-2xl font-bold">
            {prestador.nomeFantasia ?? prestador.nome}
          </h2>
          {prestador.nomeFantasia && prestador.nomeFantasia !== prestador.nome && <p>{prestador.nome}</p>}
          <Registro prestador={prestador} />
        </header>
        {prestador.qualidade.length > 0 && (
          <section aria-labelledby="prestador-qualidade" className="flex flex-col gap-2">
            <h3 id="prestador-qualidade" className="text-lg font-bold">
              Atributos de qualidade
            </h3>
            <QualidadeExplicada codigos={prestador.qualidade} />
          </section>
        )}
        <section aria-labelledby="prestador-locais" className="flex flex-col gap-3">
          <h3 id="prestador-locais" className="text-lg font-bold">
            {prestador.locais.length === 1 ? 'Local de atendimento' : 'Locais de atendimento'}
          </h3>
          {prestador.locais.map((local) => (
            <LocalDoPrestador
              key={local.localId}
              local={local}
              meus={meus.data?.planos ?? null}
              autenticado={authenticated}
              hoje={hoje}
            />
          ))}
        </section>
      </article>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <VoltarAoGuia atual="Prestador da rede" />
      {conteudo}
    </div>
  );
}
