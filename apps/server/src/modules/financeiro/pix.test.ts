// Pix BR Code checked against the BCB manual's published example and by reading the fields back with
// an EMV TLV parser and a CRC16-CCITT of our own (@portal/test-support/pix, not the library's).
import { generatePixPayload, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { crc16Ccitt, emvFieldMap } from '@portal/test-support/pix';
import { pixCopiaECola, txidTitulo } from './pix.js';

/** "Manual de Padrões para Iniciação do Pix" (BCB), static BR Code example. */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const OPERADORA = {
  chave: '45987321000160',
  nome: 'Vale Verde Saúde Cooperativa Médica',
  cidade: 'São José dos Campos',
};

describe('CRC16-CCITT', () => {
  it('gives the manual example its published CRC (1D3D)', () => {
    expect(crc16Ccitt(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });
});

describe('pixCopiaECola', () => {
  it('the library we delegate to writes the BCB manual example byte for byte', () => {
    // The example has no amount and no txid; ours always carry both (checked field by field below).
    const example = generatePixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(example).toBe(BCB_EXAMPLE);
    expect(isValidPixPayload(BCB_EXAMPLE)).toBe(true);
  });

  it('carries GUI, key, amount, name and city within their limits, a txid and a valid CRC', () => {
    const payload = pixCopiaECola(OPERADORA, 102_333, txidTitulo('100001202602'));
    const fields = emvFieldMap(payload);
    expect(fields.get('00')).toBe('01');
    const conta = emvFieldMap(fields.get('26')!);
    expect(conta.get('00')).toBe('br.gov.bcb.pix');
    expect(conta.get('01')).toBe('45987321000160');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('1023.33');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('Vale Verde Saude Cooperat');
    expect(fields.get('59')!.length).toBeLessThanOrEqual(25);
    expect(fields.get('60')).toBe('Sao Jose dos Ca');
    expect(fields.get('60')!.length).toBeLessThanOrEqual(15);
    expect(emvFieldMap(fields.get('62')!).get('05')).toBe('VVS100001202602');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
    expect(isValidPixPayload(payload)).toBe(true);
  });

  it('gives each bill its own txid, at most 25 letters and digits', () => {
    expect(txidTitulo('100001202602')).not.toBe(txidTitulo('100001202603'));
    expect(() => txidTitulo('1'.repeat(23))).toThrow();
  });
});
