// Meus Dados em um Arquivo (LGPD art. 18; docs/decisions/0022): what the file holds, whose data (the member,
// or a titular's child under 18), and two downloads — the machine-readable JSON and the PDF summary. Errors
// (the 5-a-day limit included) show in the page's alert.
import { useState } from 'react';
import { formatCpf, EXPORTACAO_MESSAGES } from '@portal/domain';
import { allBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import type { FormatoExportacao } from '@portal/domain/contract/meus-dados/exportacao-dados';
import { BeneficiarioPicker } from '../../../shared-domain/beneficiario-picker';
import { Button } from '../../../ui/button';
import { DocNumber } from '../../../ui/doc-number';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useBeneficiarioSelecionado } from '../../../shared-domain/use-beneficiario-selecionado';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import { useDownloadExportacao, useExportacaoListagem } from '../api/exportacao-dados';

const CONTEUDO = [
  'Dados pessoais, contatos, endereços e o histórico de alterações',
  'Planos, carteiras e, para quem paga o plano, as faturas',
  'Reembolsos, autorizações, solicitações e protocolos',
  'Exames e receitas e atestados (as informações de cada documento, não os arquivos)',
  'Agendamentos de consultas',
  'Consentimentos: links de compartilhamento da carteira e débito em conta',
  'Os acessos registrados aos seus dados: quando, o quê e de onde',
];

export default function ExportacaoDadosPage() {
  const listagem = useExportacaoListagem();
  const { cpf, select } = useBeneficiarioSelecionado(listagem.data, null);
  const baixar = useDownloadExportacao();
  const [emAndamento, setEmAndamento] = useState<FormatoExportacao | null>(null);

  if (listagem.isError) return <UnexpectedErrorPanel onRetry={() => void listagem.refetch()} />;
  if (!listagem.data) return <LoadingBlock />;
  const pessoas = allBeneficiarios(listagem.data);
  const selected = pessoas.find((b) => b.cpf === cpf);

  const download = (formato: FormatoExportacao) => {
    // One file at a time: a second click while one is being made waits for it (each counts towards the limit).
    if (!selected || emAndamento !== null) return;
    setEmAndamento(formato);
    baixar.mutate(
      { cpf: selected.cpf, formato },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status < 500)
            showAlert({ tipo: 'erro', mensagem: error.message });
        },
        onSettled: () => setEmAndamento(null),
      },
    );
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="exportacao-sobre" className="flex flex-col gap-3">
        <h2 id="exportacao-sobre" className="text-xl font-bold">
          Seus dados, em um arquivo
        </h2>
        <p>
          A Lei Geral de Proteção de Dados (LGPD, art. 18) garante a você o acesso a todos os dados que a
          operadora mantém sobre você. Aqui você baixa tudo de uma vez: um arquivo JSON, que outros serviços
          conseguem ler, e um resumo em PDF para consultar ou imprimir. O arquivo inclui:
        </p>
        <ul className="list-disc pl-6">
          {CONTEUDO.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          <strong>O arquivo contém dados pessoais e de saúde.</strong> Guarde-o em local seguro e não o envie
          a quem você não confia. Por segurança, cada pessoa pode gerar até 5 arquivos a cada 24 horas.
        </p>
        {pessoas.length > 1 && (
          <p>
            Se você é titular do plano, também pode baixar os dados dos seus dependentes menores de 18 anos.
          </p>
        )}
      </section>
      {pessoas.length === 0 ? (
        <FriendlyMessage>{EXPORTACAO_MESSAGES.semBeneficiarios}</FriendlyMessage>
      ) : (
        pessoas.length > 1 && (
          <BeneficiarioPicker
            listagem={listagem.data}
            selectedCpf={cpf}
            onSelect={(b) => select(b.cpf)}
            legend="De quem são os dados"
          />
        )
      )}
      {selected && (
        <section
          aria-labelledby="exportacao-arquivo"
          className="flex flex-col gap-4 rounded-lg border-2 border-line bg-surface p-6"
        >
          <h2 id="exportacao-arquivo" className="text-xl font-bold">
            Dados de {selected.nome}
          </h2>
          <p>
            CPF <DocNumber>{formatCpf(selected.cpf)}</DocNumber>
          </p>
          <div className="flex flex-wrap gap-3">
            <Button loading={emAndamento === 'json'} onClick={() => download('json')}>
              Baixar arquivo (JSON)
            </Button>
            <Button variant="secondary" loading={emAndamento === 'pdf'} onClick={() => download('pdf')}>
              Baixar resumo (PDF)
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
