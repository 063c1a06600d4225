// The reason every look-up and action of the service desk gives first (decision 0042): a category of the
// contract's fixed list — the one the member reads in "Quem Acessou Meus Dados" — and what happened, in the
// staff member's words (kept in the staff audit). Also the small table the member's page draws its lists with.
import {
  CATEGORIAS_MOTIVO,
  MENSAGENS_ATENDIMENTO,
  MOTIVO_TEXTO_MAX,
  MOTIVO_TEXTO_MIN,
  ROTULO_CATEGORIA_MOTIVO,
  type CategoriaMotivo,
} from '@portal/domain/contract/console/atendimento';
import { AreaTexto, Selecao } from '../../ui/campo';

export interface Motivo {
  categoria: CategoriaMotivo | '';
  texto: string;
}

export const MOTIVO_VAZIO: Motivo = { categoria: '', texto: '' };

export type ErrosMotivo = Partial<Record<'categoria' | 'texto', string>>;

/** The form's own check (the server checks again): what the member must not be looked up without. */
export function errosDoMotivo(motivo: Motivo): ErrosMotivo {
  const texto = motivo.texto.trim();
  return {
    ...(motivo.categoria ? {} : { categoria: MENSAGENS_ATENDIMENTO.categoria }),
    ...(texto.length < MOTIVO_TEXTO_MIN ? { texto: MENSAGENS_ATENDIMENTO.textoCurto } : {}),
  };
}

/** The server's field errors on `motivo.categoria` / `motivo.texto`. */
export const errosDoServidor = (campos: Record<string, string> | undefined): ErrosMotivo => ({
  ...(campos?.['motivo.categoria'] ? { categoria: campos['motivo.categoria'] } : {}),
  ...(campos?.['motivo.texto'] ? { texto: campos['motivo.texto'] } : {}),
});

export function MotivoCampos({
  id,
  valor,
  onChange,
  erros,
  legenda = 'Motivo do atendimento',
}: {
  id: string;
  valor: Motivo;
  onChange: (motivo: Motivo) => void;
  erros: ErrosMotivo;
  legenda?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-line p-4">
      <legend className="px-1 font-semibold">{legenda}</legend>
      <Selecao
        id={`${id}-categoria`}
        rotulo="Categoria"
        className="max-w-xl"
        valor={valor.categoria}
        vazio="Escolha…"
        opcoes={CATEGORIAS_MOTIVO.map((c) => ({ valor: c, rotulo: ROTULO_CATEGORIA_MOTIVO[c] }))}
        onChange={(categoria) => onChange({ ...valor, categoria: categoria as Motivo['categoria'] })}
        erro={erros.categoria}
      />
      <AreaTexto
        id={`${id}-texto`}
        rotulo="Descrição"
        className="max-w-xl"
        dica={`O que o beneficiário pediu ou por que a consulta é necessária (de ${MOTIVO_TEXTO_MIN} a ${MOTIVO_TEXTO_MAX} caracteres). Fica na auditoria da equipe; o beneficiário vê a categoria.`}
        maxLength={MOTIVO_TEXTO_MAX}
        valor={valor.texto}
        onChange={(texto) => onChange({ ...valor, texto })}
        erro={erros.texto}
      />
    </fieldset>
  );
}
