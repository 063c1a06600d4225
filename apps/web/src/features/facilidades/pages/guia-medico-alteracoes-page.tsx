// Alterações da Rede (issue 40, Lei 9.656/98 art. 17): the locations leaving the network (or that left in
// the last 90 days), soonest first, with the date, the reason and the substitute, of one plan or of all. A
// signed-in member chooses among their own plans; a visitor among the operator's products.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatIsoDate, operatorDate } from '@portal/domain';
import type { AlteracaoRede, ProdutoRede } from '@portal/domain/contract/facilidades/guia-medico';
import { useAuth } from '../../../platform/session/auth-store';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { cn } from '../../../ui/cn';
import { INPUT_CLASSES } from '../../../ui/form/field';
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useAlteracoesRede, useMeusPlanosRede, useProdutosRede } from '../api/guia-medico';
import { EnderecoRede, frasesSaida, linhaEndereco, rotuloTipoLocal } from '../components/guia-medico-local';
import { VoltarAoGuia, caminhoPrestador } from '../components/guia-medico-caminhos';

const TITULO = 'Alterações da Rede';

const LINK = 'font-semibold text-link underline underline-offset-2';

function Alteracao({ alteracao, hoje }: { alteracao: AlteracaoRede; hoje: string }) {
  const headingId = `alteracao-${alteracao.localId}`;
  const { substituto } = alteracao;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4 shadow-sm contraste:border-2"
    >
      <h2 id={headingId} className="text-lg font-bold">
        <Link to={caminhoPrestador(alteracao.prestadorId)} className="text-link underline">
          {alteracao.nome}
        </Link>
      </h2>
      <p className="text-ink-muted">{rotuloTipoLocal(alteracao.tipo)}</p>
      <p className="font-semibold">{frasesSaida(alteracao, hoje)}</p>
      {alteracao.motivo && <p>Motivo: {alteracao.motivo}</p>}
      <EnderecoRede endereco={alteracao.endereco} />
      <p>
        {substituto ? (
          <>
            Substituto:{' '}
            <Link to={caminhoPrestador(substituto.prestadorId)} className={LINK}>
              {substituto.nome}
            </Link>
            , {linhaEndereco(substituto.endereco)}, {substituto.endereco.bairro}, {substituto.endereco.cidade}{' '}
            - {substituto.endereco.uf}
          </>
        ) : (
          'Sem substituto indicado.'
        )}
      </p>
      <p className="text-sm">Planos: {alteracao.produtos.map((p) => p.nome).join(', ')}.</p>
    </article>
  );
}

export default function GuiaMedicoAlteracoesPage() {
  const { authenticated } = useAuth();
  const id = useId();
  const [produto, setProduto] = useState('');
  const produtos = useProdutosRede(!authenticated);
  const meus = useMeusPlanosRede(authenticated);
  const opcoes: readonly ProdutoRede[] = (authenticated ? meus.data?.planos : produtos.data?.produtos) ?? [];
  const lista = useAlteracoesRede(produto || undefined);
  const hoje = formatIsoDate(operatorDate(new Date()));
  const alteracoes = lista.data?.alteracoes ?? [];
  return (
    <div className="flex flex-col gap-6">
      <VoltarAoGuia atual={TITULO} />
      <h2 className="text-2xl font-bold">{TITULO}</h2>
      <p>
        Hospitais, clínicas e outros locais que saem da rede, com a data e o local que os substitui. Um local
        sai da rede a partir da data indicada.
      </p>
      <div className="flex flex-col gap-1 sm:max-w-md">
        <label htmlFor={id} className="font-semibold">
          Plano
        </label>
        <select
          id={id}
          value={produto}
          onChange={(event) => setProduto(event.target.value)}
          className={cn(INPUT_CLASSES, 'border-line-strong')}
        >
          <option value="">{authenticated ? 'Todos os planos' : 'Todos os planos da operadora'}</option>
          {opcoes.map((p) => (
            <option key={p.registroAns} value={p.registroAns}>
              {p.nome}
            </option>
          ))}
        </select>
      </div>
      {lista.isError ? (
        <UnexpectedErrorPanel onRetry={() => void lista.refetch()} />
      ) : !lista.data ? (
        <LoadingBlock />
      ) : alteracoes.length === 0 ? (
        <FriendlyMessage>Nenhuma alteração na rede deste plano.</FriendlyMessage>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Alterações da rede">
          {alteracoes.map((alteracao) => (
            <li key={`${alteracao.localId}-${alteracao.dataSaida}`}>
              <Alteracao alteracao={alteracao} hoje={hoje} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
