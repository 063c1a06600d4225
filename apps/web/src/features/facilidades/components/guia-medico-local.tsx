// Guia Médico (issue 40): what the results, the provider's page and the network changes show of a location —
// its address in text, every phone a tap away (tel:), "Como chegar", the marks (24-hour emergency room, open
// now, telemedicine, leaving the network) and the ANS quality attributes, each with its plain explanation
// (ATRIBUTOS_QUALIDADE: a member should not need the letter codes of a printed guide).
import { Link } from 'react-router';
import { formatDate } from '@portal/domain';
import type { AtributoQualidade } from '@portal/domain/contract/facilidades/rede-codigos';
import {
  ACESSIBILIDADE_REDE,
  ATRIBUTOS_QUALIDADE,
  ROTULO_TIPO_LOCAL,
  type AcessibilidadeRede,
  type TipoLocalRede,
} from '@portal/domain/contract/facilidades/rede-codigos';
import type { ResultadoRede } from '@portal/domain/contract/facilidades/guia-medico';
import { displayPhone, telLink } from '../../../shared-domain/contact-links';
import { PlaceLinks } from '../../../shared-domain/place-links';
import { StatusBadge } from '../../../shared-domain/status-badge';
import { PRONTO_SOCORRO_24H } from './ponto-atendimento';
import { caminhoPrestador, type EstadoDoGuia } from './guia-medico-caminhos';

type Endereco = ResultadoRede['endereco'];
type Saida = NonNullable<ResultadoRede['saida']>;

const LINK = 'font-semibold text-link underline underline-offset-2';
const KM = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "850 m", "1,2 km", "12 km". */
export function formatDistancia(metros: number): string {
  if (metros < 1000) return `${Math.round(metros / 10) * 10} m`;
  return `${KM.format(metros >= 10_000 ? Math.round(metros / 1000) : metros / 1000)} km`;
}

export const rotuloTipoLocal = (tipo: TipoLocalRede): string => ROTULO_TIPO_LOCAL[tipo];

export const linhaEndereco = (e: Endereco): string =>
  `${e.logradouro}, ${e.numero}${e.complemento ? ` - ${e.complemento}` : ''}`;

export function EnderecoRede({ endereco }: { endereco: Endereco }) {
  return (
    <address className="not-italic">
      {linhaEndereco(endereco)}
      <br />
      {endereco.bairro}, {endereco.cidade} - {endereco.uf}, CEP{' '}
      {endereco.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}
    </address>
  );
}

/** Every phone as a tel: link (one tap calls on a phone), then "Abrir no mapa" and "Como chegar". */
export function ContatosLocal({
  nome,
  telefones,
  endereco,
}: {
  nome: string;
  telefones: readonly string[];
  endereco: Endereco;
}) {
  return (
    <div className="flex flex-col gap-1">
      {telefones.length > 0 && (
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {telefones.map((telefone) => (
            <a
              key={telefone}
              className={`${LINK} inline-flex min-h-11 items-center`}
              href={telLink(telefone)}
            >
              <span className="sr-only">Ligar para {nome}: </span>
              {displayPhone(telefone)}
            </a>
          ))}
        </p>
      )}
      <PlaceLinks
        place={{ nome, telefone: null, latitude: endereco.latitude, longitude: endereco.longitude }}
        openMap
      />
    </div>
  );
}

export const frasesSaida = (saida: Saida, hoje: string) =>
  saida.dataSaida <= hoje
    ? `Saiu da rede em ${formatDate(saida.dataSaida)}`
    : `Deixa a rede em ${formatDate(saida.dataSaida)}`;

