// The parts "Meu plano cobre?" and the reimbursement preview share: which of the beneficiary's plans the answer
// is about (a choice when there are several), the other procedures the text resembles, and the informative note
// with the operator's channels.
import { useId } from 'react';
import type { Cobertura } from '@portal/domain/contract/plano/cobertura';
import { OperatorContactList } from '../../../shared-domain/operator-contact-list';
import { Button } from '../../../ui/button';

type Comum = Pick<Cobertura, 'plano' | 'planos' | 'informativo' | 'contatos' | 'beneficiario'>;

export function PlanoEscolha({ dados, onChange }: { dados: Comum; onChange: (codigoPlano: string) => void }) {
  const id = useId();
  if (dados.planos.length < 2) {
    return (
      <p>
        Plano de {dados.beneficiario.nome}: <strong>{dados.plano.nome}</strong> ({dados.plano.segmentacao}).
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        Plano de {dados.beneficiario.nome}
      </label>
      <select
        id={id}
        className="min-h-11 max-w-md rounded-md border border-line bg-surface px-3"
        value={dados.plano.codigo}
        onChange={(e) => onChange(e.target.value)}
      >
        {dados.planos.map((p) => (
          <option key={p.codigo} value={p.codigo}>
            {p.nome}
          </option>
        ))}
      </select>
      <span className="text-ink-muted">{dados.plano.segmentacao}</span>
    </div>
  );
}

export function Sugestoes({
  sugestoes,
  onPick,
}: {
  sugestoes: readonly { codigo: string; nome: string }[];
  onPick: (codigo: string) => void;
}) {
  if (sugestoes.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">Não era este? Procedimentos parecidos</h3>
      <ul className="flex flex-col gap-1">
        {sugestoes.map((s) => (
          <li key={s.codigo}>
            <Button variant="link" onClick={() => onPick(s.codigo)}>
              {s.nome} ({s.codigo})
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Informativo({ dados }: { dados: Comum }) {
  return (
    <div className="flex flex-col gap-2 text-ink-muted">
      <p>{dados.informativo}</p>
      {dados.contatos.length > 0 && <OperatorContactList contatos={dados.contatos} />}
    </div>
  );
}
