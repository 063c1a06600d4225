// Spec §5 "Uploads" as a field: a native file input (keyboard and screen readers for free) inside a drop
// zone that says 'Solte o arquivo aqui!' while a file is dragged over it, then one line per file with its
// state (carregando, valido, invalido), its message and a remove button. Rules come from the operator's
// parameters stored at login unless the caller overrides them.
import { useId, useMemo, useState, type Dispatch, type DragEvent, type SetStateAction } from 'react';
import { formatFileSize, MESSAGES } from '@portal/domain';
import { readStored } from '../platform/session/storage';
import { Button } from './button';
import { cn } from './cn';
import { Spinner } from './loader';
import {
  addFiles,
  countError,
  processUpload,
  uploadRules,
  type UploadItem,
  type UploadRules,
  type UploadStatus,
} from './upload-pipeline';

export interface UploadFieldProps {
  label: string;
  /** The input's name: lets a form move focus to it (firstNamedControl) when the field is refused. */
  name?: string;
  value: readonly UploadItem[];
  onChange: Dispatch<SetStateAction<UploadItem[]>>;
  /** Keeps only the last file chosen (spec §5). */
  single?: boolean;
  rules?: Partial<UploadRules>;
  hint?: string;
  /** Shows the count error ('Documento obrigatório.') once the form was submitted. */
  forceErrors?: boolean;
  /** An error about the field from elsewhere (the server's answer), shown like the count error. */
  error?: string | null;
}

export const REMOVE_FILE_LABEL = 'Remover';

const STATUS_TEXT: Record<UploadStatus, string> = {
  carregando: 'Carregando…',
  valido: 'Pronto para envio',
  invalido: 'Arquivo inválido',
};

/** The rules in force for a field: operator parameters from login, then the caller's overrides. */
export function useUploadRules(overrides: Partial<UploadRules> = {}): UploadRules {
  const key = JSON.stringify(overrides);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- overrides compared by value
  return useMemo(() => uploadRules(readStored('fileParameters'), overrides), [key]);
}

export function UploadField({
  label,
  name,
  value,
  onChange,
  single = false,
  rules,
  hint,
  forceErrors,
  error,
}: UploadFieldProps) {
  const baseId = useId();
  const effective = useUploadRules({ ...(single ? { maxFiles: 1 } : {}), ...rules });
  const [dragging, setDragging] = useState(false);
  const count = countError(value.length, effective);
  const fieldError = count !== null && (forceErrors || value.length > effective.maxFiles) ? count : error;

  const accept = (files: readonly File[]) => {
    if (files.length === 0) return;
    const next = addFiles(value, files, single);
    const added = next.filter((item) => !value.includes(item));
    onChange(next);
    for (const item of added) {
      void processUpload(item, effective).then((done) =>
        onChange((current) => current.map((entry) => (entry.id === done.id ? done : entry))),
      );
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    accept([...event.dataTransfer.files]);
  };

  const describedBy = [hint ? `${baseId}-dica` : null, fieldError ? `${baseId}-erro` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${baseId}-campo`} className="font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${baseId}-dica`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-arrastando={dragging || undefined}
        className={cn(
          'relative flex min-h-24 flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed p-4 text-center',
          dragging ? 'border-primary bg-surface-muted' : 'border-line-strong',
        )}
      >
        {dragging ? (
          <p className="pointer-events-none font-semibold text-ink" aria-live="polite">
            {MESSAGES.dropFileHere}
          </p>
        ) : (
          <>
            <input
              id={`${baseId}-campo`}
              name={name}
              type="file"
              multiple={!single}
              accept={effective.allowedExtensions.map((e) => `.${e}`).join(',')}
              aria-describedby={describedBy || undefined}
              aria-invalid={fieldError ? true : undefined}
              onChange={(event) => {
                accept([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
              className="max-w-full text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-2 file:border-primary file:bg-surface file:px-4 file:font-semibold file:text-link"
            />
            <p className="text-sm text-ink-muted">
              Arraste o arquivo até aqui ou use o botão. Formatos: {effective.allowedExtensions.join(', ')};
              até {formatFileSize(effective.maxBytes)}.
            </p>
          </>
        )}
      </div>
      {fieldError && (
        <p id={`${baseId}-erro`} role="alert" className="text-sm font-semibold text-danger">
          {fieldError}
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={`Arquivos de ${label}`}>
          {value.map((item) => (
            <li
              key={item.id}
              data-status={item.status}
              className={cn(
                'flex flex-wrap items-center gap-3 rounded-md border-2 px-3 py-2',
                item.status === 'invalido' ? 'border-danger' : 'border-line',
              )}
            >
              {item.status === 'carregando' && <Spinner size="sm" />}
              <span className="min-w-0 flex-1 break-all">
                <span className="font-semibold">{item.arquivo.name}</span>{' '}
                <span className="text-sm text-ink-muted">({formatFileSize(item.arquivo.size)})</span>
                <span className="block text-sm" aria-live="polite">
                  {item.erro ? (
                    <span className="font-semibold text-danger">{item.erro}</span>
                  ) : (
                    STATUS_TEXT[item.status]
                  )}
                  {item.percentualCompressao !== null && ` — comprimido em ${item.percentualCompressao}%`}
                </span>
              </span>
              <Button
                variant="ghost"
                aria-label={`${REMOVE_FILE_LABEL} ${item.arquivo.name}`}
                onClick={() => onChange((current) => current.filter((entry) => entry.id !== item.id))}
              >
                {REMOVE_FILE_LABEL}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
