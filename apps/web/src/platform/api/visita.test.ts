import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISITA_FORMATO, VISITA_HEADER } from '@portal/domain';
import { apiHeaders } from './api-client';
import './visita';

const visita = () => apiHeaders('GET').get(VISITA_HEADER);
const naEntrada = (key: string | undefined) => vi.stubGlobal('history', { state: key ? { key } : null });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the screen visit of every call (issue 37)', () => {
  it('goes on reads and writes alike, in the form the server accepts', () => {
    vi.stubGlobal('document', { cookie: '' }); // a write reads the CSRF cookie
    naEntrada(undefined);
    expect(visita()).toMatch(VISITA_FORMATO);
    expect(apiHeaders('POST').get(VISITA_HEADER)).toBe(visita());
  });

  it('stays while calls come from one history entry, and is new on another (or back on an old one)', () => {
    naEntrada('a');
    const emA = visita();
    expect(visita()).toBe(emA);
    naEntrada('b');
    const emB = visita();
    expect(emB).not.toBe(emA);
    naEntrada('a'); // back
    expect(visita()).not.toBe(emB);
    expect(visita()).not.toBe(emA);
  });
});
