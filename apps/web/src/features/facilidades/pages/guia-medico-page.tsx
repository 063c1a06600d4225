// Guia Médico (issue 40, decision 0046 "Telas"): the operator's network, searched inside the portal. A visitor
// picks the plan (product); a signed-in member searches their own plans' network, one per card (medical and
// dental), whichever beneficiary of the family is selected. What: one field with the catalogue's suggestions;
// where: a CEP, a city and neighbourhood, or "Perto de mim" (the browser's location, asked only when pressed);
// filters; the results as a list first (phone-first), paged, each with its distance, address, phones to call
// with one tap and "Como chegar", numbered as the markers of the page's map ("Ver no mapa": Leaflet, on demand,
// the list standing alone when the tiles cannot load); each provider's page holds its locations' maps (on
// demand, as the service points do: the list never depends on a map loading). The search lives in the address (?produto=…&termo=…):
// going back to the results, or sharing them, shows the same page of the same search.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatIsoDate, operatorDate } from '@portal/domain';
import type { BuscaRedeQuery, ProdutoRede } from '@portal/domain/contract/facilidades/guia-medico';
import {
  ACESSIBILIDADE_REDE,
  ACESSIBILIDADE_REDE_CODIGOS,
  ATRIBUTOS_QUALIDADE,
  ATRIBUTOS_QUALIDADE_CODIGOS,
  ROTULO_TIPO_LOCAL,
  TIPOS_LOCAL_REDE,
} from '@portal/domain/contract/facilidades/rede-codigos';
import { ESTADOS } from '@portal/domain/contract/meus-dados/endereco';
import { useAuth } from '../../../platform/session/auth-store';
import { ApiError } from '../../../platform/api/api-client';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { Disclosure } from '../../../ui/disclosure';
import { INPUT_CLASSES } from '../../../ui/form/field';
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useBuscaRede, useMeusPlanosRede, useProdutosRede } from '../api/guia-medico';
import { ResultadoRedeItem } from '../components/guia-medico-local';
import { MapaDosResultados } from '../components/guia-medico-mapa';
import { TermoComSugestoes } from '../components/guia-medico-termo';
import { caminhoAlteracoes } from '../components/guia-medico-caminhos';

/** The search's parameters, in the address as the contract names them. */
const PARAMETROS = [
  'produto',
  'termo',
  'servico',
  'cep',
  'latitude',
  'longitude',
  'uf',
  'cidade',
  'bairro',
  'tipo',
  'prontoSocorro24h',
  'abertoAgora',
  'telemedicina',
  'acessibilidade',
  'qualidade',
  'pagina',
] as const;
type Parametro = (typeof PARAMETROS)[number];

export const GUIA_TEXTS = {
  semResultados:
    'Nenhum local da rede encontrado. Tente outro nome, tire algum filtro ou busque em outra região.',
  localizacaoNegada:
    'Você não permitiu o uso da sua localização. Informe um CEP ou a cidade para buscar perto de um lugar.',
  localizacaoFalhou: 'Não conseguimos obter sua localização agora. Informe um CEP ou a cidade.',
  semLocalizacao: 'Este navegador não informa a localização. Informe um CEP ou a cidade.',
  cepInvalido: 'Informe o CEP com 8 números.',
  cidadeCurta: 'Informe o nome da cidade.',
  escolhaPlano: 'Escolha o plano para buscar na rede dele.',
} as const;

const SEGMENTO = { MEDICO: 'médico', ODONTOLOGICO: 'odontológico' } as const;
const rotuloPlano = (p: ProdutoRede) => `${p.nome} (${SEGMENTO[p.segmento]})`;

export function buscaDoEndereco(params: URLSearchParams): BuscaRedeQuery | null {
  if (!params.get('produto')) return null;
  const busca: Partial<Record<Parametro, string>> = {};
  for (const nome of PARAMETROS) {
    const valor = params.get(nome);
    if (valor) busca[nome] = valor;
  }
  return busca as BuscaRedeQuery;
}

type Onde = 'cep' | 'cidade' | 'perto';

