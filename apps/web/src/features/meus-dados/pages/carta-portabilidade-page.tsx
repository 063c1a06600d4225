// Carta de portabilidade (spec §2, §7): choose a plan member and download their letter, made by the
// server as a PDF (new window on mobile, .pdf file on desktop).
import { ROUTES, formatCpf } from '@portal/domain';
import { allBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import { BeneficiarioPicker } from '../../../shared-domain/beneficiario-picker';
import { Button } from '../../../ui/button';
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import { useDownloadCartaPortabilidade } from '../api/carta-portabilidade-pdf';
import { useCartaPortabilidadeListagem } from '../api/carta-portabilidade-listagem';
import { useBeneficiarioSelecionado } from '../../../shared-domain/use-beneficiario-selecionado';
import { DocNumber } from '../../../ui/doc-number';

const CONTEUDO = [
  'Dados do beneficiário: nome, CPF, data de nascimento e Cartão Nacional de Saúde',
  'Cada plano: registro do produto na ANS, tipo de contratação, segmentação, abrangência e acomodação',
  'Data de inclusão e tempo de permanência no plano',
  'Situação dos pagamentos',
];

export default function CartaPortabilidadePage() {
  const listagem = useCartaPortabilidadeListagem();
  const { cpf, select } = useBeneficiarioSelecionado(listagem.data, ROUTES.cartaPortabilidade.path);
  const baixar = useDownloadCartaPortabilidade();

  if (listagem.isError) return <UnexpectedErrorPanel onRetry={() => void listagem.refetch()} />;
  if (!listagem.data) return <LoadingBlock />;
  const selected = allBeneficiarios(listagem.data).find((b) => b.cpf === cpf);
  return (
    <div className="flex flex-col gap-8">
      <BeneficiarioPicker listagem={listagem.data} selectedCpf={cpf} onSelect={(b) => select(b.cpf)} />
      {selected && (
        <section
          aria-labelledby="carta-titulo"
          className="flex flex-col gap-4 rounded-lg border-2 border-line bg-surface p-6"
        >
          <h2 id="carta-titulo" className="text-xl font-bold">
            Carta de portabilidade de {selected.nome}
          </h2>
          <p>
            A carta comprova o tempo de plano de {selected.nome} (CPF{' '}
            <DocNumber>{formatCpf(selected.cpf)}</DocNumber>) para que outra operadora aproveite as carências
            já cumpridas, conforme as regras da ANS. Ela traz:
          </p>
          <ul className="list-disc pl-6">
            {CONTEUDO.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Button
            className="self-start"
            loading={baixar.isPending}
            onClick={() =>
              baixar.mutate(selected.cpf, {
                onError: (error) => {
                  if (error instanceof ApiError && error.status < 500)
                    showAlert({ tipo: 'erro', mensagem: error.message });
                },
              })
            }
          >
            Baixar carta (PDF)
          </Button>
        </section>
      )}
    </div>
  );
}
