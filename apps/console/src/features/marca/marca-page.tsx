// Marca (issue 38, "Brand"; role parâmetros): the operator's names, the palette of both member themes, the
// logo and the favicon — edited as a draft, checked for contrast as it is typed (the domain's rule, the same
// the server applies when publishing), seen on the member portal itself before publishing, then published.
// The preview frames the member home (signed out: its sign-in screen; signed in in this browser: that member's
// home) with a 10-minute token that only shows the draft's look, in both themes, at 360 px and at desktop width.
import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routePath } from '@portal/domain/access/routes';
import { consoleMarcaCalls } from '@portal/domain/contract/calls/console/marca';
import {
  CONSOLE_CSRF_COOKIE,
  CONSOLE_CSRF_HEADER,
  CONSOLE_PREFIX,
} from '@portal/domain/contract/console/acesso';
import type { MarcaConsole } from '@portal/domain/contract/console/marca';
import { CAMINHO_FAVICON_MARCA, CAMINHO_LOGO_MARCA } from '@portal/domain/contract/shell/marca';
import {
  COR_HEX,
  formatarRazao,
  paresContraste,
  type CoresTema,
  type PaletaMarca,
  type Tema,
} from '@portal/domain/validation/paleta-marca';
import { ErroConsole, chamar, chaveDe, consulta, lerCookie } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';

const CORES: { chave: keyof CoresTema; rotulo: string }[] = [
  { chave: 'primaria', rotulo: 'Cor primária (botões e links)' },
  { chave: 'textoSobrePrimaria', rotulo: 'Texto sobre a cor primária' },
  { chave: 'cabecalho', rotulo: 'Cor do cabeçalho' },
  { chave: 'textoSobreCabecalho', rotulo: 'Texto e logotipo sobre o cabeçalho' },
];
const TEMAS: { tema: Tema; titulo: string }[] = [
  { tema: 'normal', titulo: 'Tema normal' },
  { tema: 'altoContraste', titulo: 'Tema de alto contraste' },
];

/** An image upload: multipart with the console's CSRF header (the JSON client sends JSON only). */
async function enviarImagem(uso: 'logo' | 'favicon', arquivo: File): Promise<MarcaConsole> {
  const call = uso === 'logo' ? consoleMarcaCalls.enviarLogo : consoleMarcaCalls.enviarFavicon;
  const enviar = () => {
    const corpo = new FormData();
    corpo.append('arquivo', arquivo);
    const csrf = lerCookie(CONSOLE_CSRF_COOKIE);
    return fetch(`${CONSOLE_PREFIX}${call.path}`, {
      method: 'POST',
      body: corpo,
      credentials: 'same-origin',
      headers: csrf ? { [CONSOLE_CSRF_HEADER]: csrf } : {},
    });
  };
  const antes = lerCookie(CONSOLE_CSRF_COOKIE);
  let resposta = await enviar().catch(() => null);
  if (resposta?.status === 403 && lerCookie(CONSOLE_CSRF_COOKIE) !== antes)
    resposta = await enviar().catch(() => null);
  if (!resposta) throw new ErroConsole(0, null);
  const corpo: unknown = await resposta.json().catch(() => null);
  if (!resposta.ok) throw new ErroConsole(resposta.status, corpo as { mensagem?: string } | null);
  return corpo as MarcaConsole;
}

function CampoCor({
  id,
  rotulo,
  valor,
  onChange,
}: {
  id: string;
  rotulo: string;
  valor: string;
  onChange: (valor: string) => void;
}) {
  const valida = COR_HEX.test(valor);
  return (
    <div className="flex items-end gap-2">
      <Campo
        id={id}
        rotulo={rotulo}
        value={valor}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value.trim())}
        erro={valida ? undefined : 'Use o formato #rrggbb.'}
        className="grow"
      />
      <input
        type="color"
        aria-label={`${rotulo}: escolher no seletor de cores`}
        value={valida ? valor : '#000000'}
        onChange={(e) => onChange(e.target.value)}
        className="mb-0.5 h-11 w-14 shrink-0 cursor-pointer rounded border border-line-strong bg-surface"
      />
    </div>
  );
}

