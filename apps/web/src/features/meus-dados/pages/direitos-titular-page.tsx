// Meus Direitos sobre os Dados (LGPD art. 18; issue 39, decision 0045): the member files a request about their
// own data — access (the file is self-service already, one link away, and the request is still taken),
// correction, anonymisation or deletion, information on sharing, revocation of consent — and follows each one
// with its protocol, the legal deadline (15 days) and the operator's answer once decided.
import { Link } from 'react-router';
import { formatDate, formatOperatorDateTime, routePath } from '@portal/domain';
import {
  CAMPOS_CORRECAO,
  DESCRICAO_DIREITO_MAX,
  PRAZO_DIREITOS_TITULAR_DIAS,
  TIPOS_DIREITO_TITULAR,
  VALOR_CORRECAO_MAX,
  type NovaSolicitacaoTitular,
  type SolicitacaoTitular,
} from '@portal/domain/contract/meus-dados/direitos-titular';
import { Button } from '../../../ui/button';
import { Form } from '../../../ui/form/form';
import { lazySchema } from '../../../ui/form/lazy-schema';
import { useWatch } from '../../../ui/form/form-store';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { StatusBadge } from '../../../shared-domain/status-badge';
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useDireitosTitular, useSolicitarDireitoTitular } from '../api/direitos-titular';

const FORM_ID = 'direitos-novo';

// The form's rules (and zod) load after the first paint (ui/form/lazy-schema.ts, issue 37).
const schema = lazySchema(() =>
  import('../components/direitos-titular-schema').then((m) => m.direitosSchema),
);

const VAZIO = { tipo: '', campo: '', valorCorreto: '', descricao: '' };

function paraEnvio(v: typeof VAZIO): NovaSolicitacaoTitular {
  const tipo = v.tipo as NovaSolicitacaoTitular['tipo'];
  return tipo === 'CORRECAO'
    ? {
        tipo,
        campo: v.campo as NovaSolicitacaoTitular['campo'],
        ...(v.campo === 'OUTRO' ? {} : { valorCorreto: v.valorCorreto.trim() }),
        descricao: v.descricao.trim(),
      }
    : { tipo, descricao: v.descricao.trim() };
}

/** The fields a correction adds. */
function CamposCorrecao() {
  const [tipo, campo] = useWatch({ name: ['tipo', 'campo'] }) as [string, string];
  if (tipo !== 'CORRECAO') return null;
  return (
    <>
      <SelectField
        name="campo"
        label="Qual dado está errado"
        placeholder="Selecione"
        options={CAMPOS_CORRECAO.map((c) => ({ value: c.campo, label: c.nome }))}
      />
      {campo && campo !== 'OUTRO' && (
        <TextField name="valorCorreto" label="Valor correto" maxLength={VALOR_CORRECAO_MAX} />
      )}
    </>
  );
}

