import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import type { ListagemBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import { initialBeneficiarioCpf, resolveBeneficiarioCpf } from './beneficiario-picker';
import { listFriendlyMessage } from './friendly-message';

const listagem: ListagemBeneficiarios = {
  contratantes: [{ nome: 'Carlos Souza', cpf: '11144477735', carteiras: [], tipo: 'Contratante' }],
  titulares: [{ nome: 'Maria Aparecida Souza', cpf: '39053344705', carteiras: ['1'], tipo: 'Titular' }],
  dependentes: [{ nome: 'João Pedro Souza', cpf: '45678912364', carteiras: ['2'], tipo: 'Dependente' }],
};

describe('beneficiary picker choice (spec §2)', () => {
  it('preselects the signed-in member when listed, otherwise the first', () => {
    expect(initialBeneficiarioCpf(listagem, '45678912364')).toBe('45678912364');
    expect(initialBeneficiarioCpf(listagem, '12345678909')).toBe('11144477735');
    expect(initialBeneficiarioCpf(undefined, '45678912364')).toBeNull();
    expect(initialBeneficiarioCpf({ contratantes: [], titulares: [], dependentes: [] }, null)).toBeNull();
  });

  it('honours a cpf from the URL only when it is in the list', () => {
    expect(resolveBeneficiarioCpf(listagem, '45678912364', '39053344705')).toBe('45678912364');
    expect(resolveBeneficiarioCpf(listagem, '12345678909', '39053344705')).toBe('39053344705');
    expect(resolveBeneficiarioCpf(listagem, undefined, '39053344705')).toBe('39053344705');
  });
});

describe('friendly message of list responses (spec §8)', () => {
  it('is null for a plain list', () => {
    expect(listFriendlyMessage(listagem)).toBeNull();
    expect(listFriendlyMessage(undefined)).toBeNull();
  });

  it('prefers mensagem, then mensagemAmigavel with a known tipoMensagem, then the default', () => {
    expect(listFriendlyMessage({ mensagem: 'Sem beneficiários', mensagemAmigavel: 'x' })).toBe(
      'Sem beneficiários',
    );
    expect(listFriendlyMessage({ mensagemAmigavel: 'Nada aqui', tipoMensagem: 'ALERTA' })).toBe('Nada aqui');
    expect(listFriendlyMessage({ mensagemAmigavel: 'Nada aqui', tipoMensagem: 'OUTRO' })).toBe(
      MESSAGES.noRecordsFound,
    );
    expect(listFriendlyMessage({ tipoMensagem: 'ALERTA' })).toBe(MESSAGES.noRecordsFound);
    expect(listFriendlyMessage({ tipoMensagem: 'ALERTA' }, 'Nenhum plano encontrado.')).toBe(
      'Nenhum plano encontrado.',
    );
  });
});
