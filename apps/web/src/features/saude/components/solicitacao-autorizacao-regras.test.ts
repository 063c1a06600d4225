import { describe, expect, it } from 'vitest';
import { MESSAGES, SAUDE_MESSAGES } from '@portal/domain';
import type { UploadItem } from '../../../ui/upload-pipeline';
import {
  corpoDaSolicitacao,
  dadosSolicitacao,
  temConteudo,
  valoresVazios,
} from './solicitacao-autorizacao-regras';
import { solicitacaoAutorizacaoSchema } from './solicitacao-autorizacao-schema';

const erros = (valores: { tipo: string; descricao: string }) => {
  const result = solicitacaoAutorizacaoSchema(500).safeParse(valores);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('authorization request form', () => {
  it('requires the kind and a description that is not only spaces', () => {
    expect(erros({ tipo: '', descricao: '   ' })).toEqual({
      tipo: MESSAGES.required,
      descricao: SAUDE_MESSAGES.descriptionRequired,
    });
  });

  it('refuses a description over the limit', () => {
    expect(erros({ tipo: 'ALTA_COMPLEXIDADE', descricao: 'x'.repeat(501) })).toEqual({
      descricao: 'Descrição do pedido médico inválido',
    });
    expect(erros({ tipo: 'ALTA_COMPLEXIDADE', descricao: 'x'.repeat(500) })).toEqual({});
  });

  it('builds the dados JSON with the trimmed description and the chosen contact only when there is one', () => {
    const valores = { tipo: 'CONSULTA_EXAME_TERAPIA', descricao: '  Ressonância do joelho  ' };
    expect(dadosSolicitacao(valores, '12345678909', 'k', null)).toEqual({
      chaveIdempotencia: 'k',
      cpf: '12345678909',
      tipo: 'CONSULTA_EXAME_TERAPIA',
      descricao: 'Ressonância do joelho',
    });
    expect(dadosSolicitacao(valores, '12345678909', 'k', 'abc').codigoContato).toBe('abc');
  });

  it('sends dados first and each file under pedidoMedico', () => {
    const arquivo = new File(['%PDF-1.4'], 'pedido.pdf', { type: 'application/pdf' });
    const item = { id: '1', arquivo, status: 'valido' } as unknown as UploadItem;
    const body = corpoDaSolicitacao(dadosSolicitacao({ tipo: 'X', descricao: 'y' }, '1', 'k', null), [item]);
    expect([...body.keys()]).toEqual(['dados', 'pedidoMedico']);
    expect((body.get('pedidoMedico') as File).name).toBe('pedido.pdf');
  });

  it('counts as edited once anything is typed or attached', () => {
    expect(temConteudo(valoresVazios(), [])).toBe(false);
    expect(temConteudo({ tipo: '', descricao: 'a' }, [])).toBe(true);
  });
});
