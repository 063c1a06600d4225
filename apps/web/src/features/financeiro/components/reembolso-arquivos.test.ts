import { describe, expect, it } from 'vitest';
import { newUploadItem, type UploadItem } from '../../../ui/upload-pipeline';
import { corpoDoPedido, limitesDosGrupos, pendenciasDosArquivos, semArquivos } from './reembolso-arquivos';
import { dadosReembolso, reembolsoDefaults } from './reembolso-form';

const item = (
  nome: string,
  bytes: number,
  status: UploadItem['status'] = 'valido',
  erro: string | null = null,
) => ({
  ...newUploadItem(new File([new Uint8Array(bytes)], nome)),
  status,
  erro,
});

const LIMITES = limitesDosGrupos({
  grupos: [
    { grupo: 'notaFiscais', titulo: '', minimo: 0, maximo: 2 },
    { grupo: 'boletinsAtendimento', titulo: '', minimo: 0, maximo: 1 },
  ],
});

describe('limitesDosGrupos', () => {
  it('keeps at least one receipt and defaults missing groups to optional', () => {
    expect(LIMITES.notaFiscais).toEqual({ minFiles: 1, maxFiles: 2 });
    expect(LIMITES.contasHospitalar).toEqual({ minFiles: 0, maxFiles: 1 });
  });
});

describe('pendenciasDosArquivos', () => {
  it('names each group that cannot be sent, with the spec messages', () => {
    const arquivos = semArquivos();
    arquivos.boletinsAtendimento = [item('a.pdf', 1), item('b.pdf', 1)];
    arquivos.contasHospitalar = [item('c.pdf', 1, 'invalido', '- O arquivo deve ter no máximo 5 MB.')];
    arquivos.senhasAutorizacoes = [item('d.pdf', 1, 'carregando')];
    expect(pendenciasDosArquivos(arquivos, LIMITES)).toEqual({
      notaFiscais: 'Documento obrigatório.',
      boletinsAtendimento: 'É permitido enviar somente 1 arquivo(s).',
      contasHospitalar: '- O arquivo deve ter no máximo 5 MB.',
      senhasAutorizacoes: 'Aguarde: ainda estamos preparando um arquivo.',
    });
  });
});

describe('corpoDoPedido', () => {
  it('puts dados first and the files group by group, in the order the progress follows', () => {
    const arquivos = semArquivos();
    arquivos.senhasAutorizacoes = [item('senha.pdf', 3)];
    arquivos.notaFiscais = [item('recibo.jpg', 10), item('nota.pdf', 20)];
    const dados = dadosReembolso(reembolsoDefaults(0), '6f1c1c1e-3a52-4d7e-9a0e-6b0f6f3b7a11', '1');
    const corpo = corpoDoPedido(dados, arquivos);
    expect([...corpo.body.keys()]).toEqual(['dados', 'notaFiscais', 'notaFiscais', 'senhasAutorizacoes']);
    expect(corpo.enviados.map((e) => [e.nome, e.tamanho])).toEqual([
      ['recibo.jpg', 10],
      ['nota.pdf', 20],
      ['senha.pdf', 3],
    ]);
    expect(corpo.bytesDosDados).toBe(new TextEncoder().encode(JSON.stringify(dados)).length);
  });
});
