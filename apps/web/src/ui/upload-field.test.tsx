// The upload field (spec §5 "Uploads", issue 36): a labelled native file input; each file gets a line with its
// state, checked by its leading bytes (a renamed file is refused) and its size against the rules, with the
// spec's Portuguese messages; files are removed by a named button; dropping works; a required field says so.
// Issue 37: the browser's own button and "No file chosen" give way to the portal's Portuguese button and a
// line saying what was chosen (announced, and part of the input's description); the input stays the keyboard's
// control; a field that takes images offers "Tirar foto" (the camera, through `capture`) on a touch screen.
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UploadField, type UploadFieldProps } from './upload-field';
import type { UploadItem } from './upload-pipeline';

const PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';
const pdf = (name: string, extra = 0) =>
  new File([PDF + ' '.repeat(extra)], name, { type: 'application/pdf' });
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function Campo(props: Partial<UploadFieldProps>) {
  const [value, setValue] = useState<UploadItem[]>([]);
  return (
    <>
      <UploadField
        label="Comprovantes"
        hint="Nota fiscal e recibo"
        value={value}
        onChange={setValue}
        {...props}
      />
      <output data-testid="validos">{value.filter((item) => item.status === 'valido').length}</output>
    </>
  );
}

const entrada = () => screen.getByLabelText('Comprovantes');
/** The line saying what the field holds (the harness's <output> is a status too). */
const escolhidos = () => screen.getAllByRole('status').find((element) => element.tagName === 'P')!;
const linha = (nome: string) => screen.getByText(nome).closest('li') as HTMLElement;

