// The address ranges a webhook never reaches (issue 34), and the connection lookup in both shapes net asks
// for (one address, or all of them for happy eyeballs).
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { DestinoProibidoError, enderecoProibido, lookupSeguro } from './destino-webhook.js';

describe('enderecoProibido', () => {
  it('refuses loopback, private, shared, link-local, unique-local, benchmarking and reserved addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.0.0.1',
      '100.64.0.1',
      '100.127.255.254',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '198.18.0.1',
      '198.19.255.255',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '64:ff9b::a9fe:a9fe',
      'não é um endereço',
    ])
      expect(enderecoProibido(ip, false), ip).toBe(true);
  });

  it('lets public addresses through, and loopback only when allowed', () => {
    for (const ip of [
      '8.8.8.8',
      '100.63.255.255',
      '100.128.0.1',
      '172.32.0.1',
      '198.20.0.1',
      '2001:4860::8888',
    ])
      expect(enderecoProibido(ip, false), ip).toBe(false);
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(enderecoProibido(ip, true), ip).toBe(false);
    for (const ip of ['10.0.0.1', '169.254.169.254', 'fd00::1'])
      expect(enderecoProibido(ip, true), ip).toBe(true);
  });
});

describe('lookupSeguro', () => {
  const resolver = (permitirLoopback: boolean, all: boolean) =>
    new Promise<{ erro: Error | null; endereco: string | LookupAddress[] }>((resolve) =>
      lookupSeguro(permitirLoopback)('localhost', { all }, (erro, endereco) => resolve({ erro, endereco })),
    );

  it('refuses a name resolving to loopback in production, in both shapes', async () => {
    for (const all of [false, true]) {
      const { erro } = await resolver(false, all);
      expect(erro).toBeInstanceOf(DestinoProibidoError);
      expect((erro as DestinoProibidoError).code).toBe('DESTINO_PROIBIDO');
    }
  });

  it('answers one address or all of them outside production', async () => {
    const um = await resolver(true, false);
    expect(um.erro).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(um.endereco);
    const todos = await resolver(true, true);
    expect(todos.erro).toBeNull();
    expect((todos.endereco as LookupAddress[]).map((e) => e.address)).toContain('127.0.0.1');
  });
});
