// Chaves de Acesso (issue 42, decision 0054): the member's passkeys — each with its name, when it was made and
// last used, renamed in place or removed after a confirmation (the last one too: the CPF and the password stay)
// — and a new one: a code to a verified contact (as a contact change asks), then the device's own prompt
// (fingerprint, face or PIN). Cards, not a table: they read well at 360 px. Focus follows each step: the code's
// heading when it is sent, the rename field when it opens, the list's heading after a removal (the row is gone)
// or the row's button on cancel, so keyboard and screen-reader users keep their place.
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatOperatorDateTime, resumoDispositivo, routePath, SERVER_MESSAGES } from '@portal/domain';
import type { ChaveAcesso } from '@portal/domain/contract/auth/chaves-acesso';
import {
  CHAVES_ACESSO_MESSAGES as M,
  NOME_CHAVE_MAXIMO,
} from '@portal/domain/contract/auth/chaves-acesso-mensagens';
import {
  CODIGO_DIGITOS,
  type CodigoEnviado,
  type ContatoMascarado,
  type TipoContatoVerificacao,
} from '@portal/domain/contract/auth/contatos-verificacao';
import { validateRequired } from '@portal/domain/validation/required';
import { onlyDigits } from '@portal/domain/format/digits';
import { Button } from '../../../ui/button';
import { Form, FormError } from '../../../ui/form/form';
import { rulesSchema } from '../../../ui/form/rules-schema';
import { TextField } from '../../../ui/form/text-field';
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { ContactPicker, showMasked } from '../../../shared-domain/contact-picker';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import { navegadorTemChaveAcesso } from '../components/chave-acesso-navegador';
import { StepHeading } from '../components/step-heading';
import {
  enviarCodigoChave,
  useCadastrarChave,
  useChavesAcesso,
  useRemoverChave,
  useRenomearChave,
} from '../api/chaves-acesso';
import { LazyConfirmDialog } from '../../../ui/confirm-dialog-lazy';

const LISTA_ID = 'chaves-acesso-titulo';
const NOVA_ID = 'chave-nova-titulo';
const removerId = (id: number) => `remover-chave-${id}`;
const renomearId = (id: number) => `renomear-chave-${id}`;

const nomeValido = (valor: string) => (valor.trim().length > NOME_CHAVE_MAXIMO ? M.nomeLongo : null);
const nomeSchema = rulesSchema({ nome: [validateRequired, nomeValido] });
const codigoSchema = rulesSchema({
  codigo: [validateRequired, (v) => (/^\d{6}$/.test(v) ? null : SERVER_MESSAGES.invalidCode)],
  nome: [validateRequired, nomeValido],
});

/** Errors the member reads as worded (the server's 4xx, the browser's refusal); others the generic text. */
function dito(error: unknown): never {
  if (error instanceof ApiError && error.status < 500) throw error;
  if (error instanceof Error && error.name === 'ErroChaveAcesso') throw new FormError(error.message);
  throw new FormError(SERVER_MESSAGES.genericError);
}

function Chave({
  chave,
  removendo,
  onRemover,
}: {
  chave: ChaveAcesso;
  removendo: boolean;
  onRemover: () => void;
}) {
  const renomear = useRenomearChave();
  const [editando, setEditando] = useState(false);
  const fechar = () => {
    setEditando(false);
    // The field is gone: focus goes back to the button that opened it.
    requestAnimationFrame(() => document.getElementById(renomearId(chave.id))?.focus());
  };
  const criada = formatOperatorDateTime(chave.criadaEm);
  return (
    <li className="flex flex-col gap-3 rounded-md border-2 border-line bg-surface p-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold break-words">{chave.nome}</p>
        <p className="text-sm">
          Criada em {criada}
          <br />
          {chave.ultimoUsoEm
            ? `Último uso em ${formatOperatorDateTime(chave.ultimoUsoEm)}`
            : 'Ainda não usada para entrar'}
        </p>
      </div>
      {editando ? (
        <Form
          schema={nomeSchema}
          defaultValues={{ nome: chave.nome }}
          aria-label={`Novo nome da chave de acesso ${chave.nome}`}
          onSubmit={async ({ nome }) => {
            await renomear.mutateAsync({ id: chave.id, nome: nome.trim() }).catch(dito);
            showAlert({ tipo: 'sucesso', mensagem: M.renomeada });
            fechar();
          }}
        >
          {(form) => (
            <>
              <TextField name="nome" label="Nome da chave" maxLength={NOME_CHAVE_MAXIMO} autoFocus />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" loading={form.formState.isSubmitting}>
                  Salvar nome
                </Button>
                <Button variant="secondary" onClick={fechar}>
                  Cancelar
                </Button>
              </div>
            </>
          )}
        </Form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button
            id={renomearId(chave.id)}
            variant="secondary"
            aria-label={`Renomear a chave de acesso ${chave.nome}`}
            onClick={() => setEditando(true)}
          >
            Renomear
          </Button>
          <Button
            id={removerId(chave.id)}
            variant="secondary"
            loading={removendo}
            aria-label={`Remover a chave de acesso ${chave.nome}, criada em ${criada}`}
            onClick={onRemover}
          >
            Remover
          </Button>
        </div>
      )}
    </li>
  );
}

