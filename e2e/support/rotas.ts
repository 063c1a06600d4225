// The journeys take the portal's paths from the route table (packages/domain/src/access/routes.ts), as the
// web router does: `page.goto(ROUTES.x.path)` or `routePath('x', param)`, and these expectations of the URL
// (scripts/docs/e2e-rotas.test.ts).
import { routePath, type RouteId } from '@portal/domain';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The screen's path (with its parameter when given) as a pattern's source, for an expectation of its own. */
export const padraoDaTela = (id: RouteId, param?: string | number): string => escape(routePath(id, param));

/** The URL ends with the screen's path (with its parameter when given): `toHaveURL(naTela('login'))`. */
export const naTela = (id: RouteId, param?: string | number): RegExp =>
  new RegExp(`${padraoDaTela(id, param)}$`);
