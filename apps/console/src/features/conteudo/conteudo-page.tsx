// Tópicos and Banners (issue 38, "Topics and home banners"; role conteúdo): one screen per kind (two routes,
// this component), the same shape for both. Rules of the screen:
// - The list first (a table: title, when, audience, situation), newest first; each row opens its editor,
//   and 'Retirar' takes one off the members' home at once ('Recolocar' puts it back), without asking: it is
//   undone with one click and both are in the staff audit.
// - 'Novo tópico' / 'Novo banner' opens the same editor empty. The body is rich text (ui/editor-rico.tsx)
//   that the server cleans on save and on preview; 'Pré-visualizar' shows below it what members will get,
//   as they will get it (a banner with its level's colours and role).
// - Schedule: a topic shows from its publication day and, if given, leaves the home on its withdrawal day; a
//   banner shows from its first to its last day (both included). Audience: every member, the members of one
//   product (chosen from the plans' products), or the titulars.
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleConteudoCalls } from '@portal/domain/contract/calls/console/conteudo';
import {
  NIVEIS,
  NOME_NIVEL,
  NOME_PUBLICO,
  PUBLICOS,
  RESUMO_MAXIMO,
  TITULO_MAXIMO,
  type BannerConsole,
  type BannerConsoleEdicao,
  type Nivel,
  type Publico,
  type TopicoConsole,
  type TopicoConsoleEdicao,
} from '@portal/domain/contract/console/conteudo';
import { ErroConsole, chamar, consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo, Selecao } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';
import { EditorRico, HtmlDoServidor } from '../../ui/editor-rico';
import { RolagemTabela } from '../../ui/tabela';

const calls = consoleConteudoCalls;

type Tipo = 'topico' | 'banner';
type Item = TopicoConsole | BannerConsole;
/** Every field of either kind (the form keeps them all; the kind picks what it sends). */
type Rascunho = TopicoConsoleEdicao & BannerConsoleEdicao;

const NOMES = {
  topico: { novo: 'Novo tópico', um: 'tópico', lista: 'Tópicos cadastrados', corpo: 'Texto do tópico' },
  banner: { novo: 'Novo banner', um: 'banner', lista: 'Banners cadastrados', corpo: 'Texto do banner' },
} as const;

const hojeIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
const dia = (iso: string) => iso.split('-').reverse().join('/');

function vazio(): Rascunho {
  const hoje = hojeIso();
  return {
    titulo: '',
    resumo: '',
    corpoHtml: '',
    textoHtml: '',
    publicadoEm: hoje,
    retiradoEm: null,
    nivel: 'INFORMACAO',
    inicio: hoje,
    fim: hoje,
    ativo: true,
    publico: 'TODOS',
    produto: null,
  };
}

const paraEnvio = (tipo: Tipo, r: Rascunho) =>
  tipo === 'topico'
    ? {
        titulo: r.titulo,
        resumo: r.resumo,
        corpoHtml: r.corpoHtml,
        publicadoEm: r.publicadoEm,
        retiradoEm: r.retiradoEm,
        ativo: r.ativo,
        publico: r.publico,
        produto: r.produto,
      }
    : {
        titulo: r.titulo,
        textoHtml: r.textoHtml,
        nivel: r.nivel,
        inicio: r.inicio,
        fim: r.fim,
        ativo: r.ativo,
        publico: r.publico,
        produto: r.produto,
      };

function situacao(item: Item): string {
  if (!item.ativo) return 'Retirado';
  if (item.noAr) return 'No ar';
  const inicio = 'publicadoEm' in item ? item.publicadoEm : item.inicio;
  return inicio > hojeIso() ? 'Agendado' : 'Encerrado';
}

function quando(item: Item): string {
  if ('publicadoEm' in item) {
    return item.retiradoEm
      ? `De ${dia(item.publicadoEm)} até ${dia(item.retiradoEm)} (sai neste dia)`
      : `Desde ${dia(item.publicadoEm)}`;
  }
  return `De ${dia(item.inicio)} a ${dia(item.fim)}`;
}

