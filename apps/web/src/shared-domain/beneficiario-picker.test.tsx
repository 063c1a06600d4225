// The beneficiary picker (spec §2, issue 36): one radio group named by its legend across the three groups,
// each radio named by the person, their kind and CPF; arrows move the choice; choosing the active one does
// nothing; a friendly message replaces an empty or refused list; hidden family members are explained.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  BeneficiarioListagem,
  ListagemBeneficiarios,
} from '@portal/domain/contract/listagem-beneficiarios';
import { BeneficiarioPicker } from './beneficiario-picker';

const LISTAGEM: ListagemBeneficiarios = {
  contratantes: [{ nome: 'Carlos Souza', cpf: '11144477735', carteiras: [], tipo: 'Contratante' }],
  titulares: [{ nome: 'Maria Aparecida Souza', cpf: '39053344705', carteiras: ['1'], tipo: 'Titular' }],
  dependentes: [{ nome: 'João Pedro Souza', cpf: '45678912364', carteiras: ['2'], tipo: 'Dependente' }],
};

function Escolha({
  listagem = LISTAGEM,
  onSelect,
}: {
  listagem?: ListagemBeneficiarios;
  onSelect: (b: BeneficiarioListagem) => void;
}) {
  const [cpf, setCpf] = useState<string | null>('39053344705');
  return (
    <BeneficiarioPicker
      listagem={listagem}
      selectedCpf={cpf}
      onSelect={(b) => {
        setCpf(b.cpf);
        onSelect(b);
      }}
    />
  );
}

describe('<BeneficiarioPicker>', () => {
  it('is one radio group under its legend, the groups titled, each person named with kind and CPF', () => {
    render(<Escolha onSelect={() => undefined} />);
    const grupo = screen.getByRole('group', { name: 'Beneficiário' });
    expect(grupo).toBeInTheDocument();
    expect(screen.getByText('Contratantes')).toBeInTheDocument();
    expect(screen.getByText('Dependentes')).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
    expect(
      screen.getByRole('radio', { name: /Maria Aparecida Souza.*Titular · CPF 390\.533\.447-05/ }),
    ).toBeChecked();
  });

  it('moves the choice with the arrow keys across the groups and tells the screen', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Escolha onSelect={onSelect} />);
    const maria = screen.getByRole('radio', { name: /Maria/ });
    maria.focus();
    await user.keyboard('{ArrowDown}');
    const joao = screen.getByRole('radio', { name: /João Pedro Souza/ });
    expect(joao).toBeChecked();
    expect(joao).toHaveFocus();
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ cpf: '45678912364' }));
    await user.click(screen.getByRole('radio', { name: /Carlos Souza/ }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ tipo: 'Contratante' }));
  });

  it('does nothing when the active beneficiary is chosen again', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Escolha onSelect={onSelect} />);
    await user.click(screen.getByRole('radio', { name: /Maria/ }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows the friendly message instead of an empty list', () => {
    render(
      <Escolha listagem={{ contratantes: [], titulares: [], dependentes: [] }} onSelect={() => undefined} />,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Nenhum registro encontrado.')).toBeInTheDocument();
  });

  it('shows the server’s friendly message and who is left out of the list, and why', () => {
    render(
      <Escolha
        listagem={{
          ...LISTAGEM,
          mensagem: 'Sua família não tem beneficiários para esta tela.',
          ocultos: [{ nome: 'Ana', motivo: 'Ana tem 18 anos ou mais: ela vê os próprios dados.' }],
        }}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sua família não tem beneficiários para esta tela.');
    expect(screen.getByText('Quem não aparece aqui:')).toBeInTheDocument();
    expect(screen.getByText(/Ana tem 18 anos ou mais/)).toBeInTheDocument();
  });
});
