// "Minha conta": the signed-in staff member's own factors — passkeys (device name, created, last used; add,
// remove), the authenticator app (enrol, remove) and the recovery codes left (make ten new ones, shown once).
// The last factor cannot be removed: its button is not offered, and the server refuses it anyway (409).
// After a sign-in with a recovery code this is the only screen the server lets work until a new factor
// exists; then new recovery codes come with that factor's answer and are shown once.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleFatoresCalls } from '@portal/domain/contract/calls/console/equipe';
import { MENSAGENS_CONSOLE } from '@portal/domain/contract/console/mensagens';
import { useContextoConsole } from '../../app/contexto';
import { CHAVE_SESSAO } from '../../app/sessao';
import { chamar, chaveDe, consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Carregando } from '../../ui/carregando';
import { Confirmar } from '../../ui/confirmar';
import { dataHora } from '../../ui/datas';
import { CadastrarPasskey } from './cadastrar-passkey';
import { CadastrarTotp, type SegredoTotp } from './cadastrar-totp';
import { CodigosRecuperacao } from './codigos-recuperacao';
import { navegadorTemPasskey, paraEnvio } from './webauthn';

type Remocao = { tipo: 'passkey'; id: number; nome: string } | { tipo: 'totp' };

export default function MinhaContaPage() {
  const { equipe } = useContextoConsole();
  const cliente = useQueryClient();
  const fatores = useQuery(consulta(consoleFatoresCalls.listar));
  const [codigos, setCodigos] = useState<string[] | null>(null);
  const [segredo, setSegredo] = useState<SegredoTotp | null>(null);
  const [remocao, setRemocao] = useState<Remocao | null>(null);
  const [confirmarCodigos, setConfirmarCodigos] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);

  const atualizar = async () => {
    await Promise.all([
      cliente.invalidateQueries({ queryKey: chaveDe(consoleFatoresCalls.listar) }),
      cliente.refetchQueries({ queryKey: CHAVE_SESSAO }),
    ]);
  };
  const aposCadastro = async (novos: string[] | null, mensagem: string) => {
    setAviso(mensagem);
    if (novos?.length) setCodigos(novos);
    await atualizar();
  };

  const iniciarTotp = useMutation({
    mutationFn: () => chamar(consoleFatoresCalls.iniciarTotp),
    onSuccess: setSegredo,
  });
  const remover = useMutation({
    mutationFn: (alvo: Remocao) =>
      alvo.tipo === 'passkey'
        ? chamar(consoleFatoresCalls.removerPasskey, { params: { id: alvo.id } })
        : chamar(consoleFatoresCalls.removerTotp),
    onSuccess: async (_nada, alvo) => {
      setRemocao(null);
      setAviso(
        alvo.tipo === 'passkey'
          ? `Chave de acesso “${alvo.nome}” removida.`
          : 'Aplicativo autenticador removido.',
      );
      await atualizar();
    },
    onError: () => setRemocao(null),
  });
  const novosCodigos = useMutation({
    mutationFn: () => chamar(consoleFatoresCalls.novosCodigos),
    onSuccess: async ({ codigosRecuperacao }) => {
      setConfirmarCodigos(false);
      await aposCadastro(
        codigosRecuperacao,
        'Novos códigos de recuperação gerados. Os anteriores não valem mais.',
      );
    },
    onError: () => setConfirmarCodigos(false),
  });

  if (codigos) {
    return (
      <>
        {aviso && <Alerta tipo="sucesso">{aviso}</Alerta>}
        <CodigosRecuperacao
          codigos={codigos}
          email={equipe.email}
          rotuloContinuar="Voltar para Minha conta"
          onContinuar={() => {
            setCodigos(null);
            setAviso(null);
          }}
        />
      </>
    );
  }
  if (fatores.isPending) return <Carregando />;
  if (fatores.isError) return <Alerta tipo="erro">{fatores.error.message}</Alerta>;
  const { passkeys, totp, codigosRecuperacaoRestantes } = fatores.data;
  const unicoFator = passkeys.length + (totp ? 1 : 0) <= 1;
  const erroAcao = remover.error ?? novosCodigos.error ?? iniciarTotp.error;

  return (
    <div className="max-w-3xl">
      <p>
        {equipe.nome} — {equipe.email}
      </p>
      {equipe.precisaCadastrarFator && <Alerta tipo="atencao">{MENSAGENS_CONSOLE.cadastreFator}</Alerta>}
      {aviso && <Alerta tipo="sucesso">{aviso}</Alerta>}
      {erroAcao && <Alerta tipo="erro">{erroAcao.message}</Alerta>}

      <section aria-labelledby="conta-passkeys" className="mt-6">
        <h2 id="conta-passkeys" className="text-xl font-semibold">
          Chaves de acesso
        </h2>
        {passkeys.length === 0 ? (
          <p className="mt-2">Nenhuma chave de acesso cadastrada.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {passkeys.map((passkey) => (
              <li
                key={passkey.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded border border-line bg-surface p-3"
              >
                <div>
                  <p className="font-semibold">{passkey.nomeDispositivo}</p>
                  <p className="text-sm">Criada em {dataHora(passkey.criadaEm)}</p>
                  <p className="text-sm">
                    {passkey.ultimoUsoEm
                      ? `Último uso em ${dataHora(passkey.ultimoUsoEm)}`
                      : 'Ainda não usada'}
                  </p>
                </div>
                {!unicoFator && (
                  <Botao
                    variante="perigo"
                    aria-label={`Remover a chave de acesso ${passkey.nomeDispositivo}`}
                    onClick={() =>
                      setRemocao({ tipo: 'passkey', id: passkey.id, nome: passkey.nomeDispositivo })
                    }
                  >
                    Remover
                  </Botao>
                )}
              </li>
            ))}
          </ul>
        )}
        {unicoFator && (
          <p className="mt-2 text-sm text-ink-muted">
            Seu único fator de acesso não pode ser removido: cadastre outro antes.
          </p>
        )}
        {navegadorTemPasskey() ? (
          <div className="mt-4 rounded border border-line p-4">
            <h3 className="mb-2 font-semibold">Adicionar chave de acesso</h3>
            <CadastrarPasskey
              rotulo="Adicionar chave de acesso"
              pedirOpcoes={() => chamar(consoleFatoresCalls.opcoesPasskey)}
              enviar={async (resposta, nomeDispositivo) => {
                const { codigosRecuperacao } = await chamar(consoleFatoresCalls.cadastrarPasskey, {
                  body: { resposta: paraEnvio(resposta), nomeDispositivo },
                });
                await aposCadastro(codigosRecuperacao, `Chave de acesso “${nomeDispositivo}” cadastrada.`);
              }}
            />
          </div>
        ) : (
          <p className="mt-2">Este navegador não permite cadastrar chaves de acesso.</p>
        )}
      </section>

      <section aria-labelledby="conta-totp" className="mt-8">
        <h2 id="conta-totp" className="text-xl font-semibold">
          Aplicativo autenticador
        </h2>
        {segredo ? (
          <div className="mt-2">
            <CadastrarTotp
              segredo={segredo}
              onConfirmar={async (codigo) => {
                const { codigosRecuperacao } = await chamar(consoleFatoresCalls.confirmarTotp, {
                  body: { codigo },
                });
                setSegredo(null);
                await aposCadastro(codigosRecuperacao, 'Aplicativo autenticador cadastrado.');
              }}
              onCancelar={() => setSegredo(null)}
            />
          </div>
        ) : totp ? (
          <>
            <p className="mt-2">Cadastrado.</p>
            {!unicoFator && (
              <Botao variante="perigo" className="mt-2" onClick={() => setRemocao({ tipo: 'totp' })}>
                Remover aplicativo autenticador
              </Botao>
            )}
          </>
        ) : (
          <>
            <p className="mt-2">Não cadastrado.</p>
            <Botao className="mt-2" onClick={() => iniciarTotp.mutate()} disabled={iniciarTotp.isPending}>
              Cadastrar aplicativo autenticador
            </Botao>
          </>
        )}
      </section>

      <section aria-labelledby="conta-codigos" className="mt-8">
        <h2 id="conta-codigos" className="text-xl font-semibold">
          Códigos de recuperação
        </h2>
        <p className="mt-2">
          {codigosRecuperacaoRestantes === 1
            ? 'Resta 1 código de recuperação.'
            : `Restam ${codigosRecuperacaoRestantes} códigos de recuperação.`}
        </p>
        <Botao className="mt-2" onClick={() => setConfirmarCodigos(true)}>
          Gerar novos códigos
        </Botao>
      </section>

      <Confirmar
        aberto={remocao !== null}
        titulo={
          remocao?.tipo === 'totp' ? 'Remover o aplicativo autenticador?' : 'Remover a chave de acesso?'
        }
        rotuloConfirmar="Remover"
        ocupado={remover.isPending}
        onConfirmar={() => remocao && remover.mutate(remocao)}
        onCancelar={() => setRemocao(null)}
      >
        {remocao?.tipo === 'passkey'
          ? `A chave de acesso “${remocao.nome}” deixará de entrar no console.`
          : 'Os códigos do aplicativo deixarão de entrar no console.'}
      </Confirmar>
      <Confirmar
        aberto={confirmarCodigos}
        titulo="Gerar novos códigos de recuperação?"
        rotuloConfirmar="Gerar novos códigos"
        ocupado={novosCodigos.isPending}
        onConfirmar={() => novosCodigos.mutate()}
        onCancelar={() => setConfirmarCodigos(false)}
      >
        Os códigos que você guardou antes deixarão de valer.
      </Confirmar>
    </div>
  );
}
