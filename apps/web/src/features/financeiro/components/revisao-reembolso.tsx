// The review step: everything the member typed, in words, and the files of each group, before anything
// is sent. The new account's numbers are shown in full here: the member typed them on this screen.
import type { ReactNode } from 'react';
import { formatFileSize, maskCardNumber } from '@portal/domain';
import {
  GRUPOS_ARQUIVO_REEMBOLSO,
  type ConstantesReembolso,
  type ContaBancariaMascarada,
} from '@portal/domain/contract/financeiro/reembolso';
import { DocNumber } from '../../../ui/doc-number';
import type { ArquivosPorGrupo } from './reembolso-arquivos';
import { descreverConta } from './conta-bancaria-fields';
import {
  comDv,
  LOCAL_LABEL,
  MOTIVO_LABEL,
  NOME_TITULAR_LABEL,
  NOVA_CONTA,
  TIPO_LABEL,
  type ReembolsoFormValues,
} from './reembolso-form';
import { REEMBOLSO_TEXTS } from './reembolso-texts';

const nomeDe = (lista: readonly { valor: string; nome: string }[], valor: string) =>
  lista.find((item) => item.valor === valor)?.nome ?? valor;

function Linhas({ linhas }: { linhas: [string, ReactNode][] }) {
  return (
    <dl className="flex flex-col">
      {linhas.map(([rotulo, valor]) => (
        <div
          key={rotulo}
          className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-line py-1 last:border-b-0"
        >
          <dt className="text-sm font-semibold text-ink-muted">{rotulo}</dt>
          <dd className="min-w-0 break-words">{valor}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RevisaoReembolso({
  valores,
  arquivos,
  constantes,
  contas,
  carteira,
  plano,
}: {
  valores: ReembolsoFormValues;
  arquivos: ArquivosPorGrupo;
  constantes: ConstantesReembolso;
  contas: readonly ContaBancariaMascarada[];
  carteira: string;
  plano?: string | undefined;
}) {
  const conta = valores.contaBancaria;
  const reutilizada = contas.find((c) => c.protocoloOrigem === conta.escolha);
  const banco = constantes.bancos.find((b) => b.codigo === conta.banco);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="revisao-atendimento" className="flex flex-col gap-2">
        <h3 id="revisao-atendimento" className="text-lg font-bold">
          {REEMBOLSO_TEXTS.atendimento}
        </h3>
        <Linhas
          linhas={[
            [
              REEMBOLSO_TEXTS.cartao,
              <span key="c">
                <DocNumber>{maskCardNumber(carteira)}</DocNumber>
                {plano && ` (${plano})`}
              </span>,
            ],
            ['Data do atendimento', valores.dataAtendimento],
            ['Valor do atendimento', valores.valorAtendimento],
            [TIPO_LABEL, nomeDe(constantes.tiposAtendimento, valores.tipoAtendimento)],
            [MOTIVO_LABEL, nomeDe(constantes.motivos, valores.motivoReembolso)],
            [LOCAL_LABEL, valores.localAtendimento],
            ['Cidade', `${valores.cidade} - ${valores.uf}`],
            ['CPF ou CNPJ do prestador', <DocNumber key="d">{valores.cnpjCpf}</DocNumber>],
          ]}
        />
      </section>
      <section aria-labelledby="revisao-conta" className="flex flex-col gap-2">
        <h3 id="revisao-conta" className="text-lg font-bold">
          {REEMBOLSO_TEXTS.conta}
        </h3>
        {conta.escolha === NOVA_CONTA ? (
          <Linhas
            linhas={[
              [NOME_TITULAR_LABEL, conta.nomeTitularContaCorrente],
              ['Data de nascimento do titular', conta.dataNascimento],
              ['CPF ou CNPJ do titular', <DocNumber key="t">{conta.cnpjCpf}</DocNumber>],
              ['Banco', banco ? `${banco.codigo} — ${banco.nome}` : conta.banco],
              ['Agência', comDv(conta.agencia, conta.dvAgencia)],
              ['Conta', comDv(conta.conta, conta.dvConta)],
            ]}
          />
        ) : (
          <p>{reutilizada ? descreverConta(reutilizada) : conta.escolha}</p>
        )}
      </section>
      <section aria-labelledby="revisao-arquivos" className="flex flex-col gap-2">
        <h3 id="revisao-arquivos" className="text-lg font-bold">
          {REEMBOLSO_TEXTS.documentos}
        </h3>
        <Linhas
          linhas={GRUPOS_ARQUIVO_REEMBOLSO.map(({ grupo, titulo }) => [
            titulo,
            arquivos[grupo].length === 0 ? (
              '—'
            ) : (
              <ul key={grupo}>
                {arquivos[grupo].map((item) => (
                  <li key={item.id} className="break-all">
                    {item.arquivo.name} ({formatFileSize(item.arquivo.size)})
                  </li>
                ))}
              </ul>
            ),
          ])}
        />
      </section>
    </div>
  );
}
