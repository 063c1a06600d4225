import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteId } from '../../access/routes.js';
import { API_BASE } from '../../constants.js';
import { ROUTE_FIRST_CALLS } from './route-first-calls.js';

describe("a screen's first calls, started by the page (issue 37)", () => {
  it('are plain reads of the API on private screens: no path parameter, no query', () => {
    for (const [routeId, urls] of Object.entries(ROUTE_FIRST_CALLS)) {
      expect(ROUTES[routeId as RouteId].public, routeId).toBeFalsy();
      for (const url of urls ?? []) {
        expect(url.startsWith(`${API_BASE}/`), url).toBe(true);
        expect(url, url).not.toMatch(/[:?#]/);
      }
    }
  });
});