function NovoPedido() {
  const solicitar = useSolicitarDireitoTitular();
  return (
    <Form
      schema={schema}
      defaultValues={VAZIO}
      aria-labelledby={FORM_ID}
      className="flex flex-col gap-4"
      onSubmit={async (values, form) => {
        const registrada = await solicitar.mutateAsync(paraEnvio(values));
        form.reset(VAZIO);
        return registrada.aviso ? `${registrada.mensagem} ${registrada.aviso}` : registrada.mensagem;
      }}
    >
      {(form) => (
        <>
          <SelectField
            name="tipo"
            label="O que você quer pedir"
            placeholder="Selecione"
            options={TIPOS_DIREITO_TITULAR.map((t) => ({ value: t.tipo, label: t.nome }))}
          />
          <CamposCorrecao />
          <TextAreaField
            name="descricao"
            label="Descreva o seu pedido"
            hint="Conte o que você quer e, se for o caso, por quê. Não escreva senhas nem dados de cartão."
            maxLength={DESCRICAO_DIREITO_MAX}
            rows={4}
            counter
            optional
          />
          <div>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Enviar pedido
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}

function Pedido({ pedido }: { pedido: SolicitacaoTitular }) {
  const { resposta } = pedido;
  return (
    <li className="flex flex-col gap-2 rounded-lg border-2 border-line bg-surface p-4">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-lg font-bold">{pedido.tipoNome}</span>
        {pedido.situacao === 'RESPONDIDA' ? (
          <StatusBadge status="FECHADO" label="Respondido" />
        ) : pedido.atrasada ? (
          <StatusBadge status="PENDENTE" label="Prazo vencido" tone="danger" />
        ) : (
          <StatusBadge status="EM_ANDAMENTO" />
        )}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Protocolo</dt>
        <dd className="break-all tabular-nums">{pedido.protocolo}</dd>
        <dt className="font-semibold">Feito em</dt>
        <dd>{formatOperatorDateTime(pedido.abertaEm)}</dd>
        <dt className="font-semibold">Prazo de resposta</dt>
        <dd>{formatDate(pedido.prazo)}</dd>
        {pedido.campoNome && (
          <>
            <dt className="font-semibold">Dado</dt>
            <dd>
              {pedido.campoNome}
              {pedido.valorCorreto && <> — correto: {pedido.valorCorreto}</>}
            </dd>
          </>
        )}
        {pedido.descricao && (
          <>
            <dt className="font-semibold">Seu pedido</dt>
            <dd className="break-words whitespace-pre-line">{pedido.descricao}</dd>
          </>
        )}
      </dl>
      {resposta && (
        <section
          aria-label={`Resposta ao protocolo ${pedido.protocolo}`}
          className="flex flex-col gap-1 border-t-2 border-line pt-2"
        >
          <p className="font-semibold">
            Resposta da operadora: {resposta.decisaoNome} ({formatOperatorDateTime(resposta.decididaEm)})
          </p>
          <p className="break-words whitespace-pre-line">{resposta.resposta}</p>
          <p className="text-ink-muted">Base legal: {resposta.baseLegal}</p>
        </section>
      )}
    </li>
  );
}

export default function DireitosTitularPage() {
  const lista = useDireitosTitular();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="direitos-sobre" className="flex flex-col gap-3">
        <h2 id="direitos-sobre" className="text-xl font-bold">
          Seus direitos sobre os seus dados
        </h2>
        <p>
          A Lei Geral de Proteção de Dados (LGPD, art. 18) garante a você pedir à operadora: a confirmação e o
          acesso aos seus dados, a correção do que estiver errado, a anonimização ou eliminação do que não for
          necessário nem exigido por lei, a informação sobre com quem seus dados são compartilhados e a
          revogação de um consentimento. Cada pedido recebe um protocolo e a operadora responde em até{' '}
          {PRAZO_DIREITOS_TITULAR_DIAS} dias.
        </p>
        <p>
          Para ver agora tudo o que a operadora mantém sobre você, baixe{' '}
          <Link to={routePath('exportacaoDados')} className="font-semibold underline">
            Meus Dados em um Arquivo
          </Link>
          .
        </p>
      </section>
      <section
        aria-labelledby={FORM_ID}
        className="flex flex-col gap-4 rounded-lg border-2 border-line bg-surface p-4 md:p-6"
      >
        <h2 id={FORM_ID} className="text-xl font-bold">
          Fazer um pedido
        </h2>
        <NovoPedido />
      </section>
      <section aria-labelledby="direitos-lista" className="flex flex-col gap-4">
        <h2 id="direitos-lista" className="text-xl font-bold">
          Seus pedidos
        </h2>
        {lista.isError ? (
          <UnexpectedErrorPanel onRetry={() => void lista.refetch()} />
        ) : !lista.data ? (
          <LoadingBlock />
        ) : lista.data.solicitacoes.length === 0 ? (
          <FriendlyMessage>Você ainda não fez pedidos sobre os seus dados.</FriendlyMessage>
        ) : (
          <ol className="flex flex-col gap-4">
            {lista.data.solicitacoes.map((pedido) => (
              <Pedido key={pedido.protocolo} pedido={pedido} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
