// Textos legais (issue 38, "Legal texts"; role conteúdo): the terms of use, the privacy policy and the LGPD
// notice. Rules of the screen:
// - One text at a time, chosen at the top (a radio group: three items, all visible, none hidden in a menu).
// - The editor opens on the text's draft if there is one, else on the version in force: a new version is
//   always written from the last one. Its content is rich text (ui/editor-rico.tsx) that the server cleans.
// - 'Salvar rascunho' keeps the work (one draft per text, shared by the content staff); 'Pré-visualizar'
//   shows, below, the title and the HTML exactly as members would get them; 'Publicar nova versão' asks
//   first — for the terms, saying that every member will have to accept it at their next sign-in — and
//   publishes against the version this screen showed (another publication meanwhile: the server's 409 says
//   to reload). 'Descartar rascunho' asks too.
// - 'Versões publicadas' lists every version (number, date, who) and opens any of them to read.
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleTextosLegaisCalls } from '@portal/domain/contract/calls/console/textos-legais';
import type { TextoLegalConsole } from '@portal/domain/contract/console/textos-legais';
import type { ChaveTextoLegal } from '@portal/domain/contract/shell/textos-legais';
import { ErroConsole, chamar, consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';
import { Confirmar } from '../../ui/confirmar';
import { dataHora } from '../../ui/datas';
import { EditorRico, HtmlDoServidor } from '../../ui/editor-rico';

const calls = consoleTextosLegaisCalls;

function Versoes({ chave }: { chave: ChaveTextoLegal }) {
  const versoes = useQuery(consulta(calls.versoesTextoLegal, { params: { chave } }));
  const [aberta, setAberta] = useState<number | null>(null);
  const texto = useQuery({
    ...consulta(calls.versaoTextoLegal, { params: { chave, versao: aberta ?? 1 } }),
    enabled: aberta !== null,
  });
  return (
    <section aria-labelledby="textos-versoes" className="flex flex-col gap-2">
      <h2 id="textos-versoes" className="text-xl font-bold">
        Versões publicadas
      </h2>
      {versoes.isError && <Alerta tipo="erro">{versoes.error.message}</Alerta>}
      <ul className="flex flex-col gap-1">
        {versoes.data?.map((v) => (
          <li key={v.versao} className="flex flex-wrap items-center gap-2">
            <span>
              Versão {v.versao}, publicada em {dataHora(v.publicadoEm)} por{' '}
              {v.autor ?? 'integração ou carga inicial'}
            </span>
            <Botao
              variante="link"
              aria-expanded={aberta === v.versao}
              onClick={() => setAberta(aberta === v.versao ? null : v.versao)}
            >
              {aberta === v.versao ? `Fechar a versão ${v.versao}` : `Ler a versão ${v.versao}`}
            </Botao>
          </li>
        ))}
      </ul>
      {aberta !== null && texto.data && (
        <article aria-label={`Versão ${aberta}`} className="rounded border border-line-strong p-4">
          <h3 className="mb-2 text-lg font-bold">{texto.data.titulo}</h3>
          <HtmlDoServidor html={texto.data.conteudo} />
        </article>
      )}
    </section>
  );
}

type Aviso = { tipo: 'sucesso' | 'erro'; texto: string } | null;

interface EdicaoProps {
  texto: TextoLegalConsole;
  /** The version in force's content, where the editor starts when there is no draft. */
  conteudoAtual: string;
  /** Kept by the page: a publication remounts the editor (a new version in force), the message stays. */
  setAviso: (aviso: Aviso) => void;
}

function Edicao({ texto, conteudoAtual, setAviso }: EdicaoProps) {
  const cliente = useQueryClient();
  const id = useId();
  const base = texto.rascunho ?? texto.atual;
  const [inicial] = useState(texto.rascunho?.conteudo ?? conteudoAtual);
  const [titulo, setTitulo] = useState(base?.titulo ?? texto.nome);
  const [conteudo, setConteudo] = useState(inicial);
  const [previa, setPrevia] = useState<{ titulo: string; conteudo: string } | null>(null);
  const [campos, setCampos] = useState<Record<string, string>>({});
  const [confirmar, setConfirmar] = useState<'publicar' | 'descartar' | null>(null);
  const versaoBase = texto.atual?.versao ?? 0;
  const chave = texto.chave;

  const recarregar = () => cliente.invalidateQueries({ queryKey: ['console'] });
  const falhou = (erro: Error) => {
    setAviso({ tipo: 'erro', texto: erro.message });
    setCampos(erro instanceof ErroConsole ? (erro.campos ?? {}) : {});
  };
  const edicao = () => ({ titulo, conteudo });

  const salvar = useMutation({
    mutationFn: () => chamar(calls.salvarRascunho, { params: { chave }, body: edicao() }),
    onSuccess: (r) => {
      setAviso({ tipo: 'sucesso', texto: `Rascunho salvo em ${dataHora(r.atualizadoEm)}.` });
      setCampos({});
      void recarregar();
    },
    onError: falhou,
  });
  const previsualizar = useMutation({
    mutationFn: () => chamar(calls.previaTextoLegal, { params: { chave }, body: edicao() }),
    onSuccess: (p) => {
      setPrevia(p);
      setAviso(null);
      setCampos({});
    },
    onError: falhou,
  });
  const publicar = useMutation({
    mutationFn: () =>
      chamar(calls.publicarTextoLegal, { params: { chave }, body: { ...edicao(), versaoBase } }),
    onSuccess: (v) => {
      setConfirmar(null);
      setAviso({ tipo: 'sucesso', texto: `Versão ${v.versao} publicada em ${dataHora(v.publicadoEm)}.` });
      void recarregar();
    },
    onError: (erro: Error) => {
      setConfirmar(null);
      falhou(erro);
    },
  });
  const descartar = useMutation({
    mutationFn: () => chamar(calls.descartarRascunho, { params: { chave } }),
    onSuccess: () => {
      setConfirmar(null);
      setAviso({ tipo: 'sucesso', texto: 'Rascunho descartado.' });
      void recarregar();
    },
    onError: (erro: Error) => {
      setConfirmar(null);
      falhou(erro);
    },
  });

  return (
    <section aria-labelledby={`${id}-edicao`} className="flex flex-col gap-3">
      <h2 id={`${id}-edicao`} className="text-xl font-bold">
        {texto.rascunho ? 'Rascunho da próxima versão' : 'Nova versão'}
      </h2>
      <p>
        {texto.atual
          ? `Em vigor: versão ${texto.atual.versao}, publicada em ${dataHora(texto.atual.publicadoEm)}.`
          : 'Este texto ainda não tem versão publicada.'}
        {texto.rascunho &&
          ` Rascunho salvo em ${dataHora(texto.rascunho.atualizadoEm)}${texto.rascunho.autor ? ` por ${texto.rascunho.autor}` : ''}.`}
      </p>
      {texto.exigeAceite && (
        <Alerta tipo="atencao">
          Uma nova versão dos Termos de uso pede que cada beneficiário a aceite no próximo acesso ao portal.
        </Alerta>
      )}
      <Campo
        id={`${id}-titulo`}
        rotulo="Título"
        value={titulo}
        maxLength={120}
        onChange={(e) => setTitulo(e.target.value)}
        erro={campos.titulo}
      />
      <div className="flex flex-col gap-1">
        <span id={`${id}-conteudo-rotulo`} className="font-semibold">
          Conteúdo
        </span>
        <EditorRico
          id={`${id}-conteudo`}
          rotuloId={`${id}-conteudo-rotulo`}
          inicial={inicial}
          onChange={setConteudo}
        />
        {campos.conteudo && <p className="text-sm font-semibold text-danger">{campos.conteudo}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Botao onClick={() => salvar.mutate()} disabled={salvar.isPending}>
          Salvar rascunho
        </Botao>
        <Botao onClick={() => previsualizar.mutate()} disabled={previsualizar.isPending}>
          Pré-visualizar
        </Botao>
        <Botao variante="primario" onClick={() => setConfirmar('publicar')}>
          Publicar nova versão
        </Botao>
        {texto.rascunho && (
          <Botao variante="perigo" onClick={() => setConfirmar('descartar')}>
            Descartar rascunho
          </Botao>
        )}
      </div>
      {previa && (
        <section
          aria-labelledby={`${id}-previa`}
          className="flex flex-col gap-2 rounded border border-line-strong p-4"
        >
          <h2 id={`${id}-previa`} className="text-xl font-bold">
            Prévia: como os beneficiários verão
          </h2>
          <h3 className="text-lg font-bold">{previa.titulo}</h3>
          <HtmlDoServidor html={previa.conteudo} />
        </section>
      )}
      <Confirmar
        aberto={confirmar === 'publicar'}
        titulo={`Publicar a versão ${versaoBase + 1}?`}
        rotuloConfirmar="Publicar"
        ocupado={publicar.isPending}
        onConfirmar={() => publicar.mutate()}
        onCancelar={() => setConfirmar(null)}
      >
        {texto.exigeAceite
          ? 'Todos os beneficiários terão de ler e aceitar esta versão no próximo acesso ao portal. As versões anteriores continuam disponíveis para leitura.'
          : 'Os beneficiários passam a ver esta versão. As versões anteriores continuam disponíveis para leitura.'}
      </Confirmar>
      <Confirmar
        aberto={confirmar === 'descartar'}
        titulo="Descartar o rascunho?"
        rotuloConfirmar="Descartar"
        ocupado={descartar.isPending}
        onConfirmar={() => descartar.mutate()}
        onCancelar={() => setConfirmar(null)}
      >
        O rascunho é apagado; a versão em vigor não muda.
      </Confirmar>
    </section>
  );
}

export default function TextosLegaisPage() {
  const textos = useQuery(consulta(calls.listarTextosLegais));
  const [chave, setChave] = useState<ChaveTextoLegal>('TERMOS_DE_USO');
  const [aviso, setAviso] = useState<Aviso>(null);
  if (textos.isError) return <Alerta tipo="erro">{textos.error.message}</Alerta>;
  if (!textos.data) return <Carregando />;
  const texto = textos.data.find((t) => t.chave === chave)!;
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Texto</legend>
        <div className="flex flex-wrap gap-4">
          {textos.data.map((t) => (
            <label key={t.chave} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="texto-legal"
                value={t.chave}
                checked={t.chave === chave}
                onChange={() => {
                  setChave(t.chave);
                  setAviso(null);
                }}
                className="size-5"
              />
              {t.nome}
            </label>
          ))}
        </div>
      </fieldset>
      {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
      {/* A new editor per text and per version in force: it starts from that text's draft or version. */}
      <EdicaoComBase key={`${texto.chave}:${texto.atual?.versao ?? 0}`} texto={texto} setAviso={setAviso} />
      <Versoes chave={chave} />
    </div>
  );
}

/** The editor, once the content it starts from is known: the draft's, or the version in force's. */
function EdicaoComBase({ texto, setAviso }: Omit<EdicaoProps, 'conteudoAtual'>) {
  const precisa = !texto.rascunho && texto.atual !== null;
  const atual = useQuery({
    ...consulta(calls.versaoTextoLegal, {
      params: { chave: texto.chave, versao: texto.atual?.versao ?? 1 },
    }),
    enabled: precisa,
  });
  if (precisa && !atual.data) {
    return atual.isError ? <Alerta tipo="erro">{atual.error.message}</Alerta> : <Carregando />;
  }
  return <Edicao texto={texto} conteudoAtual={atual.data?.conteudo ?? ''} setAviso={setAviso} />;
}
