// Inviting someone (administrators): name, work e-mail and roles; the server creates the account, e-mails
// the one-time enrolment link and answers it too, shown here once.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { consoleEquipeCalls } from '@portal/domain/contract/calls/console/equipe';
import type { Papel } from '@portal/domain/contract/console/acesso';
import { ErroConsole, chamar, chaveDe } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo } from '../../ui/campo';
import { LinkCadastro } from './link-cadastro';
import { PapeisCampo } from './papeis-campo';

interface Erros {
  nome?: string;
  email?: string;
  papeis?: string;
}

export function validarConvite(nome: string, email: string, papeis: readonly Papel[]): Erros {
  const erros: Erros = {};
  if (nome.trim().length < 2) erros.nome = 'Informe o nome da pessoa.';
  if (!email.trim()) erros.email = 'Informe o e-mail de trabalho.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
    erros.email = 'E-mail inválido. Confira o endereço.';
  if (papeis.length === 0) erros.papeis = 'Escolha ao menos um papel.';
  return erros;
}

export default function ConvidarPage() {
  const cliente = useQueryClient();
  const [nome, setNome] = useState('');
  const [email, setEmail] = useState('');
  const [papeis, setPapeis] = useState<Papel[]>([]);
  const [erros, setErros] = useState<Erros>({});
  const convidar = useMutation({
    mutationFn: () =>
      chamar(consoleEquipeCalls.convidar, { body: { nome: nome.trim(), email: email.trim(), papeis } }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: chaveDe(consoleEquipeCalls.listar) }),
    onError: (erro) => {
      if (erro instanceof ErroConsole && erro.campos) setErros(erro.campos);
    },
  });

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const achados = validarConvite(nome, email, papeis);
    setErros(achados);
    const primeiro = (['nome', 'email', 'papeis'] as const).find((campo) => achados[campo]);
    if (primeiro) {
      document.getElementById(`convite-${primeiro}`)?.focus();
      return;
    }
    convidar.mutate();
  };

  if (convidar.data) {
    const { membro, linkCadastro, expiraEm } = convidar.data;
    return (
      <div className="max-w-2xl">
        <LinkCadastro link={linkCadastro} expiraEm={expiraEm} para={`${membro.nome} (${membro.email})`} />
        <div className="mt-4 flex flex-wrap gap-3">
          <Botao
            onClick={() => {
              convidar.reset();
              setNome('');
              setEmail('');
              setPapeis([]);
            }}
          >
            Convidar outra pessoa
          </Botao>
          <Link to="/equipe" className="inline-flex min-h-11 items-center">
            Voltar para a equipe
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={enviar} className="flex max-w-2xl flex-col gap-4">
      <p>A pessoa recebe por e-mail um link para cadastrar a chave de acesso ou o aplicativo autenticador.</p>
      {convidar.isError && <Alerta tipo="erro">{convidar.error.message}</Alerta>}
      <Campo
        id="convite-nome"
        rotulo="Nome"
        autoComplete="off"
        value={nome}
        onChange={(e) => setNome(e.target.value)}
        erro={erros.nome}
      />
      <Campo
        id="convite-email"
        rotulo="E-mail de trabalho"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        erro={erros.email}
      />
      <PapeisCampo id="convite-papeis" valor={papeis} onChange={setPapeis} erro={erros.papeis} />
      <div className="flex flex-wrap gap-3">
        <Botao type="submit" variante="primario" disabled={convidar.isPending}>
          {convidar.isPending ? 'Convidando…' : 'Convidar'}
        </Botao>
        <Link to="/equipe" className="inline-flex min-h-11 items-center">
          Cancelar
        </Link>
      </div>
    </form>
  );
}
