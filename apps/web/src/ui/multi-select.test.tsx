// The multi-select filter from the keyboard and the pointer (spec §2, issue 36): its button's name says the
// label and the chosen names, the list is a multi-select listbox that takes focus, arrows move the active
// option, Space and Enter tick, Escape closes and gives focus back, Tab closes and moves on, a press outside
// closes — the focus part is Radix's (FocusScope, DismissableLayer).
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, type MultiSelectOption } from './multi-select';

const OPCOES: MultiSelectOption[] = [
  { value: 'C', label: 'Consulta' },
  { value: 'E', label: 'Exame' },
  { value: 'T', label: 'Terapia' },
  { value: 'I', label: 'Internação' },
];

function Filtro({ inicial = [], onChange }: { inicial?: string[]; onChange?: (v: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>(inicial);
  return (
    <>
      <MultiSelect
        label="Tipo de atendimento"
        options={OPCOES}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          onChange?.(next);
        }}
      />
      <button type="button">Depois</button>
      <h1>Fora</h1>
    </>
  );
}

const botao = () => screen.getByRole('button', { name: /^Tipo de atendimento/ });
const lista = () => screen.getByRole('listbox', { name: /Tipo de atendimento/ });
const ativa = () => document.getElementById(lista().getAttribute('aria-activedescendant') ?? '');

describe('<MultiSelect>', () => {
  it('is a closed button named by its label, saying it opens a listbox', () => {
    render(<Filtro />);
    expect(botao()).toHaveAccessibleName('Tipo de atendimento');
    expect(botao()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(botao()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens with ArrowDown, focuses the list, moves with the arrows and ticks with Space and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filtro onChange={onChange} />);
    botao().focus();
    await user.keyboard('{ArrowDown}');
    expect(lista()).toHaveFocus();
    expect(lista()).toHaveAttribute('aria-multiselectable', 'true');
    expect(botao()).toHaveAttribute('aria-expanded', 'true');
    expect(botao()).toHaveAttribute('aria-controls', lista().id);
    expect(ativa()).toHaveTextContent('Consulta');
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['C', 'T']);
    expect(screen.getAllByRole('option', { selected: true }).map((o) => o.textContent)).toEqual([
      '✓Consulta',
      '✓Terapia',
    ]);
    // The list stays open while the member ticks several; Home and End reach the ends without wrapping.
    await user.keyboard('{End}{ArrowDown}');
    expect(ativa()).toHaveTextContent('Internação');
    await user.keyboard('{Home}{ArrowUp}');
    expect(ativa()).toHaveTextContent('Consulta');
  });

  it('closes on Escape and gives focus back to the button, which now names the choice and counts it', async () => {
    const user = userEvent.setup();
    render(<Filtro inicial={['E', 'I']} />);
    await user.click(botao());
    // Each opening starts on the first chosen option.
    expect(ativa()).toHaveTextContent('Exame');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(botao()).toHaveFocus();
    // jsdom's name computation drops the space a browser keeps after the colon (e2e checks the exact name).
    expect(botao()).toHaveAccessibleName(/^Tipo de atendimento: ?Exame; Internação$/);
    expect(screen.getByTestId('multi-select-badge')).toHaveTextContent('2');
  });

  it('closes when Tab moves on, when something outside is pressed, and when its button is pressed again', async () => {
    const user = userEvent.setup();
    render(<Filtro />);
    await user.click(botao());
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Depois' })).toHaveFocus();

    await user.click(botao());
    expect(lista()).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Fora' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(botao());
    await user.click(botao());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(botao()).toHaveAttribute('aria-expanded', 'false');
  });

  it('ticks and unticks with the pointer, keeping the options’ order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filtro onChange={onChange} />);
    await user.click(botao());
    await user.click(screen.getByRole('option', { name: /Terapia/ }));
    await user.click(screen.getByRole('option', { name: /Consulta/ }));
    expect(onChange).toHaveBeenLastCalledWith(['C', 'T']);
    await user.click(screen.getByRole('option', { name: /Terapia/ }));
    expect(onChange).toHaveBeenLastCalledWith(['C']);
    expect(lista()).toBeInTheDocument();
  });

  it('caps the badge at 9+', () => {
    const muitas = Array.from({ length: 12 }, (_, i) => ({ value: String(i), label: `Opção ${i}` }));
    render(
      <MultiSelect
        label="Situação"
        options={muitas}
        selected={muitas.map((o) => o.value)}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByTestId('multi-select-badge')).toHaveTextContent('9+');
  });
});
