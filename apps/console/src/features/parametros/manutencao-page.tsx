// Manutenção (issue 38, "Maintenance mode"; role parâmetros): whether members see the maintenance notice now,
// and switching it — off, on now (until an end, if given) or scheduled (from a start, until an end if given;
// dates and times on São Paulo's clock, as the operator lives them) — with the message members see. The
// member portal shows the notice instead of itself while it is up, on every instance at its next request.
// A change names the revision it was opened at: someone else's change meanwhile is refused and reloaded.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleParametrosCalls as calls } from '@portal/domain/contract/calls/console/parametros';
import type { ManutencaoConsole, ModoManutencao } from '@portal/domain/contract/console/parametros';
import { ErroConsole, chamar, chaveDe, consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo } from '../../ui/campo';
import { Carregando } from '../../ui/carregando';
import { dataHora } from '../../ui/datas';

const HORA_LOCAL = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a datetime-local value on São Paulo's clock ('2026-11-29T22:00'); '' for none. */
function horaLocal(iso: string | null): string {
  if (!iso) return '';
  const partes = Object.fromEntries(HORA_LOCAL.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${partes.year}-${partes.month}-${partes.day}T${partes.hour}:${partes.minute}`;
}

const MODOS: { modo: ModoManutencao; rotulo: string; dica: string }[] = [
  { modo: 'desligada', rotulo: 'Desligada', dica: 'Os beneficiários usam o portal normalmente.' },
  {
    modo: 'agora',
    rotulo: 'Ligada agora',
    dica: 'O aviso aparece a partir de agora, até o fim (se informado).',
  },
  { modo: 'agendada', rotulo: 'Agendada', dica: 'O aviso aparece do início ao fim (se informado).' },
];

function Situacao({ m }: { m: ManutencaoConsole }) {
  if (m.ativaAgora)
    return (
      <Alerta tipo="atencao">
        <strong>Em manutenção agora:</strong> os beneficiários veem o aviso em vez do portal
        {m.fim ? ` até ${dataHora(m.fim)}` : ''}.
      </Alerta>
    );
  if (m.modo === 'agendada')
    return (
      <Alerta tipo="info">
        Manutenção agendada para {dataHora(m.inicio)}
        {m.fim ? ` até ${dataHora(m.fim)}` : ''}.
      </Alerta>
    );
  return <Alerta tipo="info">O portal não está em manutenção.</Alerta>;
}

export default function ManutencaoPage() {
  const estado = useQuery(consulta(calls.manutencao));
  const [salva, setSalva] = useState(false);
  if (estado.isPending) return <Carregando />;
  if (estado.isError) return <Alerta tipo="erro">{estado.error.message}</Alerta>;
  return (
    <div className="max-w-2xl">
      {salva && <Alerta tipo="sucesso">Manutenção salva.</Alerta>}
      <Situacao m={estado.data} />
      {estado.data.forcadaPelaConfiguracao && (
        <Alerta tipo="atencao">
          A configuração do servidor (MAINTENANCE_MODE) força a situação atual; o que se salvar aqui vale
          quando ela for removida.
        </Alerta>
      )}
      {/* Keyed by the revision: a save or a reload starts the form again from what the server holds. */}
      <Formulario key={estado.data.revisao} m={estado.data} onSalva={setSalva} />
    </div>
  );
}

function Formulario({ m, onSalva }: { m: ManutencaoConsole; onSalva: (salva: boolean) => void }) {
  const cliente = useQueryClient();
  const [modo, setModo] = useState<ModoManutencao>(m.modo);
  const [inicio, setInicio] = useState(horaLocal(m.inicio));
  const [fim, setFim] = useState(horaLocal(m.fim));
  const [mensagem, setMensagem] = useState(
    m.mensagem || 'O Portal do Beneficiário está em manutenção programada. Voltaremos em breve.',
  );
  const salvar = useMutation({
    mutationFn: () =>
      chamar(calls.alterarManutencao, {
        body: {
          modo,
          inicio: modo === 'agendada' && inicio ? inicio : null,
          fim: modo !== 'desligada' && fim ? fim : null,
          mensagem,
          revisao: m.revisao,
        },
      }),
    onMutate: () => onSalva(false),
    onSuccess: (novo) => {
      onSalva(true);
      cliente.setQueryData(chaveDe(calls.manutencao), novo);
    },
  });
  const erro = salvar.error instanceof ErroConsole ? salvar.error : null;
  const campo = (nome: string) => (erro?.status === 422 ? erro.campos?.[nome] : undefined);
  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    salvar.mutate();
  };
  return (
    <>
      {erro && !Object.keys(erro.campos ?? {}).length && (
        <Alerta tipo="erro">
          {erro.message}{' '}
          {erro.status === 409 && (
            <Botao
              variante="link"
              onClick={() => cliente.invalidateQueries({ queryKey: chaveDe(calls.manutencao) })}
            >
              Recarregar
            </Botao>
          )}
        </Alerta>
      )}
      <form
        noValidate
        onSubmit={enviar}
        className="mt-4 flex flex-col gap-4 rounded border border-line bg-surface p-4"
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold">Situação</legend>
          {MODOS.map((opcao) => (
            <div key={opcao.modo} className="flex items-start gap-2">
              <input
                id={`manutencao-${opcao.modo}`}
                type="radio"
                name="modo"
                className="mt-1 size-5"
                checked={modo === opcao.modo}
                aria-describedby={`manutencao-${opcao.modo}-dica`}
                onChange={() => setModo(opcao.modo)}
              />
              <div>
                <label htmlFor={`manutencao-${opcao.modo}`}>{opcao.rotulo}</label>
                <p id={`manutencao-${opcao.modo}-dica`} className="text-sm text-ink-muted">
                  {opcao.dica}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        {modo === 'agendada' && (
          <Campo
            id="manutencao-inicio"
            rotulo="Início"
            dica="Data e hora de Brasília (America/Sao_Paulo)."
            type="datetime-local"
            value={inicio}
            erro={campo('inicio')}
            onChange={(evento) => setInicio(evento.target.value)}
          />
        )}
        {modo !== 'desligada' && (
          <Campo
            id="manutencao-fim"
            rotulo="Fim (opcional)"
            dica="Data e hora de Brasília. Sem fim, o aviso fica até ser desligado."
            type="datetime-local"
            value={fim}
            erro={campo('fim')}
            onChange={(evento) => setFim(evento.target.value)}
          />
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor="manutencao-mensagem" className="font-semibold">
            Mensagem aos beneficiários
          </label>
          <p id="manutencao-mensagem-dica" className="text-sm text-ink-muted">
            Aparece no lugar do portal enquanto a manutenção durar (até 500 caracteres).
          </p>
          <textarea
            id="manutencao-mensagem"
            rows={4}
            maxLength={500}
            value={mensagem}
            aria-invalid={campo('mensagem') ? true : undefined}
            aria-describedby={`manutencao-mensagem-dica${campo('mensagem') ? ' manutencao-mensagem-erro' : ''}`}
            onChange={(evento) => setMensagem(evento.target.value)}
            className="w-full rounded border border-line-strong bg-surface p-3 text-ink aria-invalid:border-danger"
          />
          {campo('mensagem') && (
            <p id="manutencao-mensagem-erro" className="text-sm font-semibold text-danger">
              {campo('mensagem')}
            </p>
          )}
        </div>
        <Botao type="submit" variante="primario" disabled={salvar.isPending}>
          {salvar.isPending ? 'Salvando…' : 'Salvar manutenção'}
        </Botao>
      </form>
    </>
  );
}