interface Formulario {
  termo: string;
  servico: string;
  onde: Onde;
  cep: string;
  uf: string;
  cidade: string;
  bairro: string;
  latitude: string;
  longitude: string;
  tipo: string;
  prontoSocorro24h: boolean;
  abertoAgora: boolean;
  telemedicina: boolean;
  acessibilidade: string[];
  qualidade: string[];
}

export function formularioDoEndereco(params: URLSearchParams): Formulario {
  const lista = (nome: Parametro) => (params.get(nome) ?? '').split(',').filter(Boolean);
  return {
    termo: params.get('termo') ?? '',
    servico: params.get('servico') ?? '',
    onde: params.get('latitude') ? 'perto' : params.get('cidade') ? 'cidade' : 'cep',
    cep: (params.get('cep') ?? '').replace(/^(\d{5})(\d{3})$/, '$1-$2'),
    uf: params.get('uf') ?? 'SP',
    cidade: params.get('cidade') ?? '',
    bairro: params.get('bairro') ?? '',
    latitude: params.get('latitude') ?? '',
    longitude: params.get('longitude') ?? '',
    tipo: params.get('tipo') ?? '',
    prontoSocorro24h: params.get('prontoSocorro24h') === 'true',
    abertoAgora: params.get('abertoAgora') === 'true',
    telemedicina: params.get('telemedicina') === 'true',
    acessibilidade: lista('acessibilidade'),
    qualidade: lista('qualidade'),
  };
}

export function enderecoDoFormulario(produto: string, f: Formulario): URLSearchParams {
  const params = new URLSearchParams({ produto });
  const por = (nome: Parametro, valor: string | boolean) => {
    if (valor === true) params.set(nome, 'true');
    else if (typeof valor === 'string' && valor.trim() !== '') params.set(nome, valor.trim());
  };
  por('termo', f.termo);
  por('servico', f.servico);
  if (f.onde === 'cep') por('cep', f.cep.replace(/\D/g, ''));
  if (f.onde === 'cidade' && f.cidade.trim()) {
    por('uf', f.uf);
    por('cidade', f.cidade);
    por('bairro', f.bairro);
  }
  if (f.onde === 'perto') {
    por('latitude', f.latitude);
    por('longitude', f.longitude);
  }
  por('tipo', f.tipo);
  por('prontoSocorro24h', f.prontoSocorro24h);
  por('abertoAgora', f.abertoAgora);
  por('telemedicina', f.telemedicina);
  por('acessibilidade', f.acessibilidade.join(','));
  por('qualidade', f.qualidade.join(','));
  return params;
}

/** What is wrong with the form before asking the server, keyed by field. */
export function errosDoFormulario(f: Formulario): Partial<Record<'cep' | 'cidade', string>> {
  const cep = f.cep.replace(/\D/g, '');
  if (f.onde === 'cep' && cep !== '' && cep.length !== 8) return { cep: GUIA_TEXTS.cepInvalido };
  if (f.onde === 'cidade' && f.cidade.trim().length === 1) return { cidade: GUIA_TEXTS.cidadeCurta };
  return {};
}

const CAMPO = cn(INPUT_CLASSES, 'border-line-strong');
const CHECK = 'flex min-h-11 cursor-pointer items-center gap-3';
const CAIXA = 'size-5 shrink-0 accent-primary';

