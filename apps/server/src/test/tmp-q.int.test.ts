import { it } from 'vitest';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { getJson } from './contrato.js';
import { QueryCounter, withDemo } from './test-app.js';
const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
it('q', async () => {
  const maria = await demo.as('maria');
  await getJson(maria, situacaoFinanceiraEndpoints.titulos);
  const qs = await counter.during(() => getJson(maria, situacaoFinanceiraEndpoints.titulos));
  for (const q of qs) console.log('Q>', q.slice(0, 300).replace(/\s+/g,' '));
});
