// Spec §5 "Uploads" as a field, in the portal's own words and look (issue 37: the browser's "Choose Files /
// No file chosen" is gone). The keyboard and screen readers still use a real file input — visually hidden,
// labelled by the field's label, described by the hint, the chosen files and any error — so Tab, Space and
// Enter open the system picker and a refused field can take focus. What the eye sees is a portal button
// ("Escolher arquivo(s)") drawn with the input's focus ring, a line saying what was chosen ("Nenhum arquivo
// escolhido.", "recibo.pdf escolhido.", announced politely), and on a desktop the drop zone that says 'Solte o
// arquivo aqui!' while a file is dragged over it. On a touch screen the drag hint gives way to "Tirar foto"
// when the field takes images: a second input with `capture` opens the camera directly (the selfie's front
// one), while "Escolher" still offers the gallery and documents. Then one line per file with its state
// (carregando, valido, invalido), its message and a remove button. Rules come from the operator's parameters
// stored at login unless the caller overrides them.
import { useId, useMemo, useRef, useState, type Dispatch, type DragEvent, type SetStateAction } from 'react';
import { formatFileSize, MESSAGES } from '@portal/domain';
import { readStored } from '../platform/session/storage';
import { Button, buttonClasses } from './button';
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
  /** Which camera "Tirar foto" opens on a phone: the back one (documents, default) or the front (selfie). */
  camera?: 'environment' | 'user';
}

export const REMOVE_FILE_LABEL = 'Remover';
export const CHOOSE_FILE_LABEL = 'Escolher arquivo';
export const CHOOSE_FILES_LABEL = 'Escolher arquivos';
export const TAKE_PHOTO_LABEL = 'Tirar foto';

/** What the field holds, in words: the visible line under the button and part of the input's description. */
export function chosenFilesText(items: readonly UploadItem[]): string {
  if (items.length === 0) return 'Nenhum arquivo escolhido.';
  if (items.length === 1) return `${items[0]!.arquivo.name} escolhido.`;
  return `${items.length} arquivos escolhidos: ${items.map((item) => item.arquivo.name).join(', ')}.`;
}

/** Media types beside the extensions, so a phone's picker offers the camera and the gallery for images. */
const MEDIA_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png']);

export function acceptAttribute(extensions: readonly string[]): string {
  const types = [...new Set(extensions.map((e) => MEDIA_TYPES[e]).filter(Boolean))];
  return [...extensions.map((e) => `.${e}`), ...types].join(',');
}

/** The input's focus ring drawn on the visible button (the input itself is visually hidden). */
const PEER_FOCUS =
  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-solid peer-focus-visible:outline-(--portal-focus)';

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
  camera = 'environment',
}: UploadFieldProps) {
  const baseId = useId();
  const input = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
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

  const describedBy = [
    hint ? `${baseId}-dica` : null,
    `${baseId}-escolhidos`,
    fieldError ? `${baseId}-erro` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const takesImages = effective.allowedExtensions.some((e) => IMAGE_EXTENSIONS.has(e));
  const onFiles = (event: { target: HTMLInputElement }) => {
    accept([...(event.target.files ?? [])]);
    event.target.value = '';
  };

  return (
    <div className="flex flex-col gap-2">
      <label id={`${baseId}-rotulo`} htmlFor={`${baseId}-campo`} className="font-semibold text-ink">
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
        {dragging && (
          <p className="pointer-events-none font-semibold text-ink" aria-live="polite">
            {MESSAGES.dropFileHere}
          </p>
        )}
        <div className={cn('flex flex-col items-center gap-2', dragging && 'sr-only')}>
          <input
            ref={input}
            id={`${baseId}-campo`}
            name={name}
            type="file"
            multiple={!single}
            accept={acceptAttribute(effective.allowedExtensions)}
            aria-describedby={describedBy || undefined}
            aria-invalid={fieldError ? true : undefined}
            onChange={onFiles}
            className="peer sr-only"
          />
          <div className="flex flex-wrap justify-center gap-2">
            {/* The pointer's way to the input; the keyboard's is the input itself (its ring shows here). */}
            <span
              aria-hidden="true"
              onClick={() => input.current?.click()}
              className={cn(buttonClasses('secondary'), 'cursor-pointer', PEER_FOCUS)}
            >
              {single ? CHOOSE_FILE_LABEL : CHOOSE_FILES_LABEL}
            </span>
            {takesImages && (
              <>
                <input
                  ref={cameraInput}
                  type="file"
                  accept="image/*"
                  capture={camera}
                  tabIndex={-1}
                  aria-hidden="true"
                  onChange={onFiles}
                  className="hidden"
                />
                {/* Only where a touch screen is the main pointer: a phone or tablet, which has a camera. */}
                <span className="hidden pointer-coarse:contents">
                  <Button
                    variant="secondary"
                    aria-describedby={`${baseId}-rotulo`}
                    onClick={() => cameraInput.current?.click()}
                  >
                    {TAKE_PHOTO_LABEL}
                  </Button>
                </span>
              </>
            )}
          </div>
          <p id={`${baseId}-escolhidos`} role="status" className="text-sm font-semibold text-ink">
            {chosenFilesText(value)}
          </p>
          <p className="text-sm text-ink-muted">
            <span className="pointer-coarse:hidden">Ou arraste o arquivo até aqui. </span>
            Formatos: {effective.allowedExtensions.join(', ')}; até {formatFileSize(effective.maxBytes)}.
          </p>
        </div>
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
