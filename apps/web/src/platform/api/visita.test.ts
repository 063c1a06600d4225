import { describe, expect, it, vi } from 'vitest';
import { VISITA_FORMATO, VISITA_HEADER } from '@portal/domain';
import { apiHeaders } from './api-client';
import { acompanharVisitas, novaVisita } from './visita';

const visita = () => apiHeaders('GET').get(VISITA_HEADER);

describe('the screen visit of every call (issue 37)', () => {
  it('goes on reads and writes alike, in the form the server accepts, and changes with a new visit', () => {
    vi.stubGlobal('document', { cookie: '' }); // a write reads the CSRF cookie
    const primeira = visita();
    expect(primeira).toMatch(VISITA_FORMATO);
    expect(apiHeaders('POST').get(VISITA_HEADER)).toBe(primeira);
    novaVisita();
    expect(visita()).toMatch(VISITA_FORMATO);
    expect(visita()).not.toBe(primeira);
    vi.unstubAllGlobals();
  });

  it('follows the router: a new history entry (or a step back to an old one) is a new visit', () => {
    let ouvinte: (state: { location: { key: string } }) => void = () => {};
    acompanharVisitas({ state: { location: { key: 'a' } }, subscribe: (o) => (ouvinte = o) });
    const emA = visita();
    ouvinte({ location: { key: 'a' } }); // the router's own state update (a loader, a blocker)
    expect(visita()).toBe(emA);
    ouvinte({ location: { key: 'b' } });
    const emB = visita();
    expect(emB).not.toBe(emA);
    ouvinte({ location: { key: 'a' } }); // back
    expect(visita()).not.toBe(emB);
    expect(visita()).not.toBe(emA);
  });
});
