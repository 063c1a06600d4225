// Solicitar Autorização (spec §2, issue 15): pick the beneficiary the order is for (the picker's rule:
// the signed-in member first), see their contacts, fill and send the request; the answer shows the
// protocol with its RN 623 deadline. Choosing another beneficiary starts a new form.
import { useState } from 'react';
import type { AutorizacaoSolicitada as Resposta } from '@portal/domain/contract/saude/solicitacao-autorizacao';
import { BeneficiarioScreen } from '../../../shared-domain/beneficiario-screen';
import { LoadingBlock } from '../../../ui/loader';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import {
  useConstantesSolicitacao,
  useContatosSolicitacao,
  useSolicitacaoBeneficiarios,
} from '../api/solicitacao-autorizacao';
import { AutorizacaoSolicitada } from '../components/autorizacao-solicitada';
import { SolicitacaoAutorizacaoForm } from '../components/solicitacao-autorizacao-form';

function Solicitacao({ cpf, nome }: { cpf: string; nome: string }) {
  const constantes = useConstantesSolicitacao();
  const contatos = useContatosSolicitacao(cpf);
  const [resposta, setResposta] = useState<Resposta | null>(null);
  const [formulario, setFormulario] = useState(0);
  if (resposta) {
    return (
      <AutorizacaoSolicitada
        resposta={resposta}
        onNova={() => {
          setResposta(null);
          setFormulario((n) => n + 1);
        }}
      />
    );
  }
  // The heading (the screen's largest paint) is drawn with the beneficiary, before the form's data (issue 37).
  const falha = [constantes, contatos].find((q) => q.isError);
  return (
    <section aria-labelledby="solicitacao-titulo" className="flex flex-col gap-4">
      <h2 id="solicitacao-titulo" className="text-xl font-bold">
        Nova solicitação para {nome}
      </h2>
      {falha ? (
        <PlanoQueryError error={falha.error} onRetry={() => void falha.refetch()} />
      ) : !constantes.data || !contatos.data ? (
        <LoadingBlock />
      ) : (
        <SolicitacaoAutorizacaoForm
          key={formulario}
          cpf={cpf}
          constantes={constantes.data}
          contatos={contatos.data.contatos}
          onEnviado={setResposta}
        />
      )}
    </section>
  );
}

export default function SolicitarAutorizacaoPage() {
  return (
    <BeneficiarioScreen listagem={useSolicitacaoBeneficiarios()}>
      {(b) => <Solicitacao cpf={b.cpf} nome={b.nome} />}
    </BeneficiarioScreen>
  );
}
