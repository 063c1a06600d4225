// The roles as a group of checkboxes, each with what it lets one do (DESCRICAO_PAPEL).
import { DESCRICAO_PAPEL, NOME_PAPEL, PAPEIS, type Papel } from '@portal/domain/contract/console/acesso';
import { CaixasMarcar } from '../../ui/caixas-marcar';

const OPCOES = PAPEIS.map((papel) => ({
  valor: papel,
  rotulo: NOME_PAPEL[papel],
  descricao: DESCRICAO_PAPEL[papel],
}));

export function PapeisCampo(props: {
  id: string;
  valor: readonly Papel[];
  onChange: (papeis: Papel[]) => void;
  erro?: string | undefined;
}) {
  return <CaixasMarcar legenda="Papéis" opcoes={OPCOES} {...props} />;
}
