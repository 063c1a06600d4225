// Buscar beneficiário (issue 39, decision 0042): the reason first — a category and what happened — then the
// CPF, card number or name (accents and small typos do not matter). The server opens an atendimento for the
// people it finds and answers only their name, masked CPF, card, plan and status; each row opens the
// member's page under that atendimento. The last search stays in memory while the console is open (never in
// the browser's storage), so going back from a member's page shows it again.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { consoleAtendimentoCalls } from '@portal/domain/contract/calls/console/atendimento';
import {
  ROTULO_CATEGORIA_MOTIVO,
  ROTULO_SITUACAO_BENEFICIARIO,
  type BuscaAtendimento,
} from '@portal/domain/contract/console/atendimento';
import { maskCardNumber } from '@portal/domain/format/card';
import { chamar, ErroConsole } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo } from '../../ui/campo';
import { dataHora } from '../../ui/datas';
import {
  errosDoMotivo,
  errosDoServidor,
  MOTIVO_VAZIO,
  MotivoCampos,
  type ErrosMotivo,
  type Motivo,
} from './motivo';
import { Tabela } from '../../ui/tabela';

let ultima: { motivo: Motivo; termo: string; busca: BuscaAtendimento } | null = null;

export default function BuscaAtendimentoPage() {
  const [motivo, setMotivo] = useState<Motivo>(ultima?.motivo ?? MOTIVO_VAZIO);
  const [termo, setTermo] = useState(ultima?.termo ?? '');
  const [erros, setErros] = useState<ErrosMotivo & { termo?: string }>({});
  const [busca, setBusca] = useState<BuscaAtendimento | null>(ultima?.busca ?? null);

  const buscar = useMutation({
    mutationFn: () => chamar(consoleAtendimentoCalls.buscar, { body: { motivo, termo } }),
    onSuccess: (resposta) => {
      ultima = { motivo, termo, busca: resposta };
      setBusca(resposta);
    },
    onError: (erro) => {
      const campos = erro instanceof ErroConsole ? erro.campos : undefined;
      setErros({ ...errosDoServidor(campos), ...(campos?.termo ? { termo: campos.termo } : {}) });
    },
  });

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    buscar.reset();
    const doMotivo = errosDoMotivo(motivo);
    const semTermo = termo.trim() ? {} : { termo: 'Informe o CPF, o número do cartão ou o nome.' };
    const todos = { ...doMotivo, ...semTermo };
    setErros(todos);
    const primeiro = doMotivo.categoria
      ? 'busca-motivo-categoria'
      : doMotivo.texto
        ? 'busca-motivo-texto'
        : semTermo.termo
          ? 'busca-termo'
          : null;
    if (primeiro) {
      document.getElementById(primeiro)?.focus();
      return;
    }
    buscar.mutate();
  };

  return (
    <>
      <p className="mb-4 max-w-3xl">
        Informe o motivo antes de buscar: cada busca e cada consulta ao beneficiário ficam na auditoria da
        equipe e aparecem para ele em “Quem Acessou Meus Dados” como “Central de atendimento da operadora”,
        com a categoria escolhida.
      </p>
      <form noValidate onSubmit={enviar} className="flex max-w-3xl flex-col gap-4">
        <MotivoCampos id="busca-motivo" valor={motivo} onChange={setMotivo} erros={erros} />
        <Campo
          id="busca-termo"
          rotulo="CPF, número do cartão ou nome"
          dica="O nome pode ser digitado sem acentos; pequenos erros de digitação são tolerados."
          value={termo}
          maxLength={120}
          autoComplete="off"
          erro={erros.termo}
          onChange={(e) => setTermo(e.target.value)}
        />
        <div>
          <Botao type="submit" variante="primario" disabled={buscar.isPending}>
            {buscar.isPending ? 'Buscando…' : 'Buscar'}
          </Botao>
        </div>
      </form>
      {buscar.isError && <Alerta tipo="erro">{buscar.error.message}</Alerta>}
      {busca && <Resultados busca={busca} />}
    </>
  );
}

function Resultados({ busca }: { busca: BuscaAtendimento }) {
  const { atendimento, resultados } = busca;
  return (
    <section aria-labelledby="busca-resultados" className="mt-6">
      <h2 id="busca-resultados" className="mb-2 text-xl font-bold">
        Resultado
      </h2>
      <p className="mb-2 text-sm text-ink-muted">
        Atendimento {atendimento.id} — {ROTULO_CATEGORIA_MOTIVO[atendimento.motivo.categoria]}, válido até{' '}
        {dataHora(atendimento.expiraEm)}.
      </p>
      <p role="status" className="mb-2">
        {resultados.length === 0
          ? 'Nenhum beneficiário encontrado. Confira o que foi digitado.'
          : `${resultados.length} ${resultados.length === 1 ? 'resultado' : 'resultados'}.`}
      </p>
      {resultados.length > 0 && (
        <Tabela
          legenda="Beneficiários encontrados"
          colunas={['Nome', 'CPF', 'Cartão', 'Plano', 'Situação']}
          linhas={resultados.map((r, i) => ({
            chave: `${r.pessoaId}-${i}`,
            celulas: [
              <Link
                key="nome"
                to={`/atendimento/${atendimento.id}/${r.pessoaId}`}
                className="inline-flex min-h-11 items-center"
              >
                {r.nome}
              </Link>,
              <span key="cpf" className="whitespace-nowrap">
                {r.cpfMascarado}
              </span>,
              <span key="cartao" className="whitespace-nowrap">
                {r.carteira ? maskCardNumber(r.carteira) : '—'}
              </span>,
              r.plano,
              ROTULO_SITUACAO_BENEFICIARIO[r.situacao],
            ],
          }))}
        />
      )}
    </section>
  );
}
