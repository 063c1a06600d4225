import { describe, expect, it } from 'vitest';
import { API_BASE } from '@portal/domain/constants';
import { parametrosCalls } from '@portal/domain/contract/calls/shell/parametros';
import { STARTUP_CALL_URLS, STARTUP_PARAMETROS_QUERY } from '@portal/domain/contract/shell/startup-calls';
import { buildQueryString } from './api-client';

describe('the start-up calls the page starts early', () => {
  // A URL spelled differently would never be taken: the client would ask again and the gain would be lost.
  it('are the URLs the client asks for', () => {
    expect(STARTUP_CALL_URLS).toEqual([
      `${API_BASE}${parametrosCalls.statusManutencao.path}`,
      `${API_BASE}${parametrosCalls.publicos.path}${buildQueryString(STARTUP_PARAMETROS_QUERY)}`,
    ]);
  });
});