/** A banner as members see it on their home: attention is an alert, information a status. */
export function BannerPrevia({ titulo, nivel, html }: { titulo: string; nivel: Nivel; html: string }) {
  return (
    <div
      role={nivel === 'ATENCAO' ? 'alert' : 'status'}
      className={`rounded border-l-4 p-3 text-ink ${nivel === 'ATENCAO' ? 'border-warning bg-warning-soft' : 'border-line-strong bg-surface-muted'}`}
    >
      <p className="font-bold">
        {NOME_NIVEL[nivel]}: {titulo}
      </p>
      <HtmlDoServidor html={html} />
    </div>
  );
}

function Formulario({
  tipo,
  item,
  onFechar,
  onSalvo,
}: {
  tipo: Tipo;
  item: Item | null;
  onFechar: () => void;
  onSalvo: (texto: string) => void;
}) {
  const id = useId();
  const cliente = useQueryClient();
  const produtos = useQuery(consulta(calls.listarProdutos));
  const [r, setR] = useState<Rascunho>(() => ({ ...vazio(), ...item }));
  const [inicial] = useState(tipo === 'topico' ? r.corpoHtml : r.textoHtml);
  const [previa, setPrevia] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [campos, setCampos] = useState<Record<string, string>>({});
  const mudar = (parte: Partial<Rascunho>) => setR((atual) => ({ ...atual, ...parte }));
  const corpo = tipo === 'topico' ? r.corpoHtml : r.textoHtml;
  const falhou = (e: Error) => {
    setErro(e.message);
    setCampos(e instanceof ErroConsole ? (e.campos ?? {}) : {});
  };

  const salvar = useMutation({
    mutationFn: async (): Promise<Item> => {
      const body = paraEnvio(tipo, r);
      if (tipo === 'topico') {
        const b = body as TopicoConsoleEdicao;
        return item
          ? chamar(calls.editarTopico, { params: { id: item.id }, body: b })
          : chamar(calls.criarTopico, { body: b });
      }
      const b = body as BannerConsoleEdicao;
      return item
        ? chamar(calls.editarBanner, { params: { id: item.id }, body: b })
        : chamar(calls.criarBanner, { body: b });
    },
    onSuccess: (salvo) => {
      void cliente.invalidateQueries({ queryKey: ['console'] });
      onSalvo(
        `${NOMES[tipo].um[0]!.toUpperCase()}${NOMES[tipo].um.slice(1)} “${salvo.titulo}” salvo: ${situacao(salvo).toLowerCase()}.`,
      );
    },
    onError: falhou,
  });
  const previsualizar = useMutation({
    mutationFn: () => chamar(calls.previaConteudo, { body: { html: corpo } }),
    onSuccess: (p) => {
      setPrevia(p.html);
      setErro(null);
    },
    onError: falhou,
  });

  return (
    <section
      aria-labelledby={`${id}-titulo-form`}
      className="flex flex-col gap-3 rounded border border-line-strong p-4"
    >
      <h2 id={`${id}-titulo-form`} className="text-xl font-bold">
        {item ? `Editar ${NOMES[tipo].um}: ${item.titulo}` : NOMES[tipo].novo}
      </h2>
      {erro && <Alerta tipo="erro">{erro}</Alerta>}
      <Campo
        id={`${id}-titulo`}
        rotulo="Título"
        value={r.titulo}
        maxLength={TITULO_MAXIMO}
        onChange={(e) => mudar({ titulo: e.target.value })}
        erro={campos.titulo}
      />
      {tipo === 'topico' ? (
        <Campo
          id={`${id}-resumo`}
          rotulo="Resumo"
          dica="Aparece no cartão do tópico, antes de 'Ler mais'."
          value={r.resumo}
          maxLength={RESUMO_MAXIMO}
          onChange={(e) => mudar({ resumo: e.target.value })}
          erro={campos.resumo}
        />
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold">Nível</legend>
          <div className="flex flex-wrap gap-4">
            {NIVEIS.map((n) => (
              <label key={n} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-nivel`}
                  checked={r.nivel === n}
                  onChange={() => mudar({ nivel: n })}
                  className="size-5"
                />
                {NOME_NIVEL[n]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-col gap-1">
        <span id={`${id}-corpo-rotulo`} className="font-semibold">
          {NOMES[tipo].corpo}
        </span>
        <EditorRico
          id={`${id}-corpo`}
          rotuloId={`${id}-corpo-rotulo`}
          inicial={inicial}
          onChange={(html) => mudar(tipo === 'topico' ? { corpoHtml: html } : { textoHtml: html })}
        />
        {(campos.corpoHtml ?? campos.textoHtml) && (
          <p className="text-sm font-semibold text-danger">{campos.corpoHtml ?? campos.textoHtml}</p>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {tipo === 'topico' ? (
          <>
            <Campo
              id={`${id}-publicacao`}
              type="date"
              rotulo="Publicar em"
              value={r.publicadoEm}
              onChange={(e) => mudar({ publicadoEm: e.target.value })}
              erro={campos.publicadoEm}
            />
            <Campo
              id={`${id}-retirada`}
              type="date"
              rotulo="Retirar em (opcional)"
              dica="Deixa de aparecer neste dia."
              value={r.retiradoEm ?? ''}
              onChange={(e) => mudar({ retiradoEm: e.target.value || null })}
              erro={campos.retiradoEm}
            />
          </>
        ) : (
          <>
            <Campo
              id={`${id}-inicio`}
              type="date"
              rotulo="Primeiro dia"
              value={r.inicio}
              onChange={(e) => mudar({ inicio: e.target.value })}
              erro={campos.inicio}
            />
            <Campo
              id={`${id}-fim`}
              type="date"
              rotulo="Último dia"
              value={r.fim}
              onChange={(e) => mudar({ fim: e.target.value })}
              erro={campos.fim}
            />
          </>
        )}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Público</legend>
        <div className="flex flex-wrap gap-4">
          {PUBLICOS.map((p: Publico) => (
            <label key={p} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-publico`}
                checked={r.publico === p}
                onChange={() =>
                  mudar({
                    publico: p,
                    produto: p === 'PRODUTO' ? (produtos.data?.[0]?.registro ?? null) : null,
                  })
                }
                className="size-5"
              />
              {NOME_PUBLICO[p]}
            </label>
          ))}
        </div>
        {r.publico === 'PRODUTO' && (
          <Selecao
            id={`${id}-produto`}
            rotulo="Produto"
            valor={r.produto ?? ''}
            onChange={(v) => mudar({ produto: v || null })}
            opcoes={
              produtos.data?.map((p) => ({ valor: p.registro, rotulo: `${p.nome} (ANS ${p.registro})` })) ??
              []
            }
            erro={campos.produto}
          />
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Botao onClick={() => previsualizar.mutate()} disabled={previsualizar.isPending}>
          Pré-visualizar
        </Botao>
        <Botao variante="primario" onClick={() => salvar.mutate()} disabled={salvar.isPending}>
          {item ? 'Salvar alterações' : `Publicar ${NOMES[tipo].um}`}
        </Botao>
        <Botao onClick={onFechar}>Cancelar</Botao>
      </div>
      {previa !== null && (
        <section
          aria-labelledby={`${id}-previa`}
          className="flex flex-col gap-2 rounded border border-line-strong p-4"
        >
          <h3 id={`${id}-previa`} className="text-lg font-bold">
            Prévia: como os beneficiários verão
          </h3>
          {tipo === 'banner' ? (
            <BannerPrevia titulo={r.titulo} nivel={r.nivel} html={previa} />
          ) : (
            <article className="flex flex-col gap-2">
              <p className="text-lg font-bold">{r.titulo}</p>
              <p>{r.resumo}</p>
              <HtmlDoServidor html={previa} />
            </article>
          )}
        </section>
      )}
    </section>
  );
}

export function ConteudoPage({ tipo }: { tipo: Tipo }) {
  const cliente = useQueryClient();
  // Both lists' queries, only the kind's one enabled (hooks in a fixed order).
  const topicos = useQuery({ ...consulta(calls.listarTopicosConsole), enabled: tipo === 'topico' });
  const banners = useQuery({ ...consulta(calls.listarBannersConsole), enabled: tipo === 'banner' });
  const lista = tipo === 'topico' ? topicos : banners;
  const itens: Item[] | undefined = lista.data;
  const [editando, setEditando] = useState<Item | 'novo' | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const alternar = useMutation({
    mutationFn: (item: Item): Promise<Item> => {
      const body = paraEnvio(tipo, { ...vazio(), ...item, ativo: !item.ativo });
      return tipo === 'topico'
        ? chamar(calls.editarTopico, { params: { id: item.id }, body: body as TopicoConsoleEdicao })
        : chamar(calls.editarBanner, { params: { id: item.id }, body: body as BannerConsoleEdicao });
    },
    onSuccess: (salvo) => {
      setAviso(`“${salvo.titulo}”: ${situacao(salvo).toLowerCase()}.`);
      void cliente.invalidateQueries({ queryKey: ['console'] });
    },
    onError: (e: Error) => setAviso(e.message),
  });
  if (lista.isError) return <Alerta tipo="erro">{lista.error.message}</Alerta>;
  if (!itens) return <Carregando />;
  return (
    <div className="flex flex-col gap-6">
      {aviso && <Alerta tipo="sucesso">{aviso}</Alerta>}
      {editando ? (
        <Formulario
          key={editando === 'novo' ? 'novo' : editando.id}
          tipo={tipo}
          item={editando === 'novo' ? null : editando}
          onFechar={() => setEditando(null)}
          onSalvo={(texto) => {
            setAviso(texto);
            setEditando(null);
          }}
        />
      ) : (
        <Botao variante="primario" className="self-start" onClick={() => setEditando('novo')}>
          {NOMES[tipo].novo}
        </Botao>
      )}
      <section aria-labelledby={`lista-${tipo}`} className="flex flex-col gap-2">
        <h2 id={`lista-${tipo}`} className="text-xl font-bold">
          {NOMES[tipo].lista}
        </h2>
        {itens.length === 0 ? (
          <p>Nenhum {NOMES[tipo].um} cadastrado.</p>
        ) : (
          <RolagemTabela rotulo={NOMES[tipo].lista}>
            <table className="w-full text-left">
              <thead>
                <tr className="border-b border-line-strong">
                  <th scope="col" className="p-2">
                    Título
                  </th>
                  <th scope="col" className="p-2">
                    Quando
                  </th>
                  <th scope="col" className="p-2">
                    Público
                  </th>
                  <th scope="col" className="p-2">
                    Situação
                  </th>
                  <th scope="col" className="p-2">
                    Ações
                  </th>
                </tr>
              </thead>
              <tbody>
                {itens.map((item) => (
                  <tr key={item.id} className="border-b border-line">
                    <th scope="row" className="p-2 font-semibold">
                      {item.titulo}
                      {'nivel' in item && (
                        <span className="block text-sm font-normal">{NOME_NIVEL[item.nivel]}</span>
                      )}
                    </th>
                    <td className="p-2">{quando(item)}</td>
                    <td className="p-2">
                      {NOME_PUBLICO[item.publico]}
                      {item.produto && <span className="block text-sm">ANS {item.produto}</span>}
                    </td>
                    <td className="p-2">{situacao(item)}</td>
                    <td className="p-2">
                      <div className="flex flex-wrap gap-2">
                        <Botao aria-label={`Editar ${item.titulo}`} onClick={() => setEditando(item)}>
                          Editar
                        </Botao>
                        <Botao
                          variante={item.ativo ? 'perigo' : 'secundario'}
                          aria-label={`${item.ativo ? 'Retirar' : 'Recolocar'} ${item.titulo}`}
                          disabled={alternar.isPending}
                          onClick={() => alternar.mutate(item)}
                        >
                          {item.ativo ? 'Retirar' : 'Recolocar'}
                        </Botao>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </RolagemTabela>
        )}
      </section>
    </div>
  );
}