/** The location's marks; the colour only repeats the text. */
export function SelosLocal({
  prontoSocorro24h,
  telemedicina,
  abertoAgora,
  saida,
  hoje,
}: {
  prontoSocorro24h: boolean;
  telemedicina: boolean;
  abertoAgora: boolean | null;
  saida: Saida | null;
  hoje: string;
}) {
  if (!prontoSocorro24h && !telemedicina && abertoAgora === null && !saida) return null;
  return (
    <p className="flex flex-wrap items-center gap-2">
      {saida && <StatusBadge status="PENDENTE" label={frasesSaida(saida, hoje)} />}
      {prontoSocorro24h && <StatusBadge status="NEUTRO" label={PRONTO_SOCORRO_24H} tone="danger" />}
      {abertoAgora !== null && (
        <StatusBadge
          status={abertoAgora ? 'DISPONIVEL' : 'FECHADO'}
          label={abertoAgora ? 'Aberto agora' : 'Fechado agora'}
        />
      )}
      {telemedicina && <StatusBadge status="NEUTRO" label="Atende por telemedicina" tone="info" />}
    </p>
  );
}

/** The quality attributes, each with what it means (RN 510/2022), as a description list. */
export function QualidadeExplicada({ codigos }: { codigos: readonly AtributoQualidade[] }) {
  if (codigos.length === 0) return null;
  return (
    <dl className="flex flex-col gap-2">
      {codigos.map((codigo) => (
        <div key={codigo} className="rounded-md border border-line bg-surface-muted px-3 py-2">
          <dt className="font-semibold">{ATRIBUTOS_QUALIDADE[codigo].titulo}</dt>
          <dd className="text-sm">{ATRIBUTOS_QUALIDADE[codigo].explicacao}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AcessibilidadeLocal({ codigos }: { codigos: readonly AcessibilidadeRede[] }) {
  if (codigos.length === 0) return null;
  return (
    <p>
      <span className="font-semibold">Acessibilidade:</span>{' '}
      {codigos.map((codigo) => ACESSIBILIDADE_REDE[codigo]).join('; ')}.
    </p>
  );
}

/** One location found by the search, with its number on the page (the map's marker shows the same). */
export function ResultadoRedeItem({
  item,
  numero,
  hoje,
  busca,
}: {
  item: ResultadoRede;
  numero: number;
  hoje: string;
  /** The search's address (`?produto=…`), for the provider page's way back. */
  busca: string;
}) {
  const headingId = `local-${item.localId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4 shadow-sm contraste:border-2"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <div className="flex items-baseline gap-2">
          {/* The number of the location's marker on the map (the list's own order for a screen reader). */}
          <span
            aria-hidden="true"
            className="inline-flex size-7 shrink-0 items-center justify-center self-center rounded-full bg-primary text-sm font-bold text-on-primary"
          >
            {numero}
          </span>
          <h3 id={headingId} className="text-lg font-bold">
            <Link
              to={caminhoPrestador(item.prestadorId)}
              state={{ buscaGuia: busca } satisfies EstadoDoGuia}
              className="text-link underline"
            >
              {item.nome}
            </Link>
          </h3>
        </div>
        {item.distanciaMetros !== null && (
          <p className="font-semibold">
            {formatDistancia(item.distanciaMetros)}
            <span className="sr-only"> de distância</span>
          </p>
        )}
      </div>
      <p className="text-ink-muted">
        {rotuloTipoLocal(item.tipo)}
        {item.prestadorNome !== item.nome && ` · ${item.prestadorNome}`}
      </p>
      {item.servicos.length > 0 && <p>{item.servicos.map((s) => s.nome).join(', ')}</p>}
      <SelosLocal {...item} hoje={hoje} />
      <EnderecoRede endereco={item.endereco} />
      <ContatosLocal nome={item.nome} telefones={item.telefones} endereco={item.endereco} />
      {item.qualidade.length > 0 && (
        <details className="group">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-link">
            Atributos de qualidade ({item.qualidade.map((q) => ATRIBUTOS_QUALIDADE[q].titulo).join(', ')})
          </summary>
          <QualidadeExplicada codigos={item.qualidade} />
        </details>
      )}
    </article>
  );
}
