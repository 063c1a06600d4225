// One staff member (administrators): change roles or deactivate (the server keeps at least one active
// administrator and refuses one's own deactivation), and reset the person's factors after a confirmation —
// their passkeys, authenticator app and recovery codes go, their sessions end, and a new enrolment link is
// e-mailed to them and shown here once.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { consoleEquipeCalls } from '@portal/domain/contract/calls/console/equipe';
import type { Papel } from '@portal/domain/contract/console/acesso';
import type { MembroEquipe } from '@portal/domain/contract/console/equipe';
import { useContextoConsole } from '../../app/contexto';
import { chamar, chaveDe, consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Carregando } from '../../ui/carregando';
import { Confirmar } from '../../ui/confirmar';
import { dataHora } from '../../ui/datas';
import { fatoresDe, situacao } from './equipe-page';
import { LinkCadastro } from './link-cadastro';
import { PapeisCampo } from './papeis-campo';

export default function MembroPage() {
  const id = Number(useParams().id);
  const equipe = useQuery(consulta(consoleEquipeCalls.listar));
  if (equipe.isPending) return <Carregando />;
  if (equipe.isError) return <Alerta tipo="erro">{equipe.error.message}</Alerta>;
  const membro = equipe.data.equipe.find((m) => m.id === id);
  if (!membro) {
    return (
      <Alerta tipo="erro">
        Pessoa não encontrada na equipe. <Link to="/equipe">Voltar para a equipe</Link>
      </Alerta>
    );
  }
  return <Membro key={membro.id} membro={membro} />;
}

function Membro({ membro }: { membro: MembroEquipe }) {
  const { equipe: eu } = useContextoConsole();
  const cliente = useQueryClient();
  const [papeis, setPapeis] = useState<Papel[]>(membro.papeis);
  const [ativo, setAtivo] = useState(membro.ativo);
  const [erroPapeis, setErroPapeis] = useState<string | undefined>();
  const [confirmarReset, setConfirmarReset] = useState(false);
  const proprio = membro.id === eu.id;
  const atualizarLista = () => cliente.invalidateQueries({ queryKey: chaveDe(consoleEquipeCalls.listar) });

  const salvar = useMutation({
    mutationFn: () =>
      chamar(consoleEquipeCalls.alterar, { params: { id: membro.id }, body: { papeis, ativo } }),
    onSuccess: atualizarLista,
  });
  const redefinir = useMutation({
    mutationFn: () => chamar(consoleEquipeCalls.redefinirFatores, { params: { id: membro.id } }),
    onSuccess: async () => {
      setConfirmarReset(false);
      await atualizarLista();
    },
    onError: () => setConfirmarReset(false),
  });

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    salvar.reset();
    if (papeis.length === 0) {
      setErroPapeis('Escolha ao menos um papel.');
      document.getElementById('membro-papeis')?.focus();
      return;
    }
    setErroPapeis(undefined);
    salvar.mutate();
  };

  return (
    <div className="max-w-2xl">
      <Link to="/equipe">Voltar para a equipe</Link>
      <h2 className="mt-3 text-xl font-semibold">{membro.nome}</h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">E-mail</dt>
        <dd className="break-all">{membro.email}</dd>
        <dt className="font-semibold">Situação</dt>
        <dd>{situacao(membro)}</dd>
        <dt className="font-semibold">Fatores de acesso</dt>
        <dd>{fatoresDe(membro)}</dd>
        <dt className="font-semibold">Na equipe desde</dt>
        <dd>{dataHora(membro.criadoEm)}</dd>
      </dl>

      <form noValidate onSubmit={enviar} className="mt-6 flex flex-col gap-4 rounded border border-line p-4">
        <h3 className="text-lg font-semibold">Papéis e situação</h3>
        {salvar.isError && <Alerta tipo="erro">{salvar.error.message}</Alerta>}
        {salvar.isSuccess && <Alerta tipo="sucesso">Alterações salvas.</Alerta>}
        <PapeisCampo id="membro-papeis" valor={papeis} onChange={setPapeis} erro={erroPapeis} />
        <div className="flex items-start gap-2">
          <input
            id="membro-ativo"
            type="checkbox"
            className="mt-1 size-5"
            checked={ativo}
            disabled={proprio}
            aria-describedby="membro-ativo-dica"
            onChange={(evento) => setAtivo(evento.target.checked)}
          />
          <div>
            <label htmlFor="membro-ativo" className="font-semibold">
              Ativo
            </label>
            <p id="membro-ativo-dica" className="text-sm text-ink-muted">
              {proprio
                ? 'Você não pode desativar a própria conta.'
                : 'Desativar encerra as sessões da pessoa e impede novas entradas.'}
            </p>
          </div>
        </div>
        <Botao type="submit" variante="primario" disabled={salvar.isPending}>
          {salvar.isPending ? 'Salvando…' : 'Salvar alterações'}
        </Botao>
      </form>

      <section aria-labelledby="membro-reset" className="mt-6 rounded border border-line p-4">
        <h3 id="membro-reset" className="text-lg font-semibold">
          Redefinir fatores de acesso
        </h3>
        <p className="mt-1">
          Para quem perdeu o dispositivo e os códigos de recuperação: remove as chaves de acesso, o aplicativo
          autenticador e os códigos da pessoa, encerra as sessões dela e envia por e-mail um novo link de
          cadastro.
        </p>
        {redefinir.isError && <Alerta tipo="erro">{redefinir.error.message}</Alerta>}
        {redefinir.data && (
          <LinkCadastro
            link={redefinir.data.linkCadastro}
            expiraEm={redefinir.data.expiraEm}
            para={membro.nome}
          />
        )}
        {proprio ? (
          <p className="mt-2 text-sm text-ink-muted">Seus próprios fatores você gerencia em Minha conta.</p>
        ) : (
          <Botao variante="perigo" className="mt-3" onClick={() => setConfirmarReset(true)}>
            Redefinir fatores de acesso
          </Botao>
        )}
      </section>

      <Confirmar
        aberto={confirmarReset}
        titulo={`Redefinir os fatores de acesso de ${membro.nome}?`}
        rotuloConfirmar="Redefinir fatores"
        ocupado={redefinir.isPending}
        onConfirmar={() => redefinir.mutate()}
        onCancelar={() => setConfirmarReset(false)}
      >
        A pessoa não conseguirá entrar até cadastrar um novo acesso pelo link que receberá por e-mail. A ação
        fica registrada na auditoria.
      </Confirmar>
    </div>
  );
}
