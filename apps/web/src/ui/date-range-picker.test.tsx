// The date-range picker (spec §2, §5 period messages; issue 36): the period typed with its mask and checked on
// Enter or on leaving the field, with the §5 message announced and tied to the input; the calendar in a
// dialog (lazy chunk) with presets, the interval in days, Ok and Cancelar, and focus back on its button.
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CALENDAR_TITLE, DateRangePicker, OPEN_CALENDAR_LABEL } from './date-range-picker';
import type { Period } from './date-range-rules';

const HOJE = { year: 2025, month: 3, day: 15 };
const INICIAL: Period = { start: { year: 2025, month: 2, day: 1 }, end: { year: 2025, month: 2, day: 28 } };

function Periodo({ onChange }: { onChange: (p: Period) => void }) {
  const [value, setValue] = useState(INICIAL);
  return (
    <DateRangePicker
      label="Período"
      value={value}
      today={HOJE}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const campo = () => screen.getByRole('textbox', { name: 'Período' });

describe('<DateRangePicker>', () => {
  it('shows the period as text, labelled and described by its format', () => {
    render(<Periodo onChange={() => undefined} />);
    expect(campo()).toHaveValue('01/02/2025 - 28/02/2025');
    expect(campo()).toHaveAccessibleDescription('dd/mm/aaaa - dd/mm/aaaa');
  });

  it('masks what is typed and applies a valid period on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Periodo onChange={onChange} />);
    await user.clear(campo());
    await user.type(campo(), '0101202510012025');
    expect(campo()).toHaveValue('01/01/2025 - 10/01/2025');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({
      start: { year: 2025, month: 1, day: 1 },
      end: { year: 2025, month: 1, day: 10 },
    });
    expect(campo()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a start after the end with the §5 message, announced and tied to the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Periodo onChange={onChange} />);
    await user.clear(campo());
    await user.type(campo(), '1001202501012025');
    await user.tab(); // leaving the field checks it too
    expect(screen.getByRole('alert')).toHaveTextContent('Período inicial está maior que final');
    expect(campo()).toHaveAttribute('aria-invalid', 'true');
    expect(campo()).toHaveAccessibleDescription(/Período inicial está maior que final/);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a period reaching more than five years back', async () => {
    const user = userEvent.setup();
    render(<Periodo onChange={() => undefined} />);
    await user.clear(campo());
    await user.type(campo(), '0101201901012020{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Período selecionado tem mais de 5 anos');
  });

  it('opens the calendar in a dialog; a preset and Ok choose the period; focus returns to the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Periodo onChange={onChange} />);
    const abrir = screen.getByRole('button', { name: OPEN_CALENDAR_LABEL });
    await user.click(abrir);
    const dialogo = await screen.findByRole('dialog', { name: CALENDAR_TITLE });
    const mesAtual = await screen.findByRole('button', { name: 'Mês atual' });
    expect(mesAtual).toHaveAttribute('aria-pressed', 'false');
    await user.click(mesAtual);
    expect(mesAtual).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('intervalo')).toHaveTextContent('01/03/2025 - 15/03/2025 (15 dias)');
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onChange).toHaveBeenCalledWith({ start: { year: 2025, month: 3, day: 1 }, end: HOJE });
    await waitFor(() => expect(dialogo).not.toBeInTheDocument());
    expect(campo()).toHaveValue('01/03/2025 - 15/03/2025');
    await waitFor(() => expect(abrir).toHaveFocus());
  });

  it('Escape works as Cancelar: nothing changes and focus returns to the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Periodo onChange={onChange} />);
    const abrir = screen.getByRole('button', { name: OPEN_CALENDAR_LABEL });
    await user.click(abrir);
    await user.click(await screen.findByRole('button', { name: 'Ano passado' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(campo()).toHaveValue('01/02/2025 - 28/02/2025');
    await waitFor(() => expect(abrir).toHaveFocus());
  });
});
