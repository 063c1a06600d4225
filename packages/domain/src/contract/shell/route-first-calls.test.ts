import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef, type RouteId } from '../../access/routes.js';
import { API_BASE } from '../../constants.js';
import {
  PERIODO_RECENTE,
  ROUTE_CHOICE_CALLS,
  ROUTE_FIRST_CALLS,
  VALOR_ESCOLHIDO,
} from './route-first-calls.js';

describe("a screen's first calls, started by the page (issue 37)", () => {
  it('are plain reads of the API on private screens: no path parameter, no query but the default period', () => {
    const periodo = `?inicio=${PERIODO_RECENTE.inicio}&fim=${PERIODO_RECENTE.fim}`;
    for (const [routeId, urls] of Object.entries(ROUTE_FIRST_CALLS)) {
      expect(ROUTES[routeId as RouteId].public, routeId).toBeFalsy();
      for (const url of urls ?? []) {
        expect(url.startsWith(`${API_BASE}/`), url).toBe(true);
        expect(url.replace(periodo, ''), url).not.toMatch(/[:?#]/);
        expect(url.replace(periodo, ''), url).not.toContain('__periodo_');
      }
    }
  });

  it("for a chosen beneficiary or plan, follow one of the screen's first calls and take the choice once", () => {
    for (const [routeId, chamadas] of Object.entries(ROUTE_CHOICE_CALLS)) {
      const route: RouteDef = ROUTES[routeId as RouteId];
      const primeiras = ROUTE_FIRST_CALLS[routeId as RouteId] ?? [];
      for (const chamada of chamadas ?? []) {
        // The answer they wait for is one the page already asked (the script reads it from there).
        expect(primeiras, routeId).toContain(chamada.de);
        if (chamada.seListadoEm) expect(primeiras, routeId).toContain(chamada.seListadoEm);
        // A route's own parameter, when it has one, is the same kind of choice.
        if (route.param)
          expect(route.param, routeId).toBe(
            chamada.escolha === 'plano' ? 'codigoPlano' : 'cpfPessoaSelecionada',
          );
        for (const url of chamada.urls) {
          expect(url.startsWith(`${API_BASE}/`), url).toBe(true);
          expect(url.split(VALOR_ESCOLHIDO), url).toHaveLength(2);
          expect(url, url).not.toMatch(/[:#]/);
          expect(primeiras, url).not.toContain(url);
        }
      }
    }
  });
});