/** The plan to search in: the visitor's choice, or one of the member's own plans. */
function EscolhaPlano({
  autenticado,
  produto,
  onProduto,
  erro,
}: {
  autenticado: boolean;
  produto: string;
  onProduto: (produto: string) => void;
  erro: string | null;
}) {
  const id = useId();
  const produtos = useProdutosRede(!autenticado);
  const meus = useMeusPlanosRede(autenticado);
  if (autenticado) {
    const planos = meus.data?.planos ?? [];
    return (
      // Two rows kept from the first paint (a member's medical and dental plans): nothing below moves.
      <fieldset className="flex min-h-[7.5rem] flex-col gap-1">
        <legend className="font-semibold">Buscar na rede do seu plano</legend>
        {meus.isError && <p role="alert">Não foi possível carregar seus planos agora.</p>}
        {meus.isPending && <p className="min-h-11 py-2 text-ink-muted">Carregando seus planos…</p>}
        {meus.data && planos.length === 0 && <p>Nenhum plano seu tem rede no Guia Médico.</p>}
        {planos.map((plano) => (
          <label key={plano.codigoPlano} className={CHECK}>
            <input
              type="radio"
              name={`${id}-plano`}
              value={plano.registroAns}
              checked={produto === plano.registroAns}
              onChange={() => onProduto(plano.registroAns)}
              className={CAIXA}
            />
            {rotuloPlano(plano)}
          </label>
        ))}
      </fieldset>
    );
  }
  const erroId = `${id}-erro`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        Plano
      </label>
      <select
        id={id}
        value={produto}
        onChange={(event) => onProduto(event.target.value)}
        aria-invalid={erro ? true : undefined}
        aria-describedby={erro ? erroId : undefined}
        className={cn(CAMPO, erro && 'border-danger')}
      >
        <option value="">{produtos.isPending ? 'Carregando planos…' : 'Escolha o plano'}</option>
        {(produtos.data?.produtos ?? []).map((p) => (
          <option key={p.registroAns} value={p.registroAns}>
            {rotuloPlano(p)}
          </option>
        ))}
      </select>
      {produtos.isError && <p role="alert">Não foi possível carregar os planos agora.</p>}
      {erro && (
        <p id={erroId} className="text-sm font-semibold text-danger">
          {erro}
        </p>
      )}
    </div>
  );
}

function Marcas({
  legenda,
  codigos,
  rotulo,
  marcados,
  onMarcados,
}: {
  legenda: string;
  codigos: readonly string[];
  rotulo: (codigo: string) => string;
  marcados: string[];
  onMarcados: (marcados: string[]) => void;
}) {
  return (
    <fieldset className="flex flex-col">
      <legend className="mb-1 font-semibold">{legenda}</legend>
      {codigos.map((codigo) => (
        <label key={codigo} className={CHECK}>
          <input
            type="checkbox"
            className={CAIXA}
            checked={marcados.includes(codigo)}
            onChange={(event) =>
              onMarcados(event.target.checked ? [...marcados, codigo] : marcados.filter((c) => c !== codigo))
            }
          />
          {rotulo(codigo)}
        </label>
      ))}
    </fieldset>
  );
}

