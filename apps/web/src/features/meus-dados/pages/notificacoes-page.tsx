// Notificações (issue 42, decision 0052): for each kind of event, which channels tell the member — e-mail,
// SMS, a notification on a device. One fieldset per group of events, one checkbox per event and channel
// named "E-mail para Fatura disponível"; the security notices shown fixed (always e-mail). A member who may
// follow a relative's health events (a minor's titular, an adult's consent) picks whose events they choose
// for. Each event is a row at 1366 px and a small card of its own at 360 px (the boxes wrap under its name).
import { useId, useState } from 'react';
import {
  GRUPOS_EVENTO,
  ROTULO_GRUPO,
  type CanalPreferencia,
  type TipoEvento,
} from '@portal/domain/contract/meus-dados/eventos-notificacao';
import {
  NOTIFICACOES_MESSAGES as M,
  type EscolhaNotificacao,
  type PessoaNotificacoes,
  type PreferenciasNotificacao,
} from '@portal/domain/contract/meus-dados/notificacoes';
import { Button } from '../../../ui/button';
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import { usePreferenciasNotificacao, useSalvarPreferenciasNotificacao } from '../api/notificacoes';
import { PushNesteAparelho } from '../components/push-neste-aparelho';

const chave = (tipo: TipoEvento, canal: CanalPreferencia) => `${tipo}|${canal}`;

function Escolhas({ dados, pessoa }: { dados: PreferenciasNotificacao; pessoa: PessoaNotificacoes }) {
  const salvar = useSalvarPreferenciasNotificacao();
  const inicial = () => new Map(pessoa.escolhas.map((e) => [chave(e.tipo, e.canal), e.ativo]));
  const [marcadas, setMarcadas] = useState(inicial);
  const tipos = new Set(pessoa.escolhas.map((e) => e.tipo));
  const eventos = dados.eventos.filter((e) => tipos.has(e.tipo) || (pessoa.proprio && e.fixo));
  const titulo = useId();

  const enviar = () => {
    const escolhas: EscolhaNotificacao[] = pessoa.escolhas.map((e) => ({
      ...e,
      ativo: marcadas.get(chave(e.tipo, e.canal)) ?? e.ativo,
    }));
    salvar.mutate(
      { cpf: pessoa.cpf, escolhas },
      {
        onSuccess: () => showAlert({ tipo: 'sucesso', mensagem: M.salvo }),
        onError: (error) => {
          if (error instanceof ApiError && error.status < 500)
            showAlert({ tipo: 'erro', mensagem: error.message });
          else showAlert({ tipo: 'erro', mensagem: 'Não foi possível salvar agora. Tente novamente.' });
        },
      },
    );
  };

  return (
    <form
      aria-labelledby={titulo}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        enviar();
      }}
    >
      <h2 id={titulo} className="text-xl font-bold">
        {pessoa.proprio ? 'Seus avisos' : `Avisos de saúde de ${pessoa.nome}`}
      </h2>
      {GRUPOS_EVENTO.map((grupo) => {
        const doGrupo = eventos.filter((e) => e.grupo === grupo);
        if (doGrupo.length === 0) return null;
        return (
          <fieldset
            key={grupo}
            className="flex flex-col gap-3 rounded-lg border-2 border-line bg-surface p-4"
          >
            <legend className="px-1 text-lg font-bold">{ROTULO_GRUPO[grupo]}</legend>
            <ul className="flex flex-col divide-y-2 divide-line">
              {doGrupo.map((evento) => (
                <li
                  key={evento.tipo}
                  className="flex flex-col gap-1 py-2 md:flex-row md:items-center md:justify-between md:gap-4"
                >
                  <span className="font-semibold">{evento.rotulo}</span>
                  {evento.fixo ? (
                    <span className="text-ink-muted">Sempre por e-mail (não pode ser desligado)</span>
                  ) : (
                    <span className="flex flex-wrap gap-x-5">
                      {dados.canais.map(({ canal, rotulo }) => {
                        const k = chave(evento.tipo, canal);
                        return (
                          <label key={canal} className="flex min-h-11 cursor-pointer items-center gap-2">
                            <input
                              type="checkbox"
                              className="size-5 shrink-0 accent-primary"
                              aria-label={`${rotulo} para ${evento.rotulo}`}
                              checked={marcadas.get(k) ?? false}
                              onChange={(event) => {
                                const ativo = event.target.checked;
                                setMarcadas((atual) => new Map(atual).set(k, ativo));
                              }}
                            />
                            {rotulo}
                          </label>
                        );
                      })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <div>
        <Button type="submit" loading={salvar.isPending}>
          Salvar preferências
        </Button>
      </div>
    </form>
  );
}

function Canais({ dados }: { dados: PreferenciasNotificacao }) {
  const avisos = dados.canais.filter((c) => c.aviso);
  if (avisos.length === 0) return null;
  return (
    <ul className="flex list-disc flex-col gap-1 pl-6">
      {avisos.map((c) => (
        <li key={c.canal}>
          <span className="font-semibold">{c.rotulo}:</span> {c.aviso}
        </li>
      ))}
    </ul>
  );
}

export default function NotificacoesPage() {
  const dados = usePreferenciasNotificacao();
  const [cpf, setCpf] = useState<string | null>(null);
  const seletor = useId();
  if (dados.isError) return <UnexpectedErrorPanel onRetry={() => void dados.refetch()} />;
  if (!dados.data) return <LoadingBlock />;
  const { pessoas, semAcesso } = dados.data;
  const pessoa = pessoas.find((p) => p.cpf === cpf) ?? pessoas[0]!;
  return (
    <div className="flex flex-col gap-6">
      <p>
        Escolha como quer ser avisado de cada novidade: por e-mail, por SMS ou por uma notificação neste
        aparelho. As notificações no aparelho não mostram detalhes de saúde: para ver, é preciso entrar no
        portal.
      </p>
      <Canais dados={dados.data} />
      <PushNesteAparelho />
      {pessoas.length > 1 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={seletor} className="font-semibold">
            De quem são os avisos
          </label>
          <select
            id={seletor}
            className="min-h-11 max-w-md rounded-md border-2 border-line bg-surface px-3"
            value={pessoa.cpf}
            onChange={(event) => setCpf(event.target.value)}
          >
            {pessoas.map((p) => (
              <option key={p.cpf} value={p.cpf}>
                {p.proprio ? `${p.nome} (você)` : p.nome}
              </option>
            ))}
          </select>
        </div>
      )}
      <Escolhas key={pessoa.cpf} dados={dados.data} pessoa={pessoa} />
      {semAcesso.length > 0 && (
        <section aria-labelledby="notificacoes-sem-acesso" className="flex flex-col gap-2">
          <h2 id="notificacoes-sem-acesso" className="text-lg font-bold">
            Avisos de saúde que você não acompanha
          </h2>
          <ul className="flex list-disc flex-col gap-1 pl-6">
            {semAcesso.map((p) => (
              <li key={p.nome}>{p.motivo}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
