// The staff audit (administrators): what the staff did in the console, newest first, 50 a page, filtered
// by person and by action; the filters and the page live in the URL, so a filtered view can be shared and
// survives a reload. A change's before and after open under each row.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { consoleEquipeCalls } from '@portal/domain/contract/calls/console/equipe';
import { NOME_PAPEL, isPapel } from '@portal/domain/contract/console/acesso';
import { consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo, Selecao } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';
import { dataHora } from '../../ui/datas';
import { Cabecalhos, RolagemTabela } from '../../ui/tabela';

const inteiroPositivo = (texto: string | null): number | undefined => {
  const n = Number(texto);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

const json = (valor: unknown): string =>
  valor === null || valor === undefined ? '—' : JSON.stringify(valor, null, 2);

export default function AuditoriaPage() {
  const [busca, setBusca] = useSearchParams();
  const equipeId = inteiroPositivo(busca.get('pessoa'));
  const acao = busca.get('acao')?.trim() || undefined;
  const pagina = inteiroPositivo(busca.get('pagina')) ?? 1;
  const [pessoaDigitada, setPessoa] = useState(equipeId ? String(equipeId) : '');
  const [acaoDigitada, setAcao] = useState(acao ?? '');

  const equipe = useQuery(consulta(consoleEquipeCalls.listar));
  const auditoria = useQuery({
    ...consulta(consoleEquipeCalls.auditoria, { query: { equipeId, acao, pagina } }),
    placeholderData: keepPreviousData,
  });

  const ir = (mudancas: Record<string, string | undefined>) => {
    const proxima = new URLSearchParams(busca);
    for (const [chave, valor] of Object.entries(mudancas)) {
      if (valor) proxima.set(chave, valor);
      else proxima.delete(chave);
    }
    setBusca(proxima);
  };
  const filtrar = (evento: FormEvent) => {
    evento.preventDefault();
    ir({ pessoa: pessoaDigitada || undefined, acao: acaoDigitada.trim() || undefined, pagina: undefined });
  };

  const dados = auditoria.data;
  const paginas = dados ? Math.max(1, Math.ceil(dados.total / dados.porPagina)) : 1;

  return (
    <>
      <form
        noValidate
        onSubmit={filtrar}
        className="mb-4 flex flex-wrap items-end gap-4"
        aria-label="Filtros da auditoria"
      >
        <Selecao
          id="auditoria-pessoa"
          rotulo="Pessoa"
          valor={pessoaDigitada}
          onChange={setPessoa}
          vazio="Todas"
          opcoes={
            equipe.data?.equipe.map((membro) => ({ valor: String(membro.id), rotulo: membro.nome })) ?? []
          }
        />
        <Campo
          id="auditoria-acao"
          rotulo="Ação"
          dica="Por exemplo equipe.convidar ou sessao.entrar"
          value={acaoDigitada}
          onChange={(evento) => setAcao(evento.target.value)}
          className="w-64 max-w-full"
        />
        <Botao type="submit" variante="primario">
          Filtrar
        </Botao>
      </form>

      {auditoria.isPending && <Carregando />}
      {auditoria.isError && <Alerta tipo="erro">{auditoria.error.message}</Alerta>}
      {dados && (
        <>
          <p role="status" className="mb-2">
            {dados.total === 0
              ? 'Nenhum registro com estes filtros.'
              : `${dados.total} ${dados.total === 1 ? 'registro' : 'registros'} — página ${dados.pagina} de ${paginas}.`}
          </p>
          {dados.itens.length > 0 && (
            <RolagemTabela rotulo="Ações da equipe no console">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">
                  Ações da equipe no console, da mais recente à mais antiga
                </caption>
                <Cabecalhos colunas={['Quando', 'Quem', 'Papel', 'Ação', 'Alvo', 'Origem', 'Mudança']} />
                <tbody>
                  {dados.itens.map((item) => (
                    <tr key={item.id} className="border-b border-line align-top">
                      <td className="p-2 whitespace-nowrap">{dataHora(item.em)}</td>
                      <td className="p-2">{item.nomeEquipe ?? '—'}</td>
                      <td className="p-2">
                        {item.papel && isPapel(item.papel) ? NOME_PAPEL[item.papel] : '—'}
                      </td>
                      <td className="p-2 font-mono">{item.acao}</td>
                      <td className="p-2 font-mono break-all">{item.alvo ?? '—'}</td>
                      <td className="p-2">{item.ip ?? '—'}</td>
                      <td className="p-2">
                        {item.antes === null && item.depois === null ? (
                          '—'
                        ) : (
                          <details>
                            <summary className="cursor-pointer text-link underline">Antes e depois</summary>
                            <Estado titulo="Antes" valor={item.antes} />
                            <Estado titulo="Depois" valor={item.depois} />
                          </details>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </RolagemTabela>
          )}
          {paginas > 1 && (
            <nav aria-label="Páginas da auditoria" className="mt-4 flex flex-wrap gap-2">
              <Botao disabled={pagina <= 1} onClick={() => ir({ pagina: String(pagina - 1) })}>
                Página anterior
              </Botao>
              <Botao disabled={pagina >= paginas} onClick={() => ir({ pagina: String(pagina + 1) })}>
                Próxima página
              </Botao>
            </nav>
          )}
        </>
      )}
    </>
  );
}

function Estado({ titulo, valor }: { titulo: string; valor: unknown }) {
  return (
    <>
      <p className="mt-1 font-semibold">{titulo}</p>
      <pre className="max-w-xs overflow-x-auto text-xs whitespace-pre-wrap">{json(valor)}</pre>
    </>
  );
}
