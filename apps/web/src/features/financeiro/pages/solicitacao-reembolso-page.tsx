// Solicitação de Reembolso (spec §2 "Reimbursement request", issue 14): pick a beneficiary (the URL follows
// the choice), ask for a new one — card, form with four upload groups and bank data, review, send with
// progress — then see their reimbursements with their files, and the operator's contacts.
// Issue 37: the screen exists to file, so the new request comes first (on a phone it used to start
// ~2,900 px down) and the history after it, as one list, newest first and paged: the spec's "last
// reimbursements" are its first page, so no list repeats another's rows.
// Someone else's reimbursements without a basis for their clinical content come as amounts only, and the
// new request is offered only for whom the member may file; for the others it says why (issue 33).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FINANCEIRO_MESSAGES, ROUTES, routePath } from '@portal/domain';
import { allBeneficiarios } from '@portal/domain/contract/beneficiarios-todos';
import { BeneficiarioPicker } from '../../../shared-domain/beneficiario-picker';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { OperatorContactList } from '../../../shared-domain/operator-contact-list';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useBeneficiarioSelecionado } from '../../../shared-domain/use-beneficiario-selecionado';
import { useReembolsoCarteiras } from '../api/reembolso-carteiras';
import { useReembolsoConstantes } from '../api/reembolso-constantes';
import { useReembolsoContatos } from '../api/reembolso-contatos';
import { useReembolsoListagem, useReembolsoListagemSolicitacao } from '../api/reembolso-listagem';
import { useReembolsos, useUltimosReembolsos } from '../api/reembolso-historico';
import { NovaSolicitacao } from '../components/nova-solicitacao';
import { ReembolsoLista } from '../components/reembolso-lista';
import { REEMBOLSO_TEXTS } from '../components/reembolso-texts';
import { useRascunho } from '../components/use-rascunho';

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-bold">
        {titulo}
      </h2>
      {children}
    </section>
  );
}

function Pedido({ cpf }: { cpf: string }) {
  const carteiras = useReembolsoCarteiras(cpf);
  const ultimos = useUltimosReembolsos(cpf);
  const constantes = useReembolsoConstantes();
  const rascunho = useRascunho(cpf);
  const falha = [carteiras, ultimos, constantes].find((q) => q.isError);
  if (falha) return <UnexpectedErrorPanel onRetry={() => void falha.refetch()} />;
  // The draft is not waited for: the card step paints without it (nova-solicitacao.tsx).
  if (!carteiras.data || !ultimos.data || !constantes.data) return <LoadingBlock />;
  return (
    <NovaSolicitacao
      cpf={cpf}
      carteiras={carteiras.data.carteiras}
      constantes={constantes.data}
      contas={ultimos.data.contasBancarias}
      rascunho={rascunho}
    />
  );
}

/** The new request for this beneficiary when the member may file for them; otherwise why not. */
function NovoPedido({ cpf, nome }: { cpf: string; nome: string | undefined }) {
  const solicitacao = useReembolsoListagemSolicitacao();
  // The operator's constants are nobody's data: asked beside the list of whom the member may file for
  // instead of after it, one round trip fewer before the form (issue 37).
  useReembolsoConstantes();
  if (solicitacao.isError) return <UnexpectedErrorPanel onRetry={() => void solicitacao.refetch()} />;
  if (!solicitacao.data) return <LoadingBlock />;
  if (allBeneficiarios(solicitacao.data).some((b) => b.cpf === cpf)) return <Pedido cpf={cpf} />;
  const oculto = solicitacao.data.ocultos?.find((o) => o.nome === nome);
  return <FriendlyMessage>{oculto?.motivo ?? REEMBOLSO_TEXTS.semSolicitacao}</FriendlyMessage>;
}

function Historico({ cpf }: { cpf: string }) {
  const todos = useReembolsos(cpf);
  if (todos.isError) return <UnexpectedErrorPanel onRetry={() => void todos.refetch()} />;
  if (!todos.data) return <LoadingBlock />;
  if (todos.data.reembolsos.length === 0)
    return <FriendlyMessage>{FINANCEIRO_MESSAGES.noReimbursements}</FriendlyMessage>;
  return <ReembolsoLista caption={REEMBOLSO_TEXTS.historico} reembolsos={todos.data.reembolsos} paged />;
}

function Contatos() {
  const contatos = useReembolsoContatos();
  if (!contatos.data || contatos.data.contatos.length === 0) return null;
  return (
    <Secao id="reembolso-contatos" titulo={REEMBOLSO_TEXTS.contatos}>
      <OperatorContactList contatos={contatos.data.contatos} />
    </Secao>
  );
}

export default function SolicitacaoReembolsoPage() {
  const listagem = useReembolsoListagem();
  const { cpf, select } = useBeneficiarioSelecionado(listagem.data, ROUTES.solicitacaoReembolso.path);
  if (listagem.isError) return <UnexpectedErrorPanel onRetry={() => void listagem.refetch()} />;
  if (!listagem.data) return <LoadingBlock />;
  const nome = allBeneficiarios(listagem.data).find((b) => b.cpf === cpf)?.nome;
  return (
    <div className="flex flex-col gap-8">
      <BeneficiarioPicker listagem={listagem.data} selectedCpf={cpf} onSelect={(b) => select(b.cpf)} />
      {cpf && (
        <div key={cpf} className="flex flex-col gap-8">
          <Secao id="reembolso-novo" titulo={REEMBOLSO_TEXTS.novo}>
            <NovoPedido cpf={cpf} nome={nome} />
            {/* Issue 41 (decision 0049): the estimate before paying a provider outside the network — after the
                form, which stays the phone's first screenful (issue 37). */}
            <p>
              Ainda vai pagar?{' '}
              <Link to={routePath('previaReembolso')} className="font-semibold underline">
                Simule quanto o plano deve reembolsar (prévia de reembolso)
              </Link>
            </p>
          </Secao>
          <Historico cpf={cpf} />
        </div>
      )}
      <Contatos />
    </div>
  );
}
