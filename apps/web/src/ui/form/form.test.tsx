// <Form> and its store as a member meets them (issue 36): labels tie to inputs, an error shows only after the
// field's first blur (spec §4) in the domain's Portuguese, it is announced through aria-invalid and
// aria-describedby, a refused submit moves focus to the first field to fix, the values sent are the parsed
// ones, server field errors land on their inputs, edit mode follows dirtiness — and a change re-renders only
// the field that changed (measured with React's Profiler).
import { Profiler, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateCpf } from '@portal/domain/validation/cpf';
import { validateRequired } from '@portal/domain/validation/required';
import { ApiError } from '../../platform/api/api-client';
import { isEditMode, setEditMode } from '../../platform/state/edit-mode';
import { Button } from '../button';
import { CpfField } from './cpf-field';
import { Form } from './form';
import { useFormContext, useWatch } from './form-store';
import { rulesSchema } from './rules-schema';
import { TextField } from './text-field';

const CPF_VALIDO = '529.982.247-25';
const schema = rulesSchema({ cpf: [validateRequired, validateCpf], nome: [validateRequired] });
const defaults = { cpf: '', nome: '' };

function LoginLike({
  onSubmit,
  trackChanges,
  children,
}: {
  onSubmit: (values: typeof defaults) => unknown;
  trackChanges?: boolean;
  children?: ReactNode;
}) {
  return (
    <Form
      schema={schema}
      defaultValues={defaults}
      onSubmit={async (values) => {
        await onSubmit(values);
      }}
      trackChanges={trackChanges}
      aria-label="Entrar"
    >
      {(form) => (
        <>
          <CpfField label="CPF" />
          <TextField name="nome" label="Nome" hint="Como no documento" />
          {children}
          <Button type="submit" loading={form.formState.isSubmitting}>
            Enviar
          </Button>
        </>
      )}
    </Form>
  );
}

afterEach(() => setEditMode(false));

describe('<Form>', () => {
  it('ties each label and hint to its input', () => {
    render(<LoginLike onSubmit={() => undefined} />);
    const nome = screen.getByRole('textbox', { name: 'Nome' });
    expect(nome).toHaveAccessibleDescription('Como no documento');
    expect(nome).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows a field’s error only after its first blur, in Portuguese, tied to the input', async () => {
    const user = userEvent.setup();
    render(<LoginLike onSubmit={() => undefined} />);
    const cpf = screen.getByRole('textbox', { name: 'CPF' });
    await user.type(cpf, '111');
    expect(cpf).toHaveValue('111');
    expect(cpf).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    await waitFor(() => expect(cpf).toHaveAttribute('aria-invalid', 'true'));
    expect(cpf).toHaveAccessibleDescription(/CPF inválido/);
    // Fixed while typing: the error goes away without another blur.
    await user.clear(cpf);
    await user.type(cpf, CPF_VALIDO.replace(/\D/g, ''));
    expect(cpf).toHaveValue(CPF_VALIDO);
    await waitFor(() => expect(cpf).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText(/CPF inválido/)).not.toBeInTheDocument();
  });

  it('a refused submit marks every field and moves focus to the first one to fix; nothing is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginLike onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), CPF_VALIDO);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const nome = screen.getByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(nome).toHaveFocus());
    expect(nome).toHaveAccessibleDescription(/Como no documento.*Campo obrigatório/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values with Enter and places the server’s field errors on their inputs', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, { mensagem: 'Dados inválidos.', campos: { nome: 'Nome diferente do cadastro.' } }),
      );
    render(<LoginLike onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), CPF_VALIDO);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Maria{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ cpf: CPF_VALIDO, nome: 'Maria' }));
    const nome = screen.getByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(nome).toHaveAccessibleDescription(/Nome diferente do cadastro/));
    expect(nome).toHaveFocus();
    // The server's error stays until its own field changes.
    await user.type(nome, 'x');
    await waitFor(() => expect(nome).not.toHaveAccessibleDescription(/Nome diferente/));
  });

  it('keeps the submit button busy while sending', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    render(<LoginLike onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), CPF_VALIDO);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Enviar/ })).toHaveAttribute('aria-busy', 'true'),
    );
    act(() => finish());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enviar' })).not.toHaveAttribute('aria-busy', 'true'),
    );
  });

  it('turns edit mode on while a value differs from its default, off when it is back', async () => {
    const user = userEvent.setup();
    render(<LoginLike onSubmit={() => undefined} trackChanges />);
    const nome = screen.getByRole('textbox', { name: 'Nome' });
    await user.type(nome, 'M');
    await waitFor(() => expect(isEditMode()).toBe(true));
    await user.clear(nome);
    await waitFor(() => expect(isEditMode()).toBe(false));
  });

  it('a value set by the screen without shouldDirty does not make the form dirty (react-hook-form’s rule)', async () => {
    const user = userEvent.setup();
    function Preencher() {
      const form = useFormContext<typeof defaults>();
      const nome = useWatch({ name: 'nome' }) as string;
      return (
        <>
          <button type="button" onClick={() => form.setValue('nome', 'Do cadastro')}>
            Preencher
          </button>
          <button type="button" onClick={() => form.setValue('nome', 'Escolhido', { shouldDirty: true })}>
            Escolher
          </button>
          <p>Atual: {nome}</p>
          <p>{form.formState.isDirty ? 'Alterado' : 'Sem alterações'}</p>
        </>
      );
    }
    render(
      <LoginLike onSubmit={() => undefined} trackChanges>
        <Preencher />
      </LoginLike>,
    );
    await user.click(screen.getByRole('button', { name: 'Preencher' }));
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Do cadastro');
    expect(screen.getByText('Atual: Do cadastro')).toBeInTheDocument();
    expect(screen.getByText('Sem alterações')).toBeInTheDocument();
    expect(isEditMode()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Escolher' }));
    expect(screen.getByText('Alterado')).toBeInTheDocument();
    await waitFor(() => expect(isEditMode()).toBe(true));
  });

  it('re-renders only the field that changed (and the render function only when what it read changed)', async () => {
    const user = userEvent.setup();
    const names = Array.from({ length: 10 }, (_, i) => `campo${i}`);
    const renders = new Map<string, number>();
    const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
    let runs = 0;
    render(
      <Form
        schema={rulesSchema(Object.fromEntries(names.map((name) => [name, [validateRequired]])))}
        defaultValues={Object.fromEntries(names.map((name) => [name, '']))}
        onSubmit={() => undefined}
        trackChanges
      >
        {(form) => {
          runs++;
          return (
            <>
              {names.map((name) => (
                <Profiler key={name} id={name} onRender={count}>
                  <TextField name={name} label={name} />
                </Profiler>
              ))}
              <Button type="submit" loading={form.formState.isSubmitting}>
                Enviar
              </Button>
            </>
          );
        }}
      </Form>,
    );
    renders.clear();
    runs = 0;
    const first = screen.getByRole('textbox', { name: 'campo0' });
    await user.type(first, 'abcde'); // five changes (the form becomes dirty: edit mode on)
    await user.tab(); // touched: shown as valid
    await user.clear(first); // empty again: the required message shows
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    expect(renders.get('campo0')).toBe(8);
    // campo1 had focus and lost it to the clear: touched, then its own required message.
    expect(renders.get('campo1')).toBe(2);
    for (const name of names.slice(2)) expect(renders.get(name) ?? 0).toBe(0);
    expect(runs).toBe(0);
  });
});
