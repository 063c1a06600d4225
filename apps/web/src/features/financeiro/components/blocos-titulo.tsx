// The composition of a bill (spec §2): its blocks (mensalidade, troca de faixa etária, outros eventos,
// coparticipação, custo operacional), each with its items per beneficiary and the totals the server
// computed to the cent. Short rows of a description and an amount: a list reads the same on any width.
import { formatCents, formatDate } from '@portal/domain';
import type { BlocoTitulo } from '@portal/domain/contract/financeiro/situacao-financeira';
import { NOWRAP_NUMBER } from '../../../ui/doc-number';

function Linha({ rotulo, valor, forte }: { rotulo: string; valor: number; forte?: boolean }) {
  return (
    <div className={`flex flex-wrap justify-between gap-x-4 ${forte ? 'font-semibold' : ''}`}>
      <span className="min-w-0 break-words">{rotulo}</span>
      <span className={NOWRAP_NUMBER}>{formatCents(valor)}</span>
    </div>
  );
}

export function BlocosTitulo({ blocos }: { blocos: readonly BlocoTitulo[] }) {
  return (
    <div className="flex flex-col gap-4">
      {blocos.map((bloco) => (
        <section key={bloco.tipo} aria-label={bloco.titulo} className="flex flex-col gap-2">
          <h4 className="flex flex-wrap justify-between gap-x-4 border-b-2 border-line pb-1 font-bold">
            <span>{bloco.titulo}</span>
            <span className={NOWRAP_NUMBER}>{formatCents(bloco.totalCentavos)}</span>
          </h4>
          {bloco.beneficiarios.map((beneficiario) => (
            <div key={beneficiario.nome} className="flex flex-col gap-1 pl-2">
              <Linha rotulo={beneficiario.nome} valor={beneficiario.totalCentavos} forte />
              <ul className="flex flex-col gap-1 pl-3 text-ink-muted">
                {beneficiario.itens.map((item, index) => (
                  <li key={`${item.descricao}-${item.data ?? ''}-${index}`}>
                    <Linha
                      rotulo={item.data ? `${formatDate(item.data)} — ${item.descricao}` : item.descricao}
                      valor={item.valorCentavos}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
