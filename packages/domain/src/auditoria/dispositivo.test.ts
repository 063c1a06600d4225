import { describe, expect, it } from 'vitest';
import {
  DISPOSITIVO_DESCONHECIDO,
  nomeDispositivo,
  partesDispositivo,
  resumoDispositivo,
} from './dispositivo.js';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
};

describe('resumoDispositivo', () => {
  it.each([
    [UA.chromeAndroid, 'Chrome no Android'],
    [UA.samsungAndroid, 'Samsung Internet no Android'],
    [UA.safariIphone, 'Safari no iPhone'],
    [UA.chromeIphone, 'Chrome no iPhone'],
    [UA.firefoxWindows, 'Firefox no Windows'],
    [UA.edgeWindows, 'Edge no Windows'],
    [UA.operaWindows, 'Opera no Windows'],
    [UA.safariMac, 'Safari no Mac'],
    [UA.chromeLinux, 'Chrome no Linux'],
  ])('summarises %s', (ua, resumo) => {
    expect(resumoDispositivo(ua)).toBe(resumo);
  });

  it('says what it knows when only one half is recognised', () => {
    expect(resumoDispositivo('curl/8.5.0 (Windows)')).toBe('Navegador no Windows');
    expect(resumoDispositivo('Firefox/133.0')).toBe('Firefox');
  });

  it('is unknown for nothing, blanks and unrecognised agents', () => {
    expect(resumoDispositivo(null)).toBe(DISPOSITIVO_DESCONHECIDO);
    expect(resumoDispositivo(undefined)).toBe(DISPOSITIVO_DESCONHECIDO);
    expect(resumoDispositivo('   ')).toBe(DISPOSITIVO_DESCONHECIDO);
    expect(resumoDispositivo('curl/8.5.0')).toBe('Navegador desconhecido');
  });

  it('gives the two halves the devices table keeps, named back the same way (issue 42)', () => {
    expect(partesDispositivo(UA.chromeLinux)).toEqual({ navegador: 'Chrome', sistema: 'Linux' });
    expect(partesDispositivo('curl/8.5.0')).toEqual({ navegador: null, sistema: null });
    expect(nomeDispositivo(partesDispositivo(UA.chromeLinux))).toBe(resumoDispositivo(UA.chromeLinux));
    expect(nomeDispositivo({ navegador: null, sistema: null })).toBe(DISPOSITIVO_DESCONHECIDO);
  });
});
