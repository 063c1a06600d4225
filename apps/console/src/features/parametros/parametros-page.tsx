// Parâmetros (issue 38, "Parameters"; role parâmetros): an editor generated from the parameter catalogue
// (packages/domain contract/shell/parametros-catalogo.ts, served with the values by GET /parametros) —
// grouped by area, each parameter with its description, who may read it, its value and an input of its kind
// (a number with its bounds, a URL, a phone, a list, a text or a longer text). The server judges a value by
// the catalogue's rule: a refusal shows the catalogue's reason under the field. Each parameter's history
// (who, when, before → after, why) opens in a drawer, where an earlier value can be restored. An edit names
// the version it was opened at: when someone else changed it meanwhile, the screen says so and reloads.
// Parameters from the server's configuration are shown read-only; the maintenance ones have their own screen.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { consoleParametrosCalls as calls } from '@portal/domain/contract/calls/console/parametros';
import type { ParametroConsole } from '@portal/domain/contract/console/parametros';
import { ErroConsole, chamar, chaveDe, consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';
import { HistoricoParametro } from './historico-parametro';
import { valorLegivel } from './valor-legivel';

const LEITORES: Record<ParametroConsole['visivel'], string> = {
  publico: 'Público (antes do login)',
  membros: 'Beneficiários logados',
  servidor: 'Só o servidor',
};

export default function ParametrosPage() {
  const lista = useQuery(consulta(calls.listar));
  const [filtro, setFiltro] = useState('');
  if (lista.isPending) return <Carregando />;
  if (lista.isError) return <Alerta tipo="erro">{lista.error.message}</Alerta>;
  const termo = filtro.trim().toLowerCase();
  const areas = lista.data
    .map((a) => ({
      ...a,
      parametros: a.parametros.filter(
        (p) => !termo || p.nome.toLowerCase().includes(termo) || p.descricao.toLowerCase().includes(termo),
      ),
    }))
    .filter((a) => a.parametros.length > 0);
  return (
    <>
      <p className="max-w-3xl">
        Cada valor é conferido pela regra do catálogo antes de valer, e vale na próxima requisição de todas as
        instâncias do portal. Toda alteração fica no histórico do parâmetro e na auditoria da equipe.
      </p>
      <Campo
        id="parametros-filtro"
        rotulo="Filtrar parâmetros"
        dica="Pelo nome ou pela descrição."
        type="search"
        value={filtro}
        onChange={(evento) => setFiltro(evento.target.value)}
        className="my-4 max-w-md"
      />
      {areas.length === 0 && <p>Nenhum parâmetro com “{filtro}”.</p>}
      {areas.map((area) => (
        <section key={area.area} aria-labelledby={`area-${area.area}`} className="mt-6">
          <h2 id={`area-${area.area}`} className="text-xl font-semibold">
            {area.titulo}
          </h2>
          <ul className="mt-2 flex flex-col gap-3">
            {area.parametros.map((p) => (
              <li key={p.nome}>
                <Parametro p={p} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Parametro({ p }: { p: ParametroConsole }) {
  const [editando, setEditando] = useState(false);
  const [historico, setHistorico] = useState(false);
  const [salvo, setSalvo] = useState(false);
  const idTitulo = `parametro-${p.nome}`;
  return (
    <article aria-labelledby={idTitulo} className="rounded border border-line bg-surface p-4">
      <h3 id={idTitulo} className="font-mono text-base font-semibold break-all">
        {p.nome}
      </h3>
      <p className="mt-1">{p.descricao}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Valor atual</dt>
        <dd className="break-all" data-valor-parametro={p.nome}>
          {valorLegivel(p, p.valor)}
        </dd>
        <dt className="font-semibold">Quem lê</dt>
        <dd>{LEITORES[p.visivel]}</dd>
      </dl>
      {salvo && !editando && <Alerta tipo="sucesso">{p.nome} alterado.</Alerta>}
      {p.editadoEm === 'configuracao' && (
        <p className="mt-2 text-sm text-ink-muted">
          Definido na configuração do servidor; não se altera aqui.
        </p>
      )}
      {p.editadoEm === 'manutencao' && (
        <p className="mt-2 text-sm">
          Alterado na tela <Link to="/manutencao">Manutenção</Link>.
        </p>
      )}
      {p.editadoEm === 'marca' && (
        <p className="mt-2 text-sm">
          Alterado na tela <Link to="/marca">Marca</Link>, ao publicar a marca.
        </p>
      )}
      {editando && (
        <FormularioParametro
          p={p}
          onFechar={(ok) => {
            setEditando(false);
            setSalvo(ok);
          }}
        />
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {!p.editadoEm && !editando && (
          <Botao
            aria-label={`Alterar ${p.nome}`}
            onClick={() => {
              setSalvo(false);
              setEditando(true);
            }}
          >
            Alterar
          </Botao>
        )}
        {p.editadoEm !== 'configuracao' && (
          <Botao aria-label={`Histórico de ${p.nome}`} onClick={() => setHistorico(true)}>
            Histórico
          </Botao>
        )}
      </div>
      {historico && <HistoricoParametro p={p} onFechar={() => setHistorico(false)} />}
    </article>
  );
}

/** The input of a kind: type, bounds and hint. */
function entradaDoTipo(p: ParametroConsole): { type: string; inputMode?: 'numeric'; dica?: string } {
  const faixa = p.minimo !== null && p.maximo !== null ? `de ${p.minimo} a ${p.maximo}` : '';
  switch (p.tipo) {
    case 'inteiro':
      return { type: 'number', inputMode: 'numeric', dica: `Número inteiro ${faixa}.` };
    case 'centavos':
      return { type: 'number', inputMode: 'numeric', dica: `Valor em centavos (R$ 1,00 = 100), ${faixa}.` };
    case 'url':
      return { type: 'url', dica: 'Endereço começando com https://.' };
    case 'telefone':
      return { type: 'tel' };
    case 'lista':
      return { type: 'text', dica: 'Itens separados por vírgula.' };
    case 'texto':
    case 'texto-longo':
    case 'booleano':
    case 'instante':
      return { type: 'text' };
  }
}

function FormularioParametro({ p, onFechar }: { p: ParametroConsole; onFechar: (salvo: boolean) => void }) {
  const cliente = useQueryClient();
  const [valor, setValor] = useState(p.valor ?? '');
  const [motivo, setMotivo] = useState('');
  const idValor = `valor-${p.nome}`;
  const salvar = useMutation({
    mutationFn: () =>
      chamar(calls.alterar, {
        params: { nome: p.nome },
        body: { valor, versao: p.versao, ...(motivo.trim() ? { motivo: motivo.trim() } : {}) },
      }),
    onSuccess: async () => {
      await cliente.invalidateQueries({ queryKey: chaveDe(calls.listar) });
      onFechar(true);
    },
    onError: (erro) => {
      if (erro instanceof ErroConsole && erro.status === 422) document.getElementById(idValor)?.focus();
    },
  });
  const erro = salvar.error instanceof ErroConsole ? salvar.error : null;
  const erroCampo = erro?.status === 422 ? (erro.campos?.valor ?? erro.message) : undefined;
  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    salvar.mutate();
  };
  const entrada = entradaDoTipo(p);
  // The card is labelled by the name (a long one would not wrap in the label at 360 px).
  const rotulo = 'Novo valor';
  return (
    <form noValidate onSubmit={enviar} className="mt-3 flex flex-col gap-3 border-t border-line pt-3">
      {erro && erro.status !== 422 && (
        <Alerta tipo="erro">
          {erro.message}{' '}
          {erro.status === 409 && (
            <Botao
              variante="link"
              onClick={() => cliente.invalidateQueries({ queryKey: chaveDe(calls.listar) })}
            >
              Recarregar os parâmetros
            </Botao>
          )}
        </Alerta>
      )}
      {p.tipo === 'texto-longo' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={idValor} className="font-semibold">
            {rotulo}
          </label>
          <textarea
            id={idValor}
            rows={3}
            value={valor}
            aria-invalid={erroCampo ? true : undefined}
            aria-describedby={erroCampo ? `${idValor}-erro` : undefined}
            onChange={(evento) => setValor(evento.target.value)}
            className="w-full rounded border border-line-strong bg-surface p-3 text-ink aria-invalid:border-danger"
          />
          {erroCampo && (
            <p id={`${idValor}-erro`} className="text-sm font-semibold text-danger">
              {erroCampo}
            </p>
          )}
        </div>
      ) : (
        <Campo
          id={idValor}
          rotulo={rotulo}
          {...(entrada.dica ? { dica: entrada.dica } : {})}
          type={entrada.type}
          inputMode={entrada.inputMode}
          min={p.minimo ?? undefined}
          max={p.maximo ?? undefined}
          value={valor}
          erro={erroCampo}
          onChange={(evento) => setValor(evento.target.value)}
        />
      )}
      <Campo
        id={`motivo-${p.nome}`}
        rotulo="Motivo (opcional)"
        dica="Fica no histórico do parâmetro."
        maxLength={300}
        value={motivo}
        onChange={(evento) => setMotivo(evento.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Botao type="submit" variante="primario" disabled={salvar.isPending}>
          {salvar.isPending ? 'Salvando…' : 'Salvar'}
        </Botao>
        <Botao onClick={() => onFechar(false)}>Cancelar</Botao>
      </div>
    </form>
  );
}
