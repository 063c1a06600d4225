// The four upload groups of the request (spec §3): each an UploadField (leading-byte type check, the
// operator's size and extensions, images compressed in the browser, the spec §5 messages) with its own
// minimum and maximum count from /constantes.
import type { Dispatch, SetStateAction } from 'react';
import {
  GRUPOS_ARQUIVO_REEMBOLSO,
  type GrupoArquivoReembolso,
} from '@portal/domain/contract/financeiro/reembolso';
import { UploadField } from '../../../ui/upload-field';
import type { UploadItem } from '../../../ui/upload-pipeline';
import type { ArquivosPorGrupo, LimitesGrupo } from './reembolso-arquivos';
import { REEMBOLSO_TEXTS } from './reembolso-texts';

const quantos = ({ minFiles, maxFiles }: LimitesGrupo) =>
  minFiles > 0
    ? `Obrigatório: de ${minFiles} a ${maxFiles} arquivo(s).`
    : `Opcional: até ${maxFiles} arquivo(s).`;

export function ArquivosFields({
  arquivos,
  onChange,
  limites,
  forceErrors,
  erros,
}: {
  arquivos: ArquivosPorGrupo;
  onChange: Dispatch<SetStateAction<ArquivosPorGrupo>>;
  limites: Record<GrupoArquivoReembolso, LimitesGrupo>;
  forceErrors: boolean;
  /** The server's word on a group, until its files change. */
  erros: Partial<Record<GrupoArquivoReembolso, string>>;
}) {
  const setGrupo =
    (grupo: GrupoArquivoReembolso): Dispatch<SetStateAction<UploadItem[]>> =>
    (action) =>
      onChange((atual) => ({
        ...atual,
        [grupo]: typeof action === 'function' ? action(atual[grupo]) : action,
      }));
  return (
    <fieldset className="flex flex-col gap-6">
      <legend className="mb-2 text-xl font-bold text-ink">{REEMBOLSO_TEXTS.documentos}</legend>
      <p className="text-ink-muted">{REEMBOLSO_TEXTS.documentosDica}</p>
      {GRUPOS_ARQUIVO_REEMBOLSO.map(({ grupo, titulo }) => (
        <UploadField
          key={grupo}
          name={grupo}
          label={titulo}
          hint={quantos(limites[grupo])}
          value={arquivos[grupo]}
          onChange={setGrupo(grupo)}
          rules={limites[grupo]}
          forceErrors={forceErrors}
          error={erros[grupo]}
        />
      ))}
    </fieldset>
  );
}