export default function GuiaMedicoPage() {
  const { authenticated } = useAuth();
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<Formulario>(() => formularioDoEndereco(params));
  const [produtoEscolhido, setProdutoEscolhido] = useState(params.get('produto') ?? '');
  const meus = useMeusPlanosRede(authenticated);
  const planos = meus.data?.planos;
  const doMembro = (registroAns: string | null) =>
    planos?.some((p) => p.registroAns === registroAns) ?? false;
  // Signed in, the search is in one of the member's own plans: the first when the address names none of them.
  const produto =
    authenticated && !doMembro(produtoEscolhido) ? (planos?.[0]?.registroAns ?? '') : produtoEscolhido;
  const produtoNoEndereco = params.get('produto');
  // Signed in, a search in another product waits for the member's plans (then follows their own).
  const busca = authenticated && !doMembro(produtoNoEndereco) ? null : buscaDoEndereco(params);
  useEffect(() => {
    if (!authenticated || !planos || !produtoNoEndereco || doMembro(produtoNoEndereco) || !produto) return;
    const seguinte = new URLSearchParams(params);
    seguinte.set('produto', produto);
    setParams(seguinte, { replace: true });
  });
  const [erroPlano, setErroPlano] = useState<string | null>(null);
  const [avisoLocal, setAvisoLocal] = useState<string | null>(null);
  const [erros, setErros] = useState<ReturnType<typeof errosDoFormulario>>({});
  const [localizando, setLocalizando] = useState(false);
  const ids = useId();
  const muda = <K extends keyof Formulario>(campo: K, valor: Formulario[K]) =>
    setForm((atual) => ({ ...atual, [campo]: valor }));

  const buscar = (f: Formulario) => {
    const encontrados = errosDoFormulario(f);
    setErros(encontrados);
    if (!produto) {
      setErroPlano(GUIA_TEXTS.escolhaPlano);
      return;
    }
    setErroPlano(null);
    if (Object.keys(encontrados).length > 0) return;
    setParams(enderecoDoFormulario(produto, f));
  };
  const enviar = (event: FormEvent) => {
    event.preventDefault();
    buscar(form);
  };

  const pertoDeMim = () => {
    setAvisoLocal(null);
    if (!('geolocation' in navigator)) {
      setAvisoLocal(GUIA_TEXTS.semLocalizacao);
      return;
    }
    setLocalizando(true);
    navigator.geolocation.getCurrentPosition(
      (posicao) => {
        setLocalizando(false);
        const novo: Formulario = {
          ...form,
          onde: 'perto',
          latitude: posicao.coords.latitude.toFixed(5),
          longitude: posicao.coords.longitude.toFixed(5),
        };
        setForm(novo);
        buscar(novo);
      },
      (erro) => {
        setLocalizando(false);
        setAvisoLocal(
          erro.code === erro.PERMISSION_DENIED ? GUIA_TEXTS.localizacaoNegada : GUIA_TEXTS.localizacaoFalhou,
        );
      },
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  const trocarPlano = (novo: string) => {
    setProdutoEscolhido(novo);
    setErroPlano(null);
    // A search on screen follows the plan at once.
    if (busca) {
      const seguinte = new URLSearchParams(params);
      seguinte.set('produto', novo);
      seguinte.delete('pagina');
      setParams(seguinte);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <p>
        Médicos, clínicas, laboratórios e hospitais da rede{' '}
        {authenticated ? 'dos seus planos' : 'de cada plano'}. Busque pela especialidade, pelo serviço ou pelo
        nome, perto de um CEP, numa cidade ou perto de você.{' '}
        <Link to={caminhoAlteracoes()} className="font-semibold text-link underline">
          Locais que estão saindo da rede
        </Link>
      </p>
      <form
        onSubmit={enviar}
        noValidate
        aria-label="Buscar na rede"
        className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-sm contraste:border-2 sm:p-6"
      >
        <EscolhaPlano
          autenticado={authenticated}
          produto={produto}
          onProduto={trocarPlano}
          erro={erroPlano}
        />
        <TermoComSugestoes
          termo={form.termo}
          onTermo={(termo) => setForm((atual) => ({ ...atual, termo, servico: '' }))}
          onServico={(servico) =>
            setForm((atual) => ({ ...atual, termo: servico.nome, servico: servico.codigo }))
          }
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold">Onde</legend>
          <div className="flex flex-wrap gap-x-6">
            {(
              [
                ['cep', 'Perto de um CEP'],
                ['cidade', 'Numa cidade'],
              ] as const
            ).map(([valor, rotulo]) => (
              <label key={valor} className={CHECK}>
                <input
                  type="radio"
                  name={`${ids}-onde`}
                  className={CAIXA}
                  checked={form.onde === valor}
                  onChange={() => muda('onde', valor)}
                />
                {rotulo}
              </label>
            ))}
          </div>
          {form.onde === 'cep' && (
            <div className="flex flex-col gap-1 sm:max-w-xs">
              <label htmlFor={`${ids}-cep`} className="font-semibold">
                CEP <span className="font-normal text-ink-muted">(opcional)</span>
              </label>
              <input
                id={`${ids}-cep`}
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={9}
                value={form.cep}
                onChange={(event) => muda('cep', event.target.value)}
                aria-invalid={erros.cep ? true : undefined}
                aria-describedby={erros.cep ? `${ids}-cep-erro` : undefined}
                className={cn(CAMPO, erros.cep && 'border-danger')}
              />
              {erros.cep && (
                <p id={`${ids}-cep-erro`} className="text-sm font-semibold text-danger">
                  {erros.cep}
                </p>
              )}
            </div>
          )}
          {form.onde === 'cidade' && (
            <div className="grid gap-3 sm:grid-cols-[6rem_1fr_1fr]">
              <div className="flex flex-col gap-1">
                <label htmlFor={`${ids}-uf`} className="font-semibold">
                  Estado
                </label>
                <select
                  id={`${ids}-uf`}
                  value={form.uf}
                  onChange={(event) => muda('uf', event.target.value)}
                  className={CAMPO}
                >
                  {ESTADOS.map((e) => (
                    <option key={e.sigla} value={e.sigla}>
                      {e.sigla}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${ids}-cidade`} className="font-semibold">
                  Cidade
                </label>
                <input
                  id={`${ids}-cidade`}
                  type="text"
                  autoComplete="address-level2"
                  maxLength={80}
                  value={form.cidade}
                  onChange={(event) => muda('cidade', event.target.value)}
                  aria-invalid={erros.cidade ? true : undefined}
                  aria-describedby={erros.cidade ? `${ids}-cidade-erro` : undefined}
                  className={cn(CAMPO, erros.cidade && 'border-danger')}
                />
                {erros.cidade && (
                  <p id={`${ids}-cidade-erro`} className="text-sm font-semibold text-danger">
                    {erros.cidade}
                  </p>
                )}
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${ids}-bairro`} className="font-semibold">
                  Bairro <span className="font-normal text-ink-muted">(opcional)</span>
                </label>
                <input
                  id={`${ids}-bairro`}
                  type="text"
                  maxLength={80}
                  value={form.bairro}
                  onChange={(event) => muda('bairro', event.target.value)}
                  className={CAMPO}
                />
              </div>
            </div>
          )}
          {form.onde === 'perto' && (
            <p className="flex min-h-11 flex-wrap items-center gap-x-3">
              <span className="font-semibold">Perto de você</span> (pela localização do seu aparelho)
              <Button variant="link" onClick={() => muda('onde', 'cep')}>
                Buscar por CEP
              </Button>
            </p>
          )}
          <div className="flex flex-col items-start gap-1">
            <Button variant="secondary" onClick={pertoDeMim} loading={localizando}>
              Perto de mim
            </Button>
            <p className="text-sm text-ink-muted">Pede a sua localização ao navegador só agora.</p>
            {avisoLocal && (
              <p role="alert" className="font-semibold text-danger">
                {avisoLocal}
              </p>
            )}
          </div>
        </fieldset>
        <Disclosure title="Filtros" headingLevel={2} renderWhenOpened>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <fieldset className="flex flex-col">
              <legend className="mb-1 font-semibold">Atendimento</legend>
              <label className={CHECK}>
                <input
                  type="checkbox"
                  className={CAIXA}
                  checked={form.prontoSocorro24h}
                  onChange={(event) => muda('prontoSocorro24h', event.target.checked)}
                />
                Pronto-socorro 24 horas
              </label>
              <label className={CHECK}>
                <input
                  type="checkbox"
                  className={CAIXA}
                  checked={form.abertoAgora}
                  onChange={(event) => muda('abertoAgora', event.target.checked)}
                />
                Aberto agora
              </label>
              <label className={CHECK}>
                <input
                  type="checkbox"
                  className={CAIXA}
                  checked={form.telemedicina}
                  onChange={(event) => muda('telemedicina', event.target.checked)}
                />
                Atende por telemedicina
              </label>
              <label htmlFor={`${ids}-tipo`} className="mt-2 font-semibold">
                Tipo de local
              </label>
              <select
                id={`${ids}-tipo`}
                value={form.tipo}
                onChange={(event) => muda('tipo', event.target.value)}
                className={CAMPO}
              >
                <option value="">Todos</option>
                {TIPOS_LOCAL_REDE.map((tipo) => (
                  <option key={tipo} value={tipo}>
                    {ROTULO_TIPO_LOCAL[tipo]}
                  </option>
                ))}
              </select>
            </fieldset>
            <Marcas
              legenda="Acessibilidade"
              codigos={ACESSIBILIDADE_REDE_CODIGOS}
              rotulo={(c) => ACESSIBILIDADE_REDE[c as keyof typeof ACESSIBILIDADE_REDE]}
              marcados={form.acessibilidade}
              onMarcados={(v) => muda('acessibilidade', v)}
            />
            <Marcas
              legenda="Atributos de qualidade"
              codigos={ATRIBUTOS_QUALIDADE_CODIGOS}
              rotulo={(c) => ATRIBUTOS_QUALIDADE[c as keyof typeof ATRIBUTOS_QUALIDADE].titulo}
              marcados={form.qualidade}
              onMarcados={(v) => muda('qualidade', v)}
            />
          </div>
        </Disclosure>
        <Button type="submit" className="self-start">
          Buscar
        </Button>
      </form>
      {busca && <Resultados busca={busca} params={params} onPagina={setParams} />}
    </div>
  );
}

function Resultados({
  busca,
  params,
  onPagina,
}: {
  busca: BuscaRedeQuery;
  params: URLSearchParams;
  onPagina: (params: URLSearchParams) => void;
}) {
  const resposta = useBuscaRede(busca);
  const titulo = useRef<HTMLHeadingElement>(null);
  const hoje = formatIsoDate(operatorDate(new Date()));
  const dados = resposta.data;
  // A new search or page: the reader and the keyboard continue from the results' heading.
  useEffect(() => {
    if (dados) titulo.current?.focus();
  }, [dados]);
  // A marker chosen on the map: the location's link in the list takes the focus (and the screen).
  const irParaLocal = useCallback((localId: number) => {
    const link = document.querySelector<HTMLAnchorElement>(`#local-${localId} a`);
    link?.scrollIntoView({ block: 'center' });
    link?.focus({ preventScroll: true });
  }, []);
  const irPara = (pagina: number) => {
    const seguinte = new URLSearchParams(params);
    if (pagina > 1) seguinte.set('pagina', String(pagina));
    else seguinte.delete('pagina');
    onPagina(seguinte);
  };
  return (
    <section aria-labelledby="guia-resultados" className="flex flex-col gap-4">
      <h2 id="guia-resultados" ref={titulo} tabIndex={-1} className="text-2xl font-bold outline-none">
        Resultados
        {dados && dados.pagina > 1 && <span className="text-lg font-normal"> (página {dados.pagina})</span>}
      </h2>
      {resposta.isError ? (
        resposta.error instanceof ApiError && resposta.error.status >= 400 && resposta.error.status < 500 ? (
          <p
            role="alert"
            className="rounded-md border-2 border-danger bg-danger-soft px-4 py-3 font-semibold"
          >
            {resposta.error.message}
          </p>
        ) : (
          <UnexpectedErrorPanel onRetry={() => void resposta.refetch()} />
        )
      ) : !dados ? (
        <LoadingBlock />
      ) : (
        <>
          {(dados.servicosEntendidos.length > 0 || dados.origem) && (
            <p role="status">
              {dados.servicosEntendidos.length > 0 && (
                <>
                  Mostrando resultados de{' '}
                  <strong>{dados.servicosEntendidos.map((s) => s.nome).join(', ')}</strong>.{' '}
                </>
              )}
              {dados.origem && <>Distâncias a partir de {dados.origem.descricao}.</>}
            </p>
          )}
          {dados.itens.length === 0 ? (
            <FriendlyMessage>{GUIA_TEXTS.semResultados}</FriendlyMessage>
          ) : (
            <>
              <MapaDosResultados key={dados.pagina} itens={dados.itens} onLocal={irParaLocal} />
              <ol className="flex flex-col gap-3" aria-label="Locais encontrados">
                {dados.itens.map((item, i) => (
                  <li key={item.localId}>
                    <ResultadoRedeItem
                      item={item}
                      numero={i + 1}
                      hoje={hoje}
                      busca={`?${params.toString()}`}
                    />
                  </li>
                ))}
              </ol>
            </>
          )}
          {(dados.pagina > 1 || dados.temMais) && (
            <nav aria-label="Páginas dos resultados" className="flex flex-wrap gap-3">
              {dados.pagina > 1 && (
                <Button variant="secondary" onClick={() => irPara(dados.pagina - 1)}>
                  Resultados anteriores
                </Button>
              )}
              {dados.temMais && (
                <Button variant="secondary" onClick={() => irPara(dados.pagina + 1)}>
                  Mais resultados
                </Button>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