function NovaChave({ contatos }: { contatos: ContatoMascarado[] }) {
  const cadastrar = useCadastrarChave();
  const [escolha, setEscolha] = useState<{ tipo: TipoContatoVerificacao | null; codigo: string | null }>({
    tipo: null,
    codigo: null,
  });
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [nenhum, setNenhum] = useState(false);
  const [enviado, setEnviado] = useState<CodigoEnviado | null>(null);

  if (!navegadorTemChaveAcesso()) return <p>{M.navegadorSemSuporte}</p>;
  const semContato = (
    <p>
      Para receber o código, confira seu e-mail ou celular em{' '}
      <Link to={routePath('dadosPessoais')} className="font-semibold">
        Dados Pessoais
      </Link>
      .
    </p>
  );
  if (contatos.length === 0) return semContato;

  async function enviar() {
    if (!escolha.codigo) return;
    setErro(null);
    setEnviando(true);
    try {
      setEnviado(await enviarCodigoChave(escolha.codigo));
    } catch (error) {
      setErro(error instanceof ApiError && error.status < 500 ? error.message : SERVER_MESSAGES.genericError);
    } finally {
      setEnviando(false);
    }
  }

  if (enviado) {
    return (
      <div className="flex flex-col gap-3">
        <StepHeading level={3}>Digite o código e crie a chave</StepHeading>
        <p className="break-words">
          Enviamos um código para {showMasked(enviado.destino)}. Depois, o seu dispositivo vai pedir a
          digital, o rosto ou o PIN.
        </p>
        <Form
          schema={codigoSchema}
          defaultValues={{ codigo: '', nome: resumoDispositivo(navigator.userAgent) }}
          aria-label="Criar chave de acesso"
          onSubmit={async ({ codigo, nome }) => {
            const chave = await cadastrar.mutateAsync({ codigo, nome: nome.trim() }).catch(dito);
            // The code step closes (its form with it): the page's banner says so.
            showAlert({ tipo: 'sucesso', mensagem: M.cadastrada(chave.nome) });
            setEnviado(null);
          }}
        >
          {(form) => (
            <>
              <TextField
                name="codigo"
                label="Código recebido"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={CODIGO_DIGITOS}
                format={(v) => onlyDigits(v).slice(0, CODIGO_DIGITOS)}
                className="max-w-xs"
              />
              <TextField
                name="nome"
                label="Nome da chave"
                hint="Para reconhecer este dispositivo na lista."
                maxLength={NOME_CHAVE_MAXIMO}
              />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" loading={form.formState.isSubmitting}>
                  Criar chave de acesso
                </Button>
                <Button variant="secondary" onClick={() => setEnviado(null)}>
                  Pedir outro código
                </Button>
              </div>
            </>
          )}
        </Form>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <ContactPicker
        contatos={contatos}
        tipo={escolha.tipo}
        value={escolha.codigo}
        onChange={setEscolha}
        onNoneOfThese={() => setNenhum(true)}
      />
      {nenhum && semContato}
      <div>
        <Button
          onClick={() => void enviar()}
          disabled={!escolha.codigo}
          disabledReason="Escolha para onde enviar o código."
          loading={enviando}
        >
          Enviar código
        </Button>
      </div>
      <p role="alert" className="font-semibold text-danger empty:hidden">
        {erro}
      </p>
    </div>
  );
}

export default function ChavesAcessoPage() {
  const dados = useChavesAcesso();
  const remover = useRemoverChave();
  const [pergunta, setPergunta] = useState<ChaveAcesso | null>(null);
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmed = useRef(false);

  if (dados.isError) return <UnexpectedErrorPanel onRetry={() => void dados.refetch()} />;
  if (!dados.data) return <LoadingBlock />;
  const { chaves, contatos } = dados.data;

  const confirmar = () => {
    if (!pergunta) return;
    confirmed.current = true;
    setOpen(false);
    remover.mutate(pergunta.id, {
      onSuccess: () => showAlert({ tipo: 'sucesso', mensagem: M.removida }),
      onError: (error) => {
        if (error instanceof ApiError && error.status < 500)
          showAlert({ tipo: 'erro', mensagem: error.message });
      },
    });
  };
  const returnFocus = () => {
    const button = pergunta && document.getElementById(removerId(pergunta.id));
    if (!confirmed.current && button) button.focus();
    else heading.current?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <p>
        Com uma chave de acesso (passkey), você entra no portal com a digital, o rosto ou o PIN do seu celular
        ou computador, sem digitar CPF e senha. O CPF e a senha continuam valendo.
      </p>
      <section aria-labelledby={LISTA_ID} className="flex flex-col gap-3">
        <h2 id={LISTA_ID} ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          {chaves.length === 0
            ? 'Nenhuma chave de acesso'
            : chaves.length === 1
              ? '1 chave de acesso'
              : `${chaves.length} chaves de acesso`}
        </h2>
        {chaves.length > 0 && (
          <ul className="flex flex-col gap-3" aria-labelledby={LISTA_ID}>
            {chaves.map((chave) => (
              <Chave
                key={chave.id}
                chave={chave}
                removendo={remover.isPending && remover.variables === chave.id}
                onRemover={() => {
                  confirmed.current = false;
                  setPergunta(chave);
                  setOpen(true);
                }}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={NOVA_ID} className="flex flex-col gap-3">
        <h2 id={NOVA_ID} className="text-xl font-bold">
          Adicionar chave de acesso
        </h2>
        <NovaChave contatos={contatos} />
      </section>
      {pergunta && (
        <LazyConfirmDialog
          open={open}
          title="Remover chave de acesso?"
          description={`A chave "${pergunta.nome}" deixa de entrar no portal. Você pode criar outra quando quiser.`}
          cancelLabel="Manter chave"
          confirmLabel="Remover chave"
          confirmVariant="danger"
          onCancel={() => setOpen(false)}
          onConfirm={confirmar}
          returnFocus={returnFocus}
        />
      )}
    </div>
  );
}