describe('<UploadField>', () => {
  it('is a labelled file input described by its hint and what it holds, accepting the allowed formats', () => {
    render(<Campo />);
    expect(entrada()).toHaveAttribute('type', 'file');
    expect(entrada()).toHaveAccessibleDescription('Nota fiscal e recibo Nenhum arquivo escolhido.');
    // Extensions for the desktop dialog, media types so a phone offers its camera and gallery for images.
    expect(entrada()).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
    expect(screen.getByText(/Formatos: pdf, jpg, jpeg, png/)).toBeInTheDocument();
  });

  it('speaks Portuguese: the portal’s button, never the browser’s “Choose Files / No file chosen”', async () => {
    const user = userEvent.setup();
    const { container } = render(<Campo />);
    expect(screen.getByText('Escolher arquivos')).toBeInTheDocument();
    expect(escolhidos()).toHaveTextContent('Nenhum arquivo escolhido.');
    expect(container).not.toHaveTextContent(/Choose|No file/);
    // The native input is visually hidden (its ring is drawn on the button), not removed from the keyboard.
    expect(entrada()).toHaveClass('sr-only', 'peer');
    // A click on the visible button opens the input's picker.
    let opened = 0;
    entrada().addEventListener('click', () => (opened += 1));
    await user.click(screen.getByText('Escolher arquivos'));
    expect(opened).toBe(1);
  });

  it('is reached with Tab and announces the chosen files', async () => {
    const user = userEvent.setup();
    render(<Campo />);
    await user.tab();
    expect(entrada()).toHaveFocus();
    await user.upload(entrada(), [pdf('recibo.pdf'), pdf('nota.pdf')]);
    expect(escolhidos()).toHaveTextContent('2 arquivos escolhidos: recibo.pdf, nota.pdf.');
    expect(entrada()).toHaveAccessibleDescription(/2 arquivos escolhidos: recibo\.pdf, nota\.pdf\./);
    await user.click(screen.getByRole('button', { name: 'Remover nota.pdf' }));
    expect(escolhidos()).toHaveTextContent('recibo.pdf escolhido.');
  });

  it('a single-file field says “Escolher arquivo”', () => {
    render(<Campo single />);
    expect(screen.getByText('Escolher arquivo')).toBeInTheDocument();
  });

  it('a field that takes images offers the camera; the photo goes through the same checks', async () => {
    const user = userEvent.setup();
    const { container } = render(<Campo camera="user" />);
    const foto = screen.getByRole('button', { name: 'Tirar foto' });
    expect(foto).toHaveAccessibleDescription('Comprovantes');
    const camera = container.querySelector('input[capture]') as HTMLInputElement;
    expect(camera).toHaveAttribute('capture', 'user');
    expect(camera).toHaveAttribute('accept', 'image/*');
    let opened = 0;
    camera.addEventListener('click', () => (opened += 1));
    await user.click(foto);
    expect(opened).toBe(1);
    await user.upload(camera, new File([PNG_BYTES], 'foto.png', { type: 'image/png' }));
    await waitFor(() => expect(linha('foto.png')).toBeInTheDocument());
    expect(escolhidos()).toHaveTextContent('foto.png escolhido.');
  });

  it('a PDF-only field offers no camera', () => {
    const { container } = render(<Campo rules={{ allowedExtensions: ['pdf'] }} />);
    expect(screen.queryByRole('button', { name: 'Tirar foto' })).not.toBeInTheDocument();
    expect(container.querySelector('input[capture]')).toBeNull();
  });

  it('checks each file: a real PDF is ready, a PNG named .pdf is refused by its bytes', async () => {
    const user = userEvent.setup();
    render(<Campo />);
    const disfarcado = new File([PNG_BYTES], 'foto.pdf', { type: 'application/pdf' });
    await user.upload(entrada(), [pdf('nota.pdf'), disfarcado]);
    await waitFor(() => expect(within(linha('nota.pdf')).getByText('Pronto para envio')).toBeInTheDocument());
    await waitFor(() =>
      expect(within(linha('foto.pdf')).getByText('- Formato de arquivo inválido.')).toBeInTheDocument(),
    );
    expect(linha('foto.pdf')).toHaveAttribute('data-status', 'invalido');
    expect(screen.getByTestId('validos')).toHaveTextContent('1');
  });

  it('refuses a file above the size limit with the spec’s message', async () => {
    const user = userEvent.setup();
    render(<Campo rules={{ maxBytes: 100, compressTargetMB: 0 }} />);
    await user.upload(entrada(), pdf('grande.pdf', 200));
    await waitFor(() =>
      expect(within(linha('grande.pdf')).getByText(/- O arquivo deve ter no máximo/)).toBeInTheDocument(),
    );
  });

  it('removes a file with its named button', async () => {
    const user = userEvent.setup();
    render(<Campo />);
    await user.upload(entrada(), pdf('recibo.pdf'));
    await waitFor(() => expect(screen.getByTestId('validos')).toHaveTextContent('1'));
    await user.click(screen.getByRole('button', { name: 'Remover recibo.pdf' }));
    expect(screen.queryByText('recibo.pdf')).not.toBeInTheDocument();
  });

  it('a single-file field keeps only the last file chosen', async () => {
    const user = userEvent.setup();
    render(<Campo single />);
    expect(entrada()).not.toHaveAttribute('multiple');
    await user.upload(entrada(), pdf('primeiro.pdf'));
    await user.upload(entrada(), pdf('segundo.pdf'));
    await waitFor(() => expect(screen.getByText('segundo.pdf')).toBeInTheDocument());
    expect(screen.queryByText('primeiro.pdf')).not.toBeInTheDocument();
  });

  it('says “Solte o arquivo aqui!” while a file is dragged over it and takes the dropped file', async () => {
    render(<Campo />);
    const zona = entrada().parentElement as HTMLElement;
    fireEvent.dragOver(zona);
    expect(screen.getByText('Solte o arquivo aqui!')).toBeInTheDocument();
    fireEvent.drop(zona, { dataTransfer: { files: [pdf('arrastado.pdf')] } });
    expect(screen.queryByText('Solte o arquivo aqui!')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(linha('arrastado.pdf')).getByText('Pronto para envio')).toBeInTheDocument(),
    );
  });

  it('a required field left empty says “Documento obrigatório.” once the form was sent, tied to the input', () => {
    render(<Campo forceErrors rules={{ minFiles: 1 }} />);
    expect(entrada()).toHaveAttribute('aria-invalid', 'true');
    expect(entrada()).toHaveAccessibleDescription(/Documento obrigatório\./);
  });
});