/** The pairs of one theme with their ratios, as the palette stands in the form. */
function ResultadoContraste({ paleta }: { paleta: PaletaMarca }) {
  const pares = paresContraste(paleta);
  const falhas = pares.filter((par) => par.razao < par.minimo).length;
  return (
    <section aria-labelledby="marca-contraste" className="flex flex-col gap-2">
      <h2 id="marca-contraste" className="text-xl font-bold">
        Contraste
      </h2>
      <p role="status" className="font-semibold">
        {falhas === 0
          ? 'Todos os pares atingem o contraste mínimo nos dois temas.'
          : `${falhas} ${falhas === 1 ? 'par não atinge' : 'pares não atingem'} o contraste mínimo: a marca não pode ser publicada assim.`}
      </p>
      {TEMAS.map(({ tema, titulo }) => (
        <div key={tema}>
          <h3 className="font-semibold">{titulo}</h3>
          <ul className="flex flex-col gap-1">
            {pares
              .filter((par) => par.tema === tema)
              .map((par) => {
                const ok = par.razao >= par.minimo;
                return (
                  <li key={par.descricao} className={ok ? 'text-ink' : 'font-semibold text-danger'}>
                    <span
                      aria-hidden="true"
                      className="mr-2 inline-block size-4 rounded-sm border border-line-strong align-middle"
                      style={{ background: par.fundo }}
                    />
                    {ok ? 'Passa' : 'Não passa'} — {par.descricao}: {formatarRazao(par.razao)} (mínimo{' '}
                    {formatarRazao(par.minimo)})
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}

const VISTAS = [
  { tema: 'normal', largura: 360, titulo: 'Tema normal, celular (360 px)' },
  { tema: 'altoContraste', largura: 360, titulo: 'Alto contraste, celular (360 px)' },
  { tema: 'normal', largura: 1280, titulo: 'Tema normal, computador (1280 px)' },
  { tema: 'altoContraste', largura: 1280, titulo: 'Alto contraste, computador (1280 px)' },
] as const;
const ALTURA = 640;
const ESCALA_DESKTOP = 0.5;

/**
 * The member home with the draft, framed in each theme and width (same origin: the theme is set inside). Each
 * frame is drawn at its true width and scaled to fit: the desktop ones to half, and all of them to the screen's
 * width on a phone, so the console itself never scrolls sideways.
 */
function Previa({ url }: { url: string }) {
  const disponivel = Math.max(240, window.innerWidth - 64);
  return (
    <div className="flex flex-wrap gap-4">
      {VISTAS.map(({ tema, largura, titulo }) => {
        const escala = Math.min(largura > 360 ? ESCALA_DESKTOP : 1, disponivel / largura);
        return (
          <figure key={titulo} className="flex flex-col gap-1">
            <figcaption className="font-semibold">{titulo}</figcaption>
            <div
              className="overflow-hidden rounded border border-line-strong"
              style={{ width: Math.floor(largura * escala), height: Math.floor(ALTURA * escala) }}
            >
              <iframe
                title={`Pré-visualização: ${titulo}`}
                src={url}
                width={largura}
                height={ALTURA}
                style={{ transform: `scale(${escala})`, transformOrigin: '0 0', border: 0 }}
                onLoad={(evento) => {
                  const raiz = evento.currentTarget.contentDocument?.documentElement;
                  if (raiz && tema === 'altoContraste') raiz.dataset.contraste = 'alto';
                }}
              />
            </div>
          </figure>
        );
      })}
    </div>
  );
}

export default function MarcaPage() {
  const marca = useQuery(consulta(consoleMarcaCalls.ler));
  if (marca.isError) return <Alerta tipo="erro">{marca.error.message}</Alerta>;
  if (!marca.data) return <Carregando />;
  // The form starts from the first answer and keeps what is typed; later answers bring the revision.
  return <FormularioMarca inicial={marca.data.rascunho} dados={marca.data} />;
}

function FormularioMarca({ inicial, dados }: { inicial: MarcaConsole['rascunho']; dados: MarcaConsole }) {
  const cliente = useQueryClient();
  const [nome, setNome] = useState(inicial.nome);
  const [nomeAbreviado, setNomeAbreviado] = useState(inicial.nomeAbreviado);
  const [paleta, setPaleta] = useState<PaletaMarca>(inicial.paleta);
  const [falhasPublicacao, setFalhasPublicacao] = useState<string[]>([]);
  const [aviso, setAviso] = useState<string | null>(null);
  const [previa, setPrevia] = useState<string | null>(null);

  const atualizar = (novo: MarcaConsole) => cliente.setQueryData(chaveDe(consoleMarcaCalls.ler), novo);
  const corpo = () => ({ nome, nomeAbreviado, paleta, revisao: dados.rascunho.revisao });

  const salvar = useMutation({
    mutationFn: (remover?: 'logo' | 'favicon') =>
      chamar(consoleMarcaCalls.salvar, {
        body: {
          ...corpo(),
          ...(remover === 'logo' ? { semLogo: true } : {}),
          ...(remover === 'favicon' ? { semFavicon: true } : {}),
        },
      }),
    onSuccess: (novo, remover) => {
      atualizar(novo);
      setAviso(
        remover
          ? `${remover === 'logo' ? 'Logotipo' : 'Ícone'} retirado do rascunho: o portal usará o seu próprio quando a marca for publicada.`
          : 'Rascunho salvo. O portal continua com a marca publicada.',
      );
    },
  });
  const publicar = useMutation({
    mutationFn: async () => {
      const salvo = await chamar(consoleMarcaCalls.salvar, { body: corpo() });
      atualizar(salvo);
      return chamar(consoleMarcaCalls.publicar, { body: { revisao: salvo.rascunho.revisao } });
    },
    onMutate: () => setFalhasPublicacao([]),
    onSuccess: (novo) => {
      atualizar(novo);
      setAviso('Marca publicada. O portal, os e-mails e os PDFs já usam a nova marca.');
    },
    onError: (erro) => {
      const falhas =
        erro instanceof ErroConsole ? (erro.corpo as { falhas?: string[] } | null)?.falhas : undefined;
      setFalhasPublicacao(falhas ?? []);
    },
  });
  const imagem = useMutation({
    mutationFn: ({ uso, arquivo }: { uso: 'logo' | 'favicon'; arquivo: File }) => enviarImagem(uso, arquivo),
    onSuccess: (novo, { uso }) => {
      atualizar(novo);
      setAviso(uso === 'logo' ? 'Logotipo enviado para o rascunho.' : 'Ícone enviado para o rascunho.');
    },
  });
  const gerarPrevia = useMutation({
    mutationFn: () => chamar(consoleMarcaCalls.previa),
    onSuccess: ({ token, parametro }) =>
      setPrevia(`${routePath('home')}?${parametro}=${encodeURIComponent(token)}&t=${Date.now()}`),
  });
  const tokenPrevia = useMemo(() => (previa ? new URL(previa, location.href).searchParams : null), [previa]);

  const mudarCor = (tema: Tema, chave: keyof CoresTema, valor: string) =>
    setPaleta({ ...paleta, [tema]: { ...paleta[tema], [chave]: valor } });
  const coresValidas = TEMAS.every(({ tema }) =>
    CORES.every(({ chave }) => COR_HEX.test(paleta[tema][chave])),
  );
  const enviarForm = (evento: FormEvent) => {
    evento.preventDefault();
    setAviso(null);
    if (coresValidas) salvar.mutate(undefined);
  };
  const ocupado = salvar.isPending || publicar.isPending || imagem.isPending;
  const erro = salvar.error ?? publicar.error ?? imagem.error;
  const imagemDoRascunho = (uso: 'logo' | 'favicon') => {
    const info = dados.rascunho[uso];
    if (!info || !tokenPrevia) return null;
    const caminho = uso === 'logo' ? CAMINHO_LOGO_MARCA : CAMINHO_FAVICON_MARCA;
    return `${caminho}?v=${info.versao}&${tokenPrevia.toString().replace(/&?t=\d+/, '')}`;
  };

  return (
    <form noValidate onSubmit={enviarForm} className="flex max-w-5xl flex-col gap-6">
      <p>
        {dados.publicada
          ? `Marca publicada em ${new Date(dados.publicada.publicadaEm).toLocaleString('pt-BR')} (versão ${dados.publicada.versao}).`
          : 'O portal usa a marca padrão: nada foi publicado ainda.'}{' '}
        {dados.alterada
          ? 'O rascunho tem alterações ainda não publicadas.'
          : 'O rascunho é igual ao que está publicado.'}
      </p>
      {aviso && <Alerta tipo="sucesso">{aviso}</Alerta>}
      {erro && (
        <Alerta tipo="erro">
          <p>{erro.message}</p>
          {falhasPublicacao.length > 0 && (
            <ul className="mt-2 list-disc pl-6">
              {falhasPublicacao.map((falha) => (
                <li key={falha}>{falha}</li>
              ))}
            </ul>
          )}
        </Alerta>
      )}

      <section aria-labelledby="marca-nomes" className="flex flex-col gap-4">
        <h2 id="marca-nomes" className="text-xl font-bold">
          Nomes
        </h2>
        <Campo
          id="marca-nome"
          rotulo="Nome da operadora"
          value={nome}
          maxLength={200}
          onChange={(e) => setNome(e.target.value)}
        />
        <Campo
          id="marca-nome-abreviado"
          rotulo="Nome abreviado"
          dica="Onde o nome inteiro não cabe: rodapé, assunto dos e-mails."
          value={nomeAbreviado}
          maxLength={60}
          onChange={(e) => setNomeAbreviado(e.target.value)}
        />
      </section>

      <section aria-labelledby="marca-cores" className="flex flex-col gap-4">
        <h2 id="marca-cores" className="text-xl font-bold">
          Cores
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {TEMAS.map(({ tema, titulo }) => (
            <fieldset key={tema} className="flex flex-col gap-3 rounded border border-line p-4">
              <legend className="px-1 font-semibold">{titulo}</legend>
              {CORES.map(({ chave, rotulo }) => (
                <CampoCor
                  key={chave}
                  id={`marca-${tema}-${chave}`}
                  rotulo={rotulo}
                  valor={paleta[tema][chave]}
                  onChange={(valor) => mudarCor(tema, chave, valor)}
                />
              ))}
            </fieldset>
          ))}
        </div>
      </section>

      {coresValidas && <ResultadoContraste paleta={paleta} />}

      <section aria-labelledby="marca-imagens" className="flex flex-col gap-4">
        <h2 id="marca-imagens" className="text-xl font-bold">
          Logotipo e ícone
        </h2>
        <p className="text-ink-muted">
          SVG, PNG ou WebP. O SVG é limpo no servidor (scripts e referências externas são removidos). No tema
          de alto contraste, o logotipo aparece na cor do texto do cabeçalho. Nos PDFs e e-mails, o logotipo
          aparece quando enviado em PNG.
        </p>
        {(['logo', 'favicon'] as const).map((uso) => {
          const info = dados.rascunho[uso];
          const src = imagemDoRascunho(uso);
          return (
            <div key={uso} className="flex flex-wrap items-center gap-3">
              <label htmlFor={`marca-${uso}`} className="font-semibold">
                {uso === 'logo' ? 'Logotipo (até 200 KB)' : 'Ícone do navegador (quadrado, até 100 KB)'}
              </label>
              <input
                id={`marca-${uso}`}
                type="file"
                accept="image/svg+xml,image/png,image/webp"
                disabled={ocupado}
                onChange={(e) => {
                  const arquivo = e.target.files?.[0];
                  if (arquivo) imagem.mutate({ uso, arquivo });
                  e.target.value = '';
                }}
                className="min-h-11 max-w-full"
              />
              <span>
                {info
                  ? `Atual: ${info.tipo.replace('image/', '').replace('+xml', '')}, ${info.largura} × ${info.altura}`
                  : 'Nenhum: o do portal.'}
              </span>
              {src && (
                <img src={src} alt="" className="h-9 w-auto rounded border border-line bg-surface-muted" />
              )}
              {info && (
                <Botao disabled={ocupado || !coresValidas} onClick={() => salvar.mutate(uso)}>
                  {uso === 'logo' ? 'Retirar logotipo' : 'Retirar ícone'}
                </Botao>
              )}
            </div>
          );
        })}
      </section>

      <section aria-labelledby="marca-previa" className="flex flex-col gap-3">
        <h2 id="marca-previa" className="text-xl font-bold">
          Pré-visualização
        </h2>
        <p className="text-ink-muted">
          A página inicial do portal com o rascunho salvo, nos dois temas, no celular e no computador. Salve
          antes de atualizar.
        </p>
        <div>
          <Botao onClick={() => gerarPrevia.mutate()} disabled={gerarPrevia.isPending}>
            {previa ? 'Atualizar pré-visualização' : 'Mostrar pré-visualização'}
          </Botao>
        </div>
        {previa && <Previa key={previa} url={previa} />}
      </section>

      <div className="flex flex-wrap gap-3">
        <Botao type="submit" disabled={ocupado || !coresValidas}>
          {salvar.isPending ? 'Salvando…' : 'Salvar rascunho'}
        </Botao>
        <Botao variante="primario" disabled={ocupado || !coresValidas} onClick={() => publicar.mutate()}>
          {publicar.isPending ? 'Publicando…' : 'Salvar e publicar'}
        </Botao>
      </div>
    </form>
  );
}
